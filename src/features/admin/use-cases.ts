import { useEffect, useState } from 'react';
import type { CaseRecord } from '../../../machines/case';
import { caseRepository } from '../../storage/case-repository';

export type Loadable<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed' };

const LOADING = { status: 'loading' } as const;

/**
 * Reads now and again whenever another tab changes the cases; only the latest read is shown,
 * so a slow early read can never overwrite a newer one. Returns the unsubscribe.
 */
function followRead<T>(read: () => Promise<T>, show: (result: Loadable<T>) => void): () => void {
  let active = true;
  let latest = 0;
  const load = () => {
    const ticket = ++latest;
    const isCurrent = () => active && ticket === latest;
    read().then(
      (data) => {
        if (isCurrent()) show({ status: 'ready', data });
      },
      () => {
        if (isCurrent()) show({ status: 'failed' });
      },
    );
  };
  load();
  const unsubscribe = caseRepository.subscribe(load);
  return () => {
    active = false;
    unsubscribe();
  };
}

/** One case (`data` undefined when no case has the id), kept in step with other tabs. */
export function useCase(id: number): Loadable<CaseRecord | undefined> {
  const [state, setState] = useState<{ id: number; result: Loadable<CaseRecord | undefined> }>({
    id,
    result: LOADING,
  });
  useEffect(
    () =>
      followRead(
        () => caseRepository.get(id),
        (result) => setState({ id, result }),
      ),
    [id],
  );
  return state.id === id ? state.result : LOADING;
}
