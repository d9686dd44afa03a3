import {
  initialTransition,
  transition,
  type AnyMachineSnapshot,
  type EventObject,
  type StateValue,
} from 'xstate';
import type { ExploredMachine } from './machine-catalog';
import { activeNodeIds, guardName, pathToStateValue, type MachineGraph } from './machine-graph';

/** The error the explorer's synthetic `xstate.error.actor.*` events carry. */
export const SIMULATED_ERROR_MESSAGE = 'Simulated failure in the explorer: nothing was saved.';

export interface SimulationStep {
  /** The event that led here; null for the start. */
  event: EventObject | null;
  snapshot: AnyMachineSnapshot;
  /** The graph edges the event took, to highlight on the diagram. */
  edgeIds: string[];
}

export interface Simulation {
  /** From the initial state to the current one; Undo drops the last. */
  steps: SimulationStep[];
  /** Everything that happened, newest last: taken and refused events, Undo, Reset. */
  log: string[];
}

export function currentStep(simulation: Simulation): SimulationStep {
  const step = simulation.steps.at(-1);
  if (!step) throw new Error('A simulation always has its start.');
  return step;
}

/** `{ attestation: 'submitting' }` as `attestation.submitting` (parallel regions joined). */
export function stateLabel(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, child]) => (child === undefined ? key : `${key}.${stateLabel(child)}`))
    .join(', ');
}

export function describeEvent(event: EventObject): string {
  const { type, ...payload } = event as EventObject & Record<string, unknown>;
  if ('error' in payload) return `${type} (${String((payload.error as Error).message)})`;
  if ('output' in payload && payload.output === undefined) return type;
  const keys = Object.keys(payload);
  if (keys.length === 0) return type;
  // A value event shows its value alone: `survey.continue {"age":"36"}`.
  return `${type} ${JSON.stringify(keys.length === 1 && 'value' in payload ? payload.value : payload)}`;
}

/** The snapshot's active states, matched through `snapshot.matches` (no internals). */
export function activeStates(graph: MachineGraph, snapshot: AnyMachineSnapshot): Set<string> {
  return activeNodeIds(graph, (path) => snapshot.matches(pathToStateValue(path) as never));
}

/** The event types the active states have a transition for, in the machine's order. */
export function handledEventTypes(graph: MachineGraph, snapshot: AnyMachineSnapshot): string[] {
  if (snapshot.status !== 'active') return [];
  const active = activeStates(graph, snapshot);
  return [...new Set(graph.edges.filter((e) => active.has(e.source)).map((e) => e.event))];
}

/** The event a button sends: synthetic actor outcomes carry an output or an error. */
export function eventOfType(type: string, value?: object): EventObject {
  if (type.startsWith('xstate.done.actor.')) return { type, output: undefined } as EventObject;
  if (type.startsWith('xstate.error.actor.')) {
    return { type, error: new Error(SIMULATED_ERROR_MESSAGE) } as EventObject;
  }
  return value === undefined ? { type } : ({ type, value } as EventObject);
}

/** One event per handled type, with the sample value where the event carries one. */
export function sampleEvents(
  entry: ExploredMachine,
  graph: MachineGraph,
  snapshot: AnyMachineSnapshot,
): EventObject[] {
  return handledEventTypes(graph, snapshot).map((type) =>
    eventOfType(type, entry.sampleValue?.(type, snapshot)),
  );
}

/** The edges `event` takes from `snapshot`, as the machine itself resolves them. */
export function takenEdgeIds(
  entry: ExploredMachine,
  graph: MachineGraph,
  snapshot: AnyMachineSnapshot,
  event: EventObject,
): string[] {
  const taken = entry.machine.getTransitionData(snapshot as never, event as never);
  return graph.edges
    .filter((edge) =>
      taken.some(
        (t) =>
          t.source.id === edge.source &&
          t.eventType === edge.event &&
          (t.guard === undefined ? null : guardName(t.guard)) === edge.guard &&
          (t.target ?? [t.source]).some((target) => target.id === edge.target),
      ),
    )
    .map((edge) => edge.id);
}

export function startSimulation(entry: ExploredMachine): Simulation {
  const [snapshot] = initialTransition(entry.machine, entry.input as never);
  return { steps: [{ event: null, snapshot, edgeIds: [] }], log: [] };
}

/** Sends one event; a refused one (no transition, or its guard says no) changes nothing. */
export function sendEvent(
  entry: ExploredMachine,
  graph: MachineGraph,
  simulation: Simulation,
  event: EventObject,
): Simulation {
  const { snapshot } = currentStep(simulation);
  if (!snapshot.can(event)) {
    const line = `${describeEvent(event)}: refused, still in ${stateLabel(snapshot.value)}`;
    return { ...simulation, log: [...simulation.log, line] };
  }
  const edgeIds = takenEdgeIds(entry, graph, snapshot, event);
  const [next] = transition(entry.machine, snapshot as never, event as never);
  return {
    steps: [...simulation.steps, { event, snapshot: next, edgeIds }],
    log: [...simulation.log, `${describeEvent(event)} → ${stateLabel(next.value)}`],
  };
}

export function undo(simulation: Simulation): Simulation {
  if (simulation.steps.length < 2) return simulation;
  const steps = simulation.steps.slice(0, -1);
  const back = stateLabel(currentStep({ steps, log: [] }).snapshot.value);
  return { steps, log: [...simulation.log, `Undo → ${back}`] };
}

export function reset(entry: ExploredMachine, simulation: Simulation): Simulation {
  const start = startSimulation(entry);
  const line = `Reset → ${stateLabel(currentStep(start).snapshot.value)}`;
  return { steps: start.steps, log: [...simulation.log, line] };
}

/** Replays events from the start (a link, a model path step); the log gets `note` alone. */
export function replay(
  entry: ExploredMachine,
  graph: MachineGraph,
  simulation: Simulation,
  events: readonly EventObject[],
  note: string,
): Simulation {
  const fresh = events.reduce(
    (sim, event) => sendEvent(entry, graph, sim, event),
    startSimulation(entry),
  );
  return { steps: fresh.steps, log: [...simulation.log, note] };
}
