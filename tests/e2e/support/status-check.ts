import type { Page } from 'playwright-core';

/** The status page's question before it shows the request (the words). */
export const LAST_NAME_ASKED = 'Enter your last name to see your request';

/**
 * The patient opens their status link and types their last name, as a keyboard user would:
 * the page asks it before it shows a letter, a question or an answer.
 */
export async function giveLastName(page: Page, lastName: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: LAST_NAME_ASKED }).waitFor();
  await page.getByRole('textbox', { name: /^Last name/ }).fill(lastName);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 1, name: 'Your request' }).waitFor();
}
