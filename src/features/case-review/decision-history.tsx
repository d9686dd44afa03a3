import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { CaseStatus, DecisionRecord } from '../../../machines/case';
import { formatLocalTime } from '../../lib/format-local-time';

const VERB: Record<CaseStatus, string> = {
  Completed: 'Approved',
  Denied: 'Denied',
  Open: 'Reopened',
};

/**
 * Server mode's audit trail: who decided what and when, oldest first. The username is
 * user text, isolated with <bdi> so a right-to-left name cannot reorder the sentence.
 */
export function DecisionHistory({ history }: { history: DecisionRecord[] }) {
  const titleId = useId();
  return (
    <Card component="section" variant="outlined" aria-labelledby={titleId} sx={{ mt: 2 }}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" gutterBottom>
          Decision history
        </Typography>
        {history.length === 0 ? (
          <Typography>No decisions yet.</Typography>
        ) : (
          <Typography component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
            {history.map((entry, index) => (
              <li key={`${entry.decidedAt}-${index}`}>
                {VERB[entry.toStatus]} by <bdi>{entry.reviewer}</bdi> on{' '}
                <time dateTime={entry.decidedAt}>{formatLocalTime(entry.decidedAt)}</time> — from{' '}
                {entry.fromStatus} to {entry.toStatus}
              </li>
            ))}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
