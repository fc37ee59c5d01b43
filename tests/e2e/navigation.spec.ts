import {expect, test, type Page} from '../support/test';
import {PAGES} from '../support/pages';

const JS_CHUNKS = '**/slim/assets/js/**';

/** Records whether the progress bar ever appears from now on. */
async function watchProgressBar(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as {progressBarSeen: boolean};
    w.progressBarSeen = false;
    new MutationObserver(() => {
      if (document.getElementById('nprogress')) w.progressBarSeen = true;
    }).observe(document.body, {childList: true, subtree: true});
  });
}

const progressBarSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as {progressBarSeen: boolean}).progressBarSeen);

/** A marker that survives client-side navigation and disappears on a full page load. */
const markWindow = (page: Page) => page.evaluate(() => ((window as unknown as {marker: number}).marker = 1));
const windowMarked = (page: Page) => page.evaluate(() => (window as unknown as {marker?: number}).marker === 1);

test('a slow route change shows the progress bar', async ({page}) => {
  await page.goto(PAGES.home);
  await page.waitForLoadState('networkidle');
  await page.route(JS_CHUNKS, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await route.continue();
  });
  await watchProgressBar(page);
  await markWindow(page);
  // A footer link: out of view until now, so nothing of its route was prefetched yet.
  await page.locator('footer').getByRole('link', {name: 'Slim 2 guide'}).click();
  await expect(page).toHaveURL(/\/slim\/docs\/v2\/$/);
  await expect(page.locator('article h1')).toBeVisible();
  expect(await progressBarSeen(page)).toBe(true);
  expect(await windowMarked(page)).toBe(true);
});

test('a fast route change (under 200 ms) shows no progress bar', async ({page}) => {
  await page.goto(PAGES.home);
  const blogLink = page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Blog'});
  // Hovering preloads the route, so the switch itself is immediate.
  await blogLink.hover();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  await watchProgressBar(page);
  await blogLink.click();
  await expect(page).toHaveURL(/\/slim\/blog$/);
  await page.waitForTimeout(400);
  expect(await progressBarSeen(page)).toBe(false);
});

test('hovering a link preloads its route before the switch', async ({page}) => {
  // Links are not prefetched when they come into view (the theme's Link does that only where the
  // browser has IntersectionObserver): what the switch finds in the cache is hovering's alone.
  await page.addInitScript(() => {
    delete (window as {IntersectionObserver?: unknown}).IntersectionObserver;
  });
  await page.goto(PAGES.home);
  await page.waitForLoadState('networkidle');
  const link = page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Blog'});
  const preloads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/slim/assets/js/')) preloads.push(request.url());
  });
  await link.hover();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  // From here on no script can load: the switch must use what hovering fetched.
  await page.route(JS_CHUNKS, (route) => route.abort());
  await markWindow(page);
  await link.click();
  await expect(page).toHaveURL(/\/slim\/blog$/);
  await expect(page.locator('.blog-list-page')).toBeVisible();
  expect(await windowMarked(page)).toBe(true);
  // Hovering fetched the route's chunks (the switch, with every script blocked, needed them).
  expect(preloads.length).toBeGreaterThan(0);
});

test('a failed preload falls back to a full page load of the target', async ({page}) => {
  await page.goto(PAGES.home);
  await page.waitForLoadState('networkidle');
  await page.route(JS_CHUNKS, (route) => route.abort());
  await markWindow(page);
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Blog'}).click();
  await expect(page).toHaveURL(/\/slim\/blog$/);
  await expect(page.locator('.blog-list-page')).toBeVisible();
  // The marker is gone: the browser loaded the page afresh instead of showing a broken view.
  await expect.poll(() => windowMarked(page)).toBe(false);
});
