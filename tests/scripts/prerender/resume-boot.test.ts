import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RESUMING_STYLE } from '../../../scripts/prerender/inject';
import { RESUMING_ATTRIBUTE, revealOnFirstCommit } from '../../../src/lib/resume-paint';
import { SURVEY_SNAPSHOT_KEY } from '../../../src/storage/survey-snapshot-store';

const BOOT_SOURCE = readFileSync(
  resolve(import.meta.dirname, '../../../public/resume-boot.js'),
  'utf8',
);
const html = document.documentElement;

/** Runs the boot script as the browser does: a classic script in the page's global scope. */
const runBootScript = () => new Function(BOOT_SOURCE)();

afterEach(() => {
  window.sessionStorage.clear();
  html.removeAttribute(RESUMING_ATTRIBUTE);
});

describe('the resume boot script (public/resume-boot.js)', () => {
  it('marks the page when this tab holds a saved survey under the store key', () => {
    window.sessionStorage.setItem(SURVEY_SNAPSHOT_KEY, '{"kind":"submitted"}');
    runBootScript();
    expect(html.hasAttribute(RESUMING_ATTRIBUTE)).toBe(true);
  });

  it('leaves a newcomer page as it is', () => {
    window.sessionStorage.setItem('something.else', '1');
    runBootScript();
    expect(html.hasAttribute(RESUMING_ATTRIBUTE)).toBe(false);
  });

  it('imports nothing and stays a few lines', () => {
    expect(BOOT_SOURCE).not.toMatch(/\bimport\b|\brequire\(/);
    expect(BOOT_SOURCE.split('\n').filter((line) => !/^\s*\/\//.test(line)).length).toBeLessThan(
      12,
    );
  });

  it('switches on the style that hides the prerendered question', () => {
    expect(RESUMING_STYLE).toContain(`html[${RESUMING_ATTRIBUTE}] #root[data-prerendered] > main`);
  });
});

describe('revealOnFirstCommit', () => {
  it('shows the page again once the app first writes into #root, in the same task', async () => {
    html.setAttribute(RESUMING_ATTRIBUTE, '');
    const root = document.createElement('div');
    root.innerHTML = '<main>first question</main>';
    revealOnFirstCommit(root);
    expect(html.hasAttribute(RESUMING_ATTRIBUTE)).toBe(true);
    root.replaceChildren(document.createElement('main'));
    await Promise.resolve(); // Mutation observers run as a microtask: before the next paint.
    expect(html.hasAttribute(RESUMING_ATTRIBUTE)).toBe(false);
  });

  it('changes nothing on a page that was not hidden', async () => {
    const root = document.createElement('div');
    revealOnFirstCommit(root);
    root.append(document.createElement('main'));
    await Promise.resolve();
    expect(html.hasAttribute(RESUMING_ATTRIBUTE)).toBe(false);
  });
});
