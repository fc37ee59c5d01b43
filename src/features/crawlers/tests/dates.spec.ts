import {expect, test} from '../../../../tests/support/test';
import {PAGES} from '../../../../tests/support/pages';

// The first Intl object a page creates costs 120-280 ms of main thread at 4x CPU (ICU starting up):
// the dates the site shows are written without it (shownDate.ts), so starting the app creates none.
// What the dates say, on every page, is the content tier's (tests/content/crawlers.test.mjs).
test.beforeEach(async ({page}) => {
  await page.addInitScript(() => {
    const created: string[] = [];
    Object.defineProperty(window, '__intlCreated', {value: created});
    for (const name of ['DateTimeFormat', 'PluralRules', 'NumberFormat', 'RelativeTimeFormat', 'ListFormat'] as const) {
      const original = Intl[name] as unknown as new (...args: unknown[]) => unknown;
      (Intl as unknown as Record<string, unknown>)[name] = new Proxy(original, {
        construct(target, args, newTarget) {
          created.push(name);
          return Reflect.construct(target, args, newTarget) as object;
        },
        apply(target, self, args) {
          created.push(name);
          return Reflect.apply(target, self, args) as unknown;
        },
      });
    }
  });
});

// Each kind of page renders its dates with its own component.
const DATED_PAGES = [
  {name: 'home (latest posts)', path: PAGES.home, date: 'section time'},
  {name: 'guide page (Last updated)', path: PAGES.docV4, date: '.theme-last-updated time'},
  {name: 'blog list (post dates, reading times)', path: PAGES.blogList, date: 'article header time'},
  {name: 'post', path: PAGES.post, date: 'article header time'},
];

test('starting the app on a page with dates creates no Intl object', async ({page}) => {
  for (const {name, path, date} of DATED_PAGES) {
    // The test's goto returns once the app has settled: every date component has rendered.
    await page.goto(path);
    await expect(page.locator(date).first(), name).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as {__intlCreated: string[]}).__intlCreated), name).toEqual([]);
  }
});
