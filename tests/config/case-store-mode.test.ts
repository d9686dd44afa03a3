import { describe, expect, it } from 'vitest';
import { caseStoreMode, readCaseStoreMode } from '../../src/config/case-store-mode';

function documentWith(head: string): Document {
  return new DOMParser().parseFromString(`<html><head>${head}</head></html>`, 'text/html');
}

describe('case-store mode from <meta name="case-store">', () => {
  it('is server only when the server says exactly so', () => {
    expect(readCaseStoreMode(documentWith('<meta name="case-store" content="server">'))).toBe(
      'server',
    );
    expect(readCaseStoreMode(documentWith('<meta name="case-store" content=" server ">'))).toBe(
      'server',
    );
  });

  it('is browser for the tag as built, a missing tag, an odd value, or no document', () => {
    expect(readCaseStoreMode(documentWith('<meta name="case-store" content="browser">'))).toBe(
      'browser',
    );
    expect(readCaseStoreMode(documentWith(''))).toBe('browser');
    expect(readCaseStoreMode(documentWith('<meta name="case-store" content="servers">'))).toBe(
      'browser',
    );
    expect(readCaseStoreMode(documentWith('<meta name="case-store">'))).toBe('browser');
    expect(readCaseStoreMode(undefined)).toBe('browser');
  });

  it('reads the page once: the test page (no tag) is browser mode and stays so', () => {
    expect(caseStoreMode()).toBe('browser');
    document.head.insertAdjacentHTML('beforeend', '<meta name="case-store" content="server">');
    expect(caseStoreMode()).toBe('browser');
    document.head.querySelector('meta[name="case-store"]')?.remove();
  });
});
