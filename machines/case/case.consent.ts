import * as v from 'valibot';

/**
 * What continuing on the attestation also consents to: an asynchronous telehealth review by
 * a provider licensed in the patient's state, and the Notice of Privacy Practices. Each text
 * lives in `docs/consent/` with this version and date (a test holds them together); a
 * deployment replaces the placeholders and raises the version.
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

const VersionSchema = v.pipe(v.string(), v.regex(/^v\d{1,4}$/));

/** The versions a submission says the patient accepted: only the current ones are. */
export const ConsentGivenSchema = v.strictObject({
  telehealth: v.literal(CONSENT_DOCUMENTS.telehealth.version),
  privacy: v.literal(CONSENT_DOCUMENTS.privacy.version),
});
export type ConsentGiven = v.InferOutput<typeof ConsentGivenSchema>;

/** What a submission from this build sends: the versions its attestation links to. */
export const CURRENT_CONSENT: ConsentGiven = {
  telehealth: CONSENT_DOCUMENTS.telehealth.version,
  privacy: CONSENT_DOCUMENTS.privacy.version,
};

/** What a case keeps: the versions accepted (older ones stay readable) and when. */
export const ConsentRecordSchema = v.object({
  telehealth: VersionSchema,
  privacy: VersionSchema,
  acceptedAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type ConsentRecord = v.InferOutput<typeof ConsentRecordSchema>;

export function consentRecord(given: ConsentGiven, acceptedAt: Date): ConsentRecord {
  return { ...given, acceptedAt: acceptedAt.toISOString() };
}

/** What the review page says of a case's consent; `when` is the instant as the page shows it. */
export function consentSummary(record: ConsentRecord | undefined, when: string): string {
  if (!record) {
    return 'No telehealth consent or privacy notice acknowledgement is recorded for this case.';
  }
  return `Telehealth consent ${record.telehealth} and privacy notice ${record.privacy} accepted on ${when}`;
}
