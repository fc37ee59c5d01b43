import {expect, test} from '../support/test';
import {PAGES} from '../support/pages';

test('the navbar is labelled Main and holds the spec links', async ({page}) => {
  await page.goto(PAGES.home);
  const navbar = page.getByRole('navigation', {name: 'Main'});
  await expect(navbar).toBeVisible();
  await expect(navbar.getByRole('link', {name: 'User Guide'})).toHaveAttribute('href', '/slim/docs/v4/');
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
