import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { LAST_NAME_MAX_LENGTH, LETTER_TITLE } from '../../../machines/letter';
import { detailSections, type LetterDetails } from '../../../machines/letter/letter.verification';
import { LetterDocument } from './letter-document';
import { DETAILS_REFUSED_TEXT, fetchLetterDetails } from '../../api/verify-api';

type Shown =
  | { status: 'idle' }
  | { status: 'asking' }
  | { status: 'shown'; details: LetterDetails }
  | { status: 'refused'; message: string };

/**
 * "Show the letter's details": the patient's last name, as printed on the letter, opens the
 * letter's content as issued (name, diagnoses, product, dates, signer), and nothing else.
 */
export function LetterDetailsForm({ code }: { code: string }) {
  const headingId = useId();
  const [lastName, setLastName] = useState('');
  const [shown, setShown] = useState<Shown>({ status: 'idle' });
  const [empty, setEmpty] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (lastName.trim() === '') {
      setEmpty(true);
      return;
    }
    setEmpty(false);
    setShown({ status: 'asking' });
    try {
      const answer = await fetchLetterDetails(code, lastName.trim());
      setShown(
        answer.shown
          ? { status: 'shown', details: answer.details }
          : { status: 'refused', message: DETAILS_REFUSED_TEXT },
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Please try again.';
      setShown({ status: 'refused', message });
    }
  }

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        Show the letter’s details
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <TextField
          label="Patient’s last name"
          value={lastName}
          onChange={(event) => setLastName(event.target.value)}
          autoComplete="off"
          error={empty}
          helperText={empty ? 'Enter the last name printed on the letter.' : ' '}
          slotProps={{ htmlInput: { maxLength: LAST_NAME_MAX_LENGTH } }}
          size="small"
        />
        <Button type="submit" variant="contained" disabled={shown.status === 'asking'}>
          {shown.status === 'asking' ? 'Checking…' : 'Show details'}
        </Button>
      </Box>
      <Box role="status" sx={{ mt: 1 }}>
        {shown.status === 'refused' && (
          <Alert severity="error" role="none">
            {shown.message}
          </Alert>
        )}
        {shown.status === 'shown' && <Typography sx={{ mb: 1 }}>The letter as issued:</Typography>}
      </Box>
      {shown.status === 'shown' && (
        <LetterDocument
          title={LETTER_TITLE}
          headingLevel="h3"
          sections={detailSections(shown.details)}
          signature={shown.details.signature}
        />
      )}
    </Box>
  );
}
