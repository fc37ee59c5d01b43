import {expect, test} from '../support/test';
import {PAGES} from '../support/pages';

test('no request leaves the site origin', async ({page, baseURL}) => {
  const origin = new URL(baseURL ?? '').origin;
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) foreign.push(request.url());
  });
  for (const path of [PAGES.home, PAGES.docV4, PAGES.blogList, PAGES.post, PAGES.unknown]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Scroll to the end so lazy content and viewport prefetches happen too.
    await page.mouse.wheel(0, 20_000);
    await page.waitForLoadState('networkidle');
  }
  expect(foreign).toEqual([]);
});

test('the web font is self-hosted and used', async ({page}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  await page.goto(PAGES.docV4);
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.length).toBeGreaterThan(0);
  expect(fonts.every((url) => url.startsWith('http://127.0.0.1'))).toBe(true);
  expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
});
