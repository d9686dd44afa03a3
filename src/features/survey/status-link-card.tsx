import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { statusPath } from '../../../machines/status';
import { fetchEmailUpdatesOffered } from '../../api/status-link-api';
import { StatusEmailForm } from './status-email-form';

/**
 * Server mode's thank-you addition: the private link to follow the request, a Copy button
 * whose outcome is read out, and (when the clinic sends mail) an offer to be emailed.
 */
export function StatusLinkCard({ token }: { token: string }) {
  const headingId = useId();
  const [copied, setCopied] = useState<string>('');
  const [emailOffered, setEmailOffered] = useState(false);
  const url = new URL(statusPath(token), window.location.origin).href;

  useEffect(() => {
    let current = true;
    fetchEmailUpdatesOffered().then(
      (offered) => current && setEmailOffered(offered),
      () => undefined, // No offer when the server cannot say; the link still works.
    );
    return () => {
      current = false;
    };
  }, []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('Link copied.');
    } catch {
      setCopied('The link could not be copied: select it and copy it yourself.');
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 3, width: '100%', textAlign: 'left' }}>
      <Stack spacing={2} component="section" aria-labelledby={headingId}>
        <Typography id={headingId} variant="h6" component="h2">
          Keep this link to check your request
        </Typography>
        <Link href={statusPath(token)} sx={{ wordBreak: 'break-all' }}>
          {url}
        </Link>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button variant="outlined" onClick={() => void copy()}>
            Copy link
          </Button>
          <Typography role="status" aria-live="polite" variant="body2">
            {copied}
          </Typography>
        </Stack>
        {emailOffered ? <StatusEmailForm token={token} /> : null}
      </Stack>
    </Paper>
  );
}
