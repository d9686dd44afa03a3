import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/** One state of a machine, as the diagram and its details panel show it. */
export interface MachineGraphNode {
  /** The state node's own id, e.g. `survey.attestation.reviewing`. */
  id: string;
  key: string;
  /** Keys from the root, e.g. `['attestation', 'reviewing']`; `path.join('.')` links to it. */
  path: string[];
  /** The enclosing state's id; null for a top-level state. */
  parentId: string | null;
  type: AnyStateNode['type'];
  description: string | null;
  tags: string[];
  /** Actors the state invokes: `id` names its done/error events, `src` the logic. */
  invokes: { id: string; src: string }[];
  /** The state its parent (or the machine) enters first. */
  initial: boolean;
  final: boolean;
}

/** One transition: from a state, on an event, past an optional guard, to a target. */
export interface MachineGraphEdge {
  id: string;
  source: string;
  /** The target state's id; the source itself for a transition without a target. */
  target: string;
  event: string;
  guard: string | null;
  actions: string[];
  /** What the diagram writes on the arrow: the event, and the guard in brackets. */
  label: string;
}

export interface MachineGraph {
  id: string;
  description: string | null;
  nodes: MachineGraphNode[];
  edges: MachineGraphEdge[];
}

/** A name for a guard or action however it was given: by name, as `{ type }`, or inline. */
function nameOf(implementation: unknown, fallback: string): string {
  if (typeof implementation === 'string') return implementation;
  const isObject = typeof implementation === 'object' && implementation !== null;
  if (!isObject && typeof implementation !== 'function') return fallback;
  // Built-in actions (`assign`, …) and `{ type, params }` carry a type.
  if ('type' in implementation && typeof implementation.type === 'string') {
    return implementation.type;
  }
  // An inline arrow takes its property's name (`guard`, `actions`): that names nothing.
  const name = typeof implementation === 'function' ? implementation.name : '';
  return name && name !== 'guard' && name !== 'actions' ? name : fallback;
}

export function guardName(guard: unknown): string {
  return nameOf(guard, 'inline guard');
}

function toEdges(node: AnyStateNode): MachineGraphEdge[] {
  const transitions: AnyTransitionDefinition[] = [
    ...[...node.transitions.values()].flat(),
    ...(node.always ?? []),
  ];
  return transitions.flatMap((transition, index) => {
    const event = transition.eventType || 'always';
    const guard = transition.guard === undefined ? null : guardName(transition.guard);
    const actions = transition.actions.map((action) => nameOf(action, 'inline action'));
    const targets = transition.target?.length ? transition.target : [node];
    return targets.map((target, targetIndex) => ({
      id: `${node.id}:${event}:${index}:${targetIndex}`,
      source: node.id,
      target: target.id,
      event,
      guard,
      actions,
      label: guard ? `${event} [${guard}]` : event,
    }));
  });
}

function toNode(node: AnyStateNode): MachineGraphNode {
  const parent = node.parent;
  return {
    id: node.id,
    key: node.key,
    path: node.path,
    parentId: parent && parent.parent ? parent.id : null,
    type: node.type,
    description: node.description ?? null,
    tags: [...node.tags],
    invokes: node.invoke.map((invoke) => ({
      id: invoke.id,
      src: typeof invoke.src === 'string' ? invoke.src : 'inline actor',
    })),
    initial:
      parent !== undefined &&
      parent.type === 'compound' &&
      parent.initial.target.some((target) => target === node),
    final: node.type === 'final',
  };
}

/** Every state below `node`, parents before their children, in the machine's own order. */
function descendants(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states).flatMap((child) => [child, ...descendants(child)]);
}

/** Reads a machine's definition (its state nodes, not its config text) into a plain graph. */
export function machineToGraph(machine: AnyStateMachine): MachineGraph {
  const states = descendants(machine.root);
  return {
    id: machine.id,
    description: machine.root.description ?? null,
    nodes: states.map(toNode),
    edges: states.flatMap(toEdges),
  };
}

/** The states a snapshot is in, innermost last: the compound parent and its active child. */
export function activeNodeIds(
  graph: MachineGraph,
  matches: (path: string[]) => boolean,
): Set<string> {
  return new Set(graph.nodes.filter((node) => matches(node.path)).map((node) => node.id));
}

/** `['attestation', 'reviewing']` as the state value `snapshot.matches` takes. */
export function pathToStateValue(path: readonly string[]): string | Record<string, unknown> {
  const [head, ...rest] = path;
  if (head === undefined) throw new Error('A state path has at least one key.');
  return rest.length === 0 ? head : { [head]: pathToStateValue(rest) };
}

/** The node a `state=` link names: its dotted path (`attestation.submitting`) or its key. */
export function findNodeByLink(graph: MachineGraph, link: string): MachineGraphNode | undefined {
  return (
    graph.nodes.find((node) => node.path.join('.') === link) ??
    graph.nodes.find((node) => node.key === link)
  );
}
