import {expect, test} from '../support/test';
import {PAGES} from '../support/pages';
import {FIRST_RESULTS} from '../support/search';

test('the Content-Security-Policy holds: pages and search work with no violation', async ({page}) => {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|CSP violation/i.test(message.text())) violations.push(message.text());
  });

  const response = await page.goto(PAGES.home);
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  await expect(page.locator('header pre code')).toBeVisible();

  for (const path of [PAGES.docV4, PAGES.post]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('article h1')).toBeVisible();
  }
  // Search runs in a web worker and fetches its index: both must be allowed.
  await page.locator('input.navbar__search-input').click();
  await page.keyboard.type('middleware');
  await expect(page.locator('[role="option"]').first()).toBeVisible(FIRST_RESULTS);
  await page.keyboard.press('Enter');
  await expect(page.locator('article mark').first()).toBeVisible();
  // Client-side navigation and the colour toggle.
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Blog'}).click();
  await expect(page.locator('.blog-list-page')).toBeVisible();
  expect(violations).toEqual([]);
});
