// The tutorial's step UI as a reader meets it, on one step each: Check on the starter fails and on the
// solution passes (real Slim on PHP 8.2 in the browser) and marks the step done, edits survive a
// reload and Reset brings the starter back, a shared link opens the same code without running it,
// and Download saves the step's project. Then axe in both colour modes, the keyboard, a phone. Storage
// that throws is the step state's unit test (tutorial-state.unit.ts) and a page's without JavaScript
// the build's (tutorial-build.test.mjs, and tests/e2e/resilience.spec.ts). What each of the steps holds is checked
// step by step in Node: its state, Share link and download (every-step.unit.ts), its starter failing
// and its solution passing on real Slim (steps.examples.mjs), its page in the build
// (tutorial-build.test.mjs).
import {execFileSync} from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import {strFromU8, unzipSync} from 'fflate';
import {startApp} from '../../../../scripts/lib/browser.mjs';
import {expect, test, type Page} from '../../../../tests/support/test';
import {docsRoute} from '../../../../tests/support/guide-pages.mjs';
import type {TutorialStep} from '../model/steps.mjs';

/** The first Check downloads and compiles PHP (about 5 MB): generous on a loaded machine. */
const FIRST_CHECK = {timeout: 90_000};
/** What a page must not fetch before its reader presses Check. */
const PHP_ASSET = /\.wasm|vendor-[\w.-]+\.json|php\.worker|php_8_2/;
/** Tall enough that the editor draws every line of a step's file (CodeMirror draws what is near the view). */
const TALL = {width: 1280, height: 12_000};
/** What the page does after the app has settled (reading a link, storage) may wait behind a busy CPU. */
const BUSY = {timeout: 20_000};

// Every test loads a page or two with the editor, most run PHP: a shared 2-core machine needs time.
test.describe.configure({timeout: 180_000});

type Step = TutorialStep & {download: Record<string, string>};
let steps: Step[] | null = null;

/**
 * Every step as the build reads it, with the files its download must hold for the solution: read in
 * a Node process of its own when a test first asks, never at import (listing the tests reads nothing).
 */
function allSteps(): Step[] {
  steps ??= JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', 'src/features/tutorial/tests/steps-with-downloads.mjs'], {
      encoding: 'utf8',
    }),
  ) as Step[];
  return steps;
}

const first = () => allSteps()[0]!;
/** A step whose project has more than one file, so that the editor shows a button per file. */
const withFiles = () => allSteps().find((step) => Object.keys(step.starter).length > 1) ?? first();
const last = () => allSteps().at(-1)!;

const stepPage = (slug: string) => docsRoute('v4', `tutorial/${slug}`);
const TUTORIAL_START = docsRoute('v4', 'tutorial/index');

function stepBox(page: Page) {
  return page.locator('[data-tutorial-step]');
}

/** Presses Check and waits until that press has ended, judged or not. */
async function pressCheck(page: Page) {
  const box = stepBox(page);
  const before = Number(await box.getAttribute('data-checks-run'));
  await box.getByRole('button', {name: 'Check', exact: true}).click();
  await expect(box).toHaveAttribute('data-checks-run', String(before + 1), FIRST_CHECK);
}

/** The code each file of the step shows in the editor, read tab by tab. */
async function editorFiles(page: Page, paths: string[]): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const path of paths) {
    if (paths.length > 1) await stepBox(page).getByRole('button', {name: path, exact: true}).click();
    const content = page.locator(`.cm-content[aria-label="Code of ${path}"]`);
    await expect(content).toBeVisible();
    // CodeMirror draws only the lines within about 1,000 px of the window; the others are a `.cm-gap`
    // of their height. The window is made taller than the editor and the editor brought into it, so
    // that every line is drawn before it is read (read too soon, a long file came back cut short).
    const window = page.viewportSize();
    const height = await content.evaluate((element) => element.getBoundingClientRect().height);
    if (window && height > window.height) await page.setViewportSize({width: window.width, height: Math.ceil(height)});
    await content.scrollIntoViewIfNeeded();
    await expect(content.locator('.cm-gap')).toHaveCount(0);
    files[path] = await content.evaluate((element) =>
      Array.from(element.querySelectorAll('.cm-line'), (line) => line.textContent).join('\n'),
    );
  }
  return files;
}

