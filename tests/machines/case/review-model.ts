import type { ActorLogic, SnapshotFrom } from 'xstate';
import { getStateNodes, TestModel, type StatePath } from 'xstate/graph';
import {
  reviewMachine,
  SAVE_STATUS_ID,
  type ReviewEvent,
  type ReviewInput,
} from '../../../machines/case';

export type ReviewSnapshot = SnapshotFrom<typeof reviewMachine>;

/** The reviewer's events plus the save's synthetic ones, which the model must send itself. */
export type ReviewModelEvent =
  | ReviewEvent
  | { type: `xstate.done.actor.${typeof SAVE_STATUS_ID}`; output: unknown }
  | { type: `xstate.error.actor.${typeof SAVE_STATUS_ID}`; error: unknown };

/** The failure the model's error event carries; the UI replay produces a real one. */
export const MODEL_SAVE_ERROR = new Error('Storage is full.');

/** Every event the review flow handles, including the save's synthetic done/error events. */
export const REVIEW_MODEL_EVENTS: ReviewModelEvent[] = [
  { type: 'case.approve' },
  { type: 'case.deny' },
  { type: 'dialog.confirm' },
  { type: 'dialog.cancel' },
  { type: `xstate.done.actor.${SAVE_STATUS_ID}`, output: undefined },
  { type: `xstate.error.actor.${SAVE_STATUS_ID}`, error: MODEL_SAVE_ERROR },
];

export const MODEL_CASE_ID = 1;

/**
 * A vertex is a snapshot plus the transition that reached it (like `createTestModel`), so the
 * shortest paths reach every transition, not only every state. `createTestModel` itself
 * refuses machines that invoke actors, hence `new TestModel`.
 */
function serializeVertex(
  snapshot: ReviewSnapshot,
  event: ReviewModelEvent | undefined,
  previous: ReviewSnapshot | undefined,
): string {
  const base = JSON.stringify({ value: snapshot.value, context: snapshot.context });
  if (!event || !previous) return base;
  return `${base} via ${event.type} from ${JSON.stringify(previous.value)}`;
}

// The machine's own type knows only the reviewer's events; the model also sends the synthetic ones.
const modelLogic = reviewMachine as unknown as ActorLogic<
  ReviewSnapshot,
  ReviewModelEvent,
  ReviewInput
>;

export const reviewModel = new TestModel(modelLogic, {
  input: { caseId: MODEL_CASE_ID },
  // Only the events the state accepts, so no vertex is reached by an event that did nothing.
  events: (snapshot: ReviewSnapshot) =>
    REVIEW_MODEL_EVENTS.filter((event) => snapshot.can(event as ReviewEvent)),
  serializeState: (snapshot, event, previous) => serializeVertex(snapshot, event, previous),
  stateMatcher: (snapshot, key) => snapshot.matches(key as ReviewSnapshot['value']),
});

const shortestPaths = reviewModel.getShortestPaths();

/** After a failed save the reviewer may retry or cancel: those paths continue from the error. */
const afterFailurePaths = reviewModel
  .getShortestPathsFrom(shortestPaths.filter((path) => path.state.context.error !== null))
  .filter((path) => path.state.matches('done') || path.state.matches('idle'));

/** Every path the review flow is tested along, by the machine and on the screen. */
export const reviewPaths = [...shortestPaths, ...afterFailurePaths];

/** `source|event|target` for every transition the machine defines. */
export function definedTransitions(): string[] {
  return getStateNodes(reviewMachine.root).flatMap((node) =>
    [...node.transitions.values()]
      .flat()
      .flatMap((transition) =>
        (transition.target ?? [node]).map(
          (target) => `${node.key}|${transition.eventType}|${target.key}`,
        ),
      ),
  );
}

/** `source|event|target` for every step of the given paths, as the machine resolves it. */
export function coveredTransitions(
  paths: StatePath<ReviewSnapshot, ReviewModelEvent>[],
): Set<string> {
  const covered = new Set<string>();
  const initial = reviewMachine.resolveState({
    value: 'idle',
    context: { caseId: MODEL_CASE_ID, decision: null, error: null },
  });
  for (const path of paths) {
    let previous: ReviewSnapshot = initial;
    for (const step of path.steps) {
      for (const transition of reviewMachine.getTransitionData(
        previous,
        step.event as ReviewEvent,
      )) {
        for (const target of transition.target ?? []) {
          covered.add(`${transition.source.key}|${transition.eventType}|${target.key}`);
        }
      }
      previous = step.state;
    }
  }
  return covered;
}

export function stateNodeKeys(): string[] {
  return getStateNodes(reviewMachine.root).map((node) => node.key);
}
