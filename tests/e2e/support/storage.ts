import type { Page } from 'playwright-core';

export interface StoredCase {
  id: number;
  name: string;
  status: string;
}

/** The `cases` list exactly as stored, read with the browser's own localStorage. */
export function storedCases(page: Page): Promise<StoredCase[]> {
  return page.evaluate(
    () => JSON.parse(window.localStorage.getItem('cases') ?? '[]') as StoredCase[],
  );
}

export function rawStoredCases(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('cases'));
}

/**
 * Before any script of the page runs, reading `cases` from localStorage throws, as a flaky
 * or locked-down storage does; writing still works, so a write after the failed read would
 * overwrite the stored cases.
 */
export async function failReadingCases(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (this: Storage, key: string) {
      if (this === window.localStorage && key === 'cases') {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      }
      return getItem.call(this, key);
    };
  });
}

/**
 * Clicks the button with this exact text at the given instant (Date.now(), shared by the
 * tabs of one browser): busy-waits up to it, then clicks. Returns when it clicked.
 */
export function clickAt(page: Page, text: string, at: number): Promise<number> {
  return page.evaluate(
    ([label, time]) => {
      // The one on screen: the survey keeps the steps already seen rendered, out of sight.
      const button = [...document.querySelectorAll('button')].find(
        (candidate) => candidate.textContent?.trim() === label && candidate.checkVisibility(),
      );
      if (!button) throw new Error(`No button "${label}"`);
      while (Date.now() < time) {
        // Busy-wait: a timer could fire several milliseconds late.
      }
      button.click();
      return Date.now();
    },
    [text, at] as const,
  );
}
