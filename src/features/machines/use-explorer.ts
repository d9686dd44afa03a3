import { useCallback, useMemo, useState } from 'react';
import type { EventObject } from 'xstate';
import type { ExploredMachine } from './machine-catalog';
import { machineToGraph } from './machine-graph';
import { modelPaths, openAtLink, type ModelPath } from './model-paths';
import * as sim from './simulator';

export interface PathPlayerState {
  path: ModelPath;
  /** How many of the path's events have been sent. */
  position: number;
}

/**
 * One machine's explorer state: its graph and model paths (computed once), the simulation,
 * the state whose details are open and the model path being replayed. The handlers are
 * stable, so the diagram and the paths list only re-render when what they show changes.
 */
export function useExplorer(entry: ExploredMachine, link: string | null) {
  const graph = useMemo(() => machineToGraph(entry.machine), [entry]);
  const paths = useMemo(() => modelPaths(entry, graph), [entry, graph]);
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
