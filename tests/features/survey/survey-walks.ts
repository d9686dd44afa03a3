import { initialTransition, transition } from 'xstate';
import type { SurveyAnswers, SurveyMachine } from '../../../machines/survey';
import {
  screenOf,
  serializeSurveyState,
  type SurveyModelEvent,
  type SurveyPath,
  type SurveySnapshot,
} from '../../machines/survey/survey.model';
import { SPEC_STEPS, specAnswer, type SpecControl } from '../../support/spec-steps';
import {
  SPEC_START,
  specAfter,
  specEvents,
  type SpecEvent,
  type SpecScreen,
} from '../../support/spec-survey';

/*
 * The machine's model tests walk one path per transition, each from the first step (about a
 * hundred paths, most of them the same ten answers and then one event). On screen that costs
 * a render and ten answers per transition. These walks take the same transitions in a few
 * long walks instead: from wherever the walk stands, the nearest transition not yet taken.
 */

/** One transition of the model: the state it leaves and the event. */
export const transitionKey = (state: SurveySnapshot, event: SurveyModelEvent) =>
  `${serializeSurveyState(state)} --${JSON.stringify(event)}`;

/** The last transition of a model path. */
export function lastTransition(path: SurveyPath): string {
  const before = path.steps.at(-2);
  const last = path.steps.at(-1);
  if (!before || !last) throw new Error('A path of the model has at least one event.');
  return transitionKey(before.state, last.event);
}

/** The answers SPEC §2 asks for with buttons or a dropdown, by the step that asks. */
const CHOICES_BY_STEP: Record<string, ReadonlyArray<keyof SurveyAnswers>> = Object.fromEntries(
  SPEC_STEPS.map((step) => [
    step.state,
    (Object.entries(step.controls) as [keyof SurveyAnswers, SpecControl][])
      .filter(([, control]) => control.role === 'radio' || control.role === 'combobox')
      .map(([field]) => field),
  ]),
);

const chosenIn = (state: string, value: Partial<SurveyAnswers> | undefined) =>
  new Set(
    (CHOICES_BY_STEP[state] ?? []).filter((field) => value?.[field] != null && value[field] !== ''),
  );

/** What the person has on screen, as far as walking on depends on it. */
interface PersonView {
  screen: SpecScreen;
  /** The last accepted answer of each step: what the step shows when the person comes back. */
  kept: ReadonlyMap<number, Partial<SurveyAnswers>>;
  /** The choices made on the screen shown now. */
  chosen: ReadonlySet<string>;
  /** The screen shown now holds an answer it refused. */
  refusedShown: boolean;
}

const FIRST_VIEW: PersonView = {
  screen: SPEC_START,
  kept: new Map(),
  chosen: new Set(),
  refusedShown: false,
};

/**
 * What the person has on screen after `event`, or null when a person cannot make it there,
 * with the spec as the only oracle of what each screen shows:
 * - a choice (a radio or a select) once made on a screen cannot be cleared again (the model
 *   reaches such a Continue through Change; it exists in the machine's tests only);
 * - Back after a refused answer is left out: Back carries the unsent answer along (the step
 *   shows it again when the person comes back), which the spec's screens do not model.
 */
function personStep(view: PersonView, event: SpecEvent): PersonView | null {
  const { screen } = view;
  const state = SPEC_STEPS[screen.step]!.state;
  let { kept, chosen, refusedShown } = view;
  if (event.type === 'survey.continue' && !screen.submitting) {
    const value: Partial<SurveyAnswers> = event.value;
    const clears = (CHOICES_BY_STEP[state] ?? []).some(
      (field) => (value[field] == null || value[field] === '') && chosen.has(field),
    );
    if (clears) return null;
    chosen = new Set([...chosen, ...chosenIn(state, value)]);
    if (specAnswer(screen.step, value).accepted) kept = new Map(kept).set(screen.step, value);
    else refusedShown = true;
  } else if (event.type === 'survey.back' && refusedShown && !screen.submitting) {
    return null;
  }
  const next = specAfter(screen, event);
  if (next.step === screen.step) return { screen: next, kept, chosen, refusedShown };
  const shown = chosenIn(SPEC_STEPS[next.step]!.state, kept.get(next.step));
  return { screen: next, kept, chosen: shown, refusedShown: false };
}

