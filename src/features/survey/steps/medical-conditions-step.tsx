import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { MEDICAL_CONDITIONS, type MedicalCondition } from '../../../../machines/survey';
import type { StepBodyProps } from './step-body-props';

export function MedicalConditionsStep({ titleId, subtitleId, draft, onChange }: StepBodyProps) {
  const selected = draft.medicalConditions ?? [];

  function toggle(condition: MedicalCondition, checked: boolean) {
    const next = new Set(selected);
    if (checked) next.add(condition);
    else next.delete(condition);
    // Kept in the list's order, so a review reads the same whatever the clicking order.
    onChange({ medicalConditions: MEDICAL_CONDITIONS.filter((option) => next.has(option)) });
  }

  return (
    <Box
      role="group"
      aria-labelledby={titleId}
      aria-describedby={subtitleId}
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}
    >
      {MEDICAL_CONDITIONS.map((condition) => (
        <FormControlLabel
          key={condition}
          label={condition}
          control={
            <Checkbox
              checked={selected.includes(condition)}
              onChange={(event) => toggle(condition, event.target.checked)}
            />
          }
        />
      ))}
    </Box>
  );
}
