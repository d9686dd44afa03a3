import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_QUERY, isSortKey, isStatusFilter, type CaseQuery } from '../../../machines/case';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/** How long typing pauses before the address shows the search (filters and sorts at once). */
const ADDRESS_PAUSE_MS = 300;

/** Reads `?q=&status=&sort=&order=`; unknown values fall back to the defaults. */
export function queryFromParams(params: URLSearchParams): CaseQuery {
  const status = params.get('status');
  const sortKey = params.get('sort');
  return {
    search: params.get('q') ?? DEFAULT_QUERY.search,
    status: isStatusFilter(status) ? status : DEFAULT_QUERY.status,
    sort: isSortKey(sortKey)
      ? { key: sortKey, order: params.get('order') === 'desc' ? 'desc' : 'asc' }
      : DEFAULT_QUERY.sort,
  };
}

export function paramsFromQuery(query: CaseQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search !== '') params.set('q', query.search);
  if (query.status !== 'All') params.set('status', query.status);
  if (query.sort) {
    params.set('sort', query.sort.key);
    params.set('order', query.sort.order);
  }
  return params;
}

/**
 * Search, filter and sort, kept in the address so a reload, Back or a shared link keeps them.
 * The page owns the values (the search box never waits for the address, so no keystroke is
 * lost at any typing speed); the address follows, replacing its entry rather than adding one
 * per letter. The address is read once, when the page opens.
 */
export type CaseQueryChange = Partial<CaseQuery> | ((current: CaseQuery) => Partial<CaseQuery>);

export function useCaseQuery(): [CaseQuery, (change: CaseQueryChange) => void] {
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState(() => queryFromParams(params));

  // The search reaches the address once typing pauses: writing the address re-renders every
  // part of the page that reads the location, which on every key would slow the letters.
  const settledSearch = useDebouncedValue(query.search, ADDRESS_PAUSE_MS);
  const wanted = paramsFromQuery({ ...query, search: settledSearch }).toString();
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
