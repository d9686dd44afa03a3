import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { HEIGHTS, WEIGHT_HINT_MAX_LBS, WEIGHT_HINT_MIN_LBS } from '../../../../machines/survey';
import type { StepBodyProps } from './step-body-props';

export function HeightWeightStep({ draft, onChange }: StepBodyProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        select
        fullWidth
        label="Height"
        value={draft.height ?? ''}
        onChange={(event) => onChange({ height: event.target.value })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="" disabled>
          Select your height
        </option>
        {HEIGHTS.map((height) => (
          <option key={height} value={height}>
            {height}
          </option>
        ))}
      </TextField>
      <TextField
        fullWidth
        type="number"
        label="Weight"
        value={draft.weight ?? ''}
        onChange={(event) => onChange({ weight: event.target.value })}
        helperText={`Usually between ${WEIGHT_HINT_MIN_LBS} and ${WEIGHT_HINT_MAX_LBS} lbs`}
        slotProps={{
          htmlInput: {
            inputMode: 'decimal',
            min: WEIGHT_HINT_MIN_LBS,
            max: WEIGHT_HINT_MAX_LBS,
            step: 'any',
          },
          input: { endAdornment: <InputAdornment position="end">lbs</InputAdornment> },
          inputLabel: { shrink: true },
        }}
      />
    </Stack>
  );
}
