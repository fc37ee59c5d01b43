// Stop on a tutorial step: while a Check runs, Stop is available and the keyboard reaches it, the
// state is announced, Stop ends the Check, and the step is axe-clean in that state, in both colour
// modes. The Check is held running by holding back PHP's download, so that nothing races the test;
// the Check's one time budget for all its requests is proven in Node (check-time-budget.unit.ts).
import AxeBuilder from '@axe-core/playwright';
import {docsRoute} from '../../../../tests/support/guide-pages.mjs';
import {expect, test, type Page} from '../../../../tests/support/test';

const STEP = docsRoute('v4', 'tutorial/01-first-route');
/** runChecks.ts's CHECK_STOPPED (the module cannot load here: it needs a bundler's import.meta). */
const CHECK_STOPPED = 'Check stopped: nothing was judged. Press Check to run it again.';
/** What the page fetches to start PHP (held back here). */
const PHP_ASSET = /\.wasm|slim-vendor|php\.worker|php_8_2/;

/** Presses Tab until `name`'s button of the step has the focus; false if 150 presses do not reach it. */
async function tabTo(page: Page, name: string): Promise<boolean> {
  const button = page.locator('[data-tutorial-step]').getByRole('button', {name, exact: true});
  for (let presses = 0; presses < 150; presses++) {
    await page.keyboard.press('Tab');
    if (await button.evaluate((element) => element === document.activeElement)) return true;
  }
  return false;
}

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({page})
    .include('[data-tutorial-step]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking).toEqual([]);
}

for (const mode of ['light', 'dark'] as const) {
  test(`Stop ends a running Check from the keyboard, its state announced, axe-clean, ${mode} mode`, async ({page}) => {
    test.setTimeout(120_000);
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    // PHP never arrives while the test looks: the Check stays running until Stop.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(PHP_ASSET, async (route) => {
      await held;
      await route.abort().catch(() => {});
    });
    await page.goto(STEP);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    const box = page.locator('[data-tutorial-step]');
    const check = box.getByRole('button', {name: 'Check', exact: true});
    const stop = box.getByRole('button', {name: 'Stop', exact: true});
    // Before a Check, Stop is there but unavailable, and says so.
    await expect(stop).toHaveAttribute('aria-disabled', 'true');
    await expectNoViolations(page);

    expect(await tabTo(page, 'Check')).toBe(true);
    await page.keyboard.press('Enter');
    await expect(box.getByRole('status')).toHaveText('Running the checks… Stop ends them.');
    await expect(stop).toHaveAttribute('aria-disabled', 'false');
    await expect(check).toHaveAttribute('aria-disabled', 'true');
    // The focus stays where the press was, and the next Tab is Stop.
    await expect(check).toBeFocused();
    await expectNoViolations(page);
    await page.keyboard.press('Tab');
    await expect(stop).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(box.getByRole('status')).toHaveText(CHECK_STOPPED);
    await expect(box).toHaveAttribute('data-checks-run', '1');
    await expect(stop).toHaveAttribute('aria-disabled', 'true');
    await expect(check).toHaveAttribute('aria-disabled', 'false');
    await expect(stop, 'the focus is not lost when Stop becomes unavailable').toBeFocused();
    await expect(box.locator('[data-result="none"]')).toHaveCount(await box.getByTestId('tutorial-check').count());
    release();
  });
}
