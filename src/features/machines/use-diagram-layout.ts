import { useEffect, useState } from 'react';
import { layoutDiagram, type DiagramLayout } from './diagram-layout';
import type { MachineGraph } from './machine-graph';

export type LayoutState =
  | { status: 'loading' }
  | { status: 'ready'; layout: DiagramLayout }
  | { status: 'failed'; message: string };

/** Lays the graph out with ELK once per graph (the layout is async: ELK runs off the render). */
export function useDiagramLayout(graph: MachineGraph): LayoutState {
  const [state, setState] = useState<LayoutState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    layoutDiagram(graph).then(
      (layout) => {
        if (current) setState({ status: 'ready', layout });
      },
      (error: unknown) => {
        console.error('The diagram could not be laid out', error);
        if (current) setState({ status: 'failed', message: String(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [graph]);
  return state;
}
