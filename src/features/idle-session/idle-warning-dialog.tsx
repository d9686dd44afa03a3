import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
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
 * The warning a minute before an idle session ends: an alertdialog, announced with its text
 * once when it opens, its countdown not read out every second. The browser's own modal
 * <dialog> (showModal) makes the page behind inert, so focus stays inside; it starts on
 * "Stay signed in" and goes back where it was on close. Escape does nothing: a choice is
 * asked for. (MUI's Dialog would split its modal code out of the pages' shared chunks and
 * push the admin routes over their size budgets.)
 */
export function IdleWarningDialog(props: IdleWarningDialogProps) {
  const { open, endsAt, busy, problem, onStay, onSignOut } = props;
  const titleId = useId();
  const textId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const stayRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    stayRef.current?.focus();
    return () => {
      dialog.close();
      returnTo?.focus();
    };
  }, [open]);

  return (
    <Box
      component="dialog"
      ref={dialogRef}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => event.preventDefault()}
      sx={{
        border: 0,
        borderRadius: 1,
        boxShadow: 24,
        p: 3,
        width: 'min(444px, calc(100% - 32px))',
        bgcolor: 'background.paper',
        color: 'text.primary',
        '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)' },
      }}
    >
      {open ? (
        <>
          <Typography id={titleId} variant="h6" component="h2">
            {IDLE_WARNING_TITLE}
          </Typography>
          <Typography id={textId} color="text.secondary" sx={{ mt: 2 }}>
            {IDLE_WARNING_TEXT}
          </Typography>
          <Countdown endsAt={endsAt} />
          {problem ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {PROBLEMS[problem]}
            </Alert>
          ) : null}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
            <Button onClick={onSignOut} disabled={busy}>
              Sign out
            </Button>
            <Button ref={stayRef} variant="contained" onClick={onStay} loading={busy}>
              Stay signed in
            </Button>
          </Box>
        </>
      ) : null}
    </Box>
  );
}
