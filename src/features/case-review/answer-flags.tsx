import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useId } from 'react';
import type { ReviewFlag } from '../../../machines/case/review-flags';

export const ANSWER_FLAGS_TITLE = 'Answers to check before deciding';

/**
 * The answers that disagree (the machines' `reviewFlags`), on the review page and again in the
 * Approve dialog: a note to read, not an alarm (no `role="alert"`: it is there when the page
 * opens, and says nothing that just happened), and never a reason a button is disabled.
 */
export function AnswerFlags(props: { flags: readonly ReviewFlag[]; heading?: 'h2' | 'h3' }) {
  const { flags, heading = 'h2' } = props;
  const titleId = useId();
  if (flags.length === 0) return null;
  return (
    <Alert
      severity="warning"
      role="note"
      aria-labelledby={titleId}
      component="section"
      sx={{ mb: 2, mt: 2 }}
    >
      <AlertTitle id={titleId} component={heading} sx={{ fontSize: '1rem' }}>
        {ANSWER_FLAGS_TITLE}
      </AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {flags.map((flag) => (
          <li key={flag.kind}>{flag.text}</li>
        ))}
      </Box>
    </Alert>
  );
}
