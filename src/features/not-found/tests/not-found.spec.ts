import {startApp} from '../../../../scripts/lib/browser.mjs';
import {expect, test, type Page} from '../../../../tests/support/test';

// Which pages are closest to an address (old .html forms, far-off words: none) is the unit tier's
// (closest-pages.unit.ts); the search form in the page's HTML the content tier's
// (tests/content/page-html.test.mjs). Here: the app reading the address, and the form before it runs.

/** Opens an unknown address: the server answers 404 with the not-found page, whose app then starts. */
async function openMissing(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  // The test's `goto` starts the app only on pages that exist; a reader's first touch starts it here.
  await startApp(page);
}

test('a mistyped guide address links the closest pages of that guide, best first', async ({page}) => {
  await openMissing(page, 'docs/v4/objects/routng');
  const closest = page.locator('[data-closest-pages]');
  await expect(closest.getByRole('heading', {name: 'Closest pages in the v4 guide'})).toBeVisible();
  await expect(closest.getByRole('link').first()).toHaveText('/docs/v4/objects/routing');
  await closest.getByRole('link').first().click();
  await expect(page).toHaveURL('docs/v4/objects/routing');
  await expect(page.locator('article h1')).toHaveText('Routing');
});

test.describe('before the app has started', () => {
  test.use({startApp: false});

  test('the search box works and opens the search page with the query', async ({page}) => {
    const response = await page.goto('this/page/does-not-exist');
    expect(response?.status()).toBe(404);
    const search = page.getByRole('search').filter({has: page.getByLabel('Search the guides and the blog')});
    await search.getByRole('searchbox').fill('middleware');
    await search.getByRole('button', {name: 'Search'}).click();
    await expect(page).toHaveURL('search?q=middleware');
  });
});
