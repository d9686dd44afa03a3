import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useDeferredValue } from 'react';
import type { CaseQuery, SortKey } from '../../../machines/case';
import { AppHeader } from '../../components/app-header';
import { PageContainer } from '../../components/page-container';
import { PageHeading } from '../../components/page-heading';
import { PageLoading } from '../../components/page-loading';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CaseFilters } from './case-filters';
import { CaseTable } from './case-table';
import { DecisionNotice } from './decision-notice';
import { useCaseQuery } from './use-case-query';
import { useCaseWindow } from './use-case-window';

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
        <DecisionNotice />
        <CaseList />
      </PageContainer>
    </>
  );
}

function CaseList() {
  const [query, setQuery] = useCaseQuery();
  // The fields answer every key at once; the list follows as fast as it can be read.
  const listed = useDeferredValue(query);
  const cases = useCaseWindow(listed);

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
            onSort={(key) => setQuery({ sort: nextSort(query.sort, key) })}
            queryKey={JSON.stringify(listed)}
          />
        </>
      )}
    </>
  );
}
