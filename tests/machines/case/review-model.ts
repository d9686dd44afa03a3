import type { ActorLogic, SnapshotFrom } from 'xstate';
import { getStateNodes, TestModel, type StatePath } from 'xstate/graph';
import {
  CaseConflictError,
  reviewMachine,
  SAVE_DECISION_ID,
  SEED_CASES,
  type ReviewEvent,
  type ReviewInput,
} from '../../../machines/case';

export type ReviewSnapshot = SnapshotFrom<typeof reviewMachine>;

/** The reviewer's events plus the save's synthetic ones, which the model must send itself. */
export type ReviewModelEvent =
  | ReviewEvent
  | { type: `xstate.done.actor.${typeof SAVE_DECISION_ID}`; output: unknown }
  | { type: `xstate.error.actor.${typeof SAVE_DECISION_ID}`; error: unknown };

/** The failure the model's error event carries; the UI replay produces a real one. */
const MODEL_SAVE_ERROR = new Error('Storage is full.');

/** The case the model reviews: seeded case 1, Open when the reviewer opens a dialog. */
export const MODEL_CASE_ID = 1;
export const MODEL_SEEN_STATUS = 'Open';

/** Meanwhile another tab denied it: the save refuses the decision with this conflict. */
const MODEL_CONFLICT = new CaseConflictError({ ...SEED_CASES[0]!, status: 'Denied' });

/** Every event the review flow handles, including the save's synthetic done/error events. */
const REVIEW_MODEL_EVENTS: ReviewModelEvent[] = [
  { type: 'case.approve', expectedStatus: MODEL_SEEN_STATUS },
  { type: 'case.deny', expectedStatus: MODEL_SEEN_STATUS },
  { type: 'dialog.confirm' },
  { type: 'dialog.cancel' },
  { type: `xstate.done.actor.${SAVE_DECISION_ID}`, output: undefined },
  { type: `xstate.error.actor.${SAVE_DECISION_ID}`, error: MODEL_SAVE_ERROR },
  { type: `xstate.error.actor.${SAVE_DECISION_ID}`, error: MODEL_CONFLICT },
];

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

const reviewModel = new TestModel(modelLogic, {
  input: { caseId: MODEL_CASE_ID },
  // Only the events the state accepts, so no vertex is reached by an event that did nothing.
  events: (snapshot: ReviewSnapshot) =>
    REVIEW_MODEL_EVENTS.filter((event) => snapshot.can(event as ReviewEvent)),
  serializeState: (snapshot, event, previous) => serializeVertex(snapshot, event, previous),
  stateMatcher: (snapshot, key) => snapshot.matches(key as ReviewSnapshot['value']),
});

const shortestPaths = reviewModel.getShortestPaths();

const failures = (path: { steps: { event: { type: string } }[] }) =>
  path.steps.filter((step) => step.event.type === `xstate.error.actor.${SAVE_DECISION_ID}`).length;

/**
 * After one failed or refused save the reviewer may retry or cancel: those paths go on from
 * it (one failure each: the shortest paths already chain a conflict with a second outcome).
 */
const afterFailurePaths = reviewModel
  .getShortestPathsFrom(
    shortestPaths.filter(
      (path) =>
        failures(path) === 1 &&
        (path.state.context.error !== null || path.state.context.changedTo !== null),
    ),
  )
  .filter(
    (path) => failures(path) === 1 && (path.state.matches('done') || path.state.matches('idle')),
  );

/** Every path the review flow is tested along, by the machine and on the screen. */
export const reviewPaths = [...shortestPaths, ...afterFailurePaths];

/**
 * `source|event#branch|target` for every transition the machine defines: a save's error has
 * several guarded branches (conflict or not, approving or not), each one counted.
 */
export function definedTransitions(): string[] {
  return getStateNodes(reviewMachine.root).flatMap((node) =>
    [...node.transitions.values()].flatMap((branches) =>
      branches.flatMap((transition, branch) =>
        (transition.target ?? [node]).map(
          (target) => `${node.key}|${transition.eventType}#${branch}|${target.key}`,
        ),
      ),
    ),
  );
}

/** `source|event#branch|target` for every step of the given paths, as the machine resolves it. */
export function coveredTransitions(
  paths: StatePath<ReviewSnapshot, ReviewModelEvent>[],
): Set<string> {
  const covered = new Set<string>();
  const initial = reviewMachine.resolveState({
    value: 'idle',
    context: {
      caseId: MODEL_CASE_ID,
      decision: null,
      expectedStatus: null,
      error: null,
      changedTo: null,
      reasonRequired: false,
      denialReason: null,
      denialNote: '',
      licenceRequired: false,
      caseState: null,
      refusal: null,
      factorRequired: false,
      factorMissing: false,
    },
  });
  for (const path of paths) {
    let previous: ReviewSnapshot = initial;
    for (const step of path.steps) {
      for (const transition of reviewMachine.getTransitionData(
        previous,
        step.event as ReviewEvent,
      )) {
        const branch = transition.source.transitions.get(transition.eventType)!.indexOf(transition);
        for (const target of transition.target ?? []) {
          covered.add(`${transition.source.key}|${transition.eventType}#${branch}|${target.key}`);
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
