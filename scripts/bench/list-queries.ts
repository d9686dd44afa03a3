/**
 * The overview's list requests the server bench measures, as `GET /api/cases` query strings:
 * the first window, jumps deep into the list and to its middle, a search that finds nothing,
 * and the sorted and filtered views a reviewer opens. Each is a window of the overview's
 * size. Every request but the one with `licensed=all` is the default "Licensed states only"
 * view of the bench reviewer (licensed in every state the cases live in).
 */
export const LIST_WINDOW = 100;
/** Where the deep requests land: near the end of 100 000 cases. */
const DEEP_POSITION = 90_000;
/** The middle of 100 000 cases: as far as a jump can land from either end. */
const MIDDLE_POSITION = 50_000;

export interface ListRequest {
  label: string;
  query: string;
}

export const LIST_REQUESTS: readonly ListRequest[] = [
  { label: 'first window, stored order', query: `limit=${LIST_WINDOW}` },
  { label: 'first window, all states (licensed=all)', query: `licensed=all&limit=${LIST_WINDOW}` },
  {
    label: `jump to ${DEEP_POSITION}, stored order`,
    query: `offset=${DEEP_POSITION}&limit=${LIST_WINDOW}`,
  },
  {
    label: `jump to ${DEEP_POSITION}, by name desc`,
    query: `sort=name&order=desc&offset=${DEEP_POSITION}&limit=${LIST_WINDOW}`,
  },
  {
    label: `jump to ${MIDDLE_POSITION}, stored order`,
    query: `offset=${MIDDLE_POSITION}&limit=${LIST_WINDOW}`,
  },
  {
    label: `jump to ${MIDDLE_POSITION}, by name desc`,
    query: `sort=name&order=desc&offset=${MIDDLE_POSITION}&limit=${LIST_WINDOW}`,
  },
  { label: 'search with no hit', query: `q=quixote&limit=${LIST_WINDOW}` },
  {
    label: 'search "lovelace", Open, by date',
    query: `q=lovelace&status=Open&sort=dateSubmitted&limit=${LIST_WINDOW}`,
  },
  { label: 'first window by name asc', query: `sort=name&order=asc&limit=${LIST_WINDOW}` },
  {
    label: 'first window by date desc',
    query: `sort=dateSubmitted&order=desc&limit=${LIST_WINDOW}`,
  },
  { label: 'first window by status desc', query: `sort=status&order=desc&limit=${LIST_WINDOW}` },
  { label: 'first window by LMN desc', query: `sort=lmn&order=desc&limit=${LIST_WINDOW}` },
  { label: 'Open only, by date asc', query: `status=Open&sort=dateSubmitted&limit=${LIST_WINDOW}` },
];

/**
 * The window that follows the one at DEEP_POSITION, read the way scrolling reads it: after
 * the previous window's last case, by name desc.
 */
export const NEXT_AFTER_DEEP = {
  label: `next window after ${DEEP_POSITION} (after=), by name desc`,
  before: `sort=name&order=desc&offset=${DEEP_POSITION - LIST_WINDOW}&limit=${LIST_WINDOW}`,
  query: (last: { id: number }) =>
    `sort=name&order=desc&offset=${DEEP_POSITION}&after=${last.id}&limit=${LIST_WINDOW}`,
};
