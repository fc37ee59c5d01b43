// What the Run-button specs share (run-example.spec.ts, share.spec.ts): the runnable examples as the
// example runner reads them, the page each is on, and the reader's moves in a panel.
import {execFileSync} from 'node:child_process';
import {relative} from 'node:path';
import {expect, type Locator, type Page} from '../../../../tests/support/test';
import {docsRoute} from '../../../../tests/support/guide-pages.mjs';
import type {ExampleRequest} from '../model/php-examples.mjs';

/** The first run downloads and compiles PHP (about 5 MB): generous under a loaded machine. */
export const FIRST_RUN = {timeout: 60_000};
export const INSTALLATION = 'docs/v4/start/installation';
/** What a page must not fetch before its reader presses Run. */
export const PHP_ASSET = /\.wasm|vendor-[\w.-]+\.json|php\.worker|php_8_2/;

type Example = {
  where: string;
  file: string;
  kind: string;
  code: string;
  /** The requests as the Run button sends them, and the answers the runner checks on php-cli. */
  requests: ExampleRequest[];
};

/**
 * The runnable examples of the guide and the home page as the example runner reads them
 * (src/features/playground/model/php-examples.mjs), with the selection of the Run buttons (isRunnable()). Read in a
 * Node process of its own: the module is native ES, which Playwright's loader of test files would
 * turn into CommonJS. Read when a test first asks, never at import: listing the tests reads nothing.
 */
function readExamples(): {home: string; runnable: Example[]} {
  return JSON.parse(
    execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '--eval',
        `import {collectExamples, HOME_EXAMPLE, isRunnable, SLIM4_EXAMPLES} from './src/features/playground/model/php-examples.mjs';
       const runs = SLIM4_EXAMPLES.flatMap((root) => collectExamples(root)).filter(isRunnable);
       const runnable = runs.map(({where, file, kind, code, requests}) => ({where, file, kind, code, requests}));
       console.log(JSON.stringify({home: HOME_EXAMPLE, runnable}));`,
      ],
      {encoding: 'utf8'},
    ),
  );
}

let examples: {home: string; runnable: Example[]} | null = null;

/** The home page's Run example. */
export function homeExample(): Example {
  examples ??= readExamples();
  const {home} = examples;
  const found = examples.runnable.find((example) => example.file === home);
  if (!found) throw new Error(`no Run example in ${home}`);
  return found;
}

/** The Run examples of a page of the guide, in the order of the page. */
export function examplesOf(page: string): Example[] {
  examples ??= readExamples();
  const {home} = examples;
  return examples.runnable.filter((example) => example.file !== home && pageOf(example.file) === page);
}

function pageOf(file: string): string {
  return docsRoute('v4', relative('docs', file).replace(/\.mdx?$/, ''));
}

/** The example's box: its Run bar, then its panel. */
export function exampleBox(page: Page, where: string) {
  return page.locator(`[data-example="${where}"]`);
}

/** A block inside a tab that is not selected: selects that tab, as a reader would. */
export async function showTabOf(page: Page, where: string) {
  const tabIndex = await page.evaluate((id) => {
    const panel = document.querySelector(`[data-example="${id}"]`)?.closest('[role="tabpanel"]');
    if (!panel || !panel.hasAttribute('hidden')) return -1;
    return Array.from(panel.parentElement!.children).indexOf(panel);
  }, where);
  if (tabIndex < 0) return;
  const tabs = page
    .locator(`[role="tabpanel"]:has([data-example="${where}"])`)
    .locator('xpath=../..')
    .locator('[role="tab"]');
  await tabs.nth(tabIndex).click();
}

/**
 * The code editor of the panel in `scope`, opened if it is not yet. A panel opened from a shared
 * link starts with its editor on, but the editor's code arrives later ("Loading the editor…"):
 * waits for the editor or the button that opens it, whichever the panel shows, before choosing.
 */
export async function openEditor(scope: Page | Locator) {
  const editor = scope.getByRole('textbox', {name: 'PHP code of public/index.php'});
  const edit = scope.getByRole('button', {name: 'Edit the code'});
  await expect(editor.or(edit)).toBeVisible();
  if (await edit.isVisible()) await edit.click();
  await editor.click();
  await expect(editor).toBeFocused();
  return editor;
}

/** Opens the editor and replaces the whole code with `edit` of it, typing as a reader would. */
export async function editCode(page: Page, edit: (code: string) => string) {
  const editor = await openEditor(page);
  const edited = edit(await editor.innerText());
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(edited);
}

/** The open panel's Run: sends the request in its form with the code as it is. */
export async function runAgain(scope: Page | Locator) {
  await scope.getByRole('button', {name: 'Run', exact: true}).click();
}

/** Opens the request form's headers and body of the panel in `box`. */
export async function openMore(box: Locator) {
  const more = box.locator('details');
  if ((await more.getAttribute('open')) === null) await more.locator('summary').click();
}
