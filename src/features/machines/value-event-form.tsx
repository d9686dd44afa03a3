import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { AnswerField } from './answer-field';
import { eventOfType } from './simulator';

interface Props {
  type: string;
  /** A valid value, so Send works at once; QA change it to see the guard refuse. */
  initialValue: object;
  guards: string[];
  snapshot: AnyMachineSnapshot;
  onSend: (event: EventObject) => void;
}

/** The fields an event carries, and whether the state's guard passes for what is typed. */
export function ValueEventForm({ type, initialValue, guards, snapshot, onSend }: Props) {
  const [value, setValue] = useState<Record<string, unknown>>({ ...initialValue });
  const event = eventOfType(type, value);
  const passes = snapshot.can(event);
  const guardText = guards.length > 0 ? `Guard ${guards.join(', ')}` : 'No guard';
  const onSubmit = (submitted: FormEvent) => {
    submitted.preventDefault();
    onSend(event);
  };
  return (
    <Stack component="form" spacing={1.5} onSubmit={onSubmit} aria-label={`${type} value`}>
      {Object.keys(initialValue).map((name) => (
        <AnswerField
          key={name}
          name={name}
          value={value[name]}
          onChange={(next) => setValue((current) => ({ ...current, [name]: next }))}
        />
      ))}
      <Typography
        role="status"
        variant="body2"
        sx={{ fontWeight: 600, color: passes ? 'success.dark' : 'error.dark' }}
      >
        {guardText} {passes ? 'passes' : 'refuses'} for this value
        {passes ? '.' : ': sending it changes nothing.'}
      </Typography>
      <Button
        type="submit"
        variant="contained"
        sx={{ fontFamily: 'monospace', alignSelf: 'flex-start' }}
      >
        {type}
      </Button>
    </Stack>
  );
}
