import { useCallback, useMemo, useState } from 'react';
import type { EventObject } from 'xstate';
import type { ExploredMachine } from './machine-catalog';
import { machineToGraph } from './machine-graph';
import type { MachineGraph } from './machine-graph';
import { modelPaths, openAtLink, type ModelPath } from './model-paths';
import * as sim from './simulator';

export interface PathPlayerState {
  path: ModelPath;
  /** How many of the path's events have been sent. */
  position: number;
}

/**
 * A machine's graph and model paths, computed the first time it is opened: coming back to it
 * (another tab of the explorer, then this one again) finds them ready. They depend on the
 * machine alone, and the catalogue's entries live as long as the page.
 */
const explored = new WeakMap<ExploredMachine, { graph: MachineGraph; paths: ModelPath[] }>();

function graphAndPaths(entry: ExploredMachine) {
  let found = explored.get(entry);
  if (!found) {
    const graph = machineToGraph(entry.machine);
    found = { graph, paths: modelPaths(entry, graph) };
    explored.set(entry, found);
  }
  return found;
}

/**
 * One machine's explorer state: its graph and model paths (computed once), the simulation,
 * the state whose details are open and the model path being replayed. The handlers are
 * stable, so the diagram and the paths list only re-render when what they show changes.
 */
export function useExplorer(entry: ExploredMachine, link: string | null) {
  const { graph, paths } = graphAndPaths(entry);
  const [opened] = useState(() => openAtLink(entry, graph, paths, link));
  const [simulation, setSimulation] = useState(opened.simulation);
  const [selectedId, setSelectedId] = useState(opened.nodeId);
  const [player, setPlayer] = useState<PathPlayerState | null>(null);
  const step = sim.currentStep(simulation);
  const activeIds = useMemo(() => sim.activeStates(graph, step.snapshot), [graph, step]);

  const manual = useCallback((change: (current: sim.Simulation) => sim.Simulation) => {
    setPlayer(null);
    setSimulation(change);
  }, []);
  const send = useCallback(
    (event: EventObject) => manual((current) => sim.sendEvent(entry, graph, current, event)),
    [entry, graph, manual],
  );
  const undo = useCallback(() => manual(sim.undo), [manual]);
  const reset = useCallback(() => manual((current) => sim.reset(entry, current)), [entry, manual]);
  const goToPathStep = useCallback(
    (path: ModelPath, position: number) => {
      const event = path.events[position - 1];
      const note = event
        ? `Path to ${path.target}, step ${position} of ${path.events.length}: ${sim.describeEvent(event)}`
        : `Replaying the path to ${path.target}: start`;
      setPlayer({ path, position });
      setSimulation((current) =>
        sim.replay(entry, graph, current, path.events.slice(0, position), note),
      );
    },
    [entry, graph],
  );
  const stopReplay = useCallback(() => setPlayer(null), []);
  const toggleDetails = useCallback(
    (id: string) => setSelectedId((current) => (current === id ? null : id)),
    [],
  );

  return {
    graph,
    paths,
    problem: opened.problem,
    simulation,
    step,
    activeIds,
    selected: graph.nodes.find((node) => node.id === selectedId) ?? null,
    player,
    send,
    undo,
    reset,
    goToPathStep,
    stopReplay,
    toggleDetails,
  };
}
