import {expect, test} from '../support/test';
import {PAGES} from '../support/pages';

test('/x.html and /x/index.html open the same page as /x', async ({page}) => {
  await page.goto(PAGES.docV4);
  const title = await page.locator('article h1').innerText();
  for (const variant of [`${PAGES.docV4}.html`, `${PAGES.docV4}/index.html`]) {
    await page.goto(variant);
    await expect(page).toHaveURL(new RegExp(`/slim/${PAGES.docV4}$`));
    await expect(page.locator('article h1')).toHaveText(title);
  }
});

test('/docs leads to the v4 guide', async ({page}) => {
  await page.goto('docs');
  await expect(page).toHaveURL(/\/slim\/docs\/v4\/$/);
  await expect(page.locator('article h1')).toBeVisible();
});

test('an unknown path shows the not-found page with status 404', async ({page}) => {
  const response = await page.goto(PAGES.unknown);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1, name: 'Page not found'})).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', {name: 'Slim 4 user guide'})).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found | Slim Framework');
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
  await page.waitForTimeout(300);
  expect(dialogs).toBe(0);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
});
