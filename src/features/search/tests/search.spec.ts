import {BASE_PATH, belowPattern} from '../../../../tests/support/base-path.mjs';
import {FIRST_RESULTS, searchIndexRequests} from '../../../../tests/support/search';
import {expect, test, type Page} from '../../../../tests/support/test';

const searchBox = (page: Page) =>
  page.getByRole('combobox', {name: 'Search'}).or(page.locator('input.navbar__search-input'));
const results = (page: Page) => page.locator('[role="option"]');
const queryInput = (page: Page) => page.locator('input[type="search"][name="q"]');
const resultLinks = (page: Page) => page.locator('[class*="searchResultItem"] h2 a');

async function search(page: Page, query: string) {
  await page.waitForLoadState('networkidle');
  await searchBox(page).first().click();
  // The whole query at once: key by key, Enter could pick a result of a shorter prefix.
  await searchBox(page).first().fill(query);
  await expect(results(page).first()).toBeVisible(FIRST_RESULTS);
}

// Where each query leads (the page and its section) and what its snippet says are the Node tier's
// (search-results.test.mjs, search-relevance.test.mjs, over the built indexes with the same engine):
// these tests see the box and the page as a reader uses them.

test('the first focus of the box fetches the index of the version being read, with the word handling and stemmer; the page carries neither', async ({
  page,
}) => {
  const indexRequests = searchIndexRequests(page);
  // Only text.mjs's stemmer has this suffix table entry.
  const withStemmer: string[] = [];
  await page.route(/\/assets\/js\/[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('ational')) withStemmer.push(new URL(route.request().url()).pathname);
    await route.fulfill({response, body});
  });
  await page.goto('docs/v3/objects/request');
  await page.waitForLoadState('networkidle');
  expect(withStemmer, 'the stemmer was fetched with the page').toEqual([]);
  expect(indexRequests, 'an index was fetched with the page').toEqual([]);
  await search(page, 'middleware');
  expect(withStemmer.length).toBeGreaterThan(0);
  expect(indexRequests).toEqual([`${BASE_PATH}search-index-docs-v3.json`]);
  // Done with the recorder: a handler still reading a prefetched chunk when the test ends finds its
  // response disposed and fails the test (the theme's own loading prefetches every link in view).
  await page.unrouteAll({behavior: 'ignoreErrors'});
  // The result's snippet has the word marked, and the page it opens marks it too.
  await expect(results(page).first().locator('mark').first()).toBeVisible();
  await results(page).first().click();
  await expect(page.locator('article mark[data-search-highlight]').first()).toBeVisible();
});

test('Ctrl+K focuses search and the arrow keys choose a result', {tag: '@smoke'}, async ({page}) => {
  await page.goto('docs/v4/');
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Control+k');
  await expect(searchBox(page).first()).toBeFocused();
  await page.keyboard.type('middleware');
  // Results for the whole word, not for a prefix typed on the way.
  await expect(results(page).first().locator('mark').first()).toHaveText(/^middleware$/i, FIRST_RESULTS);
  await expect(results(page).nth(1)).toBeVisible();
  const second = results(page).nth(1);
  await page.keyboard.press('ArrowDown');
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(belowPattern('docs/v4/.+_highlight=middleware'));
});

test('the box is a text field; its "Clear search" button empties it, keeps the focus there and closes the results', async ({
  page,
}) => {
  await page.goto('docs/v4/');
  const box = searchBox(page).first();
  // HTML allows role="combobox" on a text field, not on a search field.
  await expect(box).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', {name: 'Clear search'})).toHaveCount(0);
  await search(page, 'routing');
  await page.getByRole('button', {name: 'Clear search'}).click();
  await expect(box).toHaveValue('');
  await expect(box).toBeFocused();
  await expect(results(page)).toHaveCount(0);
  await expect(page.getByRole('button', {name: 'Clear search'})).toHaveCount(0);
});

test('outside the guides, guide results are marked as the user guide and blog results as blog posts', async ({
  page,
}) => {
  await page.goto('');
  await search(page, 'routing');
  await expect(results(page).first()).toContainText('User Guide ›');
  await expect(results(page).filter({hasText: 'Blog ›'}).first()).toBeVisible();
});

test('the search page keeps its query in the URL and can search another version', async ({page}) => {
  await page.goto('search?q=routing&ctx=docs%2Fv3');
  await expect(queryInput(page)).toHaveValue('routing');
  await expect(resultLinks(page).first()).toHaveAttribute('href', belowPattern('docs/v3/'), FIRST_RESULTS);
  await page.locator('#context-selector').selectOption('docs/v4');
  await expect(page).toHaveURL(/ctx=docs%2Fv4/);
  await expect(resultLinks(page).first()).toHaveAttribute('href', belowPattern('docs/v4/'), FIRST_RESULTS);
  const hrefs = await resultLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.every((href) => href?.startsWith(`${BASE_PATH}docs/v4/`))).toBe(true);
  // Each result says why it matched: its snippet with the word marked.
  await expect(page.locator('[class*="searchResultItem"]').first().locator('p mark').first()).toHaveText(/^rout/i);
});

test('a hostile query is shown as text and runs nothing', async ({page}) => {
  let dialogs = 0;
  page.on('dialog', async (dialog) => {
    dialogs++;
    await dialog.dismiss();
  });
  const payload = '<img src=x onerror=alert(1)><script>alert(2)</script>';
  await page.goto(`search?q=${encodeURIComponent(payload)}`);
  await expect(queryInput(page)).toHaveValue(payload);
  await expect(page.getByRole('heading', {level: 1})).toContainText(payload);
  // The page has searched for it and shows its results (whose titles and snippets would render it),
  // and the app has settled (the test's goto waits for it): whatever could run it has run.
  await expect(page.getByText(/^(\d+\+? pages found|No results found)$/)).toBeVisible(FIRST_RESULTS);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('#__docusaurus script')).toHaveCount(0);
  expect(dialogs).toBe(0);
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('search opens from the navbar and finds a page', async ({page}) => {
    await page.goto('docs/v4/');
    await page.waitForLoadState('networkidle');
    await page
      .getByRole('navigation', {name: 'Main'})
      .locator('[class*="searchBar"] button, input.navbar__search-input')
      .first()
      .click();
    await expect(searchBox(page).first()).toBeVisible();
    await searchBox(page).first().fill('CORS');
    await expect(results(page).first()).toBeVisible(FIRST_RESULTS);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(belowPattern('docs/v4/cookbook/enable-cors'));
  });

  test('the search page stacks its fields at one indent, inside the screen', async ({page}) => {
    await page.goto('search?q=cors');
    const query = (await queryInput(page).boundingBox())!;
    const context = (await page.locator('#context-selector').boundingBox())!;
    expect(context.y).toBeGreaterThan(query.y + query.height);
    expect(context.x).toBe(query.x);
    expect(context.x + context.width).toBe(query.x + query.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  });
});
