import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';

/**
 * "Generate a new webhook secret", asked once more before it is done: the partner's receiver
 * refuses every event signed with the new secret until it has it.
 */
export function PartnerSecretRenewal({
  disabled,
  onRenew,
}: {
  disabled: boolean;
  onRenew: () => void;
}) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button sx={{ mt: 1 }} onClick={() => setAsking(true)} disabled={disabled}>
        Generate a new webhook secret
      </Button>
    );
  }
  return (
    <Alert severity="warning" sx={{ mt: 1 }} role="alert">
      The current secret stops working at once: the partner must use the new one, shown once.
      <Box sx={{ mt: 1 }}>
        <Button variant="contained" onClick={onRenew} disabled={disabled} sx={{ mr: 1 }}>
          Generate the new secret
        </Button>
        <Button onClick={() => setAsking(false)} disabled={disabled}>
          Keep the current secret
        </Button>
      </Box>
    </Alert>
  );
}
