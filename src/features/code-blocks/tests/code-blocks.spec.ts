import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test, type Page} from '../../../../tests/support/test';
import {BUILD_DIR} from '../../../../tests/support/build.mjs';
import {PAGES} from '../../../../tests/support/pages';
import {holdApp} from '../../../../tests/support/holdApp';
import {statesOf} from '../../../../tests/support/feedback';

// Code blocks hydrate from their server-rendered HTML (src/features/code-blocks/theme/CodeBlock/Content), and Prism is
// loaded only for blocks that mount after a client-side navigation (src/features/code-blocks/lazyPrism).

/** The file name of the chunk with Prism in the build under test (BUILD_DIR, as the server serves). */
function prismChunk(): string {
  const dir = join(BUILD_DIR, 'assets', 'js');
  const name = readdirSync(dir).find(
    (file) => file.endsWith('.js') && readFileSync(join(dir, file), 'utf8').includes('prism-code'),
  );
  if (!name) throw new Error('No chunk of the build has Prism');
  return name;
}

function requestsOf(page: Page, file: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(`/${file}`)) seen.push(request.url());
  });
  return seen;
}

test.describe('as the app starts', () => {
  test.use({startApp: false});

  // The theme's Tabs render their panels anew once the app runs: the blocks inside mount again. The
  // installation page has blocks in tabs and outside them.
  test("code blocks keep the server's highlighted HTML as the app starts, in remounted tabs too, and Prism is not fetched", async ({
    page,
  }) => {
    const prism = requestsOf(page, prismChunk());
    const release = await holdApp(page);
    await page.goto('docs/v4/start/installation');
    const outside = page.locator('article pre:not(.tabs-container pre)');
    const outsideBefore = await outside.evaluateAll((blocks) => blocks.map((block) => block.innerHTML));
    expect(outsideBefore.length).toBeGreaterThan(0);
    expect(outsideBefore.every((html) => html.includes('class="token'))).toBe(true);
    const pres = page.locator('article .tabs-container pre');
    const asServed = () => pres.evaluateAll((blocks) => blocks.map((block) => [block.className, block.innerHTML]));
    const before = await asServed();
    expect(before.length).toBeGreaterThan(0);
    const first = await pres.first().elementHandle();
    await release();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.appSettled)).toBe('true');
    // Mounted anew (the element served is gone), looking the same, without Prism.
    expect(await first!.evaluate((block) => block.isConnected)).toBe(false);
    expect(await asServed()).toEqual(before);
    expect(await outside.evaluateAll((blocks) => blocks.map((block) => block.innerHTML))).toEqual(outsideBefore);
    expect(prism).toEqual([]);
  });
});

test('the copy button puts a hydrated block on the clipboard, and says so', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(PAGES.docV4);
  await page.evaluate(() => navigator.clipboard.writeText(''));
  const block = page.locator('article .theme-code-block').first();
  // The block's text as shown, without the newline that ends its last line.
  const code = (await block.locator('pre').innerText()).replace(/\n$/, '');
  expect(code).toMatch(/^<\?php\n/);
  await block.hover();
  const button = block.getByRole('button', {name: 'Copy code to clipboard'});
  // The theme says "Copied" for one second only.
  const labels = await statesOf(button);
  await button.click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await expect.poll(labels).toContain('Copied');
});

test('a page reached by client-side navigation has highlighted code', {tag: '@smoke'}, async ({page}) => {
  const prism = requestsOf(page, prismChunk());
  await page.goto(PAGES.post);
  await page.locator('.theme-doc-sidebar-menu, article').first().waitFor();
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'User Guide'}).click();
  await page.waitForURL(/\/docs\/v4\/$/);
  await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Routing', exact: true}).first().click();
  await page.waitForURL(/\/objects\/routing$/);
  const pre = page.locator('article pre.prism-code').first();
  await expect(pre.locator('.token').first()).toBeVisible();
  await expect(pre).toHaveClass(/language-php/);
  expect(prism.length).toBe(1);
});
