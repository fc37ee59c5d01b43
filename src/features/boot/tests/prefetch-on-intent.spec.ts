import {expect, test, type Page} from '../../../../tests/support/test';
import {idleBoot} from '../../../../tests/support/idleBoot.mjs';

// What a reader who opens one page and leaves pays for (src/features/boot/appLoader.js,
// prefetchOnIntent): the pages of the links in view are not fetched ahead, only those the reader
// points at, touches or focuses, and the page's next and previous ones once the reader is near
// their links, not on Save-Data.

// The theme's own loading (THEME_LOADING=1) has no loader: its Link prefetches every link that comes
// into view, so the three tests of what is not fetched ahead are the loader's. With Save-Data the
// theme fetches nothing ahead either, and the last test holds for both.
const INTENT_IS_THE_LOADERS = idleBoot(
  "prefetching on intent is the loader's; the theme prefetches every link in view",
);

// A guide page whose sidebar is in view on a desktop, and two sidebar links that are neither its
// next nor its previous page.
const PAGE = 'docs/v4/objects/routing';
const HOVERED = '.theme-doc-sidebar-menu a[href$="/objects/request"]';
const FOCUSED = '.theme-doc-sidebar-menu a[href$="/start/installation"]';
// How long the reader stays on the page, once the app has settled, before pointing at a link: the
// loader's idle work (the next and previous pages) is done well within it.
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

/** The files of the theme's and the loader's `<link rel="prefetch">` elements. */
const prefetchLinks = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'), (link) =>
      new URL(link.href).pathname.replace(/^.*\//, ''),
    ),
  );

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
  test(`a sidebar link in view is fetched when ${intent}, not before`, INTENT_IS_THE_LOADERS, async ({page}) => {
    const requested = scriptRequests(page);
    await page.goto(PAGE);
    await expect(page.locator(link)).toBeInViewport();
    await page.waitForTimeout(READING_MS);
    const before = [...requested];
    const fetched = await scriptsFor(page, requested, () => act(page));
    // None of the link's page's chunks (its content at least) had been asked for before the intent.
    expect(before.filter((file) => fetched.includes(file))).toEqual([]);
  });
}

test(
  "the page's next and previous pages are prefetched once the reader nears them, and nothing else in view",
  INTENT_IS_THE_LOADERS,
  async ({page}) => {
    const requested = scriptRequests(page);
    await page.goto(PAGE);
    // The links are at the end of a long page: a reader of its top who leaves fetches neither page.
    await expect(page.locator('a.pagination-nav__link--next')).not.toBeInViewport();
    await page.waitForTimeout(READING_MS);
    expect(await prefetchLinks(page)).toEqual([]);
    // Within a screen of them (the link itself still below the window), both are fetched.
    await page.evaluate(() => {
      const links = document.querySelector('nav.pagination-nav')!.getBoundingClientRect();
      window.scrollBy(0, links.top - 1.5 * window.innerHeight);
    });
    await expect(page.locator('a.pagination-nav__link--next')).not.toBeInViewport();
    await expect.poll(async () => (await prefetchLinks(page)).length).toBeGreaterThan(0);
    await page.waitForTimeout(READING_MS);
    const prefetched = await prefetchLinks(page);
    // Pointing at the previous page (Response) and the next (Middleware) loads files prefetched already.
    const fromPaginator = await scriptsFor(page, requested, async () => {
      await page.locator('a.pagination-nav__link--prev').hover();
      await page.locator('a.pagination-nav__link--next').hover();
    });
    expect(fromPaginator.filter((file) => !prefetched.includes(file))).toEqual([]);
    // A sidebar link's page is not among them.
    const fromSidebar = await scriptsFor(page, requested, () => page.locator(HOVERED).hover());
    expect(prefetched.filter((file) => fromSidebar.includes(file))).toEqual([]);
  },
);

test('with Save-Data nothing is prefetched, and pointing at a link still loads its page', async ({page}) => {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'connection', {get: () => ({saveData: true})}),
  );
  await page.goto(PAGE);
  await page.waitForTimeout(READING_MS);
  expect(await prefetchLinks(page)).toEqual([]);
  // A click is what the reader asked for: the page opens as it does everywhere else.
  await page.locator(HOVERED).click();
  await expect(page.locator('article h1')).toHaveText(/request/i);
});
