import {
  ALL_PARTNERS,
  NEW_CASE_STATUS,
  partnerFilterOf,
  selectCases,
  type CaseQuery,
  type CaseRecord,
} from '../../machines/case';

/** Selections remembered per list: the queries of a few moments of searching and sorting. */
const REMEMBERED = 8;

/** Searched and filtered, in stored order: what a later, narrower search can start from. */
interface Filtered {
  search: string;
  status: CaseQuery['status'];
  partner: string;
  cases: readonly CaseRecord[];
}

const PROBE: CaseRecord = {
  id: 1,
  name: '',
  status: NEW_CASE_STATUS,
  dateSubmitted: '2024-01-01',
};

/**
 * True when `search` finds only cases that `earlier` finds too. Asked of the machine's own
 * search rule (does `earlier` find a case named `search`?), so no rule is written twice; it
 * holds for any rule under which a text containing the earlier one finds no more cases.
 */
function narrows(search: string, earlier: string): boolean {
  const probe = { ...PROBE, name: search };
  return selectCases([probe], { search: earlier, status: 'All', sort: null }).length === 1;
}

/** Keeps at most `size` entries, dropping the one used longest ago. */
function remember<T>(map: Map<string, T>, key: string, value: T): T {
  map.delete(key);
  map.set(key, value);
  if (map.size > REMEMBERED) map.delete(map.keys().next().value as string);
  return value;
}

/**
 * `selectCases`, remembering its answers for the last list it was given. The overview reads
 * its 10 000 cases window by window; each window of a query it has already selected costs a
 * lookup instead of a search and a sort of the whole list, and typing more letters searches
 * only what the shorter text had found. Any other list (a change in storage) starts afresh.
 */
export function createCaseSelection() {
  let source: readonly CaseRecord[] | undefined;
  const selected = new Map<string, readonly CaseRecord[]>();
  const filtered = new Map<string, Filtered>();

  function filter(
    cases: readonly CaseRecord[],
    { search, status, partner }: Omit<Filtered, 'cases'>,
  ) {
    const key = JSON.stringify([search, status, partner]);
    const known = filtered.get(key);
    if (known) return remember(filtered, key, known).cases;
    let from = cases;
    for (const earlier of filtered.values()) {
      const wider =
        (earlier.status === 'All' || earlier.status === status) &&
        (earlier.partner === ALL_PARTNERS || earlier.partner === partner);
      if (wider && earlier.cases.length < from.length && narrows(search, earlier.search)) {
        from = earlier.cases;
      }
    }
    const found = selectCases(from, { search, status, sort: null, partner });
    return remember(filtered, key, { search, status, partner, cases: found }).cases;
  }

  return function select(cases: readonly CaseRecord[], query: CaseQuery): readonly CaseRecord[] {
    if (cases !== source) {
      source = cases;
      selected.clear();
      filtered.clear();
    }
    const { search, status, sort } = query;
    const partner = partnerFilterOf(query);
    const key = JSON.stringify([search, status, sort, partner]);
    const known = selected.get(key);
    if (known) return remember(selected, key, known);
    const shown = filter(cases, { search, status, partner });
    const sorted = sort ? selectCases(shown, { search: '', status: 'All', sort }) : shown;
    return remember(selected, key, sorted);
  };
}
