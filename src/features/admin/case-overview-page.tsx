import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { CaseRecord } from '../../../machines/case';
import { AppHeader } from '../../components/app-header';
import { PageContainer } from '../../components/page-container';
import { PageLoading } from '../../components/page-loading';
import { StorageStatusAlert } from '../../components/storage-status-alert';
import { CaseFilters } from './case-filters';
import { selectCases, type CaseQuery, type SortKey } from '../../../machines/case';
import { CaseTable } from './case-table';
import { useCaseQuery } from './use-case-query';
import { useCases } from './use-cases';

/** Clicking a column sorts it ascending; clicking it again reverses the order. */
function nextSort(current: CaseQuery['sort'], key: SortKey): CaseQuery['sort'] {
  if (current?.key === key) return { key, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { key, order: 'asc' };
}

export function CaseOverviewPage() {
  const cases = useCases();
  const [query, setQuery] = useCaseQuery();

  return (
    <>
      <AppHeader />
      <PageContainer maxWidth="lg">
        <Typography variant="h4" component="h1" gutterBottom>
          Case Overview
        </Typography>
        <StorageStatusAlert />
        {cases.status === 'loading' ? (
          <PageLoading label="Loading cases" />
        ) : cases.status === 'failed' ? (
          <Alert severity="error">The cases could not be loaded. Please reload the page.</Alert>
        ) : (
          <CaseList all={cases.data} query={query} onQueryChange={setQuery} />
        )}
      </PageContainer>
    </>
  );
}

interface CaseListProps {
  all: CaseRecord[];
  query: CaseQuery;
  onQueryChange: (change: Partial<CaseQuery>) => void;
}

function CaseList({ all, query, onQueryChange }: CaseListProps) {
  const shown = selectCases(all, query);
  return (
    <>
      <CaseFilters query={query} onChange={onQueryChange} />
      {/* A live region, so a screen reader hears how many cases a search left. */}
      <Typography role="status" color="text.secondary" sx={{ mb: 1 }}>
        Showing {shown.length} cases
      </Typography>
      <CaseTable
        cases={shown}
        sort={query.sort}
        onSort={(key) => onQueryChange({ sort: nextSort(query.sort, key) })}
      />
    </>
  );
}
