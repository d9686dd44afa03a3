import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDocumentTitle } from '../../src/lib/use-document-title';

describe('useDocumentTitle', () => {
  it('names the page, then the co-brand, and follows a change of page', () => {
    const { rerender } = renderHook(({ page }) => useDocumentTitle(page), {
      initialProps: { page: 'Case Overview' },
    });
    expect(document.title).toBe('Case Overview - Partner × Provider');
    rerender({ page: 'Admin Login' });
    expect(document.title).toBe('Admin Login - Partner × Provider');
  });
});
