#!/usr/bin/env node
// Click to new content for a sidebar link, CPU slowed 4x, on a desktop: a fresh browser opens a guide
// page, the app settles, the reader reads for 2 s, then points at a sidebar link and clicks it, either
// after resting on it (HOVER_MS: the link's chunks fetched on intent) or at once (the pointer moves
// and presses in one go). The figure is the time from the press (pointerdown's timestamp) to the
// first frame whose article heading is the new page's, measured in the page. Medians of RUNS
// presses per case, for this build and, when given, another one. Prints a table and writes
// bench-results/intent-navigation.json; asserts nothing.
// Usage: npm run bench:intent [-- --before <build dir> [--before-name <commit>]]
// Environment: BUILD_DIR (build/), RUNS (7), PORT (first of two ports; random ones otherwise).
import {chromium} from '@playwright/test';
import {launchOptions, startApp} from '../lib/browser.mjs';
import {startNginx} from '../lib/servers.mjs';
import {median} from '../lib/stats.mjs';
import {writeResults} from './results.mjs';

const PAGE = 'docs/v4/objects/routing';
// A sidebar link in view on a 1280 x 800 screen that is neither the page's next nor its previous.
const LINK = '.theme-doc-sidebar-menu a[href$="/objects/request"]';
const NEW_HEADING = 'The Request';
const READING_MS = 2000;
// About how long a pointer rests on a link before the press.
const HOVER_MS = 300;
const RUNS = Number(process.env.RUNS ?? 7);

/**
 * One press: milliseconds from pointerdown to the frame that shows the new page's heading.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {number} restMs
 */
async function pressOnce(browser, url, restMs) {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  try {
    const page = await context.newPage();
    await page.addInitScript((heading) => {
      const record = /** @type {{clickToContent?: number}} */ (/** @type {unknown} */ (window));
      addEventListener(
        'pointerdown',
        (event) => {
          const pressedAt = event.timeStamp;
          const look = () => {
            if (document.querySelector('article h1')?.textContent?.trim() === heading)
              record.clickToContent = performance.now() - pressedAt;
            else requestAnimationFrame(look);
          };
          requestAnimationFrame(look);
        },
        {capture: true, once: true},
      );
    }, NEW_HEADING);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    await page.goto(url, {waitUntil: 'load'});
    await startApp(page, 60_000);
    await page.waitForTimeout(READING_MS);
    const link = page.locator(LINK);
    if (restMs > 0) {
      await link.hover();
      await page.waitForTimeout(restMs);
    }
    await link.click();
    await page.waitForFunction(() => 'clickToContent' in window, null, {timeout: 30_000});
    return /** @type {number} */ (await page.evaluate(() => /** @type {any} */ (window).clickToContent));
  } finally {
    await context.close();
  }
}

const argument = (/** @type {string} */ name) =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined;
const beforeDir = argument('--before');
const firstPort = process.env.PORT ? Number(process.env.PORT) : undefined;
const site = await startNginx({buildDir: process.env.BUILD_DIR ?? 'build', port: firstPort});
const before = beforeDir
  ? await startNginx({buildDir: beforeDir, port: firstPort === undefined ? undefined : firstPort + 2})
  : null;
const variants = [
  {name: 'this site', origin: site.origin},
  ...(before ? [{name: `before (${argument('--before-name') ?? beforeDir})`, origin: before.origin}] : []),
];
const cases = [
  {name: `rests ${HOVER_MS} ms, then clicks`, restMs: HOVER_MS},
  {name: 'clicks at once', restMs: 0},
];
const browser = await chromium.launch(launchOptions());
/** @type {{variant: string, case: string, median: number, all: number[]}[]} */
const results = [];
try {
  for (const press of cases) {
    /** @type {Record<string, number[]>} */
    const all = Object.fromEntries(variants.map((v) => [v.name, []]));
    // Alternated, so that the machine's load weighs on each build alike.
    for (let run = 0; run < RUNS; run++)
      for (const variant of variants)
        all[variant.name].push(await pressOnce(browser, variant.origin + PAGE, press.restMs));
    for (const variant of variants)
      results.push({
        variant: variant.name,
        case: press.name,
        median: median(all[variant.name]),
        all: all[variant.name],
      });
  }
} finally {
  await browser.close();
  await site.stop();
  await before?.stop();
}
console.log(`\nClick to new content, sidebar link on ${PAGE}, desktop, CPU 4x; medians of ${RUNS}`);
console.log(`| press | ${variants.map((v) => v.name).join(' | ')} |`);
console.log(`| --- | ${variants.map(() => '---:').join(' | ')} |`);
for (const press of cases) {
  const cells = variants.map((v) => {
    const row = results.find((r) => r.variant === v.name && r.case === press.name);
    return `${Math.round(row?.median ?? NaN)} ms`;
  });
  console.log(`| ${press.name} | ${cells.join(' | ')} |`);
}
writeResults('intent-navigation', {page: PAGE, link: LINK, hoverMs: HOVER_MS, cpuSlowdown: 4, results});
