import type { ElkNode } from 'elkjs/lib/elk-api';
import { MARKER_SUFFIX, stateLines, toElkGraph } from './elk-graph';
import type { MachineGraph, MachineGraphEdge, MachineGraphNode } from './machine-graph';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
interface Point {
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
function fromElkLayout(graph: MachineGraph, laidOut: ElkNode): DiagramLayout {
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

/** Each graph's layout, laid out once: ELK takes a noticeable moment on the larger machines. */
const layouts = new WeakMap<MachineGraph, Promise<DiagramLayout>>();

export function layoutDiagram(graph: MachineGraph): Promise<DiagramLayout> {
  let layout = layouts.get(graph);
  if (!layout) {
    layout = layoutWithElk(graph);
    layouts.set(graph, layout);
    // A failed layout is tried again the next time the diagram opens.
    layout.catch(() => layouts.delete(graph));
  }
  return layout;
}

/** Lays the graph out with ELK's layered algorithm; ELK loads only when a diagram is drawn. */
async function layoutWithElk(graph: MachineGraph): Promise<DiagramLayout> {
  const { default: ELK } = await import('elkjs/lib/elk.bundled.js');
  const laidOut = await new ELK().layout(toElkGraph(graph));
  return fromElkLayout(graph, laidOut);
}
