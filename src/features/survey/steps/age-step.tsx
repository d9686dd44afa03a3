import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { isUnderAge, MAX_AGE, MIN_AGE, UNDER_AGE_MESSAGE } from '../../../../machines/survey';
import { LabelledTextInput } from './labelled-text-input';
import type { StepBodyProps } from './step-body-props';

export function AgeStep({ titleId, draft, onChange }: StepBodyProps) {
  const age = draft.age ?? '';
  // Typing "25" passes through "2": wait for a second digit, a blur or Enter before scolding.
  const [settled, setSettled] = useState(age.trim().length > 0);
  const showUnderAge = isUnderAge(age) && (settled || age.trim().length >= 2);

  return (
    <LabelledTextInput
      type="number"
      value={age}
      onValueChange={(value) => onChange({ age: value })}
      onBlur={() => setSettled(true)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') setSettled(true);
      }}
      error={showUnderAge}
      helperText={showUnderAge ? UNDER_AGE_MESSAGE : undefined}
      endAdornment={<InputAdornment position="end">years</InputAdornment>}
      inputProps={{
        'aria-labelledby': titleId,
        inputMode: 'numeric',
        min: MIN_AGE,
        max: MAX_AGE,
        step: 1,
      }}
    />
  );
}
