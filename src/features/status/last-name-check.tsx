import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { LAST_NAME_MAX_LENGTH } from '../../../machines/letter/last-name';
import { checkStatusLastName } from '../../api/status-api';

interface LastNameCheckProps {
  token: string;
  /** The name opened the link: the page asks for the request again. */
  onPassed: () => void;
}

/**
 * The status link's second check: the patient's last name, before the page shows a letter,
 * a question or an answer. A wrong name gets the server's one answer, read out as it appears.
 */
export function LastNameCheck({ token, onPassed }: LastNameCheckProps) {
  const problemId = useId();
  const [lastName, setLastName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    if (lastName.trim() === '') {
      setProblem('Enter your last name.');
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      await checkStatusLastName(token, lastName);
      onPassed();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
      setSending(false);
    }
  }

  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      aria-label="Your last name"
      onSubmit={(event: FormEvent) => void submit(event)}
    >
      <Typography>
        This page shows your letter, and any questions and answers, once you type your last name as
        you gave it in the questionnaire. Capitals and accents do not matter.
      </Typography>
      <TextField
        label="Last name"
        value={lastName}
        onChange={(event) => setLastName(event.target.value)}
        autoComplete="family-name"
        required
        disabled={sending}
        error={problem !== null}
        slotProps={{
          htmlInput: {
            maxLength: LAST_NAME_MAX_LENGTH,
            'aria-describedby': problem ? problemId : undefined,
          },
        }}
      />
      {problem ? (
        <Alert id={problemId} severity="error" role="alert">
          {problem}
        </Alert>
      ) : null}
      <div>
        <Button type="submit" variant="contained" loading={sending}>
          Show my request
        </Button>
      </div>
    </Stack>
  );
}
