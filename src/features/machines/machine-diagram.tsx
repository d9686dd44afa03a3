import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { memo } from 'react';
import { PageLoading } from '../../components/page-loading';
import { DiagramArrow } from './diagram-arrow';
import { DIAGRAM_COLORS as C } from './diagram-colors';
import { DiagramStateBox } from './diagram-state';
import type { MachineGraph } from './machine-graph';
import { useDiagramLayout } from './use-diagram-layout';

interface Props {
  graph: MachineGraph;
  title: string;
  activeIds: ReadonlySet<string>;
  takenEdgeIds: readonly string[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

function ArrowHead({ id, color }: { id: string; color: string }) {
  return (
    <marker
      id={id}
      viewBox="0 0 10 10"
      refX="9"
      refY="5"
      markerWidth="7"
      markerHeight="7"
      orient="auto-start-reverse"
    >
      <path d="M 0 0 L 10 5 L 0 10 z" fill={color} />
    </marker>
  );
}

/** The machine drawn as SVG from ELK's layout: nothing here places a box or an arrow itself. */
export const MachineDiagram = memo(function MachineDiagram({
  graph,
  title,
  activeIds,
  takenEdgeIds,
  selectedId,
  onSelect,
}: Props) {
  const layout = useDiagramLayout(graph);
  if (layout.status === 'loading') return <PageLoading label={`Laying out the ${title} diagram`} />;
  if (layout.status === 'failed') {
    return <Alert severity="error">The diagram could not be drawn: {layout.message}</Alert>;
  }
  const { width, height, states, markers, arrows } = layout.layout;
  const markerId = `${graph.id}-arrow`;
  return (
    <Box
      role="region"
      aria-label={`${title} diagram`}
      tabIndex={0}
      sx={{
        overflow: 'auto',
        maxHeight: '75vh',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        '& .diagram-state': { cursor: 'pointer', outline: 'none' },
        '& .diagram-state:focus-visible .focus-ring': { stroke: C.focus, strokeWidth: 3 },
        '& .diagram-state:hover rect:nth-of-type(2)': { strokeWidth: 2.5 },
      }}
    >
      <svg
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        role="group"
        aria-label={`States and transitions of the ${title} machine`}
        style={{ display: 'block' }}
      >
        <defs>
          <ArrowHead id={markerId} color={C.stroke} />
          <ArrowHead id={`${markerId}-taken`} color={C.taken} />
        </defs>
        {states.map((state) => (
          <DiagramStateBox
            key={state.node.id}
            state={state}
            active={activeIds.has(state.node.id)}
            selected={selectedId === state.node.id}
            onSelect={onSelect}
          />
        ))}
        {markers.map((marker) => (
          <circle
            key={marker.id}
            cx={marker.x + marker.width / 2}
            cy={marker.y + marker.height / 2}
            r={marker.width / 2}
            fill={C.text}
            aria-hidden
          />
        ))}
        {arrows.map((arrow) => (
          <DiagramArrow
            key={arrow.id}
            arrow={arrow}
            taken={takenEdgeIds.includes(arrow.id)}
            markerId={markerId}
          />
        ))}
      </svg>
    </Box>
  );
});
