import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { ShownSecret } from './use-partner-admin';

/** A webhook secret just made: shown this once, to copy and give to the partner. */
export function ShownWebhookSecret({ shown }: { shown: ShownSecret }) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(shown.secret).then(() => setCopied(true));
  };
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      The webhook signing secret of <bdi>{shown.name}</bdi>. It is shown only now and cannot be read
      again: give it to the partner by a channel you trust.
      <TextField
        label="Webhook secret"
        value={shown.secret}
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
        fullWidth
        margin="dense"
      />
      <Button size="small" onClick={copy}>
        {copied ? 'Copied' : 'Copy secret'}
      </Button>
    </Alert>
  );
}
