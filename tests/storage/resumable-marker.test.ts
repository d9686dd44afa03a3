import { afterEach, describe, expect, it, vi } from 'vitest';

const forgetCookie = () => {
  document.cookie = 'lmn-resumable=; Path=/; Max-Age=0';
};
afterEach(forgetCookie);

/** The store as a freshly loaded page has it. */
async function freshStore() {
  vi.resetModules();
  return (await import('../../src/storage/survey-snapshot-store')).surveySnapshotStore;
}

describe('the browser marked as one that has run the survey', () => {
  it('is marked when the survey is kept for resume, and the cookie holds no answer', async () => {
    forgetCookie();
    const store = await freshStore();
    expect(document.cookie).not.toContain('lmn-resumable=1');
    store.saveProgress('run-1', { status: 'active' }, { name: 'Ada Lovelace' });
    expect(document.cookie).toContain('lmn-resumable=1');
    expect(document.cookie).not.toContain('Ada');
  });

  it('is marked when a submitted survey keeps its reference', async () => {
    forgetCookie();
    const store = await freshStore();
    store.saveSubmitted('run-1', 42);
    expect(document.cookie).toContain('lmn-resumable=1');
  });

  it('is written once a page, not on every save', async () => {
    forgetCookie();
    const store = await freshStore();
    const writes = vi.spyOn(document, 'cookie', 'set');
    store.saveProgress('run-1', { status: 'active' }, null);
    store.saveProgress('run-1', { status: 'active' }, { name: 'Ada' });
    store.saveSubmitted('run-1', 42);
    expect(writes).toHaveBeenCalledTimes(1);
  });
});
