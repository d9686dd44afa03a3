/**
 * Where cases live: in this browser (the spec's default, any static host) or on the server
 * that served the page. The server rewrites `<meta name="case-store" content="browser">` in
 * index.html to `content="server"`, so one build serves both modes without an extra request.
 */
export type CaseStoreMode = 'browser' | 'server';

/** Anything but exactly "server" (a missing tag, a typo, a prerender in Node) is browser mode. */
export function readCaseStoreMode(doc: Pick<Document, 'querySelector'> | undefined): CaseStoreMode {
  const content = doc?.querySelector('meta[name="case-store"]')?.getAttribute('content');
  return content?.trim() === 'server' ? 'server' : 'browser';
}

let mode: CaseStoreMode | undefined;

/** Read once: the tag does not change while the page lives. */
export function caseStoreMode(): CaseStoreMode {
  mode ??= readCaseStoreMode(typeof document === 'undefined' ? undefined : document);
  return mode;
}

export const isServerMode = (): boolean => caseStoreMode() === 'server';
