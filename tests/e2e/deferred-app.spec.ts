import {expect, test, type Page} from '../support/test';
import {PAGES} from '../support/pages';
import {FIRST_RESULTS, searchIndexRequests} from '../support/search';

// These tests see a page as it loads: the app has not started yet.
test.use({startApp: false});

const hasHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hasHydrated);
const searchBox = (page: Page) => page.locator('input.navbar__search-input').first();

test('a page is complete before its app runs, and fetches the app at idle time once loaded', async ({page}) => {
  const prefetched: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/js\/(runtime~)?main\./.test(request.url())) prefetched.push(request.headers()['sec-purpose'] ?? 'none');
  });
  await page.goto(PAGES.docV4);
  await expect(page.locator('article h1')).toHaveText(/request/i);
  await expect(page.locator('.theme-doc-sidebar-menu')).toBeVisible();
  await expect.poll(() => prefetched).toEqual(['prefetch', 'prefetch']);
  // Fetched, not run: nothing of the app has executed.
  expect(await page.evaluate(() => typeof (window as {docusaurus?: unknown}).docusaurus)).toBe('undefined');
  expect(await hasHydrated(page)).toBe('false');
});

test('the first pointer movement starts the app', async ({page}) => {
  await page.goto(PAGES.post);
  await page.mouse.move(200, 200);
  await expect.poll(() => hasHydrated(page)).toBe('true');
});

test('the colour toggle pressed before the app runs takes effect once it has', async ({page}) => {
  // An explicit light choice, so that one press leads to dark.
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  await page.goto(PAGES.home);
  const box = await page.getByRole('button', {name: /Switch between dark and light mode/}).boundingBox();
  expect(box).not.toBeNull();
  // Raw mouse events: the button is still disabled, as it is until the app runs.
  await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('a tab chosen before the app runs is selected once it has', async ({page}) => {
  // Tall enough to show the tabs without scrolling, which would start the app.
  await page.setViewportSize({width: 1280, height: 2400});
  await page.goto('docs/v4/start/installation');
  const tab = page.getByRole('tab', {name: 'Nyholm', exact: true}).first();
  const box = await tab.boundingBox();
  await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
  await expect(tab).toHaveAttribute('aria-selected', 'true');
});

test('Ctrl+K before the app runs focuses search once it has', async ({page}) => {
  await page.goto(PAGES.docV4);
  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeFocused();
});

test('a query typed while the app starts keeps every letter and gets its results', async ({page}) => {
  const indexes = searchIndexRequests(page);
  await page.goto('docs/v4/');
  // Focus starts the app; the letters land before, during and after it hydrates.
  await searchBox(page).focus();
  await page.keyboard.type('CORS', {delay: 150});
  await expect(page.locator('[role="option"]').first()).toContainText(/CORS/i, FIRST_RESULTS);
  await expect(searchBox(page)).toHaveValue('CORS');
  // Only the index of the guide being read: loading another first would rebuild the box mid-typing.
  expect(indexes).toEqual(['/slim/search-index-docs-v4.json']);
});
