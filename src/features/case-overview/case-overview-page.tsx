import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useCallback, useDeferredValue, useMemo } from 'react';
import type { CaseQuery, SortKey } from '../../../machines/case';
import { AppHeader } from '../../components/app-header';
import { PageContainer } from '../../components/page-container';
import { PageHeading } from '../../components/page-heading';
import { PageLoading } from '../../components/page-loading';
import { StorageStatusAlert } from '../../components/storage-status-alert';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CaseFilters } from './case-filters';
import { CaseTable } from './case-table';
import { DecisionNotice } from './decision-notice';
import { useCaseQuery } from './use-case-query';
import { useCaseWindow } from './use-case-window';

/**
 * The list is read again once typing pauses this long: the box shows every key at once, and
 * 10 000 cases (or a server) are searched once per pause instead of once per letter.
 */
const SEARCH_PAUSE_MS = 200;

/** Clicking a column sorts it ascending; clicking it again reverses the order. */
function nextSort(current: CaseQuery['sort'], key: SortKey): CaseQuery['sort'] {
  if (current?.key === key) return { key, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { key, order: 'asc' };
}

export function CaseOverviewPage() {
  useDocumentTitle('Case Overview');
  return (
    <>
      <AppHeader />
      <PageContainer maxWidth="lg">
        <PageHeading>Case Overview</PageHeading>
        <StorageStatusAlert />
        <DecisionNotice />
        <CaseList />
      </PageContainer>
    </>
  );
}

function CaseList() {
  const [query, setQuery] = useCaseQuery();
  const search = useDebouncedValue(query.search, SEARCH_PAUSE_MS);
  const { status, sort, licensedOnly } = query;
  // The fields answer every key at once; the list follows, rendered at a lower priority.
  const listed = useDeferredValue(
    useMemo(() => ({ search, status, sort, licensedOnly }), [search, status, sort, licensedOnly]),
  );
  const cases = useCaseWindow(listed);
  const onSort = useCallback(
    (key: SortKey) => setQuery((current) => ({ sort: nextSort(current.sort, key) })),
    [setQuery],
  );

  return (
    <>
      <CaseFilters query={query} onChange={setQuery} />
      {cases.status === 'loading' ? (
        <PageLoading label="Loading cases" />
      ) : cases.status === 'failed' ? (
        <Alert severity="error">The cases could not be loaded. Please reload the page.</Alert>
      ) : (
        <>
          {/* A live region, so a screen reader hears how many cases a search left. */}
          <Typography role="status" color="text.secondary" sx={{ mb: 1 }}>
            Showing {cases.total} cases
          </Typography>
          <CaseTable
            cases={cases}
            sort={query.sort}
            onSort={onSort}
            queryKey={JSON.stringify(listed)}
          />
        </>
      )}
    </>
  );
}
