import {expect, test} from '../../../../tests/support/test';

// The navigation progress bar's library is not in the start-up files (src/features/boot/lighterBundle):
// it is fetched on the first client-side navigation, and the bar still shows on a slow one.

const PAGE = 'docs/v4/objects/routing';
const SIDEBAR_LINK = '.theme-doc-sidebar-menu a[href$="/objects/request"]';
// Only nprogress's template has this.
const PROGRESS_BAR = 'role="bar"';

test.use({viewport: {width: 1280, height: 800}});

test('nprogress is fetched on the first client-side navigation, not before, and its bar shows on a slow one', async ({
  page,
}) => {
  const withBar: string[] = [];
  let slowNetwork = false;
  await page.route(/\/assets\/js\/[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(PROGRESS_BAR)) withBar.push(new URL(route.request().url()).pathname);
    // The page's chunks arrive late, so that the navigation takes longer than the bar's 200 ms.
    else if (slowNetwork) await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fulfill({response, body});
  });
  await page.goto(PAGE);
  await page.waitForTimeout(1000);
  expect(withBar, 'nprogress fetched before any navigation').toEqual([]);
  slowNetwork = true;
  await page.locator(SIDEBAR_LINK).click();
  await expect(page.locator('#nprogress .bar')).toBeVisible();
  await expect(page.locator('article h1')).toHaveText(/request/i);
  expect(withBar).toHaveLength(1);
});
