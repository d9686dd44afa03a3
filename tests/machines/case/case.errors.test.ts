import { describe, expect, it } from 'vitest';
import { CaseConflictError, CaseNotFoundError } from '../../../machines/case';

describe('why a case could not be written', () => {
  it('a conflict names the case and the status it has now, and carries the case', () => {
    const current = {
      id: 4,
      name: 'Ada Lovelace',
      status: 'Denied' as const,
      dateSubmitted: '2026-11-21',
    };
    const error = new CaseConflictError(current);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('CaseConflictError');
    expect(error.message).toMatch(/^Case 4 .*changed elsewhere.*\bDenied\b/);
    expect(error.current).toBe(current);
  });

  it('a missing case names its id', () => {
    const error = new CaseNotFoundError(12);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('CaseNotFoundError');
    expect(error.message).toMatch(/^Case 12 was not found/);
    expect(error.id).toBe(12);
  });
});
