import {startApp} from '../../../../scripts/lib/browser.mjs';
import {expect, test, type Page} from '../../../../tests/support/test';

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
  await expect(page).toHaveURL(/\/slim\/docs\/v4\/objects\/routing$/);
  await expect(page.locator('article h1')).toHaveText('Routing');
});

test('the closest pages come from the guide in the address, old .html forms included', async ({page}) => {
  await openMissing(page, 'docs/v3/objects/routerr.html');
  await expect(page.locator('[data-closest-pages] a').first()).toHaveText('/docs/v3/objects/router');
  await openMissing(page, 'docs/v2/routing/gett');
  await expect(page.locator('[data-closest-pages] a').first()).toHaveText('/docs/v2/routing/get');
});

test('an address far from every page shows no guesses, only the search box', async ({page}) => {
  await openMissing(page, 'docs/v4/zzzzzzzzzzzz');
  await expect(page.getByRole('search').getByRole('searchbox')).toBeVisible();
  await expect(page.locator('[data-closest-pages]')).toHaveCount(0);
});

test.describe('before the app has started', () => {
  test.use({startApp: false});

  test('the search box works and opens the search page with the query', async ({page}) => {
    const response = await page.goto('this/page/does-not-exist');
    expect(response?.status()).toBe(404);
    const search = page.getByRole('search').filter({has: page.getByLabel('Search the guides and the blog')});
    await search.getByRole('searchbox').fill('middleware');
    await search.getByRole('button', {name: 'Search'}).click();
    await expect(page).toHaveURL(/\/slim\/search\?q=middleware$/);
  });
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('the closest pages and the search box are shown', async ({page}) => {
    await openMissing(page, 'docs/v4/cookbook/enable-cros');
    await expect(page.locator('[data-closest-pages] a').first()).toHaveText('/docs/v4/cookbook/enable-cors');
    await expect(page.getByRole('main').getByRole('searchbox')).toBeVisible();
  });
});
