import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { CaseDecision } from '../../../machines/case';
import { decisionOf } from '../../lib/decision-state';
import { NextOpenCase } from './next-open-case';

const OUTCOME: Record<CaseDecision, string> = { approve: 'approved', deny: 'denied' };

/**
 * "Case 4 approved" after a confirmed decision: shown, and announced politely. The live
 * region is on the page before its text, so screen readers hear the change; the text comes
 * once, and leaves history.state so a reload or Back does not announce it again. With it, the
 * reviewer's queue: "Next open case".
 */
export function DecisionNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const [decided] = useState(() => decisionOf(location.state));
  const arrived = decided && `Case ${decided.caseId} ${OUTCOME[decided.decision]}`;
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
    <>
      <Box role="status" aria-live="polite">
        {message ? (
          <Alert role="none" severity="success" onClose={() => setMessage(null)} sx={{ mb: 2 }}>
            {message}
          </Alert>
        ) : null}
      </Box>
      {decided ? <NextOpenCase after={decided.caseId} /> : null}
    </>
  );
}
