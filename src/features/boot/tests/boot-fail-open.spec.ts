import type {Route} from '@playwright/test';
import {expect, test, type Page} from '../../../../tests/support/test';
import {BASE_PATH} from '../../../../tests/support/base-path.mjs';

// The app loader (src/features/boot/appLoader.ts) holds presses on controls until the app has settled. If
// the app never gets there, it must let go: these tests break the app's start in the three ways
// it can break (its main script or a chunk does not load, it throws as it starts hydrating, it is
// too slow)
// and check that the press held meanwhile is released, that later presses reach the page, and
// that links work: the page behaves as plain HTML.
test.use({startApp: false});

// A guide page with tabs and the navbar's version dropdown (an `a href="#"` control).
const PAGE = 'docs/v4/start/installation';
const MAIN = /\/assets\/js\/main\.[^/]*\.js$/;

/** Holds the app's main script; the returned route is answered (or failed) by the test. */
async function holdMain(page: Page): Promise<() => Promise<Route>> {
  let resolveHeld: (route: Route) => void = () => undefined;
  const held = new Promise<Route>((resolve) => {
    resolveHeld = resolve;
  });
  await page.route(MAIN, (route) => resolveHeld(route));
  return () => held;
}

const failedOpen = (page: Page) => page.evaluate(() => document.documentElement.dataset.appFailedOpen ?? null);

/** Presses the version dropdown's toggle (`a href="#"`) before the app runs: the loader holds it. */
async function pressDropdownToggle(page: Page) {
  const toggle = page.locator('.navbar .dropdown > a[href="#"]').first();
  const box = await toggle.boundingBox();
  expect(box).not.toBeNull();
  await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
  // Held: an `a href="#"` followed natively would have added the empty fragment.
  expect(page.url()).not.toMatch(/#$/);
}

/**
 * After failing open: the held press was released, the loader says why it let go, presses reach
 * the page, links are followed.
 */
async function expectPlainHtml(page: Page, reason: RegExp) {
  // The held press on `a href="#"` was given back to the browser, which followed it.
  await expect(page).toHaveURL(/#$/);
  expect(await failedOpen(page)).toMatch(reason);
  // A press now reaches the page, uncancelled (the loader stops it at the window while it holds).
  await page.evaluate(() => {
    addEventListener('click', (event) => {
      document.documentElement.dataset.lastClick = event.defaultPrevented ? 'cancelled' : 'reached';
    });
  });
  await page.getByRole('tab').first().click();
  await expect(page.locator('html')).toHaveAttribute('data-last-click', 'reached');
  // A link is followed, as plain HTML.
  await page.locator(`article a[href^="${BASE_PATH}docs/v4/"]`).first().click();
  await expect(page).not.toHaveURL(new RegExp(`${PAGE}#?$`));
  await expect(page.locator('article h1')).toBeVisible();
}

/**
 * Opens the page with its main script held, presses the dropdown's toggle (held by the loader), and
 * gives back the held request for the test to answer.
 */
async function pressWhileMainIsHeld(page: Page): Promise<Route> {
  const heldMain = await holdMain(page);
  await page.goto(PAGE);
  await pressDropdownToggle(page);
  return heldMain();
}

test('main.js fails to load: the held press is released and the page works as plain HTML', async ({page}) => {
  await (await pressWhileMainIsHeld(page)).abort();
  await expectPlainHtml(page, /^script$/);
});

test('a route chunk fails to load: the held press is released and the page works as plain HTML', async ({page}) => {
  // Every script but the app's own three files: the page's route chunks, which the app loads before it hydrates.
  await page.route(/\/assets\/js\/(?!(main|runtime~main|app-modules)\.)[^/]*\.js$/, (route) => route.abort());
  await (await pressWhileMainIsHeld(page)).continue();
  // The app's start-up promise rejects (Docusaurus's entry does not catch it).
  await expectPlainHtml(page, /^(error|unhandledrejection)$/);
});

test('the app throws as it starts hydrating: the held press is released and the page works as plain HTML', async ({
  page,
}) => {
  // React is handed no container: hydrateRoot throws, inside the start-up promise.
  await page.addInitScript(() => {
    const byId = Document.prototype.getElementById;
    Document.prototype.getElementById = function (this: Document, id: string) {
      return id === '__docusaurus' ? null : byId.call(this, id);
    };
  });
  await (await pressWhileMainIsHeld(page)).continue();
  // Reported as an uncaught error or a rejected promise, depending on where React throws it.
  await expectPlainHtml(page, /^(error|unhandledrejection)$/);
});

test('main.js arrives after the bound: the page works as plain HTML meanwhile, and the app starts after', async ({
  page,
}) => {
  const heldMain = await pressWhileMainIsHeld(page);
  // Held until the loader has given up waiting (its bound, BOOT_BOUND_MS in appLoader.ts, 8 s):
  // then the held press is released, and followed.
  await expect(page).toHaveURL(/#$/, {timeout: 20_000});
  expect(await failedOpen(page)).toBe('timeout');
  await heldMain.continue();
  // The late app still starts, and from then on serves the page.
  await expect(page.locator('html')).toHaveAttribute('data-app-settled', 'true');
  const tab = page.getByRole('tab', {name: 'Nyholm', exact: true}).first();
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
});

test('an address cannot make the loader think the app has hydrated', async ({page}) => {
  // The theme copies docusaurus-data-* query parameters onto <html> as data attributes.
  await page.setViewportSize({width: 1280, height: 2400});
  const heldMain = await holdMain(page);
  await page.goto(`${PAGE}?docusaurus-data-has-hydrated=true&docusaurus-data-app-settled=true`);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const tab = page.getByRole('tab', {name: 'Nyholm', exact: true}).first();
  const box = await tab.boundingBox();
  await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
  await (await heldMain()).continue();
  // Held until the app really ran, then handed to it once: the tab is selected.
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  expect(await failedOpen(page)).toBeNull();
});
