import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/** Presses Tab (or Shift+Tab) until the element has focus, as a keyboard user would. */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, maxPresses = 40 } = {},
): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses <= maxPresses; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${String(target)} was not reached within ${maxPresses} Tab presses`);
}

/** Presses Tab until focus is somewhere inside the container (a roving-tabindex group). */
export async function tabInto(page: Page, container: Locator, { maxPresses = 40 } = {}) {
  await container.waitFor();
  for (let presses = 0; presses <= maxPresses; presses += 1) {
    if (await container.evaluate((element) => element.contains(document.activeElement))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Focus did not enter ${String(container)} within ${maxPresses} Tab presses`);
}

export interface ActiveElementInfo {
  tag: string;
  text: string;
  role: string | null;
}

export async function activeElement(page: Page): Promise<ActiveElementInfo> {
  return page.evaluate(() => {
    const element = document.activeElement ?? document.body;
    return {
      tag: element.tagName.toLowerCase(),
      text: (element.textContent ?? '').trim(),
      role: element.getAttribute('role'),
    };
  });
}

/** Focus sits on the page's h1 with this exact text (every survey step change does this). */
export async function expectFocusOnHeading(page: Page, title: string): Promise<void> {
  await expect
    .poll(() => activeElement(page), { timeout: 5_000 })
    .toMatchObject({ tag: 'h1', text: title });
}

/** WCAG relative luminance of a CSS `rgb()`/`rgba()` colour. */
function luminance(color: string): number {
  const channels = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  const [r = 0, g = 0, b = 0] = channels.map((value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The focused element shows a focus indicator: a non-none outline or box-shadow on itself or
 * on the MUI control that draws it (a checkbox's ButtonBase around its transparent input, a
 * text field's outlined box, which MUI thickens and colours on focus). An outline or border
 * must also stand out 3:1 from the page and card backgrounds (WCAG 1.4.11, non-text contrast).
 */
export async function expectVisibleFocus(target: Locator): Promise<void> {
  expect(await isFocused(target), `${String(target)} should have focus`).toBe(true);
  const found = await target.evaluate((element) => {
    const ring = (el: Element | null) => {
      if (!el) return null;
      const style = getComputedStyle(el);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) {
        return {
          indicator: `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`,
          color: style.outlineColor,
        };
      }
      return style.boxShadow !== 'none'
        ? { indicator: `box-shadow ${style.boxShadow}`, color: null }
        : null;
    };
    const fieldBorder = (el: Element) => {
      const outline = el.closest('.MuiOutlinedInput-root.Mui-focused');
      const border = outline?.querySelector('.MuiOutlinedInput-notchedOutline');
      if (!border) return null;
      const style = getComputedStyle(border);
      return parseFloat(style.borderTopWidth) >= 2
        ? {
            indicator: `field border ${style.borderTopWidth} ${style.borderTopColor}`,
            color: style.borderTopColor,
          }
        : null;
    };
    const result =
      ring(element) ?? ring(element.closest('.Mui-focusVisible')) ?? fieldBorder(element);
    return result && { ...result, page: getComputedStyle(document.body).backgroundColor };
  });
  expect(found?.indicator ?? null, `${String(target)} shows no focus indicator`).not.toBeNull();
  if (found?.color) {
    for (const background of [found.page, 'rgb(255, 255, 255)']) {
      const ratio = contrastRatio(found.color, background);
      expect(
        ratio,
        `focus ${found.indicator} of ${String(target)} against ${background}: ${ratio.toFixed(2)}:1`,
      ).toBeGreaterThanOrEqual(3);
    }
  }
}
