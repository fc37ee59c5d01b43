import {expect, test, type Page} from '../../../../tests/support/test';
import {PAGES} from '../../../../tests/support/pages';
import {FIRST_RESULTS, searchIndexRequests} from '../../../../tests/support/search';
import {holdApp} from '../../../../tests/support/holdApp';
import {BASE_PATH} from '../../../../tests/support/base-path.mjs';

// These tests see a page as it loads and its app starts (src/features/boot/appLoader.ts); those that act
// before the app has hydrated hold its main script back (holdApp) until they have acted.
test.use({startApp: false});

const hasHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hasHydrated);
const searchBox = (page: Page) => page.locator('input.navbar__search-input').first();

/**
 * The installation page with its app held back (holdApp), in a window tall enough for its tabs:
 * the Nyholm tab, the point to press it at, and the release of the app.
 */
async function tabsBeforeTheApp(page: Page) {
  await page.setViewportSize({width: 1280, height: 2400});
  const release = await holdApp(page);
  await page.goto('docs/v4/start/installation');
  const tab = page.getByRole('tab', {name: 'Nyholm', exact: true}).first();
  const box = (await tab.boundingBox())!;
  return {tab, point: {x: box.x + box.width / 2, y: box.y + box.height / 2}, release};
}

// That a page is complete before its app runs is seen without JavaScript (tests/e2e/resilience.spec.ts)
// and with the app held back, for its highlighted code (code-blocks.spec.ts).

test('the app is fetched once the page has loaded, and starts with no interaction', {tag: '@smoke'}, async ({page}) => {
  await page.goto(PAGES.docV4);
  await expect.poll(() => hasHydrated(page)).toBe('true');
  // Fetched after the load event, so that it never delays the first paint.
  const fetchedAfterLoad = await page.evaluate(() => {
    const loadEnd = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd;
    const app = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/js\/(runtime~main|main|app-modules)\./.test(entry.name));
    return app.length === 3 && app.every((entry) => entry.startTime >= loadEnd);
  });
  expect(fetchedAfterLoad).toBe(true);
});

test('the main bundle is evaluated in steps before its entry runs, and the app starts from it', async ({page}) => {
  await page.goto(PAGES.docV4);
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.appSettled)).toBe('true');
  // The loader's own chunk, pushed with the bundler's chunk format, is what ran the entry.
  const chunkIds = await page.evaluate(() =>
    ((window as unknown as Record<string, [unknown[]][]>).webpackChunkslim_website ?? []).map((chunk) =>
      String(chunk[0][0]),
    ),
  );
  expect(chunkIds).toContain('slim-boot-steps');
  // The app runs: a client-side navigation.
  await page.locator('.theme-doc-sidebar-menu a[href$="/objects/response"]').first().click();
  await expect(page.locator('article h1')).toHaveText(/response/i);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
});

test('with Save-Data the app waits for the first interaction', async ({page}) => {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'connection', {get: () => ({saveData: true})}),
  );
  const requested: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/js\/(runtime~)?main\./.test(request.url())) requested.push(request.url());
  });
  await page.goto(PAGES.post);
  // The loader decides at the load event; an idle period later nothing has been fetched.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  expect(requested).toEqual([]);
  expect(await hasHydrated(page)).toBe('false');
  await page.mouse.move(200, 200);
  await expect.poll(() => hasHydrated(page)).toBe('true');
});

test('the colour toggle pressed before the app runs takes effect once it has', async ({page}) => {
  // An explicit light choice, so that one press leads to dark.
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  const release = await holdApp(page);
  await page.goto(PAGES.home);
  const box = await page.getByRole('button', {name: /mode/}).boundingBox();
  expect(box).not.toBeNull();
  // Raw mouse events: the button is still disabled, as it is until the app runs.
  await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
  expect(await hasHydrated(page)).toBe('false');
  await release();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // Pressed once, served once: the loader hands held presses over as it settles, so once it has
  // settled (and a frame has rendered what the hand-over did) a second serving would have turned
  // the mode back to light.
  await expect(page.locator('html')).toHaveAttribute('data-app-settled', 'true');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
});

test('a tab chosen before the app runs is selected once it has', async ({page}) => {
  const {tab, point, release} = await tabsBeforeTheApp(page);
  await page.mouse.click(point.x, point.y);
  await release();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
});

// A press can span hydration: React then finishes hydrating within the press, the tabs render
// anew, and the browser sends the click to what the old and the new tab have in common (a code tab
// pressed 1 s after load on a slowed phone was lost so, 3 presses in 3, in the first-tap bench).
test('a tab press that begins before hydration and ends after the tabs rendered anew is served once', async ({
  page,
}) => {
  const {tab, point, release} = await tabsBeforeTheApp(page);
  const pressed = await tab.elementHandle();
  await page.mouse.move(point.x, point.y);
  await page.mouse.down();
  await release();
  await page.waitForFunction((old) => !old?.isConnected, pressed, {polling: 50});
  await page.mouse.up();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-app-settled', 'true');
  await expect(tab).toHaveAttribute('aria-selected', 'true');
});

test('Ctrl+K before the app runs focuses search once it has', async ({page}) => {
  const release = await holdApp(page);
  await page.goto(PAGES.docV4);
  await page.keyboard.press('Control+k');
  await release();
  await expect(searchBox(page)).toBeFocused();
});

// On a slow phone the reader may type the whole query before the app has hydrated: the box must
// then open with its results without another key (it once stayed closed until the next letter).
test('a query typed in full before the app starts gets its results once it runs', async ({page}) => {
  const release = await holdApp(page);
  await page.goto('docs/v4/');
  await searchBox(page).focus();
  await page.keyboard.type('CORS');
  expect(await hasHydrated(page)).toBe('false');
  await release();
  await expect(page.locator('[role="option"]').first()).toContainText(/CORS/i, FIRST_RESULTS);
  await expect(searchBox(page)).toHaveValue('CORS');
  await expect(searchBox(page)).toBeFocused();
});

test('a query typed while the app starts keeps every letter and gets its results', async ({page}) => {
  const indexes = searchIndexRequests(page);
  const release = await holdApp(page);
  await page.goto('docs/v4/');
  // The first letters land before the app runs, the others while it hydrates and after.
  await searchBox(page).focus();
  await page.keyboard.type('CO', {delay: 150});
  expect(await hasHydrated(page)).toBe('false');
  await release();
  await page.keyboard.type('RS', {delay: 150});
  await expect(page.locator('[role="option"]').first()).toContainText(/CORS/i, FIRST_RESULTS);
  await expect(searchBox(page)).toHaveValue('CORS');
  // Only the index of the guide being read: loading another first would rebuild the box mid-typing.
  expect(indexes).toEqual([`${BASE_PATH}search-index-docs-v4.json`]);
});
