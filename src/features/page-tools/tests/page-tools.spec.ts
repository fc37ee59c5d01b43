// What every doc page and post offers besides its text: "Copy page" beside the title (the page's
// Markdown copy on the clipboard), and under "Edit this page" the link that reports a problem.
import {expect, test, type Page} from '../../../../tests/support/test';
import {idleBoot} from '../../../../tests/support/idleBoot.mjs';
import {PAGES} from '../../../../tests/support/pages';
import {holdApp} from '../../../../tests/support/holdApp';

const PHONE = {width: 390, height: 844};

test.use({permissions: ['clipboard-read', 'clipboard-write']});

/** The Markdown copy of the page on screen, as the server sends it. */
async function markdownCopyOf(page: Page): Promise<string> {
  const url = new URL(page.url());
  url.pathname = `${url.pathname.replace(/\/$/, '')}.md`;
  const response = await page.request.get(url.href);
  expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  return response.text();
}

const clipboardText = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** The vertical extent of two boxes overlaps: they sit on one line. */
async function expectSameLine(page: Page, a: string, b: string) {
  const [boxA, boxB] = [await page.locator(a).first().boundingBox(), await page.locator(b).first().boundingBox()];
  expect(boxA && boxB).toBeTruthy();
  expect(boxA!.y).toBeLessThan(boxB!.y + boxB!.height);
  expect(boxB!.y).toBeLessThan(boxA!.y + boxA!.height);
}

for (const [name, viewport] of [
  ['desktop', null],
  ['phone', PHONE],
] as const) {
  test.describe(`on ${name}`, () => {
    if (viewport) test.use({viewport});

    for (const path of [PAGES.docV4, PAGES.docV3, PAGES.post]) {
      test(`"Copy page" beside the title of /${path} copies its Markdown and says so`, async ({page}) => {
        await page.goto(path);
        const button = page.getByRole('button', {name: 'Copy page'});
        await expect(button).toBeVisible();
        await expectSameLine(page, 'button[title^="Copy this page"]', 'article h1');

        await button.click();
        await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
        await expect(page.getByRole('status').filter({hasText: 'Page copied as Markdown'})).toHaveCount(1);
        const copied = await clipboardText(page);
        expect(copied).toBe(await markdownCopyOf(page));
        const title = (await page.locator('article h1').innerText()).trim();
        expect(copied.startsWith(`# ${title}\n\n> `)).toBe(true);
        // The feedback goes; the button is ready again.
        await expect(page.getByRole('button', {name: 'Copy page'})).toBeVisible();
      });
    }

    test('"Report a problem with this page" sits right under "Edit this page"', async ({page}) => {
      for (const path of [PAGES.docV4, PAGES.post]) {
        await page.goto(path);
        const edit = page.getByRole('link', {name: 'Edit this page'});
        const report = page.getByRole('link', {name: 'Report a problem with this page'});
        await report.scrollIntoViewIfNeeded();
        await expect(edit).toBeVisible();
        await expect(report).toBeVisible();
        const [editBox, reportBox] = [await edit.boundingBox(), await report.boundingBox()];
        expect(Math.abs(reportBox!.x - editBox!.x)).toBeLessThan(2);
        expect(reportBox!.y).toBeGreaterThanOrEqual(editBox!.y + editBox!.height);
        expect(reportBox!.y - (editBox!.y + editBox!.height)).toBeLessThan(24);
        // A doc page shows its last commit's date; a post only a stated `last_update` (CONTRIBUTING.md,
        // "Add a post"), and this one states none.
        await expect(page.locator('.theme-last-updated')).toHaveCount(path === PAGES.post ? 0 : 1);
      }
    });
  });
}

test('"Copy page" works from the keyboard', async ({page}) => {
  await page.goto(PAGES.docV4);
  const button = page.getByRole('button', {name: 'Copy page'});
  await button.focus();
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', {name: 'Copied'})).toBeFocused();
  expect(await clipboardText(page)).toBe(await markdownCopyOf(page));
});

test('"Copy page" fetches only its own Markdown copy, from the site itself', async ({page}) => {
  await page.goto(PAGES.post);
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'fetch') fetched.push(request.url());
  });
  await page.getByRole('button', {name: 'Copy page'}).click();
  await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
  expect(fetched).toEqual([`${page.url().replace(/\/$/, '')}.md`]);
});

test('a copy that cannot be made says so', async ({page}) => {
  await page.goto(PAGES.docV4);
  await page.route('**/*.md', (route) => route.fulfill({status: 404, body: 'gone'}));
  await page.getByRole('button', {name: 'Copy page'}).click();
  await expect(page.getByRole('button', {name: 'Copy failed'})).toBeVisible();
  await expect(page.getByRole('status').filter({hasText: 'The page could not be copied'})).toHaveCount(1);
});

test('a listing of posts has no copy button: each post has its own', async ({page}) => {
  await page.goto(PAGES.blogList);
  await expect(page.locator('article').first()).toBeVisible();
  await expect(page.getByRole('button', {name: 'Copy page'})).toHaveCount(0);
});

test.describe('before the app runs', () => {
  test.use({startApp: false});

  test(
    'the button and the links are already in the page',
    idleBoot(
      "holds main.js back to act before hydration: with the theme's <script defer>, the page's load waits for it",
    ),
    async ({page}) => {
      // The app starts by itself once the page has loaded: hold it back to see the page without it.
      await holdApp(page);
      await page.goto(PAGES.docV4);
      await expect(page.getByRole('button', {name: 'Copy page'})).toBeVisible();
      await expect(page.getByRole('link', {name: 'Edit this page'})).toHaveAttribute('href', /\/edit\//);
      await expect(page.getByRole('link', {name: 'Report a problem with this page'})).toHaveAttribute(
        'href',
        /\/issues\/new\?title=/,
      );
      expect(await page.evaluate(() => document.documentElement.dataset.hasHydrated)).not.toBe('true');
    },
  );
});
