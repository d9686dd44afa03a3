import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  formatLetterDate,
  groupedFingerprint,
  LETTER_LABELS,
  VERIFICATION_TEXT,
} from '../../../machines/letter';
import { type Verification } from '../../../machines/letter/letter.verification';

/** Label and value pairs as a definition list, the way the letter itself reads. */
function FactList({ rows }: { rows: [string, string][] }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** What anyone with the code learns: the status, dates, signer and product. No patient. */
export function VerificationSummary({ answer }: { answer: Verification }) {
  const { provider } = answer;
  const rows: [string, string][] = [
    ['Letter no.', String(answer.letterNumber)],
    [LETTER_LABELS.issuedOn, formatLetterDate(answer.issuedOn)],
    [LETTER_LABELS.interventionStartDate, formatLetterDate(answer.interventionStartDate)],
    [LETTER_LABELS.validUntil, formatLetterDate(answer.validUntil)],
    [LETTER_LABELS.product, answer.product],
    [LETTER_LABELS.provider, `${provider.fullName}, ${provider.credentials}`],
    ['NPI', provider.npi],
    ['State licence', provider.licence],
  ];
  return (
    <>
      <Alert
        severity={answer.status === 'valid' ? 'success' : 'warning'}
        role="status"
        sx={{ mb: 2 }}
      >
        {VERIFICATION_TEXT[answer.status]}
      </Alert>
      <FactList rows={rows} />
      {answer.fingerprint && (
        <Typography variant="body2" sx={{ mt: 2 }}>
          Fingerprint of the issued file (SHA-256):{' '}
          <Box component="code" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
            {groupedFingerprint(answer.fingerprint)}
          </Box>
        </Typography>
      )}
    </>
  );
}
