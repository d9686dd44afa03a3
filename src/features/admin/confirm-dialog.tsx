import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  confirmColor: 'success' | 'error';
  /** While true the confirm button is busy and nothing can leave the dialog. */
  saving: boolean;
  /** Why the last attempt failed, shown inside the dialog. */
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * SPEC §4: focus starts on Cancel, a click outside does not close, Escape cancels.
 * Whether it is open is decided by the review machine, never by local state.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, text, confirmLabel, confirmColor, saving, error, onConfirm, onCancel } =
    props;
  const titleId = useId();
  const textId = useId();

  return (
    <Dialog
      open={open}
      onClose={(_, reason) => {
        if (reason !== 'backdropClick') onCancel();
      }}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button autoFocus onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color={confirmColor}
          onClick={onConfirm}
          loading={saving}
          loadingPosition="start"
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
