import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import type { EventObject } from 'xstate';
import type { ExploredMachine } from './machine-catalog';
import { MachineDiagram } from './machine-diagram';
import { ModelPathsList } from './model-paths-list';
import { SimulatorPanel } from './simulator-panel';
import { StateDetails } from './state-details';
import { useExplorer } from './use-explorer';

interface Props {
  entry: ExploredMachine;
  /** The `state=` of a link naming this machine; null otherwise. */
  link: string | null;
}

/** One machine: its diagram, a simulator beside it, and its model paths. */
export function MachineExplorer({ entry, link }: Props) {
  const explorer = useExplorer(entry, link);
  const eventsRef = useRef<HTMLHeadingElement>(null);
  const headingId = `machine-${entry.slug}`;
  const onSend = (event: EventObject) => {
    explorer.send(event);
    // The button pressed may be gone in the new state: keep the keyboard in the simulator.
    eventsRef.current?.focus();
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 6 }}>
      <Typography id={headingId} variant="h5" component="h2" tabIndex={-1} sx={{ mb: 0.5 }}>
        {entry.title} <code>{entry.exportName}</code>
      </Typography>
      <Typography sx={{ mb: 2 }}>{entry.summary}</Typography>
      {explorer.problem ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {explorer.problem}
        </Alert>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 380px' },
        }}
      >
        <div>
          <MachineDiagram
            graph={explorer.graph}
            title={entry.title}
            activeIds={explorer.activeIds}
            takenEdgeIds={explorer.step.edgeIds}
            selectedId={explorer.selected?.id ?? null}
            onSelect={explorer.toggleDetails}
          />
          {explorer.selected ? (
            <StateDetails graph={explorer.graph} node={explorer.selected} />
          ) : (
            <Typography variant="body2" sx={{ mt: 1 }}>
              Choose a state in the diagram to read its description and transitions.
            </Typography>
          )}
        </div>
        <SimulatorPanel
          entry={entry}
          graph={explorer.graph}
          simulation={explorer.simulation}
          eventsHeadingRef={eventsRef}
          onSend={onSend}
          onUndo={explorer.undo}
          onReset={explorer.reset}
        />
      </Box>
      <ModelPathsList
        slug={entry.slug}
        paths={explorer.paths}
        player={explorer.player}
        onGoTo={explorer.goToPathStep}
        onStop={explorer.stopReplay}
      />
    </Box>
  );
}
