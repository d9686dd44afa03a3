import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RefObject } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { EventObject } from 'xstate';
import { EventControls } from './event-controls';
import type { ExploredMachine } from './machine-catalog';
import type { MachineGraph } from './machine-graph';
import { currentStep, stateLabel, type Simulation } from './simulator';

interface Props {
  entry: ExploredMachine;
  graph: MachineGraph;
  simulation: Simulation;
  eventsHeadingRef: RefObject<HTMLHeadingElement | null>;
  onSend: (event: EventObject) => void;
  onUndo: () => void;
  onReset: () => void;
}

const codeBox = {
  m: 0,
  p: 1.5,
  maxHeight: 240,
  overflow: 'auto',
  bgcolor: 'grey.100',
  borderRadius: 1,
  fontSize: '0.8125rem',
} as const;

/** Runs the machine with pure transitions: nothing is saved, every step can be undone. */
export function SimulatorPanel({ entry, graph, simulation, eventsHeadingRef, ...on }: Props) {
  const { snapshot } = currentStep(simulation);
  const id = `simulator-${entry.slug}`;
  const tags = [...snapshot.tags];
  const label = stateLabel(snapshot.value);
  return (
    <Box component="section" aria-labelledby={id} sx={{ minWidth: 0 }}>
      <Typography id={id} variant="h6" component="h3">
        {entry.title} simulator
      </Typography>
      <Typography aria-live="polite" sx={{ mb: 1 }}>
        Current state:{' '}
        <code data-testid={`${entry.slug}-current-state`}>{stateLabel(snapshot.value)}</code>
        {snapshot.status === 'done' ? ' (final: the machine is done)' : ''}
        {tags.length > 0 ? ` · tags: ${tags.join(', ')}` : ''}
      </Typography>
      <Link
        component={RouterLink}
        reloadDocument
        to={`/machines?${new URLSearchParams({ machine: entry.slug, state: label })}`}
        variant="body2"
      >
        Link to this state
      </Link>
      <Typography
        ref={eventsHeadingRef}
        tabIndex={-1}
        variant="subtitle1"
        component="h4"
        sx={{ mt: 2 }}
      >
        Events possible now
      </Typography>
      <EventControls entry={entry} graph={graph} snapshot={snapshot} onSend={on.onSend} />
      <Stack direction="row" spacing={1} sx={{ my: 2 }}>
        <Button variant="outlined" onClick={on.onUndo} disabled={simulation.steps.length < 2}>
          Undo
        </Button>
        <Button variant="outlined" onClick={on.onReset}>
          Reset
        </Button>
      </Stack>
      <Typography variant="subtitle1" component="h4">
        Context
      </Typography>
      <Box component="pre" tabIndex={0} aria-label={`${entry.title} context`} sx={codeBox}>
        {JSON.stringify(snapshot.context ?? {}, null, 2)}
      </Box>
      <Typography variant="subtitle1" component="h4" sx={{ mt: 2 }}>
        Event log
      </Typography>
      {simulation.log.length === 0 ? (
        <Typography variant="body2">Nothing sent yet.</Typography>
      ) : (
        <Box
          component="ol"
          tabIndex={0}
          aria-label={`${entry.title} event log`}
          sx={{ ...codeBox, pl: 4 }}
        >
          {simulation.log.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </Box>
      )}
    </Box>
  );
}
