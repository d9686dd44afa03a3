import * as v from 'valibot';
import { CONSENT_DOCUMENTS } from './case.consent-documents';

export * from './case.consent-documents';

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