/** Every request the page makes that fetches part of PHP. */
function phpRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (PHP_ASSET.test(request.url())) seen.push(request.url());
  });
  return seen;
}

test.describe('a step', () => {
  test.use({viewport: TALL});

  test('Check fails on the starter and passes on the solution, and marks the step done', async ({page}) => {
    const step = first();
    const fetched = phpRequests(page);
    await page.goto(stepPage(step.slug));
    const box = stepBox(page);
    await expect(box.getByTestId('tutorial-check')).toHaveCount(step.checks.length);
    expect(fetched, 'nothing of PHP loads before the first Check').toEqual([]);

    await pressCheck(page);
    const failed = box.locator('[data-result="fail"]').first();
    await expect(failed).toBeVisible();
    // A failed check says so, and what came back beside what it expected.
    await expect(failed).toContainText('Failed: ');
    await expect(failed.getByTestId('tutorial-check-actual')).toContainText('Got: ');
    await expect(box.locator('[data-result="none"]')).toHaveCount(0);
    await expect(box.getByRole('status')).toContainText(`of ${step.checks.length} checks passed`);
    await expect(box.getByRole('status')).toContainText('See what came back below.');
    expect(fetched.length).toBeGreaterThan(0);

    await box.getByRole('button', {name: 'Show solution', exact: true}).click();
    expect(await editorFiles(page, Object.keys(step.solution))).toEqual(step.solution);
    await pressCheck(page);
    await expect(box.locator('[data-result="pass"]')).toHaveCount(step.checks.length);
    await expect(box.getByRole('status')).toHaveText(
      `${step.checks.length} of ${step.checks.length} checks passed. This step is done.`,
    );
    await expect(box.getByTestId('tutorial-done')).toBeVisible();

    // The start page's list marks it, and forgets it on request.
    await page.goto(TUTORIAL_START);
    const item = page.getByTestId('tutorial-progress').locator(`[data-step="${step.slug}"]`);
    await expect(item).toHaveAttribute('data-done', 'true', BUSY);
    await page.getByRole('button', {name: 'Clear my progress'}).click();
    await expect(item).toHaveAttribute('data-done', 'false');
    await page.goto(stepPage(step.slug));
    await expect(stepBox(page).getByRole('button', {name: 'Edit the code'})).toBeVisible();
    await expect(stepBox(page).getByTestId('tutorial-done')).toHaveCount(0);
  });

  test('the code survives a reload, and Reset brings the starter back', async ({page}) => {
    const step = withFiles();
    await page.goto(stepPage(step.slug));
    const box = stepBox(page);
    await box.getByRole('button', {name: 'Show solution', exact: true}).click();
    const edited = {...step.solution};
    if (Object.keys(step.starter).length > 1) {
      await box.getByRole('button', {name: 'public/index.php', exact: true}).click();
    }
    await page.locator('.cm-content[aria-label="Code of public/index.php"]').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\n// kept across a reload');
    edited['public/index.php'] += '\n// kept across a reload';

    await page.reload();
    expect(await editorFiles(page, Object.keys(step.starter))).toEqual(edited);

    await stepBox(page).getByRole('button', {name: 'Reset', exact: true}).click();
    expect(await editorFiles(page, Object.keys(step.starter))).toEqual(step.starter);
    await stepBox(page).getByRole('button', {name: 'Bring back my code'}).click();
    expect(await editorFiles(page, Object.keys(step.starter))).toEqual(edited);
  });

  test('Share gives a link that opens the same code in a new page without running it', async ({page, context}) => {
    const step = first();
    await page.goto(stepPage(step.slug));
    const box = stepBox(page);
    await box.getByRole('button', {name: 'Show solution', exact: true}).click();
    await page.locator('.cm-content[aria-label="Code of public/index.php"]').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\n// shared');
    const shared = {...step.solution, 'public/index.php': `${step.solution['public/index.php']}\n// shared`};
    await box.getByRole('button', {name: 'Share', exact: true}).click();
    const link = await box.getByLabel('Link to this step with your code').inputValue();
    expect(link).toMatch(/#share=[A-Za-z0-9_-]+$/);

    // A fresh page, with nothing kept in storage: the link alone carries the code.
    await page.evaluate(() => localStorage.clear());
    const opened = await context.newPage();
    const fetched = phpRequests(opened);
    await opened.goto(link);
    // A page of the context, not the test's own: its app is started and waited for here, as the
    // test's page is after every goto (tests/support/test.ts), so that reading the editors does not
    // race the app's start.
    await startApp(opened);
    await expect(stepBox(opened).getByRole('status')).toContainText('Nothing has run', BUSY);
    expect(await editorFiles(opened, Object.keys(step.starter))).toEqual(shared);
    await expect(stepBox(opened).locator('[data-result="none"]')).toHaveCount(step.checks.length);
    expect(fetched, 'opening a shared link runs nothing').toEqual([]);
  });

  test('Download saves the project of the step', async ({page}) => {
    const step = last();
    await page.goto(stepPage(step.slug));
    const box = stepBox(page);
    await box.getByRole('button', {name: 'Show solution', exact: true}).click();
    const saving = page.waitForEvent('download');
    await box.getByRole('button', {name: 'Download', exact: true}).click();
    const download = await saving;
    expect(download.suggestedFilename()).toBe(`slim-tutorial-${step.slug}.zip`);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const entries = unzipSync(new Uint8Array(Buffer.concat(chunks)));
    const files = Object.fromEntries(Object.entries(entries).map(([path, bytes]) => [path, strFromU8(bytes)]));
    expect(files).toEqual(step.download);
  });
});

test('a shared link that does not decode opens the step as it is, and says so', async ({page}) => {
  await page.goto(`${stepPage(first().slug)}#share=not-a-link`);
  await expect(stepBox(page).getByRole('status')).toHaveText(
    'The shared link could not be read, so this step shows its own code.',
    BUSY,
  );
  await expect(stepBox(page).getByRole('button', {name: 'Edit the code'})).toBeVisible();
});

for (const mode of ['light', 'dark'] as const) {
  test(`no serious or critical WCAG 2.2 AA violation on a step with its results, in ${mode} mode`, async ({page}) => {
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    await page.goto(stepPage(first().slug));
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await pressCheck(page);
    const box = stepBox(page);
    await box.getByRole('button', {name: 'Share', exact: true}).click();
    await box.locator('details summary').click();
    await expect(box.locator('.cm-content')).toHaveCount(0);
    await box.getByRole('button', {name: 'Edit the code'}).click();
    await expect(box.locator('.cm-content')).toBeVisible();
    const results = await new AxeBuilder({page})
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    const blocking = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(blocking).toEqual([]);
  });
}

test('the keyboard alone reaches and presses Check', async ({page}) => {
  await page.goto(stepPage(first().slug));
  const check = stepBox(page).getByRole('button', {name: 'Check', exact: true});
  let reached = false;
  for (let presses = 0; presses < 150 && !reached; presses++) {
    await page.keyboard.press('Tab');
    reached = await check.evaluate((button) => button === document.activeElement);
  }
  expect(reached).toBe(true);
  await page.keyboard.press('Enter');
  await expect(stepBox(page)).toHaveAttribute('data-checks-run', '1', FIRST_CHECK);
  await expect(stepBox(page).locator('[data-result="none"]')).toHaveCount(0);
});

test('a step on a phone (390 px) does not scroll sideways', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto(stepPage(first().slug));
  const box = stepBox(page);
  await box.getByRole('button', {name: 'Show solution', exact: true}).click();
  await box.getByRole('button', {name: 'Share', exact: true}).click();
  await expect(box.getByLabel('Link to this step with your code')).toBeVisible();
  await box.locator('details summary').click();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});