/** Whether a person can make these events one after the other on screen (`personStep`). */
export function personCanWalk(events: readonly SpecEvent[]): boolean {
  let view: PersonView | null = FIRST_VIEW;
  for (const event of events) {
    view = personStep(view, event);
    if (!view) return false;
  }
  return true;
}

/** What can happen next from a snapshot, as the model offers it. */
const eventsFrom = (snapshot: SurveySnapshot): SpecEvent[] =>
  snapshot.status === 'done' ? [] : specEvents(screenOf(snapshot));

/**
 * The shortest run of events from `snapshot` (reached by `walked`) that ends with a transition
 * in `wanted`, a person being able to make all of them; with `mayFinish` false, none of them
 * ends the survey. Among equals it prefers an event that stays on the same screen (a refused
 * answer), so a walk tries what a screen refuses before it leaves it.
 */
function nearestWanted(
  machine: SurveyMachine,
  snapshot: SurveySnapshot,
  view: PersonView,
  wanted: ReadonlySet<string>,
  mayFinish: boolean,
): SpecEvent[] | null {
  const queue = [{ snapshot, view, route: [] as SpecEvent[] }];
  const seen = new Set([serializeSurveyState(snapshot)]);
  while (queue.length > 0) {
    const { snapshot: from, view: seenFrom, route } = queue.shift()!;
    const ranked = eventsFrom(from)
      .map((event) => ({ event, next: transition(machine, from, event as never)[0] }))
      .map((move) => {
        const stays = serializeSurveyState(move.next) === serializeSurveyState(from);
        return { ...move, rank: stays ? 0 : 1 };
      })
      .filter((move) => mayFinish || move.next.status !== 'done')
      .sort((a, b) => a.rank - b.rank);
    for (const { event, next } of ranked) {
      const nextView = personStep(seenFrom, event);
      if (!nextView) continue;
      const extended = [...route, event];
      if (wanted.has(transitionKey(from, event))) return extended;
      const key = serializeSurveyState(next);
      if (seen.has(key)) continue;
      seen.add(key);
      queue.push({ snapshot: next, view: nextView, route: extended });
    }
  }
  return null;
}

/** A path of the model made of these events, each step with the machine's own snapshot. */
function replayed(machine: SurveyMachine, events: readonly SpecEvent[]): SurveyPath {
  let [state] = initialTransition(machine);
  const steps: SurveyPath['steps'] = [{ event: { type: 'xstate.init' }, state }];
  for (const event of events) {
    [state] = transition(machine, state, event as never);
    steps.push({ event, state });
  }
  return { state, steps, weight: events.length };
}

/**
 * Walks from the first step that together take every transition in `transitions` (keys of
 * `transitionKey`): each walk goes on to the nearest transition not yet taken until none can
 * be reached, then the next walk starts again. Transitions no walk can take are left out
 * (the caller checks there are none it needs).
 */
export function coveringWalks(machine: SurveyMachine, transitions: Iterable<string>): SurveyPath[] {
  const wanted = new Set(transitions);
  const walks: SurveyPath[] = [];
  while (wanted.size > 0) {
    let [snapshot] = initialTransition(machine);
    let view = FIRST_VIEW;
    const walked: SpecEvent[] = [];
    for (;;) {
      // The survey ends a walk: it submits only when nothing else is left to reach.
      const route: SpecEvent[] | null =
        nearestWanted(machine, snapshot, view, wanted, false) ??
        nearestWanted(machine, snapshot, view, wanted, true);
      if (!route) break;
      for (const event of route) {
        wanted.delete(transitionKey(snapshot, event));
        [snapshot] = transition(machine, snapshot, event as never);
        view = personStep(view, event)!;
        walked.push(event);
      }
    }
    if (walked.length === 0) break;
    walks.push(replayed(machine, walked));
  }
  return walks;
}
