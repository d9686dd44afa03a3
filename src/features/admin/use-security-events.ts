import { useEffect, useState } from 'react';
import type { AdminReviewer, SecurityEventEntry } from '../../../machines/account/admin.api';
import { fetchReviewers, fetchSecurityEvents } from '../../api/admin-api';
import { failureMessage, loadFailureOf, type LoadFailure } from '../../api/api-errors';

export type EventsView =
  | { kind: 'loading' }
  | LoadFailure
  | {
      kind: 'ready';
      reviewers: AdminReviewer[];
      events: SecurityEventEntry[];
      /** Where the next, older page starts; null: none left. */
      nextBefore: string | null;
    };

/** The security trail a page at a time, newest first, for the reviewer chosen (null: all). */
export function useSecurityEvents(reviewerId: number | null) {
  const [view, setView] = useState<EventsView>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const filter = reviewerId === null ? {} : { reviewerId };

  useEffect(() => {
    let live = true;
    const chosen = reviewerId === null ? {} : { reviewerId };
    Promise.all([fetchReviewers(), fetchSecurityEvents(chosen)]).then(
      ([reviewers, page]) => live && setView({ kind: 'ready', reviewers, ...page }),
      (failure: unknown) => {
        if (live) setView(loadFailureOf(failure));
      },
    );
    return () => {
      live = false;
    };
  }, [reviewerId]);

  const older = () => {
    if (view.kind !== 'ready' || view.nextBefore === null || busy) return;
    setBusy(true);
    fetchSecurityEvents({ ...filter, before: view.nextBefore }).then(
      (page) => {
        setView({ ...view, events: [...view.events, ...page.events], nextBefore: page.nextBefore });
        setBusy(false);
      },
      (failure: unknown) => {
        setView({ kind: 'failed', message: failureMessage(failure) });
        setBusy(false);
      },
    );
  };

  return { view, busy, older };
}
