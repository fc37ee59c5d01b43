import {expect, test} from '../support/test';
import {PAGES} from '../support/pages';
import {BASE_PATH} from '../support/base-path.mjs';

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('a doc page and a post are readable', async ({page}) => {
    await page.goto(PAGES.docV4);
    await expect(page.locator('article h1')).toBeVisible();
    expect((await page.locator('article .markdown').innerText()).length).toBeGreaterThan(500);
    await expect(page.getByRole('navigation', {name: 'Docs sidebar'})).toBeVisible();

    await page.goto(PAGES.post);
    await expect(page.locator('article h1')).toBeVisible();
    expect((await page.locator('article .markdown').innerText()).length).toBeGreaterThan(300);
  });
});

test('pages work when browser storage throws, and the console says storage is blocked', async ({page}) => {
  await page.addInitScript(() => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    Object.defineProperty(window, 'localStorage', {get: blocked, configurable: true});
    Object.defineProperty(window, 'sessionStorage', {get: blocked, configurable: true});
  });
  const warnings: string[] = [];
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto(PAGES.docV4);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('article h1')).toBeVisible();
  // The colour toggle and client navigation still work; nothing is remembered.
  const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
  for (let clicks = 0; clicks < 3 && (await page.locator('html').getAttribute('data-theme')) !== 'dark'; clicks++) {
    await toggle.click();
  }
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Blog'}).click();
  await expect(page.locator('.blog-list-page')).toBeVisible();
  expect(errors).toEqual([]);
  expect(warnings.some((text) => /storage/i.test(text) && /not available|blocked/i.test(text))).toBe(true);
});

test('a hostile query string is never executed', async ({page}) => {
  let dialogs = 0;
  page.on('dialog', async (dialog) => {
    dialogs++;
    await dialog.dismiss();
  });
  await page.goto(
    `${PAGES.docV4}?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E&x=%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(2)%3E`,
  );
  await expect(page.locator('article h1')).toBeVisible();
  // The test's `goto` returns once the app has settled: whatever the page does with its address
  // (the theme reads the query for tabs and search marks) it has done by now.
  await expect(page.locator('html')).toHaveAttribute('data-app-settled', 'true');
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(dialogs).toBe(0);
});

test.describe('before the app starts', () => {
  test.use({startApp: false});

  test('a site opened under the wrong base path shows the base URL banner', async ({page}) => {
    // What a reader sees when the site is deployed somewhere its build did not expect: no script loads.
    await page.route(`**${BASE_PATH}assets/js/**`, (route) => route.fulfill({status: 404, body: 'Not found'}));
    await page.goto(PAGES.home);
    await expect(page.locator('#__docusaurus-base-url-issue-banner-container')).toContainText('did not load properly');
  });
});
