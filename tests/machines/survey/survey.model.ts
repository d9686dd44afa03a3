import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import {
  adjacencyMapToArray,
  getAdjacencyMap,
  getShortestPaths,
  type StatePath,
} from 'xstate/graph';
import { surveyMachine, type SurveyMachine } from '../../../machines/survey';
import { SPEC_STEPS, specAnswer } from '../../support/spec-steps';
import {
  describeSpecEvent,
  describeSpecScreen,
  SPEC_START,
  specAfter,
  specEdges,
  specEvents,
  type SpecEvent,
  type SpecScreen,
} from '../../support/spec-survey';

export type SurveySnapshot = SnapshotFrom<SurveyMachine>;
/** The model's events: the spec's (the person's and the submission's), plus the start. */
export type SurveyModelEvent = SpecEvent | { type: 'xstate.init' };

/**
 * Which spec screen a machine state stands for: its step, whether it is saving (the `busy`
 * tag the screens show as "Loading...") and whether a submission failed.
 */
export function screenOf(snapshot: SurveySnapshot): SpecScreen {
  const step = SPEC_STEPS.findIndex((spec) => snapshot.matches(spec.state));
  if (step < 0) throw new Error(`No spec step for ${JSON.stringify(snapshot.value)}`);
  return {
    step,
    submitting: snapshot.hasTag('busy'),
    failed: Boolean(snapshot.context.submitError),
    changing: snapshot.context.changingAnswer,
  };
}

/** A state is its step, sub-state and whether a submission failed: answers don't multiply it. */
export const serializeSurveyState = (snapshot: SurveySnapshot) =>
  JSON.stringify(snapshot.value) +
  (snapshot.context.submitError ? ' after a failed submission' : '') +
  (snapshot.context.changingAnswer ? ' changed from the attestation' : '');

// Every answer of the spec table is tried on the step the machine is in, and Back everywhere:
// the paths therefore take each of the machine's transitions and each of the spec's actions.
const traversal = {
  events: (snapshot: SurveySnapshot) =>
    snapshot.status === 'done' ? [] : specEvents(screenOf(snapshot)),
  serializeState: serializeSurveyState,
};

export type SurveyPath = StatePath<SurveySnapshot, SurveyModelEvent>;

function surveyShortestPaths(machine: SurveyMachine = surveyMachine): SurveyPath[] {
  return getShortestPaths(machine, traversal as never) as unknown as SurveyPath[];
}

/**
 * One path per edge of the model: the shortest way to a state, then one event from it.
 * Together they take every transition, and try every refused answer, at least once.
 */
export function surveyEdgePaths(machine: SurveyMachine = surveyMachine): SurveyPath[] {
  return [...eachSurveyEdgePath(machine)];
}

/**
 * The same paths, one at a time, so that a check that stops at the first wrong one builds no
 * more of them (the wrong-targets test judges hundreds of machines).
 *
 * The graph keeps one snapshot per serialized state, so with answers left out of the key its
 * snapshots may carry another path's answers. Replaying the events gives each step its own;
 * the way to a state is replayed once for all the edges leaving it (`transition` is pure, so
 * the snapshots are the same as a replay of each path from the start).
 */
export function* eachSurveyEdgePath(machine: SurveyMachine = surveyMachine): Generator<SurveyPath> {
  const shortest = new Map(
    surveyShortestPaths(machine).map((p) => [serializeSurveyState(p.state), p]),
  );
  const replayedHeads = new Map<string, SurveyPath['steps']>();
  const edges = adjacencyMapToArray(getAdjacencyMap(machine, traversal as never));
  for (const { state, event } of edges) {
    const key = serializeSurveyState(state as SurveySnapshot);
    const head = shortest.get(key);
    if (!head) throw new Error(`No path to ${key}`);
    let replayed = replayedHeads.get(key);
    if (!replayed) {
      replayed = replayedSteps(
        machine,
        head.steps.map((step) => step.event),
      );
      replayedHeads.set(key, replayed);
    }
    const [next] = transition(machine, replayed.at(-1)!.state, event as never);
    const steps = [...replayed, { event: event as SurveyModelEvent, state: next }];
    yield { state: next, steps, weight: steps.length - 1 };
  }
}

/** The snapshots after each event, from the first (the start) on. */
function replayedSteps(machine: SurveyMachine, events: SurveyModelEvent[]): SurveyPath['steps'] {
  let [state] = initialTransition(machine);
  return events.map((event, i) => {
    if (i > 0) [state] = transition(machine, state, event as never);
    return { event, state };
  });
}

/**
 * Walks a path with the spec beside it: after each event the machine must stand for the screen
 * the spec expects (step, saving, failure) and keep each accepted answer (SPEC §3, §4).
 * Returns what went wrong first, or null.
 */
export function firstSpecMismatch(path: SurveyPath): string | null {
  let expected = SPEC_START;
  const start = describeSpecScreen(screenOf(path.steps[0]!.state));
  if (start !== describeSpecScreen(expected)) return `starts on ${start}`;
  for (const { event, state } of path.steps.slice(1)) {
    const before = expected;
    const spec = event as SpecEvent;
    expected = specAfter(before, spec);
    const shown = describeSpecScreen(screenOf(state));
    const action = `${describeSpecEvent(spec)} on ${describeSpecScreen(before)}`;
    if (shown !== describeSpecScreen(expected)) {
      return `${action} shows ${shown}, the spec says ${describeSpecScreen(expected)}`;
    }
    const answered = expected.step !== before.step && !before.submitting;
    if (spec.type === 'survey.continue' && answered) {
      const kept = specAnswer(before.step, spec.value).kept ?? {};
      for (const [field, value] of Object.entries(kept)) {
        const actual = state.context.answers[field as keyof typeof kept];
        if (JSON.stringify(actual) !== JSON.stringify(value)) {
          return `${action} keeps ${field} ${JSON.stringify(actual)}, not ${JSON.stringify(value)}`;
        }
      }
    }
  }
  return null;
}

export function describeEvent(event: SurveyModelEvent): string {
  return event.type === 'xstate.init' ? 'start' : describeSpecEvent(event);
}

export function describePath(path: SurveyPath): string {
  return path.steps.map((step) => describeEvent(step.event)).join(' → ');
}

/** The spec's actions (screen: event) that no path takes: each must be tried at least once. */
export function untakenSpecActions(paths: SurveyPath[]): string[] {
  const taken = new Set<string>();
  for (const path of paths) {
    let screen = SPEC_START;
    for (const { event } of path.steps.slice(1)) {
      taken.add(`${describeSpecScreen(screen)}: ${describeSpecEvent(event as SpecEvent)}`);
      screen = specAfter(screen, event as SpecEvent);
    }
  }
  return specEdges()
    .map(({ screen, event }) => `${describeSpecScreen(screen)}: ${describeSpecEvent(event)}`)
    .filter((action) => !taken.has(action));
}
