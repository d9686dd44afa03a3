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

export function surveyShortestPaths(machine: SurveyMachine = surveyMachine): SurveyPath[] {
  return getShortestPaths(machine, traversal as never) as unknown as SurveyPath[];
}

/**
 * One path per edge of the model: the shortest way to a state, then one event from it.
 * Together they take every transition, and try every refused answer, at least once.
 */
export function surveyEdgePaths(machine: SurveyMachine = surveyMachine): SurveyPath[] {
  const shortest = new Map(
    surveyShortestPaths(machine).map((p) => [serializeSurveyState(p.state), p]),
  );
  const edges = adjacencyMapToArray(getAdjacencyMap(machine, traversal as never));
  return edges.map(({ state, event }) => {
    const head = shortest.get(serializeSurveyState(state as SurveySnapshot));
    if (!head) throw new Error(`No path to ${serializeSurveyState(state as SurveySnapshot)}`);
    const events = [...head.steps.map((step) => step.event), event as SurveyModelEvent];
    return withReplayedStates(machine, events);
  });
}

/**
 * The graph keeps one snapshot per serialized state, so with answers left out of the key its
 * snapshots may carry another path's answers. Replaying the events gives each step its own.
 */
function withReplayedStates(machine: SurveyMachine, events: SurveyModelEvent[]): SurveyPath {
  let [state] = initialTransition(machine);
  const steps = events.map((event, i) => {
    if (i > 0) [state] = transition(machine, state, event as never);
    return { event, state };
  });
  return { state, steps, weight: steps.length - 1 };
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
