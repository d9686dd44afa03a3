import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { parseContactEmail } from '../../../machines/status';
import { giveContactEmail } from '../../api/status-link-api';

type FormState =
  | { phase: 'editing'; error: string | null }
  | { phase: 'saving' }
  | { phase: 'saved'; email: string };

const INVALID = 'Enter an email address such as name@example.com.';

/** "Email me when my letter is ready": optional, once per request, never a survey step. */
export function StatusEmailForm({ token }: { token: string }) {
  const headingId = useId();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<FormState>({ phase: 'editing', error: null });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = parseContactEmail(email);
    if (!address) return setState({ phase: 'editing', error: INVALID });
    setState({ phase: 'saving' });
    try {
      await giveContactEmail(token, address);
      setState({ phase: 'saved', email: address });
    } catch (error) {
      setState({ phase: 'editing', error: error instanceof Error ? error.message : INVALID });
    }
  };

  return (
    <Stack spacing={1.5} component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Email me when my letter is ready
      </Typography>
      <div role="status" aria-live="polite">
        {state.phase === 'saved' ? (
          <Alert severity="success">We will email {state.email} when there is a decision.</Alert>
        ) : null}
      </div>
      {state.phase !== 'saved' ? (
        <Stack component="form" noValidate onSubmit={(event) => void submit(event)} spacing={1.5}>
          <TextField
            label="Email address (optional)"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={state.phase === 'editing' && state.error !== null}
            helperText={state.phase === 'editing' ? state.error : null}
            slotProps={{ htmlInput: { maxLength: 254 } }}
          />
          <div>
            <Button type="submit" variant="outlined" loading={state.phase === 'saving'}>
              Email me
            </Button>
          </div>
        </Stack>
      ) : null}
    </Stack>
  );
}
