import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import {
  adjacencyMapToArray,
  getAdjacencyMap,
  getShortestPaths,
  type StatePath,
} from 'xstate/graph';
import {
  stepOf,
  surveyMachine,
  type SurveyEvent,
  type SurveyMachine,
  type SurveyStepId,
} from '../../../machines/survey';

export type SurveySnapshot = SnapshotFrom<SurveyMachine>;
/** The model's events: the machine's own plus the submit actor's outcomes. */
export type SurveyModelEvent =
  | SurveyEvent
  | { type: 'xstate.done.actor.submitSurvey'; output: unknown }
  | { type: 'xstate.error.actor.submitSurvey'; error: unknown }
  | { type: 'xstate.init' };

const cont = (value: Extract<SurveyEvent, { type: 'survey.continue' }>['value']) =>
  ({ type: 'survey.continue', value }) as const;
const back = { type: 'survey.back' } as const;

/** Per step: a valid answer, invalid ones the screen can produce, and Back. */
export const STEP_EVENTS: Record<SurveyStepId, readonly SurveyModelEvent[]> = {
  name: [cont({ name: '  Ada Lovelace  ' }), cont({ name: '   ' })],
  age: [cont({ age: '36' }), cont({ age: '17' }), cont({ age: '121' }), back],
  sex: [cont({ sex: 'Female' }), cont({}), back],
  state: [cont({ state: 'Ohio' }), cont({ state: null }), back],
  medicalConditions: [cont({ medicalConditions: ['Arthritis', 'None'] }), back],
  chronicPain: [cont({ hasChronicPain: true }), cont({ hasChronicPain: null }), back],
  heightWeight: [
    cont({ height: `5'7"`, weight: '150' }),
    cont({ height: `5'7"`, weight: '' }),
    cont({ height: '', weight: '150' }),
    back,
  ],
  surgery: [cont({ hasSurgery: false }), cont({ hasSurgery: null }), back],
  riskFactors: [cont({ riskFactors: '  Night-shift nurse, lifts patients  ' }), back],
  attestation: [
    cont({}),
    back,
    { type: 'xstate.done.actor.submitSurvey', output: undefined },
    { type: 'xstate.error.actor.submitSurvey', error: new Error('Storage is full.') },
  ],
  thankYou: [],
};

/** A state is its step, sub-state and whether a submission failed: answers don't multiply it. */
export const serializeSurveyState = (snapshot: SurveySnapshot) =>
  JSON.stringify(snapshot.value) +
  (snapshot.context.submitError ? ' after a failed submission' : '');

const traversal = {
  events: (snapshot: SurveySnapshot) => {
    const step = stepOf(snapshot.value);
    const submitting = snapshot.hasTag('busy');
    // The actor's outcomes only happen while submitting; the person's events only when not.
    return STEP_EVENTS[step].filter((event) => event.type.startsWith('xstate.') === submitting);
  },
  serializeState: serializeSurveyState,
};

type SurveyPath = StatePath<SurveySnapshot, SurveyModelEvent>;

export function surveyShortestPaths(): SurveyPath[] {
  return getShortestPaths(surveyMachine, traversal as never) as unknown as SurveyPath[];
}

/**
 * One path per edge of the model: the shortest way to a state, then one event from it.
 * Together they take every transition, and try every refused answer, at least once.
 */
export function surveyEdgePaths(): SurveyPath[] {
  const shortest = new Map(surveyShortestPaths().map((p) => [serializeSurveyState(p.state), p]));
  const edges = adjacencyMapToArray(getAdjacencyMap(surveyMachine, traversal as never));
  return edges.map(({ state, event }) => {
    const head = shortest.get(serializeSurveyState(state as SurveySnapshot));
    if (!head) throw new Error(`No path to ${serializeSurveyState(state as SurveySnapshot)}`);
    return withReplayedStates([...head.steps.map((step) => step.event), event as SurveyModelEvent]);
  });
}

/**
 * The graph keeps one snapshot per serialized state, so with answers left out of the key its
 * snapshots may carry another path's answers. Replaying the events gives each step its own.
 */
function withReplayedStates(events: SurveyModelEvent[]): SurveyPath {
  let [state] = initialTransition(surveyMachine);
  const steps = events.map((event, i) => {
    if (i > 0) [state] = transition(surveyMachine, state, event as never);
    return { event, state };
  });
  return { state, steps, weight: steps.length - 1 };
}

export function describeEvent(event: SurveyModelEvent): string {
  if (event.type === 'survey.continue') return `continue ${JSON.stringify(event.value)}`;
  if (event.type === 'survey.back') return 'back';
  if (event.type === 'xstate.init') return 'start';
  return event.type.includes('done') ? 'submission saved' : 'submission failed';
}

export function describePath(path: SurveyPath): string {
  return path.steps.map((step) => describeEvent(step.event)).join(' → ');
}
