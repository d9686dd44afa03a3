import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { countdownText, secondsLeft } from '../../../machines/session';

export const IDLE_WARNING_TITLE = 'Your session is about to end';
export const IDLE_WARNING_TEXT =
  'For the privacy of patients, you will be signed out soon because of inactivity.';
const PROBLEMS = {
  renew: 'The server could not be reached to keep you signed in. Please try again.',
  signOut: 'The server could not be reached to sign you out. Please try again.',
} as const;

export interface IdleWarningDialogProps {
  open: boolean;
  /** When the session ends, on this page's clock. */
  endsAt: number;
  busy: boolean;
  problem: keyof typeof PROBLEMS | null;
  onStay: () => void;
  onSignOut: () => void;
}

/**
 * "Time left: 0:59", once a second. A `timer`, which screen readers do not read out on every
 * change. Mounted only while the dialog shows, so it counts from its own first render.
 */
function Countdown({ endsAt }: { endsAt: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Typography sx={{ mt: 2 }}>
      Time left: <strong role="timer">{countdownText(secondsLeft(endsAt, now))}</strong>
    </Typography>
  );
}

/**
 * The warning a minute before an idle session ends. An alertdialog (announced with its
 * text once, when it opens), its countdown not read out every second. Focus starts on "Stay signed in"; MUI traps it inside and gives it back
 * to where it was on close. Escape and the backdrop do nothing: a choice is asked for.
 */
export function IdleWarningDialog(props: IdleWarningDialogProps) {
  const { open, endsAt, busy, problem, onStay, onSignOut } = props;
  const titleId = useId();
  const textId = useId();

  return (
    <Dialog open={open} role="alertdialog" aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{IDLE_WARNING_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{IDLE_WARNING_TEXT}</DialogContentText>
        <Countdown endsAt={endsAt} />
        {problem ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {PROBLEMS[problem]}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onSignOut} disabled={busy}>
          Sign out
        </Button>
        <Button variant="contained" autoFocus onClick={onStay} loading={busy}>
          Stay signed in
        </Button>
      </DialogActions>
    </Dialog>
  );
}
