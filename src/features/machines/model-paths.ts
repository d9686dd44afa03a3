import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { ExploredMachine } from './machine-catalog';
import { findNodeByLink, type MachineGraph, type MachineGraphNode } from './machine-graph';
import {
  activeStates,
  describeEvent,
  replay,
  sampleEvents,
  startSimulation,
  stateLabel,
  type Simulation,
} from './simulator';

export interface ModelPath {
  id: string;
  /** Where the path ends, e.g. `attestation.reviewing (after a failed save)`. */
  target: string;
  events: EventObject[];
  /** The end state, to tell which states the path reaches. */
  snapshot: AnyMachineSnapshot;
}

function targetOf(snapshot: AnyMachineSnapshot): string {
  const label = stateLabel(snapshot.value);
  const context = snapshot.context as Record<string, unknown> | undefined;
  const failed = context && (context.submitError || context.error);
  return failed ? `${label} (after a failure)` : label;
}

/**
 * The shortest paths the model tests generate (`getShortestPaths` from `xstate/graph`): one
 * per state of the model, each event a valid sample or a synthetic actor outcome.
 */
export function modelPaths(entry: ExploredMachine, graph: MachineGraph): ModelPath[] {
  const paths = getShortestPaths(entry.machine, {
    input: entry.input,
    events: (snapshot: AnyMachineSnapshot) => sampleEvents(entry, graph, snapshot),
    serializeState: (snapshot: AnyMachineSnapshot) => entry.serializeState(snapshot),
  } as never) as { state: AnyMachineSnapshot; steps: { event: EventObject }[] }[];
  return paths.map((path, index) => ({
    id: `${entry.slug}-path-${index}`,
    target: targetOf(path.state),
    // The first step is the machine's own start (`xstate.init`), not an event to send.
    events: path.steps.slice(1).map((step) => step.event),
    snapshot: path.state,
  }));
}

/** The shortest model path that ends in (or inside) the given state. */
function shortestPathTo(
  paths: readonly ModelPath[],
  graph: MachineGraph,
  node: MachineGraphNode,
): ModelPath | undefined {
  return paths
    .filter((path) => activeStates(graph, path.snapshot).has(node.id))
    .sort((a, b) => a.events.length - b.events.length)[0];
}

export function describePath(path: ModelPath): string {
  return path.events.length === 0 ? 'start' : path.events.map(describeEvent).join(' → ');
}

export interface LinkedStart {
  simulation: Simulation;
  /** The state the link named, to show its details; null when the link was wrong. */
  nodeId: string | null;
  /** What was wrong with the link, for the person to read. */
  problem: string | null;
}

/** Opens a machine at the state a link names, by replaying the shortest path to it. */
export function openAtLink(
  entry: ExploredMachine,
  graph: MachineGraph,
  paths: readonly ModelPath[],
  link: string | null,
): LinkedStart {
  const start = startSimulation(entry);
  if (link === null) return { simulation: start, nodeId: null, problem: null };
  const node = findNodeByLink(graph, link);
  const path = node && shortestPathTo(paths, graph, node);
  if (!node || !path) {
    const problem = node
      ? `No model path reaches the state “${link}”, so the ${entry.title} machine starts at its initial state.`
      : `The ${entry.title} machine has no state “${link}”, so it starts at its initial state.`;
    return { simulation: start, nodeId: null, problem };
  }
  const note = `Opened at ${node.path.join('.')}: replayed the shortest path (${path.events.length} events)`;
  return {
    simulation: replay(entry, graph, start, path.events, note),
    nodeId: node.id,
    problem: null,
  };
}
