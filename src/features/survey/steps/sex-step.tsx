import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { SEX_OPTIONS, type Sex } from '../../../../machines/survey';
import type { StepBodyProps } from './step-body-props';

export function SexStep({ titleId, draft, onChange }: StepBodyProps) {
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      color="primary"
      aria-labelledby={titleId}
      value={draft.sex ?? null}
      // A second press on the chosen button keeps the choice: it can be changed, not cleared.
      onChange={(_, sex: Sex | null) => sex && onChange({ sex })}
    >
      {SEX_OPTIONS.map((option) => (
        <ToggleButton key={option} value={option} sx={{ py: 1.5, fontSize: '1rem' }}>
          {option}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
