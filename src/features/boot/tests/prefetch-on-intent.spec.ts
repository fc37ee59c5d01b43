import {expect, test, type Page} from '../../../../tests/support/test';

// What a reader who opens one page and leaves pays for (src/features/boot/appLoader.ts,
// prefetchOnIntent): the pages of the links in view are not fetched ahead, only those the reader
// points at, touches or focuses.

// A guide page whose sidebar is in view on a desktop, and two sidebar links on it.
const PAGE = 'docs/v4/objects/routing';
const HOVERED = '.theme-doc-sidebar-menu a[href$="/objects/request"]';
const FOCUSED = '.theme-doc-sidebar-menu a[href$="/start/installation"]';
// How long the reader stays on the page, once the app has settled, before pointing at a link.
const READING_MS = 2000;

test.use({viewport: {width: 1280, height: 800}});

/** Every JavaScript file the page asks for, in order, prefetched or loaded. */
function scriptRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/\/assets\/js\/[^/]+\.js$/.test(path)) requested.push(path.split('/').pop()!);
  });
  return requested;
}

/** The JavaScript files asked for while `act` runs, once the page has asked for at least one. */
async function scriptsFor(page: Page, requested: string[], act: () => Promise<void>): Promise<string[]> {
  const from = requested.length;
  await act();
  await expect.poll(() => requested.length).toBeGreaterThan(from);
  // The rest of the link's chunks follow within a frame or two; a few hundred milliseconds cover them.
  await page.waitForTimeout(500);
  return requested.slice(from);
}

// The reader's two intents for a sidebar link in view: pointing at it, and giving it the keyboard focus.
const INTENTS = [
  {intent: 'the reader points at it', link: HOVERED, act: (page: Page) => page.locator(HOVERED).hover()},
  {intent: 'it takes the keyboard focus', link: FOCUSED, act: (page: Page) => page.locator(FOCUSED).focus()},
];

for (const {intent, link, act} of INTENTS) {
  test(`a sidebar link in view is fetched when ${intent}, not before`, async ({page}) => {
    const requested = scriptRequests(page);
    await page.goto(PAGE);
    await expect(page.locator(link)).toBeInViewport();
    await page.waitForTimeout(READING_MS);
    // Nothing in view was prefetched: the theme would have added a <link rel="prefetch"> per link.
    expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
    const before = [...requested];
    const fetched = await scriptsFor(page, requested, () => act(page));
    // None of the link's page's chunks (its content at least) had been asked for before the intent.
    expect(before.filter((file) => fetched.includes(file))).toEqual([]);
  });
}
