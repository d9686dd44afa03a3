import { afterEach, describe, expect, it } from 'vitest';
import { surveySnapshotStore } from '../../src/storage/survey-snapshot-store';

const forgetCookie = () => {
  document.cookie = 'lmn-resumable=; Path=/; Max-Age=0';
};
afterEach(forgetCookie);

describe('the browser marked as one that has run the survey', () => {
  it('is marked when the survey is kept for resume, and the cookie holds no answer', () => {
    forgetCookie();
    expect(document.cookie).not.toContain('lmn-resumable=1');
    surveySnapshotStore.saveProgress('run-1', { status: 'active' }, { name: 'Ada Lovelace' });
    expect(document.cookie).toContain('lmn-resumable=1');
    expect(document.cookie).not.toContain('Ada');
  });

  it('is marked when a submitted survey keeps its reference', () => {
    forgetCookie();
    surveySnapshotStore.saveSubmitted('run-1', 42);
    expect(document.cookie).toContain('lmn-resumable=1');
  });
});
