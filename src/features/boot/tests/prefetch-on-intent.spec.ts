import {expect, test, type Page} from '../../../../tests/support/test';

// What a reader who opens one page and leaves pays for (src/features/boot/appLoader.ts,
// prefetchOnIntent): the pages of the links in view are not fetched ahead, only those the reader
// points at, touches or focuses.

// A guide page whose sidebar is in view on a desktop, and two sidebar links on it.
const PAGE = 'docs/v4/objects/routing';
const HOVERED = '.theme-doc-sidebar-menu a[href$="/objects/request"]';
const FOCUSED = '.theme-doc-sidebar-menu a[href$="/start/installation"]';

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

/**
 * The JavaScript files asked for while `act` runs: every chunk the bundler loads for it. The bundler
 * adds one <script> to the head per chunk, all of a route's at once; the files are those scripts'
 * requests, waited for until each has been seen.
 */
async function scriptsFor(page: Page, requested: string[], act: () => Promise<void>): Promise<string[]> {
  const from = requested.length;
  await page.evaluate(() => {
    const added: string[] = [];
    (window as unknown as {addedScripts: string[]}).addedScripts = added;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLScriptElement && node.src) added.push(new URL(node.src).pathname.split('/').pop()!);
    }).observe(document.head, {childList: true});
  });
  await act();
  const added = () => page.evaluate(() => (window as unknown as {addedScripts: string[]}).addedScripts);
  await expect.poll(async () => (await added()).length).toBeGreaterThan(0);
  const scripts = await added();
  await expect.poll(() => scripts.filter((file) => !requested.slice(from).includes(file))).toEqual([]);
  return requested.slice(from);
}

/**
 * Resolves once an IntersectionObserver has been told the link is in view. The theme's Link made its
 * own observer when it mounted, earlier, and observers are told in the order they were made: by
 * then the theme's has been told too, and would have prefetched the link's page.
 */
async function seenInView(page: Page, link: string): Promise<void> {
  await page.locator(link).evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver((entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(element);
      }),
  );
}

// The reader's two intents for a sidebar link in view: pointing at it, and giving it the keyboard focus.
const INTENTS = [
  {intent: 'the reader points at it', link: HOVERED, act: (page: Page) => page.locator(HOVERED).hover()},
  {intent: 'it takes the keyboard focus', link: FOCUSED, act: (page: Page) => page.locator(FOCUSED).focus()},
];

for (const {intent, link, act} of INTENTS) {
  test(`a sidebar link in view is fetched when ${intent}, not before`, async ({page}) => {
    const requested = scriptRequests(page);
    // The test's goto returns once the app has settled: its links have mounted.
    await page.goto(PAGE);
    await expect(page.locator(link)).toBeInViewport();
    await seenInView(page, link);
    // Nothing in view was prefetched: the theme would have added a <link rel="prefetch"> per link.
    expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
    const before = [...requested];
    const fetched = await scriptsFor(page, requested, () => act(page));
    // None of the link's page's chunks (its content at least) had been asked for before the intent.
    expect(before.filter((file) => fetched.includes(file))).toEqual([]);
  });
}
