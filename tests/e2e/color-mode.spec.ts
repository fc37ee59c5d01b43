import {expect, test, type Page} from '../support/test';
import {PAGES} from '../support/pages';

const html = (page: Page) => page.locator('html');
const toggle = (page: Page) => page.getByRole('button', {name: /Switch between dark and light mode/});
const codeBackground = (page: Page) =>
  page
    .locator('pre.prism-code')
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);

// With no stored choice the mode is the system's: the third test for a dark system, the toggle's
// "system" step below for a light one.
test(
  'the toggle cycles light, dark, system; the choice is stored and survives a reload',
  {tag: '@smoke'},
  async ({page}) => {
    await page.goto(PAGES.home);
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(html(page)).toHaveAttribute('data-theme-choice', 'light');
    await expect.poll(() => codeBackground(page)).toMatch(/^rgb/);
    const lightCode = await codeBackground(page);

    await toggle(page).click();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await expect(html(page)).toHaveAttribute('data-theme-choice', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    // The code block follows the colour mode with its own highlighting theme.
    await expect.poll(() => codeBackground(page)).not.toBe(lightCode);

    await page.reload();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');

    await toggle(page).click();
    await expect(html(page)).toHaveAttribute('data-theme-choice', 'system');
    // "System" is stored as the absence of an explicit choice.
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    // The test browser prefers light, so "system" shows light.
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    await expect.poll(() => codeBackground(page)).toBe(lightCode);

    await toggle(page).click();
    await expect(html(page)).toHaveAttribute('data-theme-choice', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  },
);

test('the system choice follows a dark system preference', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await page.goto(PAGES.home);
  await page.evaluate(() => localStorage.removeItem('theme'));
  await page.reload();
  await expect(html(page)).toHaveAttribute('data-theme-choice', 'system');
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
});
