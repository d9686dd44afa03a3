import { startTransition, useEffect, useState } from 'react';
import type { CaseRecord } from '../../../machines/case';
import { ServerRequestError } from '../../api/api-errors';
import { caseRepository } from '../../storage/case-repository';

/** `refused`: the server will not show it to this reviewer (403), for the reason it gives. */
export type Loadable<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'failed' }
  | { status: 'refused'; reason: string };

const LOADING = { status: 'loading' } as const;

/**
 * Reads now and again whenever another tab changes the cases; only the latest read is shown,
 * so a slow early read can never overwrite a newer one. Returns the unsubscribe. The reads
 * after the first are `background`: the page refreshing itself, not the reviewer.
 */
function followRead<T>(
  read: (background: boolean) => Promise<T>,
  show: (result: Loadable<T>) => void,
): () => void {
  let active = true;
  let latest = 0;
  let background = false;
  const load = () => {
    const ticket = ++latest;
    const isCurrent = () => active && ticket === latest;
    read(background).then(
      (data) => {
        if (isCurrent()) show({ status: 'ready', data });
      },
      (error: unknown) => {
        if (!isCurrent()) return;
        const refused = error instanceof ServerRequestError && error.status === 403;
        show(refused ? { status: 'refused', reason: error.message } : { status: 'failed' });
      },
    );
  };
  load();
  background = true;
  const unsubscribe = caseRepository.subscribe(load);
  return () => {
    active = false;
    unsubscribe();
  };
}

/**
 * One case (`data` undefined when no case has the id), kept in step with other tabs; read
 * again at once whenever `reads` changes (after a change this page made itself).
 */
export function useCase(id: number, reads = 0): Loadable<CaseRecord | undefined> {
  const [state, setState] = useState<{ id: number; result: Loadable<CaseRecord | undefined> }>({
    id,
    result: LOADING,
  });
  useEffect(
    () =>
      followRead(
        (background) => caseRepository.get(id, { background }),
        // In a transition, as the page itself rendered: React builds the case's cards in
        // slices rather than in one task (docs/decisions/2026-11-27-reviewer-pages-answer-at-once.md).
        (result) => startTransition(() => setState({ id, result })),
      ),
    [id, reads],
  );
  return state.id === id ? state.result : LOADING;
}
