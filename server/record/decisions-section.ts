import { randomUUID } from 'node:crypto';
import type { Task } from '@medplum/fhirtypes';
import { denialReason, PATIENT_STATUS_LABELS } from '../../machines/status';
import type { RecordLine, RecordSection } from './record-section';

/** A day and time as the record prints it: in UTC, said so (the record travels). */
export function recordTime(instant: Date): string {
  return `${instant.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/**
 * Each decision on the request, oldest first: what it was, when, by whom (as the letter names
 * its signer), and for a denial the reason and note the patient was shown. In FHIR, a Task
 * (the review) that was completed with that outcome.
 */
export const decisionsSection: RecordSection = async ({ db, found, references }) => {
  const decisions = await db
    .selectFrom('decisions')
    .innerJoin('reviewers', 'reviewers.id', 'decisions.reviewer_id')
    .select(['decided_at', 'to_status', 'reason', 'note', 'full_name', 'credentials'])
    .where('case_id', '=', found.id)
    .orderBy('decided_at', 'asc')
    .orderBy('decisions.id', 'asc')
    .execute();
  const lines: RecordLine[] = [];
  const entries = decisions.map((decision) => {
    const outcome = PATIENT_STATUS_LABELS[decision.to_status];
    const reviewer = decision.full_name
      ? [decision.full_name, decision.credentials].filter(Boolean).join(', ')
      : 'A reviewer';
    const reason = decision.reason ? denialReason(decision.reason).label : null;
    const decidedAt = new Date(decision.decided_at);
    lines.push({
      label: recordTime(decidedAt),
      text: [`${outcome}, by ${reviewer}.`, reason && `Why: ${reason}.`, decision.note]
        .filter(Boolean)
        .join(' '),
    });
    const task: Task = {
      resourceType: 'Task',
      status: 'completed',
      intent: 'order',
      code: { text: 'Review for a Letter of Medical Necessity' },
      businessStatus: { text: outcome },
      focus: { reference: references.response },
      for: { reference: references.patient },
      lastModified: decidedAt.toISOString(),
      owner: { display: reviewer },
      ...(reason ? { statusReason: { text: reason } } : {}),
      ...(decision.note ? { note: [{ text: decision.note }] } : {}),
    };
    return { fullUrl: `urn:uuid:${randomUUID()}`, resource: task };
  });
  return {
    blocks: [{ heading: 'Decisions', lines, empty: 'No decision yet: your request is in review.' }],
    entries,
  };
};
