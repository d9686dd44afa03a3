import Typography from '@mui/material/Typography';
import { consentSummary, type CaseRecord } from '../../../machines/case';
import { formatLocalTime } from '../../lib/format-local-time';

/** Which telehealth consent and privacy notice the patient accepted, and when; or that none is recorded. */
export function ConsentRecord({ consent }: Pick<CaseRecord, 'consent'>) {
  const when = consent ? formatLocalTime(consent.acceptedAt) : '';
  return (
    <Typography color={consent ? 'text.primary' : 'text.secondary'} sx={{ mb: 2 }}>
      {consentSummary(consent, when)}
    </Typography>
  );
}
