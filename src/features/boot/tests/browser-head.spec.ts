import {expect, test, type Page} from '../../../../tests/support/test';

// The browser's <Head> (src/features/boot/lighterBundle/browserHead.tsx) in the built site: after a
// client-side navigation, and back, the head is the one the server writes for the page reached,
// each tag once, and hydration leaves the server's head as it was.

const FROM = 'docs/v4/objects/routing';
const TO_LINK = '.theme-doc-sidebar-menu a[href$="/objects/request"]';

test.use({viewport: {width: 1280, height: 800}});

/** What a page's head says about it: what crawlers, tabs and shares read. */
async function headOf(page: Page) {
  return page.evaluate(() => {
    const all = (selector: string) => [...document.head.querySelectorAll(selector)];
    const content = (selector: string) => all(selector).map((element) => element.getAttribute('content'));
    return {
      title: document.title,
      descriptions: content('meta[name="description"]'),
      ogTitles: content('meta[property="og:title"]'),
      ogUrls: content('meta[property="og:url"]'),
      canonicals: all('link[rel="canonical"]').map((link) => link.getAttribute('href')),
      alternates: all('link[rel="alternate"]').length,
      htmlClass: document.documentElement.className.split(/\s+/).filter((name) => name.startsWith('docs-doc-id')),
      lang: document.documentElement.lang,
    };
  });
}

/** The head of a page as the server wrote it: read with scripts off. */
async function serverHeadOf(page: Page, path: string) {
  const context = await page
    .context()
    .browser()!
    .newContext({javaScriptEnabled: false, baseURL: test.info().project.use.baseURL});
  const server = await context.newPage();
  await server.goto(path);
  const head = await headOf(server);
  await context.close();
  return head;
}

test("after a client-side navigation, and back, the head is the server's for the page reached", async ({page}) => {
  const to = await serverHeadOf(page, 'docs/v4/objects/request');
  await page.goto(FROM);
  const from = await headOf(page);
  expect(from.title).toMatch(/Routing/);
  expect(from.descriptions).toHaveLength(1);
  expect(from.canonicals).toHaveLength(1);
  expect(from.htmlClass).toHaveLength(1);

  await page.locator(TO_LINK).click();
  await expect(page.locator('article h1')).toHaveText(/request/i);
  await expect.poll(() => headOf(page)).toEqual(to);
  expect(to.title).toMatch(/Request/);
  expect(to.descriptions).toHaveLength(1);
  expect(to.descriptions).not.toEqual(from.descriptions);

  await page.goBack();
  await expect(page.locator('article h1')).toHaveText(/routing/i);
  await expect.poll(() => headOf(page)).toEqual(from);
});

test("hydration leaves the server's head as it was", async ({page}) => {
  /**
   * The head's tags that <Head> manages and the title, each as its name, its attributes in one order
   * and its text (structured data with its keys in one order: the server writes them sorted), sorted.
   */
  const managedTags = (target: Page) =>
    target.evaluate(() => {
      const sortedKeys = (value: unknown): unknown =>
        Array.isArray(value)
          ? value.map(sortedKeys)
          : value && typeof value === 'object'
            ? Object.fromEntries(
                Object.entries(value)
                  .sort(([a], [b]) => a.localeCompare(b))
                  .map(([key, inner]) => [key, sortedKeys(inner)]),
              )
            : value;
      return [...document.head.querySelectorAll('title, [data-rh="true"]')]
        .map((tag) => {
          const attributes = [...tag.attributes]
            .filter((attribute) => attribute.name !== 'data-rh')
            .map((attribute) => `${attribute.name}=${attribute.value}`)
            .sort();
          const text =
            tag.getAttribute('type') === 'application/ld+json'
              ? JSON.stringify(sortedKeys(JSON.parse(tag.textContent ?? '')))
              : tag.textContent;
          return `${tag.localName} ${attributes.join(' ')} ${text}`;
        })
        .sort();
    });
  const withoutApp = await page.context().newPage();
  await withoutApp.route('**/*.js', (route) => route.abort());
  await withoutApp.goto(FROM);
  const server = await managedTags(withoutApp);
  await withoutApp.close();

  // page.goto waits for the app to hydrate; the browser's <Head> does its work in the next frame.
  await page.goto(FROM);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  expect(server.length).toBeGreaterThan(5);
  expect(await managedTags(page)).toEqual(server);
});
