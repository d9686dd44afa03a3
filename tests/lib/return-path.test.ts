import { describe, expect, it } from 'vitest';
import { loginPathFor, safeReturnPath } from '../../src/lib/return-path';

describe('return after signing in', () => {
  it('follows a path of the admin pages, with its query', () => {
    expect(safeReturnPath('/review/12')).toBe('/review/12');
    expect(safeReturnPath('/case-overview?q=ann&status=Open')).toBe(
      '/case-overview?q=ann&status=Open',
    );
  });

  it('goes to the overview for anything else: other sites, other routes, nothing', () => {
    for (const next of [
      null,
      '',
      '//evil.example/case-overview',
      'https://evil.example/review/1',
      '/\\evil.example',
      '/review/abc',
      '/review/1x',
      '/case-overviewer',
      '/login',
      '/',
    ]) {
      expect(safeReturnPath(next), String(next)).toBe('/case-overview');
    }
  });

  it('builds the /login address that comes back here', () => {
    expect(loginPathFor({ pathname: '/review/3', search: '' })).toBe('/login?next=%2Freview%2F3');
    expect(loginPathFor({ pathname: '/case-overview', search: '?q=a b' }, 'expired')).toBe(
      '/login?next=%2Fcase-overview%3Fq%3Da+b&reason=expired',
    );
    expect(loginPathFor({ pathname: '/review/3', search: '' }, 'idle', 15)).toBe(
      '/login?next=%2Freview%2F3&reason=idle&minutes=15',
    );
  });
});
