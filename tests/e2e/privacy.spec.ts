import {expect, test} from '../support/test';
import {PAGES} from '../support/pages';

// The web font's own requests (the site's Latin file only) are the fonts feature's test
// (src/features/fonts/tests/fonts.spec.ts).

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
