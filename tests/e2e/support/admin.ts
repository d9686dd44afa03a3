import type { Locator, Page } from 'playwright-core';

export const APPROVE_TEXT =
  'Are you sure you want to approve this case? This action will mark the case as completed and allow the patient to proceed with their purchase.';
export const DENY_TEXT =
  "Are you sure you want to deny this case? This action will reject the patient's application for medical necessity.";

export function overviewHeading(page: Page): Locator {
  return page.getByRole('heading', { level: 1, name: 'Case Overview' });
}

export function casesTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Cases' });
}

/** The table row whose row header is this patient's name. */
export function caseRow(page: Page, name: string): Locator {
  return casesTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });
}

/** The names in the table, in the order shown. */
export function shownNames(page: Page): Promise<string[]> {
  return casesTable(page).getByRole('rowheader').allTextContents();
}

/** The status badge text in a patient's row. */
export async function rowStatus(page: Page, name: string): Promise<string> {
  const cells = caseRow(page, name).getByRole('cell');
  return ((await cells.first().textContent()) ?? '').trim();
}

export function showingLine(page: Page, count: number): Locator {
  return page.getByText(`Showing ${count} cases`, { exact: true });
}

export function reviewHeading(page: Page): Locator {
  return page.getByRole('heading', { level: 1, name: 'Patient Review' });
}

/** A confirmation dialog by its title: Approve, Deny, or an administrator's action. */
export function dialog(page: Page, title: string): Locator {
  return page.getByRole('dialog', { name: title });
}

/** The stored status of one case, straight from localStorage. */
export function storedStatus(page: Page, id: number): Promise<string | undefined> {
  return page.evaluate((caseId) => {
    const cases = JSON.parse(window.localStorage.getItem('cases') ?? '[]') as {
      id: number;
      status: string;
    }[];
    return cases.find((entry) => entry.id === caseId)?.status;
  }, id);
}
