/**
 * What continuing on the attestation also consents to: an asynchronous telehealth review by
 * a provider licensed in the patient's state, and the Notice of Privacy Practices. Each text
 * lives in `docs/consent/` with this version and date (a test holds them together); a
 * deployment replaces the placeholders and raises the version. Constants only: the survey's
 * attestation links them, and the patient's pages stay light.
 */
export const CONSENT_DOCUMENTS = {
  telehealth: {
    version: 'v1',
    date: '2026-11-26',
    path: '/consent/telehealth',
    title: 'Consent to telehealth review',
  },
  privacy: {
    version: 'v1',
    date: '2026-11-26',
    path: '/privacy',
    title: 'Notice of Privacy Practices',
  },
} as const;

export type ConsentDocument = keyof typeof CONSENT_DOCUMENTS;
