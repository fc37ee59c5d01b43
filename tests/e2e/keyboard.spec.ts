import {expect, test} from '../support/test';
import {PAGES} from '../support/pages';

test('skip to content moves focus to the main content', async ({page}) => {
  await page.goto(PAGES.docV4);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  // Focus now starts from the main content: the next Tab lands inside <main>, past the navbar and sidebar.
  await page.keyboard.press('Tab');
  const focusedInMain = await page.evaluate(() => !!document.activeElement?.closest('main'));
  expect(focusedInMain).toBe(true);
  const inNavigation = await page.evaluate(
    () => !!document.activeElement?.closest('nav.navbar, .theme-doc-sidebar-container'),
  );
  expect(inNavigation).toBe(false);
});

test('Tab sets the keyboard-navigation marker and a mouse press clears it', async ({page}) => {
  await page.goto(PAGES.home);
  await page.waitForLoadState('networkidle');
  const body = page.locator('body');
  // The server-rendered page starts with the marker, so focus rings show even without JavaScript.
  await page.mouse.click(5, 400);
  await expect(body).not.toHaveClass(/navigation-with-keyboard/);
  await page.keyboard.press('Tab');
  await expect(body).toHaveClass(/navigation-with-keyboard/);
  await page.mouse.click(5, 400);
  await expect(body).not.toHaveClass(/navigation-with-keyboard/);
});
