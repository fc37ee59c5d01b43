// Share on the Run panels, in the browser: a panel, edited, shared and opened from its link in a
// fresh page, shows the same code and request, runs nothing until Run, and then answers as the
// original panel did (on the installation page, and in a tab that is not the one shown first);
// the clipboard, and the field when it is refused; an editor that arrives late; links nobody made
// with Share; axe. Every Run example's state through the link and the form is checked in Node
// (share-every-example.unit.ts).
import AxeBuilder from '@axe-core/playwright';
import {startApp} from '../../../../scripts/lib/browser.mjs';
import {expect, test, type Locator, type Page} from '../../../../tests/support/test';
import {hostileFragments} from './hostile-fragments';
import {
  exampleBox,
  examplesOf,
  FIRST_RUN,
  INSTALLATION,
  openEditor,
  openMore,
  PHP_ASSET,
  runAgain,
  showTabOf,
} from './runExamples';

/** A page whose Run examples are in tabs (one per PSR-7 package), each hidden until its tab is chosen. */
const TABBED = 'docs/v4/middleware/output-buffering';

/** What the test adds to the code and to the request headers before sharing. */
const MARK = '// Shared by share.spec.ts';
const HEADER = 'X-Shared-By: share.spec';
const OPENED = 'Opened from a shared link: press Run to run it.';

/** The answer the panel shows after run number `run`: status line, headers and body. */
async function answer(box: Locator, run: number): Promise<string> {
  const output = box.getByTestId('run-output');
  await expect(output).toHaveAttribute('data-run', String(run), FIRST_RUN);
  return output.innerText();
}

/** Presses the panel's Share and returns the link it made (the page's address then holds it too). */
async function share(page: Page, box: Locator): Promise<string> {
  await box.getByRole('button', {name: 'Share'}).click();
  await expect(box.getByTestId('share-message')).not.toBeEmpty();
  const link = await page.evaluate(() => window.location.href);
  expect(link).toContain('#share=');
  return link;
}

/** Opens `link` in `page` as a new document (never as a same-document jump) and waits for the app. */
async function openLink(page: Page, link: string) {
  await page.goto('about:blank');
  await page.goto(link);
  await startApp(page);
}

/** PHP requests and workers of a page: both must stay empty until its reader presses Run. */
function phpActivity(page: Page) {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (PHP_ASSET.test(request.url())) requests.push(request.url());
  });
  return {requests, workers: () => page.workers().map((worker) => worker.url())};
}

async function expectNoViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({page})
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking, selector).toEqual([]);
}

/**
 * The reader's round trip with the example `where` of `page`'s document: run it, edit its code and a
 * request header, run it again, share it; open the link in `other` as a new document, where the panel
 * shows that state and has run nothing; its own Share gives the same link; Run there answers as the
 * original did.
 */
async function roundTrip(page: Page, other: Page, where: string) {
  const box = exampleBox(page, where);
  await showTabOf(page, where);
  await box.getByRole('button', {name: 'Run'}).click();
  await answer(box, 1);

  // A reader's change to the code and to the request, run here first.
  const editor = await openEditor(box);
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.insertText(`\n${MARK}\n`);
  // Checked while the cursor is there: the editor draws only the lines near the window.
  await expect(editor).toContainText(MARK);
  await openMore(box);
  const headers = box.getByRole('textbox', {name: /^Headers/});
  const headerText = [await headers.inputValue(), HEADER].filter(Boolean).join('\n');
  await headers.fill(headerText);
  await runAgain(box);
  const original = await answer(box, 2);
  const path = await box.getByRole('textbox', {name: 'Path'}).inputValue();
  const method = await box.getByRole('combobox', {name: 'Method'}).inputValue();
  const link = await share(page, box);

  // The link in a new document: the panel open with the shared state, and nothing of PHP.
  const php = phpActivity(other);
  await openLink(other, link);
  const opened = exampleBox(other, where);
  await expect(opened.getByRole('status')).toHaveText(OPENED);
  await expect(opened.getByRole('textbox', {name: 'Path'})).toHaveValue(path);
  await expect(opened.getByRole('combobox', {name: 'Method'})).toHaveValue(method);
  await openMore(opened);
  await expect(opened.getByRole('textbox', {name: /^Headers/})).toHaveValue(headerText);
  // The shared code is shown at once; its last line is the test's.
  const shown = await openEditor(opened);
  await other.keyboard.press('ControlOrMeta+End');
  await expect(shown).toContainText(MARK);
  await expect(opened.getByTestId('run-output')).toHaveCount(0);
  expect(php.requests, 'PHP fetched before Run').toEqual([]);
  expect(php.workers(), 'a worker before Run').toEqual([]);
  // Its own Share gives the same link: the whole state (every line of code) arrived.
  expect(await share(other, opened)).toBe(link);

  await runAgain(opened);
  expect(await answer(opened, 1)).toBe(original);
}

