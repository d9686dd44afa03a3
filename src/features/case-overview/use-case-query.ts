import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { caseQueryFromParams, caseQueryParams, type CaseQuery } from '../../../machines/case';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/** How long typing pauses before the address shows the search (filters and sorts at once). */
const ADDRESS_PAUSE_MS = 300;

/**
 * Search, filter and sort, kept in the address so a reload, Back or a shared link keeps them.
 * The page owns the values (the search box never waits for the address, so no keystroke is
 * lost at any typing speed); the address follows, replacing its entry rather than adding one
 * per letter. The address is read once, when the page opens.
 */
export type CaseQueryChange = Partial<CaseQuery> | ((current: CaseQuery) => Partial<CaseQuery>);

export function useCaseQuery(): [CaseQuery, (change: CaseQueryChange) => void] {
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState(() => caseQueryFromParams(params));

  // The search reaches the address once typing pauses: writing the address re-renders every
  // part of the page that reads the location, which on every key would slow the letters.
  const settledSearch = useDebouncedValue(query.search, ADDRESS_PAUSE_MS);
  const wanted = caseQueryParams({ ...query, search: settledSearch }).toString();
  const current = params.toString();
  useEffect(() => {
    if (wanted !== current) setParams(new URLSearchParams(wanted), { replace: true });
  }, [wanted, current, setParams]);

  const update = useCallback(
    (change: CaseQueryChange) =>
      setQuery((previous) => ({
        ...previous,
        ...(typeof change === 'function' ? change(previous) : change),
      })),
    [],
  );
  return [query, update];
}
