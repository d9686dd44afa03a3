import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { ResetLink } from '../../../machines/account/admin.api';

/** A reset link just issued: shown this once, to copy and hand to the reviewer. */
export function ShownResetLink({ link }: { link: ResetLink & { username: string } }) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(link.link).then(() => setCopied(true));
  };
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      The reset link for <bdi>{link.username}</bdi>, valid once until{' '}
      {new Date(link.expiresAt).toLocaleString('en-US', {
        dateStyle: 'medium',
        timeStyle: 'short',
      })}
      . It is shown only now: give it to them in person or by a channel you trust.
      <TextField
        label="Reset link"
        value={link.link}
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
        fullWidth
        margin="dense"
      />
      <Button size="small" onClick={copy}>
        {copied ? 'Copied' : 'Copy link'}
      </Button>
    </Alert>
  );
}
