#!/usr/bin/env node
// How long the app takes to start on a phone: the figures behind the app loader's fail-open bound
// (BOOT_BOUND_MS in src/features/boot/appLoader.ts). Serves the production build with nginx, opens pages
// in Chromium with the CPU slowed 4x and Lighthouse's slow-4G network (562.5 ms round trip,
// 1.4745 Mbit/s down, 0.675 Mbit/s up, as its devtools throttling applies it), a cold cache each
// time, and times, from the first request of one of the app's files (the loader's start, when its
// bound begins): the app's hydration (its event, src/features/boot/hydrationSignal.ts) and its settling
// (`data-app-settled`). Prints a table and writes bench-results/boot-time.json; asserts nothing.
// Usage: npm run bench:boot [-- --runs N]   (SERVING_PORT: the port to serve on)
import {chromium} from '@playwright/test';
import {launchOptions} from '../lib/browser.mjs';
import {startNginx} from '../lib/servers.mjs';
import {median} from '../lib/stats.mjs';
import {writeResults} from './results.mjs';

const PAGES = ['', 'docs/v4/objects/routing', 'docs/v4/start/installation', 'blog', 'blog/slim-4.14.0-release'];
const RUNS = Number(process.argv.includes('--runs') ? process.argv[process.argv.indexOf('--runs') + 1] : 3);
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const HYDRATED_EVENT = 'slim:app-hydrated';

/**
 * One cold load of a page: milliseconds from the app's first request to hydration and to settling.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 */
async function bootOnce(browser, url) {
  const context = await browser.newContext({viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true});
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await page.addInitScript((event) => {
    const w = /** @type {any} */ (window);
    addEventListener(event, () => {
      w.hydratedAt = performance.now();
    });
  }, HYDRATED_EVENT);
  await page.goto(url, {waitUntil: 'load', timeout: 120_000});
  // The app's files are requested once the page has loaded: nothing has settled yet.
  await page.evaluate(() => {
    new MutationObserver((_records, observer) => {
      if (document.documentElement.dataset.appSettled !== 'true') return;
      /** @type {any} */ (window).settledAt = performance.now();
      observer.disconnect();
    }).observe(document.documentElement, {attributes: true});
  });
  await page.waitForFunction(() => /** @type {any} */ (window).settledAt, null, {timeout: 120_000, polling: 500});
  const figures = await page.evaluate(() => {
    const appStart = Math.min(
      ...performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/js\/(app-modules|runtime~main|main)\.[^/]*\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    );
    const w = /** @type {any} */ (window);
    return {
      hydrated: w.hydratedAt - appStart,
      settled: w.settledAt - appStart,
      failedOpen: document.documentElement.dataset.appFailedOpen ?? null,
    };
  });
  await context.close();
  return figures;
}

const server = await startNginx({});
const browser = await chromium.launch(launchOptions());
/** @type {{page: string, hydrated: number[], settled: number[], failedOpen: (string | null)[]}[]} */
const rows = [];
try {
  for (const path of PAGES) {
    const row = {
      page: `/${path}`,
      hydrated: /** @type {number[]} */ ([]),
      settled: /** @type {number[]} */ ([]),
      failedOpen: /** @type {(string | null)[]} */ ([]),
    };
    for (let run = 0; run < RUNS; run++) {
      const figures = await bootOnce(browser, server.origin + path);
      row.hydrated.push(Math.round(figures.hydrated));
      row.settled.push(Math.round(figures.settled));
      row.failedOpen.push(figures.failedOpen);
      process.stderr.write(
        `${row.page} run ${run + 1}: hydrated ${Math.round(figures.hydrated)} ms, settled ${Math.round(figures.settled)} ms${figures.failedOpen ? ` (failed open: ${figures.failedOpen})` : ''}\n`,
      );
    }
    rows.push(row);
  }
} finally {
  await browser.close();
  await server.stop();
}

console.log('| page | hydrated (median, max) | settled (median, max) | failed open |');
console.log('| --- | ---: | ---: | ---: |');
for (const row of rows) {
  const cell = (/** @type {number[]} */ values) => `${median(values)} ms, ${Math.max(...values)} ms`;
  console.log(
    `| ${row.page} | ${cell(row.hydrated)} | ${cell(row.settled)} | ${row.failedOpen.filter(Boolean).length} of ${RUNS} |`,
  );
}
writeResults('boot-time', {cpuSlowdown: 4, network: SLOW_4G, runs: RUNS, pages: rows});
