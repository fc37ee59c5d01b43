// What every doc page and post offers besides its text: "Copy page" beside the title (the page's
// Markdown copy on the clipboard), and under "Edit this page" the link that reports a problem.
// That every page has them in its HTML, before any script, and where the links lead, is the content
// tier's (tests/content/page-html.test.mjs, page-footer.test.mjs); here, what they do and where they sit.
import {expect, test, type Page} from '../../../../tests/support/test';
import {PAGES} from '../../../../tests/support/pages';
import {statesOf} from '../../../../tests/support/feedback';

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

/**
 * Notes what the button and its status say from now on: their feedback lasts 2.5 s, which a
 * loaded machine may take to look.
 */
async function feedbackOf(page: Page) {
  const button = await statesOf(page.locator('button[title^="Copy this page"]'));
  const status = await statesOf(page.locator('button[title^="Copy this page"] + [role="status"]'));
  return {button, status};
}

/** The vertical extent of two boxes overlaps: they sit on one line. */
async function expectSameLine(page: Page, a: string, b: string) {
  const [boxA, boxB] = [await page.locator(a).first().boundingBox(), await page.locator(b).first().boundingBox()];
  expect(boxA && boxB).toBeTruthy();
  expect(boxA!.y).toBeLessThan(boxB!.y + boxB!.height);
  expect(boxB!.y).toBeLessThan(boxA!.y + boxA!.height);
}

// On a doc page: a post's button is the same component, and that a post has it, with its Markdown
// copy, is the content tier's.
test('"Copy page" copies the page\'s Markdown, fetched from the site itself and nothing else, and says so', async ({
  page,
}) => {
  await page.goto(PAGES.docV4);
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'fetch') fetched.push(request.url());
  });
  const button = page.getByRole('button', {name: 'Copy page'});
  const feedback = await feedbackOf(page);
  await button.click();
  await expect.poll(feedback.button).toContain('Copied');
  expect(fetched).toEqual([`${page.url().replace(/\/$/, '')}.md`]);
  const markdown = await markdownCopyOf(page);
  await expect.poll(() => clipboardText(page)).toBe(markdown);
  await expect.poll(feedback.button).toContain('Copied');
  await expect.poll(feedback.status).toContain('Page copied as Markdown');
  const copied = await clipboardText(page);
  const title = (await page.locator('article h1').innerText()).trim();
  expect(copied.startsWith(`# ${title}\n\n> `)).toBe(true);
  // The feedback goes; the button is ready again.
  await expect(page.getByRole('button', {name: 'Copy page'})).toBeVisible();
});

for (const [name, viewport] of [
  ['desktop', null],
  ['phone', PHONE],
] as const) {
  test.describe(`on ${name}`, () => {
    if (viewport) test.use({viewport});

    test('"Copy page" sits beside the title, "Report a problem with this page" right under "Edit this page"', async ({
      page,
    }) => {
      for (const path of [PAGES.docV4, PAGES.post]) {
        await page.goto(path);
        await expect(page.getByRole('button', {name: 'Copy page'})).toBeVisible();
        await expectSameLine(page, 'button[title^="Copy this page"]', 'article h1');
        const edit = page.getByRole('link', {name: 'Edit this page'});
        const report = page.getByRole('link', {name: 'Report a problem with this page'});
        await report.scrollIntoViewIfNeeded();
        await expect(edit).toBeVisible();
        await expect(report).toBeVisible();
        const [editBox, reportBox] = [await edit.boundingBox(), await report.boundingBox()];
        expect(Math.abs(reportBox!.x - editBox!.x), path).toBeLessThan(2);
        expect(reportBox!.y, path).toBeGreaterThanOrEqual(editBox!.y + editBox!.height);
        expect(reportBox!.y - (editBox!.y + editBox!.height), path).toBeLessThan(24);
      }
    });
  });
}

test('"Copy page" works from the keyboard', async ({page}) => {
  await page.goto(PAGES.docV4);
  const button = page.getByRole('button', {name: 'Copy page'});
  await button.focus();
  await expect(button).toBeFocused();
  const feedback = await feedbackOf(page);
  await page.keyboard.press('Enter');
  const markdown = await markdownCopyOf(page);
  await expect.poll(() => clipboardText(page)).toBe(markdown);
  await expect.poll(feedback.button).toContain('Copied');
  // Focus stays on the button, whatever it says.
  await expect(page.locator('button[title^="Copy this page"]')).toBeFocused();
});

test('a copy that cannot be made says so', async ({page}) => {
  await page.goto(PAGES.docV4);
  await page.route('**/*.md', (route) => route.fulfill({status: 404, body: 'gone'}));
  const feedback = await feedbackOf(page);
  await page.getByRole('button', {name: 'Copy page'}).click();
  await expect.poll(feedback.button).toContain('Copy failed');
  await expect.poll(feedback.status).toContain('The page could not be copied');
});
