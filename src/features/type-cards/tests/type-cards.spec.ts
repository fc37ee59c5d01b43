import {expect, test, type Page} from '../../../../tests/support/test';
import {PAGES} from '../../../../tests/support/pages';

// The type cards by pointer, keyboard, touch and screen reader, on one page of the guide (what each
// page's cards hold is checked in Node: tests/signatures.test.mjs, tests/misuse.test.mjs). axe scans a
// block's cards, open, with the Run panel beside them (src/features/playground/tests/share.spec.ts).

/** The first `getParsedBody` name in a code block of the request page, and its block's disclosure. */
function firstCall(page: Page) {
  const token = page.locator('.theme-code-block .token.function', {hasText: /^getParsedBody$/}).first();
  return token;
}
const popup = (page: Page) => page.locator('.type-card-popup');

const cardFiles = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/assets/type-cards/')) urls.push(request.url());
  });
  return urls;
};

test('a pointer over a name shows its card without moving the page; Escape closes it', async ({page}) => {
  // The page's own HTML holds its cards: its JavaScript has only their file's key, and nothing is fetched.
  const fetched = cardFiles(page);
  await page.goto(PAGES.docV4);
  const token = firstCall(page);
  await token.scrollIntoViewIfNeeded();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const before = await token.boundingBox();
  await token.hover();
  await expect(popup(page)).toBeVisible();
  await expect(popup(page)).toContainText('getParsedBody()');
  await expect(popup(page)).toContainText('Source in psr/http-message');
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(height);
  expect(await token.boundingBox()).toEqual(before);
  await page.keyboard.press('Escape');
  await expect(popup(page)).toBeHidden();
  expect(fetched).toEqual([]);
});

test('after a client-side navigation, the keyboard opens a block’s list of cards in one stop, with a name a screen reader reads; Escape closes it', async ({
  page,
}) => {
  // Rendered in the browser, the page's lists come from its cards' file, fetched once.
  const fetched = cardFiles(page);
  await page.goto('docs/v4/objects/routing');
  await page.locator('.theme-doc-sidebar-container a[href$="/objects/request"]').click();
  await expect(page.locator('article h1')).toHaveText('The Request');
  const disclosure = page.locator('details.type-cards').first();
  const summary = disclosure.locator('summary');
  await expect(summary).toHaveAccessibleName(/^API in this example \(\d+\)$/);
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(disclosure).toHaveAttribute('open', '');
  const firstCard = disclosure.locator('li.type-card').first();
  await expect(firstCard.locator('.type-card-signature')).toContainText('(');
  await page.keyboard.press('Tab');
  await expect(disclosure.getByRole('link').first()).toBeFocused();
  await expect(disclosure.getByRole('link').first()).toHaveAccessibleName(/^Source in [\w/-]+ v?\d/);
  await page.keyboard.press('Escape');
  await expect(disclosure).not.toHaveAttribute('open', '');
  await expect(summary).toBeFocused();
  expect(fetched).toHaveLength(1);
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

  test('a tap on a name opens its card, a tap elsewhere closes it', async ({page}) => {
    await page.goto(PAGES.docV4);
    const token = firstCall(page);
    await token.scrollIntoViewIfNeeded();
    await token.tap();
    await expect(popup(page)).toBeVisible();
    const box = await popup(page).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await page.locator('article h1').tap();
    await expect(popup(page)).toBeHidden();
  });
});
