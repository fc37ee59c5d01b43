import AxeBuilder from '@axe-core/playwright';
import {expect, test} from '../support/test';
import {PAGES} from '../support/pages';

const AUDITED = [PAGES.home, PAGES.docV4, PAGES.blogList, PAGES.post, PAGES.unknown];

for (const mode of ['light', 'dark'] as const) {
  for (const path of AUDITED) {
    test(`no serious or critical WCAG 2.2 AA violation on /${path} in ${mode} mode`, async ({page}) => {
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const results = await new AxeBuilder({page})
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      const blocking = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`);
      expect(blocking).toEqual([]);
    });
  }
}
