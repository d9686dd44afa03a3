import { useCallback, useEffect, useState } from 'react';
import { followWhileVisible } from '../../api/poll-while-visible';
import { fetchPatientStatus, type StatusLookup } from '../../api/status-api';

/** As often as the reviewers' overview asks: a decision shows within seconds. */
export const STATUS_POLL_INTERVAL_MS = 5_000;

export type PatientStatusState =
  | { phase: 'loading' }
  | { phase: 'ready'; lookup: StatusLookup; refreshFailed: string | null }
  | { phase: 'failed'; message: string };

/**
 * The status behind a link, asked again while the page is visible, so a decision appears
 * without a reload (and the last name is asked again once its check ran out). A failed
 * refresh keeps what was shown and says so. `reload` asks at once: after the check passed.
 */
export function usePatientStatus(token: string): {
  state: PatientStatusState;
  reload: () => void;
} {
  const [state, setState] = useState<PatientStatusState>({ phase: 'loading' });
  const [asked, setAsked] = useState(0);
  const reload = useCallback(() => setAsked((count) => count + 1), []);

  useEffect(() => {
    let current = true;
    const load = () => {
      fetchPatientStatus(token).then(
        (lookup) => {
          if (current) setState({ phase: 'ready', lookup, refreshFailed: null });
        },
        (error: unknown) => {
          if (!current) return;
          const message = error instanceof Error ? error.message : String(error);
          setState((previous) =>
            previous.phase === 'ready'
              ? { ...previous, refreshFailed: message }
              : { phase: 'failed', message },
          );
        },
      );
    };
    load();
    const stop = followWhileVisible(load, STATUS_POLL_INTERVAL_MS);
    return () => {
      current = false;
      stop();
    };
  }, [token, asked]);

  return { state, reload };
}
