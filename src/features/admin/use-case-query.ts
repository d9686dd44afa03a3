import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_QUERY, isSortKey, isStatusFilter, type CaseQuery } from '../../../machines/case';

/**
 * Search, filter and sort live in the address (`?q=&status=&sort=&order=`), so a reload,
 * the Back button or a shared link keeps them. Unknown values fall back to the defaults.
 */
export function useCaseQuery(): [CaseQuery, (change: Partial<CaseQuery>) => void] {
  const [params, setParams] = useSearchParams();

  const query = useMemo<CaseQuery>(() => {
    const status = params.get('status');
    const sortKey = params.get('sort');
    return {
      search: params.get('q') ?? DEFAULT_QUERY.search,
      status: isStatusFilter(status) ? status : DEFAULT_QUERY.status,
      sort: isSortKey(sortKey)
        ? { key: sortKey, order: params.get('order') === 'desc' ? 'desc' : 'asc' }
        : DEFAULT_QUERY.sort,
    };
  }, [params]);

  const update = useCallback(
    (change: Partial<CaseQuery>) => {
      const next = { ...query, ...change };
      const nextParams = new URLSearchParams();
      if (next.search !== '') nextParams.set('q', next.search);
      if (next.status !== 'All') nextParams.set('status', next.status);
      if (next.sort) {
        nextParams.set('sort', next.sort.key);
        nextParams.set('order', next.sort.order);
      }
      // Typing in the search box should not fill the history with one entry per letter.
      setParams(nextParams, { replace: true });
    },
    [query, setParams],
  );

  return [query, update];
}
