import {expect, test} from '../../../../tests/support/test';
import {PAGES, PREFERRED_VERSION_KEY} from '../../../../tests/support/pages';

// Where the dropdown's entries lead on every page (the same subject, or the version's home) is the
// content tier's (version-counterparts.test.mjs); the one-language dropdown too
// (tests/content/page-html.test.mjs). Here: the dropdown as a reader uses it (hover, choose, land on
// the same subject), and what it remembers.

test('the chosen version keeps the tab choices of the address, is remembered and used by the User Guide link', async ({
  page,
}) => {
  // The query is not in the server's HTML: the entries must get it once the app runs.
  await page.goto(`${PAGES.docV4}?psr7=nyholm`);
  const dropdown = page.locator('.navbar__item.dropdown').filter({has: page.getByRole('button', {name: 'v4'})});
  await dropdown.hover();
  // Its address too, which a reader copies or opens in a new tab.
  await expect(dropdown.locator('.dropdown__menu a', {hasText: 'v3'})).toHaveAttribute('href', /\?psr7=nyholm$/);
  await dropdown.locator('.dropdown__menu a', {hasText: 'v3'}).click();
  await expect(page).toHaveURL(new RegExp(`${PAGES.docV3}\\?psr7=nyholm$`));
  await expect(page.locator('article h1')).toBeVisible();
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), PREFERRED_VERSION_KEY)).toBe('3.x');
  await page.goto(PAGES.home);
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'User Guide'}).click();
  await expect(page).toHaveURL(/\/docs\/v3\/$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), PREFERRED_VERSION_KEY)).toBe('3.x');
});
