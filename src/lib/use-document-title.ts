import { useEffect } from 'react';
import { afterNextPaint } from './after-next-paint';
import { brandName } from '../config/brand';

/** "<page> - Partner × Provider": each route names itself in the tab and for screen readers. */
function documentTitle(page: string): string {
  return `${page} - ${brandName}`;
}

/**
 * Sets the browser title while the calling page is shown, once the page is painted: the
 * title is not part of what the person sees change, and setting it costs a slow phone a few
 * milliseconds of the step change.
 */
export function useDocumentTitle(page: string): void {
  useEffect(
    () =>
      afterNextPaint(() => {
        document.title = documentTitle(page);
      }),
    [page],
  );
}
