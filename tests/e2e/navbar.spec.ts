import {expect, test} from '../support/test';
import {PAGES} from '../support/pages';

test('the navbar is labelled Main and holds the spec links', async ({page}) => {
  await page.goto(PAGES.home);
  const navbar = page.getByRole('navigation', {name: 'Main'});
  await expect(navbar).toBeVisible();
  await expect(navbar.getByRole('link', {name: 'User Guide'})).toHaveAttribute('href', '/slim/docs/v4/');
  await expect(navbar.getByRole('link', {name: 'Tutorial'})).toHaveAttribute('href', '/slim/docs/v4/tutorial');
  await expect(navbar.getByRole('link', {name: 'Blog'})).toHaveAttribute('href', '/slim/blog');
  await expect(navbar.getByRole('link', {name: 'GitHub'})).toHaveAttribute('href', 'https://github.com/slimphp/Slim');
  await expect(navbar.getByRole('link', {name: 'Support forum'})).toHaveAttribute(
    'href',
    'https://discourse.slimframework.com',
  );
});

test('the navbar hides on scroll down and comes back on scroll up', async ({page}) => {
  await page.goto(PAGES.blogList);
  const navbar = page.getByRole('navigation', {name: 'Main'});
  await expect(navbar).toBeInViewport();
  // Scroll in steps, as a reader does: the navbar reacts to the direction of travel.
  for (let y = 200; y <= 1400; y += 200) {
    await page.mouse.wheel(0, 200);
    await page.waitForTimeout(50);
  }
  await expect(navbar).toHaveClass(/navbarHidden/);
  await expect(navbar).not.toBeInViewport();
  await page.mouse.wheel(0, -300);
  await expect(navbar).not.toHaveClass(/navbarHidden/);
  await expect(navbar).toBeInViewport();
});

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
