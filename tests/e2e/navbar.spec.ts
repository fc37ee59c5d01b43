import {expect, test} from '../support/test';

// The navbar's links are the content tier's (tests/content/page-html.test.mjs); hiding on scroll is
// the theme's own (`hideOnScroll`). What only a browser shows: where the navbar sits over the page.
test.describe('before the app starts', () => {
  test.use({startApp: false});

  test('a deep link shows its heading, not the navbar over it', async ({page}) => {
    // Keep the app from starting, so that the page is seen as it is before hydration: main.js arrives
    // empty. Held instead, it would hold the document too where the theme loads it (<script defer>
    // comes before DOMContentLoaded), and this is about the page, whichever way its app loads.
    await page.route(/\/assets\/js\/main\.[^/]*\.js$/, (route) =>
      route.fulfill({contentType: 'text/javascript', body: ''}),
    );
    await page.goto('docs/v4/start/web-servers#php-built-in-server');
    const heading = page.locator('#php-built-in-server');
    await expect(heading).toBeInViewport();
    const box = (await heading.boundingBox())!;
    // What the reader sees at the heading's place is the heading, not the navbar.
    const seen = await page.evaluate(({x, y}) => document.elementFromPoint(x, y)?.closest('h2, .navbar')?.tagName, {
      x: box.x + 20,
      y: box.y + box.height / 2,
    });
    expect(seen).toBe('H2');
    expect(await page.evaluate(() => document.documentElement.dataset.hasHydrated)).toBe('false');
  });
});
