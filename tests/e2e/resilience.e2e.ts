import { describe, expect, test } from './support/fixtures';

const SEED_NAMES = [
  'John Smith',
  'Sarah Johnson',
  'Michael Brown',
  'Emily Davis',
  'David Wilson',
  'Jessica Martinez',
  'Robert Anderson',
  'Ashley Taylor',
  'Christopher Thomas',
  'Amanda Garcia',
];

describe('broken storage and wrong addresses', () => {
  test('corrupt cases in storage: the overview shows the 10 seeded cases and keeps a backup', async ({
    page,
    consoleWatch,
  }) => {
    consoleWatch.expectError(/Stored cases could not be parsed/);
    await page.goto('/');
    await page.evaluate(() => window.localStorage.setItem('cases', '{not json'));

    await page.goto('/case-overview');
    await page.getByRole('heading', { level: 1, name: 'Case Overview' }).waitFor();
    await page.getByText('Showing 10 cases', { exact: true }).waitFor();
    // The rows below the list's fold follow once the browser is idle (the overscan:
    // docs/decisions/2026-11-29-overview-interactive-after-read.md): each seeded case is
    // waited for, then counted.
    for (const name of SEED_NAMES) {
      await page.getByRole('rowheader', { name, exact: true }).waitFor();
      expect(await page.getByRole('rowheader', { name, exact: true }).count()).toBe(1);
    }
    const rows = page.getByRole('table', { name: 'Cases' }).getByRole('row');
    // A header row plus one row per case.
    expect(await rows.count()).toBe(11);

    const stored = await page.evaluate(() => {
      const backups = Object.keys(window.localStorage).filter((key) =>
        key.startsWith('cases.corrupt.'),
      );
      return {
        backups: backups.map((key) => ({ key, value: window.localStorage.getItem(key) })),
        cases: JSON.parse(window.localStorage.getItem('cases') ?? 'null'),
      };
    });
    expect(stored.backups).toHaveLength(1);
    expect(stored.backups[0]?.key).toMatch(/^cases\.corrupt\.\d+$/);
    expect(stored.backups[0]?.value).toBe('{not json');
    expect(stored.cases).toHaveLength(10);
  });

  test('an unknown route shows "Oops! Page not found" and logs the path', async ({
    page,
    consoleWatch,
  }) => {
    consoleWatch.expectError(/non-existent route: \/no\/such\/page/);
    await page.goto('/no/such/page');
    await page.getByRole('heading', { level: 1, name: 'Oops! Page not found' }).waitFor();
    const home = page.getByRole('link', { name: 'Return to Home' });
    await home.click();
    await page
      .getByRole('heading', { level: 1, name: "What's your first and last name?" })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('an unknown case shows "Case not found"', async ({ page }) => {
    await page.goto('/review/999');
    await page.getByRole('heading', { name: 'Case not found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Overview' }).click();
    await page.getByRole('heading', { level: 1, name: 'Case Overview' }).waitFor();
  });

  test('a case id that is not an integer is the 404 page', async ({ page, consoleWatch }) => {
    consoleWatch.expectError(/non-existent route: \/review\/abc/);
    await page.goto('/review/abc');
    await page.getByRole('heading', { level: 1, name: 'Oops! Page not found' }).waitFor();
  });
});
