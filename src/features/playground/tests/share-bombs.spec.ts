// Share links whose decoding is the attack (a deflate bomb, a 2 MB link), opened on a Run page and
// on a tutorial step: the page says it could not read them, a link over the length cap is not
// decoded at all, and no main-thread task in which the codec works reaches 200 ms. Each opening is
// a client-side navigation, and the longest task of the whole opening is recorded beside a short
// link's (the control), not asserted: on a loaded machine a navigation alone can take that long,
// and a 2 MB address costs the browser itself a few hundred milliseconds (a CPU profile of one
// opening: pushState 114 ms, its own work 201 ms, the site's code no more than with the control). What the codec does with each link is counted in Node (share-codec.unit.ts); only a browser
// shows that its main thread stays free, since Chromium inflates on it.
import {writeFileSync} from 'node:fs';
import {docsRoute} from '../../../../tests/support/guide-pages.mjs';
import {expect, test, type Page} from '../../../../tests/support/test';
import {MAX_FRAGMENT_CHARS} from '../share/codec';
import {bombFragments} from './hostile-fragments';
import {INSTALLATION} from './runExamples';

/** A main-thread task this long or longer is a frozen tab (the bar of the site's standards). */
const LONG_TASK_MS = 200;
/** Until the page has judged a link: generous, so that a freeze is measured rather than cut short. */
const JUDGED = {timeout: 90_000};
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

type Opening = {
  /** The longest main-thread task from the navigation until the page said it could not read the link. */
  allTasksMs: number;
  /** The task the codec worked in (its first base64 decode), if it was a long one. */
  codecTasksMs: number;
  /** Whether the codec worked on the link at all. */
  decoded: boolean;
};

/**
 * Opens `address` (a link) as a client-side navigation from a page whose app has settled, so that
 * the page load's tasks are left out, and measures the main thread's long tasks until `judged`.
 */
async function openAndMeasure(page: Page, address: string, judged: () => Promise<void>): Promise<Opening> {
  const since = await navigateInPage(page, address);
  await judged();
  // A long task is reported after it ends: one frame and an idle period later, it has been.
  return page.evaluate(
    (from) =>
      new Promise<Opening>((resolve) => {
        requestAnimationFrame(() =>
          requestIdleCallback(() => {
            const {longTasks, codecCalls} = window as unknown as {longTasks: PerformanceEntry[]; codecCalls: number[]};
            const tasks = longTasks.filter((task) => task.startTime + task.duration >= from);
            const work = codecCalls.filter((at) => at >= from);
            const longest = (list: PerformanceEntry[]) => Math.max(0, ...list.map((task) => task.duration));
            // The codec decodes within one task (its slices chain as microtasks): the one it began in,
            // the last to start before its first call. A long task's duration is whole milliseconds,
            // so the task before, which set the codec's timer, can seem to end after the codec began:
            // a start less than a millisecond before that end is the next task's.
            const begun = tasks
              .filter((task) => task.startTime <= work[0])
              .sort((one, other) => one.startTime - other.startTime)
              .at(-1);
            const codecTasks = begun && work[0] < begun.startTime + begun.duration - 1 ? [begun] : [];
            resolve({allTasksMs: longest(tasks), codecTasksMs: longest(codecTasks), decoded: work.length > 0});
          }),
        );
      }),
    since,
  );
}

test('a bomb or a 2 MB link, on a Run page or a step, is refused with no main-thread task of 200 ms', async ({
  page,
}, testInfo) => {
  test.setTimeout(420_000);
  await page.addInitScript(() => {
    const state = window as unknown as {longTasks: PerformanceEntry[]; codecCalls: number[]};
    state.longTasks = [];
    new PerformanceObserver((list) => state.longTasks.push(...list.getEntries())).observe({
      type: 'longtask',
      buffered: true,
    });
    // When the codec's work begins: the two browser functions it decodes with, timestamped, as they are.
    state.codecCalls = [];
    const {atob: realAtob, DecompressionStream: RealDecompression} = window;
    window.atob = (text) => {
      state.codecCalls.push(performance.now());
      return realAtob(text);
    };
    window.DecompressionStream = class extends RealDecompression {
      constructor(format: CompressionFormat) {
        state.codecCalls.push(performance.now());
        super(format);
      }
    };
  });
  await page.goto(START);
  const base = new URL(page.url()).pathname.replace(START, '');
  const figures: ({page: string; link: string} & Opening)[] = [];
  const report = (figure: (typeof figures)[number]) => {
    figures.push(figure);
    const {allTasksMs, codecTasksMs, decoded} = figure;
    const codec = decoded ? `decoded, longest task of the codec's ${Math.round(codecTasksMs)} ms` : 'not decoded';
    console.log(`${figure.page}, ${figure.link}: ${codec}; longest of the opening ${Math.round(allTasksMs)} ms`);
  };
  const backToStart = async () => {
    await navigateInPage(page, `${base}${START}`);
    await expect(page.locator('[data-tutorial-step], [data-example]')).toHaveCount(0);
  };
  // The control: a short link that does not decode either, for the navigation's own cost.
  const links = [
    {name: 'a short link that does not decode (control)', fragment: 'AAAA'},
    ...bombFragments({v: 1, step: '01-first-route', files: {'public/index.php': '<?php'}}),
  ];
  for (const {name, fragment} of links) {
    const onStep = await openAndMeasure(page, `${base}${STEP}#share=${fragment}`, () =>
      expect(page.locator('[data-tutorial-step]').getByRole('status')).toHaveText(
        'The shared link could not be read, so this step shows its own code.',
        JUDGED,
      ),
    );
    report({page: STEP, link: name, ...onStep});
    await backToStart();
    const onRunPage = await openAndMeasure(page, `${base}${INSTALLATION}#share=${fragment}`, () =>
      expect(page.locator('html')).toHaveAttribute('data-shared-link', 'notice', JUDGED),
    );
    report({page: INSTALLATION, link: name, ...onRunPage});
    await page.locator('#shared-link-notice').getByRole('button', {name: 'Dismiss'}).click();
    await backToStart();
  }
  writeFileSync(testInfo.outputPath('longest-tasks.json'), JSON.stringify(figures, null, 2));
  for (const {page: where, link, fragment} of links.flatMap((entry) => [
    {...entry, page: STEP, link: entry.name},
    {...entry, page: INSTALLATION, link: entry.name},
  ])) {
    const figure = figures.find((candidate) => candidate.page === where && candidate.link === link)!;
    // Over the length cap: no work at all, not even base64.
    if (fragment.length > MAX_FRAGMENT_CHARS) expect(figure.decoded, `${where}, ${link}: decoded`).toBe(false);
    expect(figure.codecTasksMs, `${where}, ${link}`).toBeLessThan(LONG_TASK_MS);
  }
});
