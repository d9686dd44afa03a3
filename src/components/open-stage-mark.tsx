import Chip from '@mui/material/Chip';
import { OPEN_STAGE_LABELS, type CaseRecord } from '../../machines/case';

/** "Waiting for the patient" or "Patient answered" beside an Open case; nothing otherwise. */
export function OpenStageMark({ entry }: { entry: Pick<CaseRecord, 'openStage'> }) {
  // Only an Open case has a stage (the case's shape): a decided one shows nothing.
  const label = entry.openStage ? OPEN_STAGE_LABELS[entry.openStage] : null;
  if (!label) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={entry.openStage === 'patientAnswered' ? 'info' : 'default'}
      label={label}
    />
  );
}
