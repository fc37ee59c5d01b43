import {expect, test} from '../../../../tests/support/test';
import {PAGES, PREFERRED_VERSION_KEY} from '../../../../tests/support/pages';

test('the version dropdown lists v4, v3 and v2 and keeps the reader on the same page', async ({page}) => {
  await page.goto(PAGES.docV4);
  const navbar = page.getByRole('navigation', {name: 'Main'});
  const dropdown = navbar.locator('.navbar__item.dropdown').filter({has: page.getByRole('button', {name: 'v4'})});
  await dropdown.hover();
  const items = dropdown.locator('.dropdown__menu a');
  await expect(items).toHaveText(['v4', 'v3', 'v2']);
  await items.filter({hasText: 'v3'}).click();
  await expect(page).toHaveURL(new RegExp(`${PAGES.docV3}$`));
  await expect(page.locator('article h1')).toBeVisible();
});

test('a page missing from the other version leads to that version home', async ({page}) => {
  await page.goto(PAGES.docV4Only);
  const dropdown = page.locator('.navbar__item.dropdown').filter({has: page.getByRole('button', {name: 'v4'})});
  await dropdown.hover();
  await dropdown.locator('.dropdown__menu a', {hasText: 'v2'}).click();
  await expect(page).toHaveURL(/\/docs\/v2\/$/);
});

test('the chosen version is remembered and used by the User Guide link', async ({page}) => {
  await page.goto(PAGES.docV4);
  const dropdown = page.locator('.navbar__item.dropdown').filter({has: page.getByRole('button', {name: 'v4'})});
  await dropdown.hover();
  await dropdown.locator('.dropdown__menu a', {hasText: 'v3'}).click();
  await expect(page).toHaveURL(new RegExp(`${PAGES.docV3}$`));
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), PREFERRED_VERSION_KEY)).toBe('3.x');
  await page.goto(PAGES.home);
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'User Guide'}).click();
  await expect(page).toHaveURL(/\/docs\/v3\/$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), PREFERRED_VERSION_KEY)).toBe('3.x');
});

test('the language dropdown offers English only', async ({page}) => {
  await page.goto(PAGES.home);
  const dropdown = page.locator('.navbar__item.dropdown').filter({has: page.getByRole('button', {name: /English/})});
  await dropdown.hover();
  await expect(dropdown.locator('.dropdown__menu a')).toHaveText(['English']);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});
