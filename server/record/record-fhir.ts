import type { Bundle, Patient } from '@medplum/fhirtypes';
import type { PatientRecord } from './patient-record';

/**
 * The record in FHIR R4 JSON: a collection Bundle holding the patient (as they named
 * themselves, and their state; sex assigned at birth is an answer, not FHIR's administrative
 * gender, so it stays in the answers), the QuestionnaireResponse of their answers, and what each section adds (the
 * review's Tasks, the letters' DocumentReferences), linked by their `urn:uuid` fullUrls.
 */
export function recordBundle(record: PatientRecord): Bundle {
  const { found } = record;
  const patient: Patient = {
    resourceType: 'Patient',
    name: [{ text: found.name }],
    ...(found.answers ? { address: [{ state: found.answers.state, country: 'US' }] } : {}),
  };
  return {
    resourceType: 'Bundle',
    type: 'collection',
    timestamp: record.createdAt.toISOString(),
    entry: [
      { fullUrl: record.references.patient, resource: patient },
      ...record.parts.flatMap((part) => part.entries),
    ],
  };
}
