import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useId } from 'react';
import type { CaseStatus } from '../../machines/case';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  confirmColor: 'success' | 'error' | 'primary';
  /** While true the confirm button is busy and nothing can leave the dialog. */
  saving: boolean;
  /** Why the last attempt failed, shown inside the dialog. */
  error: string | null;
  /** The status the case was given elsewhere while the dialog was open; null if none. */
  changedTo: CaseStatus | null;
  onConfirm: () => void;
  onCancel: () => void;
  /** What else the dialog asks: the letter an approval signs, a denial's reason (server mode). */
  children?: ReactNode;
  /** True while the machine would refuse the confirmation (no complete letter, no reason). */
  confirmDisabled?: boolean;
}

/**
 * SPEC §4: focus starts on Cancel, a click outside does not close, Escape cancels.
 * Whether it is open is decided by the review machine, never by local state.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, text, confirmLabel, confirmColor, saving, error, changedTo } = props;
  const { onConfirm, onCancel, children, confirmDisabled = false } = props;
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
      maxWidth={children ? 'sm' : 'xs'}
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
        {children}
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
        {changedTo ? (
          <Alert severity="warning" sx={{ mt: 2 }}>
            This case was changed elsewhere while this dialog was open: its status is now{' '}
            <strong>{changedTo}</strong>. Nothing was saved. Choose {confirmLabel} again to decide
            on the case as it is now, or Cancel.
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
          disabled={confirmDisabled && !saving}
          loading={saving}
          loadingPosition="start"
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
