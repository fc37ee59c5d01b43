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
  // Workers report their own violations (the PHP of the Run buttons compiles WebAssembly in one).
  page.on('worker', (worker) => {
    worker.on('console', (message) => {
      if (/Content Security Policy|CSP violation|wasm-unsafe-eval/i.test(message.text()))
        violations.push(message.text());
    });
  });

  // What the policy says is the serving tier's (tests/serving/nginx.test.mjs, "security headers"):
  // here, that the pages work under it.
  await page.goto(PAGES.home);
  await expect(page.locator('header pre code')).toBeVisible();

  for (const path of [PAGES.docV4, PAGES.post]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('article h1')).toBeVisible();
  }
  // Search fetches its index from the site itself: the policy must allow it.
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

test('the Content-Security-Policy holds: a guide example runs on PHP in WebAssembly, with its editor', async ({
  page,
}) => {
  const violations: string[] = [];
  const record = (text: string) => {
    if (/Content Security Policy|CSP violation|wasm-unsafe-eval/i.test(text)) violations.push(text);
  };
  page.on('console', (message) => record(message.text()));
  page.on('pageerror', (error) => record(error.message));
  page.on('worker', (worker) => worker.on('console', (message) => record(message.text())));
  await page.goto('docs/v4/start/installation');
  await page.locator('[data-example]').first().getByRole('button', {name: 'Run'}).click();
  await expect(page.getByTestId('run-output')).toContainText('HTTP/1.1 200 OK', {timeout: 60_000});
  await page.getByRole('button', {name: 'Edit the code'}).click();
  await expect(page.getByRole('textbox', {name: 'PHP code of public/index.php'})).toBeFocused();
  expect(violations).toEqual([]);
});
