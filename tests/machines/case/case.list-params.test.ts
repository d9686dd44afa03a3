import { describe, expect, it } from 'vitest';
import {
  caseQueryFromParams,
  casePageParams,
  caseQueryParams,
  parseCasePageParams,
} from '../../../machines/case/case.list-params';

// The list query in an address: the overview's own (`?q=&status=&sort=&order=`) and
// `GET /api/cases` (the same names plus `offset` and `limit`, at most 200 cases a page).

const params = (text: string) => new URLSearchParams(text);

describe('the overview address', () => {
  it('leaves the defaults out, so the plain overview has a plain address', () => {
    expect(caseQueryParams({ search: '', status: 'All', sort: null }).toString()).toBe('');
    expect(caseQueryParams({ search: '   ', status: 'All', sort: null }).toString()).toBe('');
  });

  it('writes the search, the status and the sort, and reads them back', () => {
    const query = {
      search: 'emily davis',
      status: 'Denied' as const,
      sort: { key: 'dateSubmitted' as const, order: 'desc' as const },
      licensedOnly: true,
    };
    const written = caseQueryParams(query);
    expect(written.get('q')).toBe('emily davis');
    expect(written.get('status')).toBe('Denied');
    expect(written.get('sort')).toBe('dateSubmitted');
    expect(written.get('order')).toBe('desc');
    expect(caseQueryFromParams(written)).toEqual(query);
  });

  it('reads an odd address as the defaults, never failing', () => {
    expect(
      caseQueryFromParams(params('status=Lost&sort=age&order=up&q=' + 'a'.repeat(1001))),
    ).toEqual({
      search: '',
      status: 'All',
      sort: null,
      licensedOnly: true,
    });
    expect(caseQueryFromParams(params('sort=name&licensed=some'))).toEqual({
      search: '',
      status: 'All',
      sort: { key: 'name', order: 'asc' },
      licensedOnly: true,
    });
  });

  it('keeps the licence filter out of the address while on, and writes licensed=all when off', () => {
    const base = { search: '', status: 'All' as const, sort: null };
    expect(caseQueryParams({ ...base, licensedOnly: true }).toString()).toBe('');
    expect(caseQueryParams({ ...base, licensedOnly: false }).toString()).toBe('licensed=all');
    expect(caseQueryFromParams(params('licensed=all')).licensedOnly).toBe(false);
    expect(caseQueryFromParams(params('licensed=only')).licensedOnly).toBe(true);
    expect(caseQueryFromParams(params('')).licensedOnly).toBe(true);
  });

  it('takes the first of a repeated name', () => {
    expect(caseQueryFromParams(params('status=Open&status=Denied')).status).toBe('Open');
  });
});

describe('a list request', () => {
  it('carries the window after the query', () => {
    const written = casePageParams({
      search: 'x',
      status: 'Open',
      sort: null,
      offset: 400,
      limit: 200,
    });
    expect(written.toString()).toBe('q=x&status=Open&offset=400&limit=200');
  });

  it('reads the defaults: from the start, 50 cases, stored order', () => {
    expect(parseCasePageParams(params(''))).toEqual({
      query: { search: '', status: 'All', sort: null, licensedOnly: true, offset: 0, limit: 50 },
    });
    expect(parseCasePageParams({ sort: 'lmn' })).toEqual({
      query: {
        search: '',
        status: 'All',
        sort: { key: 'lmn', order: 'asc' },
        licensedOnly: true,
        offset: 0,
        limit: 50,
      },
    });
  });

  it('reads a full request as numbers', () => {
    expect(
      parseCasePageParams(
        params('q=ann&status=Completed&sort=name&order=desc&licensed=all&offset=7&limit=200'),
      ),
    ).toEqual({
      query: {
        search: 'ann',
        status: 'Completed',
        sort: { key: 'name', order: 'desc' },
        licensedOnly: false,
        offset: 7,
        limit: 200,
      },
    });
    expect(parseCasePageParams(params('limit=1&offset=100000000'))).toEqual({
      query: {
        search: '',
        status: 'All',
        sort: null,
        licensedOnly: true,
        offset: 100_000_000,
        limit: 1,
      },
    });
  });

  it('refuses what it does not know, naming each parameter', () => {
    const refused = (text: string) => {
      const result = parseCasePageParams(params(text));
      return 'invalid' in result ? result.invalid : [];
    };
    expect(refused('limit=201')).toEqual(['limit']);
    expect(refused('limit=0')).toEqual(['limit']);
    expect(refused('offset=-1')).toEqual(['offset']);
    expect(refused('offset=1.5')).toEqual(['offset']);
    expect(refused('offset=100000001')).toEqual(['offset']);
    expect(refused('status=Lost&sort=age')).toEqual(['status', 'sort']);
    expect(refused('order=up')).toEqual(['order']);
    expect(refused('licensed=yes')).toEqual(['licensed']);
    expect(refused('licensed=')).toEqual(['licensed']);
    expect(refused('q=' + 'a'.repeat(1001))).toEqual(['q']);
    expect(refused('q=' + 'a'.repeat(1000))).toEqual([]);
  });
});

