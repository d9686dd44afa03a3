import { useEffect } from 'react';
import { brandName } from '../config/brand';

/** "<page> - Partner × Provider": each route names itself in the tab and for screen readers. */
export function documentTitle(page: string): string {
  return `${page} - ${brandName}`;
}

/** Sets the browser title while the calling page is shown. */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}
