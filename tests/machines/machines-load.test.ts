import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';

// Imported inside the tests, not at the top: a machine that cannot even be built (a target or
// an initial state that does not exist) then fails here as a test. A top-level import would
// only fail the other files' collection, which the mutation run cannot count as a failure.

describe('the machines', () => {
  it('build and start: the survey on its first step', async () => {
    const { surveyMachine } = await import('../../machines/survey');
    const actor = createActor(surveyMachine).start();
    expect(actor.getSnapshot().value).toBe('name');
    expect(actor.getSnapshot().status).toBe('active');
    actor.stop();
  });

  it('build and start: the review flow with no dialog open', async () => {
    const { reviewMachine } = await import('../../machines/case');
    const actor = createActor(reviewMachine, { input: { caseId: 7 } }).start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({
      caseId: 7,
      // Browser-only mode: no denial reason is asked for (PRODUCT: reasons are server mode's).
      reasonRequired: false,
      decision: null,
      expectedStatus: null,
      changedTo: null,
      error: null,
      denialReason: null,
      denialNote: '',
      // Browser-only mode: no licence rule, so the buttons are there from the start.
      licenceRequired: false,
      // Browser-only mode: no second factor either (PRODUCT: accounts are server mode's).
      factorRequired: false,
      factorMissing: false,
      caseState: null,
      refusal: null,
    });
    actor.stop();
  });

  it('build and start: a case begins Open, in the queue', async () => {
    const { caseLifecycleMachine } = await import('../../machines/case');
    const actor = createActor(caseLifecycleMachine).start();
    // The lifecycle's states are named after SPEC §4's statuses; Open holds the question's stages.
    expect(actor.getSnapshot().value).toEqual({ Open: 'inQueue' });
    actor.stop();
  });

  it('build and start: the Ask the patient dialog begins closed', async () => {
    const { askPatientMachine } = await import('../../machines/case');
    const actor = createActor(askPatientMachine, { input: { caseId: 1 } }).start();
    expect(actor.getSnapshot().value).toBe('closed');
    actor.stop();
  });
});
