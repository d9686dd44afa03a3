import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { MachineGraph, MachineGraphEdge, MachineGraphNode } from './machine-graph';

// Names are drawn in a monospace font, so a text's width follows from its length: ELK gets
// exact boxes without measuring anything in the DOM (and the same layout in tests).
export const STATE_FONT_SIZE = 13;
export const LABEL_FONT_SIZE = 12;
export const LINE_HEIGHT = 18;
const STATE_CHAR_WIDTH = 8;
const LABEL_CHAR_WIDTH = 7.5;
const PAD_X = 12;
const PAD_Y = 8;
const MARKER_SIZE = 12;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface Point {
  x: number;
  y: number;
}
export interface DiagramState extends Box {
  node: MachineGraphNode;
  /** The text inside the box: the key, then its tags and invoked actors. */
  lines: string[];
}
export interface DiagramArrow {
  id: string;
  /** null for the arrow from an initial marker to the initial state. */
  edge: MachineGraphEdge | null;
  points: Point[];
  label: (Box & { text: string }) | null;
}
export interface DiagramLayout {
  width: number;
  height: number;
  states: DiagramState[];
  /** The filled dots that point at each initial state. */
  markers: (Box & { id: string })[];
  arrows: DiagramArrow[];
}

const MARKER_SUFFIX = ':initial';

export function stateLines(node: MachineGraphNode): string[] {
  return [
    node.key,
    ...node.tags.map((tag) => `tag: ${tag}`),
    ...node.invokes.map((invoke) => `invoke: ${invoke.src}`),
  ];
}

function textWidth(lines: string[], charWidth: number): number {
  return Math.max(...lines.map((line) => line.length)) * charWidth;
}

/** The graph as ELK's JSON: nested states as children of their parent, labels sized. */
export function toElkGraph(graph: MachineGraph): ElkNode {
  const elkNodes = new Map<string, ElkNode>();
  const root: ElkNode = {
    id: graph.id,
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
      'elk.layered.cycleBreaking.strategy': 'MODEL_ORDER',
      'elk.layered.spacing.nodeNodeBetweenLayers': '36',
      'elk.spacing.nodeNode': '32',
      'elk.spacing.edgeLabel': '4',
      'elk.spacing.edgeEdge': '16',
      'elk.padding': '[top=16,left=16,bottom=16,right=16]',
    },
    children: [],
    edges: [],
  };
  const containerOf = (parentId: string | null) =>
    parentId === null ? root : (elkNodes.get(parentId) ?? root);

  for (const node of graph.nodes) {
    const lines = stateLines(node);
    const width = textWidth(lines, STATE_CHAR_WIDTH) + 2 * PAD_X;
    const height = lines.length * LINE_HEIGHT + 2 * PAD_Y;
    const compound = node.type === 'compound' || node.type === 'parallel';
    const elkNode: ElkNode = compound
      ? {
          id: node.id,
          layoutOptions: { 'elk.padding': `[top=${height + 8},left=16,bottom=16,right=16]` },
          children: [],
          width: Math.max(width, 96),
        }
      : { id: node.id, width: Math.max(width, 96), height };
    elkNodes.set(node.id, elkNode);
    const container = containerOf(node.parentId);
    // The marker comes first, so ELK's model order puts it (and its state) at the top.
    if (node.initial) {
      const markerId = `${node.id}${MARKER_SUFFIX}`;
      container.children?.push({ id: markerId, width: MARKER_SIZE, height: MARKER_SIZE });
      const arrow = { id: `${markerId}:arrow`, sources: [markerId], targets: [node.id] };
      container.edges = [...(container.edges ?? []), arrow];
    }
    container.children?.push(elkNode);
  }
  const parentOf = new Map(graph.nodes.map((node) => [node.id, node.parentId]));
  const ancestors = (id: string): string[] => {
    const parent = parentOf.get(id) ?? null;
    return parent === null ? [] : [parent, ...ancestors(parent)];
  };
  // ELK wants an edge in the deepest state that holds both ends (its layout then keeps the
  // inner states in the machine's order).
  const edgeContainer = (source: string, target: string) => {
    const targetAncestors = new Set(ancestors(target));
    const shared = ancestors(source).find((id) => targetAncestors.has(id)) ?? null;
    return containerOf(shared);
  };
  for (const edge of graph.edges) {
    const elkEdge: ElkExtendedEdge = {
      id: edge.id,
      sources: [edge.source],
      targets: [edge.target],
      labels: [
        {
          text: edge.label,
          width: edge.label.length * LABEL_CHAR_WIDTH + 8,
          height: LINE_HEIGHT,
          layoutOptions: { 'elk.edgeLabels.placement': 'CENTER' },
        },
      ],
    };
    const container = edgeContainer(edge.source, edge.target);
    container.edges = [...(container.edges ?? []), elkEdge];
  }
  return root;
}

function flatten(node: ElkNode): ElkNode[] {
  return (node.children ?? []).flatMap((child) => [child, ...flatten(child)]);
}

const boxOf = (node: { x?: number; y?: number; width?: number; height?: number }): Box => ({
  x: node.x ?? 0,
  y: node.y ?? 0,
  width: node.width ?? 0,
  height: node.height ?? 0,
});

/** Reads ELK's result (absolute coordinates) into what the SVG draws. */
export function fromElkLayout(graph: MachineGraph, laidOut: ElkNode): DiagramLayout {
  const placed = new Map(flatten(laidOut).map((node) => [node.id, node]));
  const edgesById = new Map(graph.edges.map((edge) => [edge.id, edge]));
  const states = graph.nodes.map((node) => {
    const elkNode = placed.get(node.id);
    if (!elkNode) throw new Error(`ELK did not place ${node.id}`);
    return { ...boxOf(elkNode), node, lines: stateLines(node) };
  });
  const markers = [...placed.values()]
    .filter((node) => node.id.endsWith(MARKER_SUFFIX))
    .map((node) => ({ ...boxOf(node), id: node.id }));
  const elkEdges = [laidOut, ...placed.values()].flatMap((node) => node.edges ?? []);
  const arrows = elkEdges.map((elkEdge) => {
    const points = (elkEdge.sections ?? []).flatMap((section) => [
      section.startPoint,
      ...(section.bendPoints ?? []),
      section.endPoint,
    ]);
    const label = elkEdge.labels?.[0];
    return {
      id: elkEdge.id,
      edge: edgesById.get(elkEdge.id) ?? null,
      points,
      label: label ? { ...boxOf(label), text: label.text ?? '' } : null,
    };
  });
  return { width: laidOut.width ?? 0, height: laidOut.height ?? 0, states, markers, arrows };
}

/** Lays the graph out with ELK's layered algorithm; ELK loads only when a diagram is drawn. */
export async function layoutDiagram(graph: MachineGraph): Promise<DiagramLayout> {
  const { default: ELK } = await import('elkjs/lib/elk.bundled.js');
  const laidOut = await new ELK().layout(toElkGraph(graph));
  return fromElkLayout(graph, laidOut);
}
