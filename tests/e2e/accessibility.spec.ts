import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from '../support/test';
import {PAGES} from '../support/pages';
import {FIRST_RESULTS} from '../support/search';
import {startApp} from '../../scripts/lib/browser.mjs';

// The v3 page shows the unmaintained banner and the other versions' links; security is a plain page;
// a tutorial step has its hint in a disclosure.
const AUDITED = [
  PAGES.home,
  PAGES.docV4,
  PAGES.docV3,
  PAGES.blogList,
  PAGES.post,
  PAGES.unknown,
  'security',
  'docs/v4/tutorial/06-validation',
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

    for (const path of AUDITED) {
      test(`no serious or critical WCAG 2.2 AA violation on /${path}`, async ({page}) => {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        expect(await blockingViolations(page)).toEqual([]);
      });
    }

    // Search results, a selected one among them, and the state with none: what most readers meet.
    for (const [query, shown] of [
      ['routing', '[role="option"] mark'],
      ['xylophone', 'text=No results'],
    ]) {
      test(`no serious or critical violation in the search box showing "${query}"`, async ({page}) => {
        await page.goto(PAGES.docV4);
        const searchBox = page.locator('input.navbar__search-input');
        await searchBox.click();
        await searchBox.fill(query);
        await expect(page.locator(shown).first()).toBeVisible(FIRST_RESULTS);
        expect(await blockingViolations(page)).toEqual([]);
      });
    }

    test('no serious or critical violation on the not-found page listing the closest pages', async ({page}) => {
      await page.goto('docs/v4/objects/routng');
      await startApp(page);
      await expect(page.locator('[data-closest-pages] a').first()).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
    });

    test('no serious or critical violation on the search page', async ({page}) => {
      await page.goto('search?q=routing&ctx=docs%2Fv4');
      await expect(page.locator('[class*="searchResultItem"]').first()).toBeVisible(FIRST_RESULTS);
      expect(await blockingViolations(page)).toEqual([]);
    });
  });
}
