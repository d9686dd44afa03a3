import { describe, expect, it } from 'vitest';
import { findExploredMachine } from '../../../src/features/machines/machine-catalog';
import { machineToGraph } from '../../../src/features/machines/machine-graph';
import { EXAMPLE_ANSWERS } from '../../../machines/survey/survey.answer-examples';
import * as sim from '../../../src/features/machines/simulator';
import { specStepValues } from '../../support/spec-steps';

const survey = findExploredMachine('survey');
const review = findExploredMachine('review');
if (!survey || !review) throw new Error('the catalog lists the survey and the review flow');
const graph = machineToGraph(survey.machine);
const state = (simulation: sim.Simulation) =>
  sim.stateLabel(sim.currentStep(simulation).snapshot.value);
const cont = (value: object) => ({ type: 'survey.continue', value });

describe('the simulator', () => {
  it('starts at the first step with only Continue possible', () => {
    const start = sim.startSimulation(survey);
    expect(state(start)).toBe('name');
    expect(sim.handledEventTypes(graph, sim.currentStep(start).snapshot)).toEqual([
      'survey.continue',
    ]);
    expect(start.log).toEqual([]);
  });

  it('takes an event its guard accepts, highlights the edge, and logs it', () => {
    const next = sim.sendEvent(survey, graph, sim.startSimulation(survey), cont({ name: 'Ada' }));
    expect(state(next)).toBe('age');
    // The second Continue of `name`: the first returns a changed answer to the attestation.
    expect(sim.currentStep(next).edgeIds).toEqual(['survey.name:survey.continue:1:0']);
    expect(next.log).toEqual(['survey.continue {"name":"Ada"} → age']);
    expect(sim.handledEventTypes(graph, sim.currentStep(next).snapshot)).toEqual([
      'survey.continue',
      'survey.back',
    ]);
  });

  it('refuses an event its guard refuses, changing nothing but the log', () => {
    const start = sim.startSimulation(survey);
    const refused = sim.sendEvent(survey, graph, start, cont({ name: '   ' }));
    expect(refused.steps).toBe(start.steps);
    expect(refused.log).toEqual(['survey.continue {"name":"   "}: refused, still in name']);
  });

  it('undoes to the previous state and resets to the start, logging both', () => {
    let run = sim.startSimulation(survey);
    run = sim.sendEvent(survey, graph, run, cont({ name: 'Ada' }));
    run = sim.sendEvent(survey, graph, run, cont({ age: '40' }));
    expect(state(run)).toBe('sex');
    run = sim.undo(run);
    expect(state(run)).toBe('age');
    expect(sim.currentStep(run).snapshot.context).toMatchObject({
      answers: { name: 'Ada', age: '' },
    });
    run = sim.reset(survey, run);
    expect(state(run)).toBe('name');
    expect(run.log.slice(-2)).toEqual(['Undo → age', 'Reset → name']);
    expect(sim.undo(run)).toBe(run);
  });

  it('walks the survey to thank-you with the sample answers and a synthetic done event', () => {
    let run = sim.startSimulation(survey);
    for (
      let guard = 0;
      guard < 20 && sim.currentStep(run).snapshot.status === 'active';
      guard += 1
    ) {
      const [next] = sim.sampleEvents(survey, graph, sim.currentStep(run).snapshot);
      if (!next) break;
      run = sim.sendEvent(survey, graph, run, next);
    }
    expect(state(run)).toBe('thankYou');
    expect(sim.currentStep(run).snapshot.status).toBe('done');
    // Nothing was written: the explorer's submit actor never runs, let alone saves a case.
    expect(window.localStorage.getItem('cases')).toBeNull();
  });

  it('offers the invoked actor’s done and error events while submitting', () => {
    const snapshotAt = (events: object[]) =>
      sim.currentStep(sim.replay(survey, graph, sim.startSimulation(survey), events as never, 'n'))
        .snapshot;
    const answers = [...specStepValues(EXAMPLE_ANSWERS), {}].map(cont);
    const snapshot = snapshotAt(answers);
    expect(sim.stateLabel(snapshot.value)).toBe('attestation.submitting');
    expect(sim.handledEventTypes(graph, snapshot)).toEqual([
      'xstate.done.actor.submitSurvey',
      'xstate.error.actor.submitSurvey',
    ]);
    const failed = snapshotAt([...answers, sim.eventOfType('xstate.error.actor.submitSurvey')]);
    expect(sim.stateLabel(failed.value)).toBe('attestation.reviewing');
    expect(failed.context).toMatchObject({ submitError: sim.SIMULATED_ERROR_MESSAGE });
  });

  it('describes events for the log, an actor’s error by its message', () => {
    expect(sim.describeEvent({ type: 'case.approve' })).toBe('case.approve');
    expect(sim.describeEvent(sim.eventOfType('xstate.done.actor.saveDecision'))).toBe(
      'xstate.done.actor.saveDecision',
    );
    expect(sim.describeEvent(sim.eventOfType('xstate.error.actor.saveDecision'))).toBe(
      `xstate.error.actor.saveDecision (${sim.SIMULATED_ERROR_MESSAGE})`,
    );
  });

  it('runs the review flow with its input and shows the failed save’s way back', () => {
    const reviewGraph = machineToGraph(review.machine);
    let run = sim.startSimulation(review);
    expect(sim.currentStep(run).snapshot.context).toEqual({
      caseId: 1,
      reasonRequired: false,
      decision: null,
      expectedStatus: null,
      error: null,
      changedTo: null,
      denialReason: null,
      denialNote: '',
      licenceRequired: true,
      // No second factor asked of the simulated reviewer: the licence is the rule shown here.
      factorRequired: false,
      factorMissing: false,
      caseState: 'Oregon',
      refusal: null,
    });
    // Server mode's licence first: the reviewer is licensed in the case's state.
    const licensed: { type: string; licence: { licensedIn: string[] } } = {
      type: 'licence.known',
      licence: { licensedIn: ['Oregon'] },
    };
    run = sim.sendEvent(review, reviewGraph, run, licensed);
    expect(state(run)).toBe('idle');
    const deny: { type: string; expectedStatus: string } = {
      type: 'case.deny',
      expectedStatus: 'Open',
    };
    run = sim.sendEvent(review, reviewGraph, run, deny);
    run = sim.sendEvent(review, reviewGraph, run, { type: 'dialog.confirm' });
    run = sim.sendEvent(
      review,
      reviewGraph,
      run,
      sim.eventOfType('xstate.error.actor.saveDecision'),
    );
    expect(state(run)).toBe('confirming');
    // The guarded error edge (a conflict) was not taken; the unguarded one was.
    expect(sim.currentStep(run).edgeIds).toEqual([
      'review.saving:xstate.error.actor.saveDecision:2:0',
    ]);
  });
});
