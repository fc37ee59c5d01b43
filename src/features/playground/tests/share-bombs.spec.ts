// Share links whose decoding is the attack (a deflate bomb, a 2 MB link), opened on a Run page and
// on a tutorial step: the page says it could not read them, and no main-thread task of the opening
// reaches 200 ms. What the codec does with each is counted in Node (share-codec.unit.ts); only a
// browser shows that its main thread stays free, since Chromium inflates on it.
import {writeFileSync} from 'node:fs';
import {docsRoute} from '../../../../tests/support/spec-routes.mjs';
import {expect, test, type Page} from '../../../../tests/support/test';
import {bombFragments} from './hostile-fragments';
import {INSTALLATION} from './runExamples';

/** A main-thread task this long or longer is a frozen tab (the bar of the site's standards). */
const LONG_TASK_MS = 200;
/** A tutorial step the links are opened on. */
const STEP = docsRoute('v4', 'tutorial/01-first-route');
/** A page with no Run button and no step, where each opening starts from. */
const START = docsRoute('v4', 'tutorial/index');

/** Goes to `address` of the site as a client-side navigation (the router follows a popstate). */
function navigateInPage(page: Page, address: string): Promise<number> {
  return page.evaluate((target) => {
    delete document.documentElement.dataset.sharedLink;
    const now = performance.now();
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', {state: null}));
    return now;
  }, address);
}

/**
 * Opens `address` (a link) as a client-side navigation from a page whose app has settled, so that
 * the tasks counted are the opening's, not the page load's. Returns the longest main-thread task
 * from then until `judged` holds.
 */
async function longestTaskOpening(page: Page, address: string, judged: () => Promise<void>) {
  const since = await navigateInPage(page, address);
  await judged();
  // A long task is reported after it ends: one frame and an idle period later, it has been.
  return page.evaluate(
    (from) =>
      new Promise<number>((resolve) => {
        requestAnimationFrame(() =>
          requestIdleCallback(() => {
            const tasks = (window as unknown as {longTasks: PerformanceEntry[]}).longTasks;
            resolve(Math.max(0, ...tasks.filter((task) => task.startTime >= from).map((task) => task.duration)));
          }),
        );
      }),
    since,
  );
}

test('a bomb or a 2 MB link, on a Run page or a step, is refused with no main-thread task of 200 ms', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => {
    const state = window as unknown as {longTasks: PerformanceEntry[]};
    state.longTasks = [];
    new PerformanceObserver((list) => state.longTasks.push(...list.getEntries())).observe({
      type: 'longtask',
      buffered: true,
    });
  });
  await page.goto(START);
  const base = new URL(page.url()).pathname.replace(START, '');
  const figures: {page: string; link: string; longestTaskMs: number}[] = [];
  const backToStart = async () => {
    await navigateInPage(page, `${base}${START}`);
    await expect(page.locator('[data-tutorial-step], [data-example]')).toHaveCount(0);
  };
  for (const {name, fragment} of bombFragments({v: 1, step: '01-first-route', files: {'public/index.php': '<?php'}})) {
    const onStep = await longestTaskOpening(page, `${base}${STEP}#share=${fragment}`, () =>
      expect(page.locator('[data-tutorial-step]').getByRole('status')).toHaveText(
        'The shared link could not be read, so this step shows its own code.',
        {timeout: 30_000},
      ),
    );
    figures.push({page: STEP, link: name, longestTaskMs: onStep});
    await backToStart();
    const onRunPage = await longestTaskOpening(page, `${base}${INSTALLATION}#share=${fragment}`, () =>
      expect(page.locator('html')).toHaveAttribute('data-shared-link', 'notice', {timeout: 30_000}),
    );
    figures.push({page: INSTALLATION, link: name, longestTaskMs: onRunPage});
    await page.locator('#shared-link-notice').getByRole('button', {name: 'Dismiss'}).click();
    await backToStart();
  }
  writeFileSync(testInfo.outputPath('longest-tasks.json'), JSON.stringify(figures, null, 2));
  for (const {page: where, link, longestTaskMs} of figures) {
    console.log(`${where} ${link}: longest task ${Math.round(longestTaskMs)} ms`);
  }
  for (const {page: where, link, longestTaskMs} of figures) {
    expect(longestTaskMs, `${where}, ${link}`).toBeLessThan(LONG_TASK_MS);
  }
});
