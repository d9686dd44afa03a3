import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { partnerFilterOf, type CaseQuery, type SortKey } from '../../../machines/case';
import {
  offeredPartnerFilter,
  showsPartners,
  type PartnerChoice,
} from '../../../machines/case/case.partner-filter';
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
import { usePartnerChoices } from './use-partner-choices';

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

/** What the page says when the address asked for a partner the filter does not offer. */
const PARTNER_REFUSED =
  'The address asked for a partner this overview does not list: showing every partner’s cases.';

/**
 * The partner filter as the page applies it: the address's until the partners are known,
 * then only one the filter offers. One it does not is taken out of the address, and said so.
 */
function useOfferedPartner(
  query: CaseQuery,
  setQuery: (change: Partial<CaseQuery>) => void,
): { partner: string; choices: PartnerChoice[] | null; refused: boolean } {
  const partners = usePartnerChoices();
  const [refused, setRefused] = useState(false);
  const asked = partnerFilterOf(query);
  const offered =
    partners.status === 'loading'
      ? { filter: asked, refused: false }
      : offeredPartnerFilter(asked, partners.choices);
  // Adjusted while rendering, as React advises for state that follows other state: the next
  // render asks for every partner, which is never refused.
  if (offered.refused) {
    setRefused(true);
    setQuery({ partner: offered.filter });
  }
  const choices =
    partners.status === 'ready' && showsPartners(partners.choices) ? partners.choices : null;
  return { partner: offered.filter, choices, refused };
}

function CaseList() {
  const [query, setQuery] = useCaseQuery();
  const search = useDebouncedValue(query.search, SEARCH_PAUSE_MS);
  const { status, sort, licensedOnly } = query;
  const { partner, choices, refused } = useOfferedPartner(query, setQuery);
  // The fields answer every key at once; the list follows, rendered at a lower priority.
  const listed = useDeferredValue(
    useMemo(
      () => ({ search, status, sort, licensedOnly, partner }),
      [search, status, sort, licensedOnly, partner],
    ),
  );
  const cases = useCaseWindow(listed);
  const onSort = useCallback(
    (key: SortKey) => setQuery((current) => ({ sort: nextSort(current.sort, key) })),
    [setQuery],
  );

  return (
    <>
      {refused ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {PARTNER_REFUSED}
        </Alert>
      ) : null}
      <CaseFilters query={query} partners={choices} onChange={setQuery} />
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
            partners={choices}
            queryKey={JSON.stringify(listed)}
          />
        </>
      )}
    </>
  );
}
