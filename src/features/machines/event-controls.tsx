import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { ExploredMachine } from './machine-catalog';
import type { MachineGraph } from './machine-graph';
import { activeStates, eventOfType, handledEventTypes, stateLabel } from './simulator';
import { ValueEventForm } from './value-event-form';

interface Props {
  entry: ExploredMachine;
  graph: MachineGraph;
  snapshot: AnyMachineSnapshot;
  onSend: (event: EventObject) => void;
}

/** A button per event the current state takes; a form for an event that carries answers. */
export function EventControls({ entry, graph, snapshot, onSend }: Props) {
  const types = handledEventTypes(graph, snapshot);
  const active = activeStates(graph, snapshot);
  const guardsOf = (type: string) => [
    ...new Set(
      graph.edges
        .filter((edge) => active.has(edge.source) && edge.event === type && edge.guard)
        .map((edge) => edge.guard as string),
    ),
  ];
  const buttons: EventObject[] = [];
  const forms = [];
  for (const type of types) {
    const value = entry.sampleValue?.(type, snapshot);
    if (value && Object.keys(value).length > 0) {
      forms.push(
        <ValueEventForm
          key={`${type}@${stateLabel(snapshot.value)}`}
          type={type}
          initialValue={value}
          guards={guardsOf(type)}
          snapshot={snapshot}
          onSend={onSend}
        />,
      );
    } else {
      const event = eventOfType(type, value);
      if (snapshot.can(event)) buttons.push(event);
    }
  }
  if (forms.length === 0 && buttons.length === 0) {
    return (
      <Typography>
        {snapshot.status === 'done'
          ? 'None: the machine is done.'
          : 'None right now: every guard refuses.'}
      </Typography>
    );
  }
  return (
    <Stack spacing={1.5}>
      {forms}
      {buttons.length > 0 ? (
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          {buttons.map((event) => (
            <Button
              key={event.type}
              variant="contained"
              onClick={() => onSend(event)}
              sx={{ fontFamily: 'monospace', textTransform: 'none', wordBreak: 'break-all' }}
            >
              {event.type}
            </Button>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
