import {expect, test} from '../../../../tests/support/test';
import {PAGES} from '../../../../tests/support/pages';

test.use({viewport: {width: 800, height: 900}});

test('the slide-out menu opens, closes on Back, and is forced closed on a desktop width', async ({page}) => {
  // Arrive by a link inside the site, so that Back has an in-site page to return to.
  await page.goto(PAGES.blogList);
  const firstPost = page.locator('article h2 a').first();
  const postPath = await firstPost.getAttribute('href');
  await firstPost.click();
  await expect(page).toHaveURL(new RegExp(`${postPath}$`));

  const navbar = page.locator('nav.navbar');
  const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
  await toggle.click();
  await expect(navbar).toHaveClass(/navbar-sidebar--show/);
  await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'User Guide'})).toBeVisible();

  // Back closes the menu instead of leaving the page.
  await page.goBack();
  await expect(navbar).not.toHaveClass(/navbar-sidebar--show/);
  await expect(page).toHaveURL(new RegExp(`${postPath}$`));

  await toggle.click();
  await expect(navbar).toHaveClass(/navbar-sidebar--show/);
  await page.setViewportSize({width: 1200, height: 900});
  await expect(navbar).not.toHaveClass(/navbar-sidebar--show/);
  await expect(toggle).toBeHidden();
});

test('at 996 px the layout is still mobile; above it, desktop', async ({page}) => {
  await page.setViewportSize({width: 996, height: 800});
  await page.goto(PAGES.docV4);
  await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeVisible();
  await page.setViewportSize({width: 997, height: 800});
  await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
  await expect(page.getByRole('navigation', {name: 'Docs sidebar'})).toBeVisible();
});
