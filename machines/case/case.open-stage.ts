import * as v from 'valibot';

/**
 * Where an Open case stands while it stays Open (the spec's three statuses stand): in the
 * reviewers' queue, waiting for the patient to answer a question, or answered and not yet
 * opened by a reviewer since. They are the sub-states of Open in the lifecycle machine.
 */
export const OPEN_STAGES = ['inQueue', 'waitingForPatient', 'patientAnswered'] as const;
export type OpenStage = (typeof OPEN_STAGES)[number];
export const OpenStageSchema = v.picklist(OPEN_STAGES);

/** Where a new case, or one a reviewer has opened since the patient answered, stands. */
export const QUEUED_STAGE = 'inQueue' satisfies OpenStage;

/** The stage the queue ("Next open case") skips: the case waits on the patient, not on us. */
export const WAITING_STAGE = 'waitingForPatient' satisfies OpenStage;

/** The stages a case stores (queued is the absence of one). */
export type StoredOpenStage = Exclude<OpenStage, typeof QUEUED_STAGE>;

/** The mark the overview and the review page show beside an Open case; none in the queue. */
export const OPEN_STAGE_LABELS = {
  inQueue: null,
  waitingForPatient: 'Waiting for the patient',
  patientAnswered: 'Patient answered',
} as const satisfies Record<OpenStage, string | null>;
