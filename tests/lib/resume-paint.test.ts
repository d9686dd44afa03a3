import { afterEach, describe, expect, it } from 'vitest';
import {
  APP_STARTED_ATTRIBUTE,
  markAppStarted,
  RESUMING_ATTRIBUTE,
  revealOnFirstCommit,
} from '../../src/lib/resume-paint';

const html = document.documentElement;
const nextMicrotasks = () => new Promise((done) => setTimeout(done, 0));

afterEach(() => {
  html.removeAttribute(RESUMING_ATTRIBUTE);
  html.removeAttribute(APP_STARTED_ATTRIBUTE);
  document.body.replaceChildren();
});

describe("a resuming tab is shown again with the app's first commit", () => {
  it('keeps the page hidden until something is rendered into the root, then shows it', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    html.setAttribute(RESUMING_ATTRIBUTE, '');
    revealOnFirstCommit(root);
    await nextMicrotasks();
    expect(html.hasAttribute(RESUMING_ATTRIBUTE)).toBe(true);
    root.append(document.createElement('main'));
    await nextMicrotasks();
    expect(html.hasAttribute(RESUMING_ATTRIBUTE)).toBe(false);
  });

  it('marks the app as started, which the boot script reads to leave the page alone', () => {
    markAppStarted();
    expect(html.hasAttribute(APP_STARTED_ATTRIBUTE)).toBe(true);
  });
});
