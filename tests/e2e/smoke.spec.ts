import {expect, test} from '../support/test';
import {PAGES} from '../support/pages';
import {FIRST_RESULTS} from '../support/search';

// A short pass over what every build must do, on this Docusaurus or a newer one (npm run
// test:upgrade runs this file alone against its build).

test('the home page, a guide page and a post render, and the app hydrates', async ({page}) => {
  await page.goto(PAGES.home);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
  await page.goto(PAGES.docV4);
  await expect(page.locator('article h1')).toHaveText(/request/i);
  await page.goto(PAGES.post);
  await expect(page.locator('article h1')).toBeVisible();
});

test('a sidebar link switches pages without reloading, and a tab switches', async ({page}) => {
  await page.goto('docs/v4/start/installation');
  await page.evaluate(() => ((window as unknown as {marker: number}).marker = 1));
  const tab = page.getByRole('tab', {name: 'Nyholm', exact: true}).first();
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await page.locator('.theme-doc-sidebar-menu a[href$="/objects/request"]').first().click();
  await expect(page.locator('article h1')).toHaveText(/request/i);
  expect(await page.evaluate(() => (window as unknown as {marker?: number}).marker)).toBe(1);
});

test('search finds a guide page', async ({page}) => {
  await page.goto(PAGES.docV4);
  const box = page.locator('input.navbar__search-input').first();
  await box.fill('middleware');
  await expect(page.locator('[role="option"]').first()).toContainText(/middleware/i, FIRST_RESULTS);
});
