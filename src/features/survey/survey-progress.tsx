import Box from '@mui/material/Box';
import { progressPercent, stepLabel, stepOf } from '../../../machines/survey';
import { SurveyActorContext } from './survey-actor-context';

/** The progress bar of SPEC §2: its fill width is (step + 1) / 11, animated over 500 ms. */
export function SurveyProgress() {
  const step = SurveyActorContext.useSelector((snapshot) => stepOf(snapshot.value));
  const percent = progressPercent(step);
  return (
    <Box
      role="progressbar"
      aria-label="Survey progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      aria-valuetext={stepLabel(step)}
      sx={{ height: 6, bgcolor: 'action.hover' }}
    >
      {/* The width inline, not in sx: one class for every step instead of a new rule per step. */}
      <Box
        style={{ width: `${percent}%` }}
        sx={{ height: '100%', bgcolor: 'primary.main', transition: 'width 500ms ease-in-out' }}
      />
    </Box>
  );
}
