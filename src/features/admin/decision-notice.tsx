import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ReviewDecision } from '../../../machines/case';

/** What a confirmed decision leaves in history.state: the case number, never a name. */
interface DecisionState {
  decided: { caseId: number; status: ReviewDecision };
}

const OUTCOME: Record<ReviewDecision, string> = { Completed: 'approved', Denied: 'denied' };

export function decisionState(caseId: number, status: ReviewDecision): DecisionState {
  return { decided: { caseId, status } };
}

/** history.state is untrusted (another build, another tab's code): read only what is valid. */
function decisionMessage(state: unknown): string | null {
  const decided = typeof state === 'object' && state ? Reflect.get(state, 'decided') : null;
  if (typeof decided !== 'object' || decided === null) return null;
  const caseId: unknown = Reflect.get(decided, 'caseId');
  const status: unknown = Reflect.get(decided, 'status');
  if (typeof caseId !== 'number' || !Number.isSafeInteger(caseId)) return null;
  if (status !== 'Completed' && status !== 'Denied') return null;
  return `Case ${caseId} ${OUTCOME[status]}`;
}

/**
 * "Case 4 approved" after a confirmed decision: shown, and announced politely. The live
 * region is on the page before its text, so screen readers hear the change; the text comes
 * once, and leaves history.state so a reload or Back does not announce it again.
 */
export function DecisionNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const [arrived] = useState(() => decisionMessage(location.state));
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (arrived === null) return;
    navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, state: null },
    );
    // The text comes just after the (still empty) region is on the page: a live region
    // that appears with its text already in it is often not read out.
    const timer = window.setTimeout(() => setMessage(arrived), 100);
    return () => window.clearTimeout(timer);
    // Only on arrival: the message belongs to the navigation that brought the reviewer here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Box role="status" aria-live="polite">
      {message ? (
        <Alert role="none" severity="success" onClose={() => setMessage(null)} sx={{ mb: 2 }}>
          {message}
        </Alert>
      ) : null}
    </Box>
  );
}