describe('a list request after a case (keyset)', () => {
  const query = (sort: 'name' | 'status' | 'lmn' | null) => ({
    search: '',
    status: 'All' as const,
    sort: sort ? { key: sort, order: 'desc' as const } : null,
    licensedOnly: true,
    offset: 100,
    limit: 100,
  });

  it('names the case by id, with its status in the status and letter orders only', () => {
    const after = { id: 42, status: 'Denied' as const };
    expect(casePageParams({ ...query(null), after }).get('after')).toBe('42');
    expect(casePageParams({ ...query('name'), after }).get('after')).toBe('42');
    expect(casePageParams({ ...query('status'), after }).get('after')).toBe('42:Denied');
    expect(casePageParams({ ...query('lmn'), after }).get('after')).toBe('42:Denied');
    // The offset still travels: storage that cannot seek reads by it.
    expect(casePageParams({ ...query('lmn'), after }).get('offset')).toBe('100');
  });

  it('reads back what it writes', () => {
    expect(
      parseCasePageParams(casePageParams({ ...query('status'), after: { id: 7, status: 'Open' } })),
    ).toEqual({
      query: { ...query('status'), after: { id: 7, status: 'Open' } },
    });
    expect(
      parseCasePageParams(casePageParams({ ...query('name'), after: { id: 7, status: 'Open' } })),
    ).toEqual({
      query: { ...query('name'), after: { id: 7 } },
    });
  });

  it('refuses a cursor that is not a case id of the order’s form', () => {
    const refused = (text: string) => {
      const result = parseCasePageParams(params(text));
      return 'invalid' in result ? result.invalid : [];
    };
    for (const text of [
      'after=',
      'after=0',
      'after=x',
      'after=2147483648',
      'after=3:Open',
      'sort=status&after=3',
      'sort=lmn&after=3:Closed',
    ]) {
      expect(refused(text), text).toEqual(['after']);
    }
    expect(refused('after=2147483647')).toEqual([]);
    expect(refused('sort=lmn&after=3:Completed')).toEqual([]);
  });
});

describe('the partner filter in an address (issue 35)', () => {
  const overview = { search: '', status: 'All' as const, sort: null, licensedOnly: true };

  it('writes partner=<slug>, or partner=_default for the cases from /, and reads it back', () => {
    for (const partner of ['acme', '_default']) {
      const written = caseQueryParams({ ...overview, partner });
      expect(written.toString()).toBe(`partner=${partner}`);
      expect(caseQueryFromParams(written)).toEqual({ ...overview, partner });
    }
  });

  it('leaves every partner out of the address, and reads no partner as every partner', () => {
    expect(caseQueryParams({ ...overview, partner: 'All' }).toString()).toBe('');
    expect(caseQueryFromParams(params(''))).toEqual(overview);
  });

  it('reads a value no slug can be as every partner, never failing', () => {
    for (const odd of ['Acme', 'acme_bikes', '-acme', '<script>', 'a'.repeat(41)]) {
      expect(caseQueryFromParams(params(`partner=${encodeURIComponent(odd)}`))).toEqual(overview);
    }
  });

  it('a list request carries it, and refuses a value no slug can be', () => {
    const request = casePageParams({ ...overview, partner: 'acme', offset: 0, limit: 10 });
    expect(request.get('partner')).toBe('acme');
    expect(parseCasePageParams(request)).toEqual({
      query: { ...overview, partner: 'acme', offset: 0, limit: 10 },
    });
    expect(parseCasePageParams(params('partner=Acme!'))).toEqual({ invalid: ['partner'] });
  });
});
