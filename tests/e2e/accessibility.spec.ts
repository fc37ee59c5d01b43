import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from '../support/test';
import {PAGES} from '../support/pages';
import {FIRST_RESULTS} from '../support/search';
import {startApp} from '../../scripts/lib/browser.mjs';

// axe on one page of each kind, as the reader meets it, in light and dark mode: the pages of a kind
// share their layout and components, so a page stands for its kind (the content tier checks what
// each page holds). The doc page is a v3 one: it has everything a v4 page has, and the unmaintained
// banner besides. A tutorial step is scanned with its Check's results by its own spec
// (src/features/tutorial/tests/tutorial.spec.ts); the Run panel, Share and the type cards, open, by
// the share spec (src/features/playground/tests/share.spec.ts).

/** Opens a page (the test's goto waits until its app has settled). */
const visit = (path: string) => async (page: Page) => {
  await page.goto(path);
};

const KINDS: {kind: string; open: (page: Page) => Promise<void>}[] = [
  {kind: 'the home page', open: visit(PAGES.home)},
  {kind: 'a doc page', open: visit(PAGES.docV3)},
  {kind: 'a post', open: visit(PAGES.post)},
  {kind: 'the blog list', open: visit(PAGES.blogList)},
  {
    // The search page's results, and the navbar box's over them: what most readers meet.
    kind: 'the search page and the search box, both showing results',
    open: async (page) => {
      await page.goto('search?q=routing&ctx=docs%2Fv4');
      await expect(page.locator('[class*="searchResultItem"]').first()).toBeVisible(FIRST_RESULTS);
      const searchBox = page.locator('input.navbar__search-input');
      await searchBox.click();
      await searchBox.fill('routing');
      await expect(page.locator('[role="option"] mark').first()).toBeVisible(FIRST_RESULTS);
    },
  },
  {
    kind: 'the not-found page listing the closest pages',
    open: async (page) => {
      await page.goto('docs/v4/objects/routng');
      // The test's `goto` starts the app only on pages that exist; the closest pages need it.
      await startApp(page);
      await expect(page.locator('[data-closest-pages] a').first()).toBeVisible();
    },
  },
];

/** The serious and critical WCAG 2.2 AA violations on the page as it is now. */
async function blockingViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({page})
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(', ')}`,
    );
}

for (const mode of ['light', 'dark'] as const) {
  test.describe(`in ${mode} mode`, () => {
    test.beforeEach(async ({page}) => {
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    });

    for (const {kind, open} of KINDS) {
      // A doc page in light mode stands for the rest in the smoke tier: a page renders, readably.
      const smoke = mode === 'light' && kind === 'a doc page' ? {tag: '@smoke'} : {};
      test(`no serious or critical WCAG 2.2 AA violation on ${kind}`, smoke, async ({page}) => {
        await open(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        expect(await blockingViolations(page)).toEqual([]);
      });
    }
  });
}
