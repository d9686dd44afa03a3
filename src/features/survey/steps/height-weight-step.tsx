import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { HEIGHTS, WEIGHT_HINT_MAX_LBS, WEIGHT_HINT_MIN_LBS } from '../../../../machines/survey';
import { SelectInput } from './select-input';
import { LabelledTextInput } from './labelled-text-input';
import type { StepBodyProps } from './step-body-props';

export function HeightWeightStep({ titleId, subtitleId, draft, onChange }: StepBodyProps) {
  return (
    <Stack
      role="group"
      aria-labelledby={titleId}
      aria-describedby={subtitleId}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
    >
      <SelectInput
        label="Height"
        placeholder="Select your height"
        options={HEIGHTS}
        value={draft.height ?? ''}
        onValueChange={(height) => onChange({ height })}
      />
      <LabelledTextInput
        type="number"
        label="Weight"
        value={draft.weight ?? ''}
        onValueChange={(weight) => onChange({ weight })}
        helperText={`Usually between ${WEIGHT_HINT_MIN_LBS} and ${WEIGHT_HINT_MAX_LBS} lbs`}
        endAdornment={<InputAdornment position="end">lbs</InputAdornment>}
        inputProps={{
          inputMode: 'decimal',
          min: WEIGHT_HINT_MIN_LBS,
          max: WEIGHT_HINT_MAX_LBS,
          step: 'any',
        }}
      />
    </Stack>
  );
}