test.describe('a shared link opened in a fresh page', () => {
  test.describe.configure({timeout: 180_000});

  test('shows the shared code and request, runs nothing until Run, then answers as the original', async ({
    page,
    context,
  }) => {
    await page.goto(INSTALLATION);
    await roundTrip(page, await context.newPage(), examplesOf(INSTALLATION)[0].where);
  });

  test('opens its panel in a tab that is not the one shown first', async ({page, browser}) => {
    const [, inSecondTab] = examplesOf(TABBED);
    await page.goto(TABBED);
    // A context of its own: the tabs' choice, kept in localStorage, is not shared with the page that made the link.
    const fresh = await browser.newContext();
    try {
      await roundTrip(page, await fresh.newPage(), inSecondTab.where);
    } finally {
      await fresh.close();
    }
  });
});

test.describe('Share on the installation page', () => {
  test.describe.configure({timeout: 120_000});
  /** The installation page's Run example, read when a test asks (never at import). */
  let where = '';
  test.beforeEach(() => {
    where = examplesOf(INSTALLATION)[0].where;
  });

  test('copies the link to the clipboard and says so', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(INSTALLATION);
    const box = exampleBox(page, where);
    await box.getByRole('button', {name: 'Run'}).click();
    await answer(box, 1);
    const link = await share(page, box);
    await expect(box.getByTestId('share-message')).toHaveText('Link copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await expect(box.getByRole('textbox', {name: 'Link to this example'})).toHaveCount(0);
  });

  test('shows the link in a field when the clipboard is refused', async ({page}) => {
    await page.addInitScript(() => {
      const refuse = () => Promise.reject(new DOMException('Refused by the test', 'NotAllowedError'));
      Object.defineProperty(navigator, 'clipboard', {value: {writeText: refuse}});
    });
    await page.goto(INSTALLATION);
    const box = exampleBox(page, where);
    await box.getByRole('button', {name: 'Run'}).click();
    await answer(box, 1);
    const link = await share(page, box);
    await expect(box.getByTestId('share-message')).toContainText('copy the link below');
    await expect(box.getByRole('textbox', {name: 'Link to this example'})).toHaveValue(link);
  });

  test('a shared panel whose editor arrives late says so, then shows the shared code', async ({page, context}) => {
    await page.goto(INSTALLATION);
    const box = exampleBox(page, where);
    await box.getByRole('button', {name: 'Run'}).click();
    await answer(box, 1);
    await openEditor(box);
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.insertText(`\n${MARK}\n`);
    const link = await share(page, box);

    // The editor's script held back until the panel has said it waits for it, as a slow phone
    // network would hold it.
    let releaseEditor = () => {};
    const editorHeld = new Promise<void>((resolve) => (releaseEditor = resolve));
    const other = await context.newPage();
    await other.route(/\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('cm-editor')) await editorHeld;
      await route.fulfill({response, body});
    });
    await openLink(other, link);
    const opened = exampleBox(other, where);
    await expect(opened.getByText('Loading the editor…')).toBeVisible();
    releaseEditor();
    const shown = await openEditor(opened);
    await other.keyboard.press('ControlOrMeta+End');
    await expect(shown).toContainText(MARK);
  });

  test('nothing of Share is in the JavaScript of a page before Run', async ({page}) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (/\.js(\?|$)/.test(response.url())) scripts.push(response.text());
    });
    await page.goto(INSTALLATION);
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(0);
    for (const text of ['Link copied', 'could not be read', 'deflate-raw']) {
      expect(bodies.filter((body) => body.includes(text)).length, text).toBe(0);
    }
  });

  test('links nobody made with Share: a notice or nothing, never a run or an error', async ({page}) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`error: ${error.message}`));
    page.on('dialog', (dialog) => {
      problems.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    const php = phpActivity(page);
    for (const {name, fragment, expected} of await hostileFragments(where)) {
      await openLink(page, `${INSTALLATION}#share=${fragment}`);
      const judged = page.locator('html[data-shared-link]');
      const notice = page.locator('#shared-link-notice');
      if (expected === 'notice') {
        await expect(judged, name).toHaveAttribute('data-shared-link', 'notice');
        await expect(notice.getByRole('status'), name).toContainText('so nothing was opened');
        await notice.getByRole('button', {name: 'Dismiss'}).click();
        await expect(notice, name).toHaveCount(0);
      } else {
        await expect(judged, name).toHaveAttribute('data-shared-link', 'not-ours');
        await expect(notice, name).toHaveCount(0);
      }
      // The Run bar is as it was: no panel, no worker.
      await expect(exampleBox(page, where).getByRole('button', {name: 'Run'}), name).toBeVisible();
      await expect(page.getByTestId('run-example'), name).toHaveCount(0);
      expect(php.workers(), name).toEqual([]);
    }
    expect(php.requests).toEqual([]);
    expect(problems).toEqual([]);
  });

  for (const mode of ['light', 'dark'] as const) {
    // The open states of a v4 example, in one scan: a shared panel with its editor, request form and
    // Share's link field, and the block's type cards with one shown (src/features/type-cards).
    test(`no serious or critical WCAG 2.2 AA violation in a shared panel with its editor and link field, in the block's type cards, or in the notice, ${mode} mode`, async ({
      page,
    }) => {
      await page.addInitScript((theme) => {
        localStorage.setItem('theme', theme);
        Object.defineProperty(navigator, 'clipboard', {value: {writeText: () => Promise.reject(new Error('refused'))}});
      }, mode);
      await page.goto(INSTALLATION);
      const box = exampleBox(page, where);
      await box.getByRole('button', {name: 'Run'}).click();
      await answer(box, 1);
      const link = await share(page, box);

      // The panel a link opens, its request form unfolded, with Share's link field.
      await openLink(page, link);
      const opened = exampleBox(page, where);
      await expect(opened.getByRole('status')).toHaveText(OPENED);
      // A shared panel opens in its editor, with the shared code.
      await expect(opened.getByRole('textbox', {name: 'PHP code of public/index.php'})).toBeVisible();
      await openMore(opened);
      await share(page, opened);
      await expect(opened.getByRole('textbox', {name: 'Link to this example'})).toBeVisible();
      await expectNoViolations(page, '[data-example]');
      await page.locator('details.type-cards summary').first().click();
      await page
        .locator('.theme-code-block .token.function', {hasText: /^create$/})
        .first()
        .hover();
      await expect(page.locator('.type-card-popup')).toBeVisible();
      await expectNoViolations(page, 'details.type-cards');
      await expectNoViolations(page, '.type-card-popup');

      // The notice a link that cannot be opened gets.
      await openLink(page, `${INSTALLATION}#share=AAAA`);
      await expect(page.locator('#shared-link-notice').getByRole('status')).not.toBeEmpty();
      await expectNoViolations(page, '#shared-link-notice');
    });
  }
});
