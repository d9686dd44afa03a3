import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MachineGraph, MachineGraphNode } from './machine-graph';

const keyOf = (graph: MachineGraph, id: string) =>
  graph.nodes.find((node) => node.id === id)?.path.join('.') ?? id;

function facts(node: MachineGraphNode): [string, string][] {
  return [
    ['Id', `#${node.id}`],
    [
      'Kind',
      [node.type, node.initial ? 'initial' : '', node.final ? 'final' : '']
        .filter(Boolean)
        .join(', '),
    ],
    ['Tags', node.tags.join(', ') || 'none'],
    ['Invokes', node.invokes.map((i) => `${i.src} (id ${i.id})`).join(', ') || 'nothing'],
  ];
}

/** What a state is for and where it can go: its description on demand. */
export function StateDetails({ graph, node }: { graph: MachineGraph; node: MachineGraphNode }) {
  const transitions = graph.edges.filter((edge) => edge.source === node.id);
  return (
    <Box
      component="section"
      aria-labelledby={`${node.id}-details`}
      sx={{ mt: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography id={`${node.id}-details`} variant="h6" component="h4">
        State <code>{node.path.join('.')}</code>
      </Typography>
      <Typography sx={{ mb: 1 }}>{node.description ?? 'No description.'}</Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, m: 0 }}
      >
        {facts(node).map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ fontWeight: 600 }}>
              {term}
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
      <Typography variant="subtitle1" component="h5" sx={{ mt: 1 }}>
        Transitions ({transitions.length})
      </Typography>
      {transitions.length === 0 ? (
        <Typography>
          None: {node.final ? 'a final state.' : 'its parent’s transitions apply.'}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 3, fontFamily: 'monospace' }}>
          {transitions.map((edge) => (
            <li key={edge.id}>
              {edge.label} → {keyOf(graph, edge.target)}
              {edge.actions.length > 0 ? ` / ${edge.actions.join(', ')}` : ''}
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
