import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDocumentTitle } from '../../src/lib/use-document-title';

describe('useDocumentTitle', () => {
  it('names the page, then the co-brand, and follows a change of page', async () => {
    const { rerender } = renderHook(({ page }) => useDocumentTitle(page), {
      initialProps: { page: 'Case Overview' },
    });
    // Once the page is painted.
    await waitFor(() => expect(document.title).toBe('Case Overview - Partner × Provider'));
    rerender({ page: 'Admin Login' });
    await waitFor(() => expect(document.title).toBe('Admin Login - Partner × Provider'));
  });

  it('leaves the title alone when the page is gone before it is painted', async () => {
    document.title = 'Before';
    const { unmount } = renderHook(() => useDocumentTitle('Case Overview'));
    unmount();
    await new Promise((done) => setTimeout(done, 150));
    expect(document.title).toBe('Before');
  });
});
