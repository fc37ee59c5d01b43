#!/usr/bin/env node
// Page weight: what reading one page costs a reader's data plan. A fresh browser opens a page, the
// reader does nothing, and 8 s after the load event the bytes transferred so far are added up from
// the Resource Timing entries (the document's and every resource's transferSize), JavaScript apart.
// Served by nginx with the production configuration, the browser asking for gzip only (the
// budget's encoding), on a phone's and a desktop's viewport, beside the no-script floor (the same
// HTML without scripts) and, when given, another build. Also the app's start-up files as stored
// (Brotli and gzip). Prints tables and writes bench-results/page-weight.json; asserts nothing.
// Usage: npm run bench:weight [-- --before <build dir> [--before-name <commit>]]
// Environment: BUILD_DIR (the build measured, build/), WEIGHT_RUNS (runs per page, 1; the median is
// kept), PORT (first of three ports to serve on; random ones otherwise).
import {readdirSync, rmSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';
import {launchOptions} from '../lib/browser.mjs';
import {startNginx} from '../lib/servers.mjs';
import {rewrittenBuild, withoutScripts} from './floorBuild.mjs';
import {writeResults} from './results.mjs';

/** The pages a reader opens: the issue's four and the release post the Lighthouse bench opens. */
export const WEIGHT_PAGES = {
  home: '',
  installation: 'docs/v4/start/installation',
  routing: 'docs/v4/objects/routing',
  'blog list': 'blog',
  'release post': 'blog/slim-4.14.0-release',
};
const VIEWPORTS = {
  phone: {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true},
  desktop: {viewport: {width: 1280, height: 800}},
};
// The reader reads for a while: what the page fetched by then is what it cost.
const READ_MS = 8000;

/**
 * @typedef {{jsBytes: number, jsFiles: number, allBytes: number, files: number}} Weight
 * @typedef {{page: string, viewport: string, variant: string} & Weight} WeightRow
 */

/**
 * One page in a fresh context: transfer sizes READ_MS after load, from Resource Timing.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {keyof typeof VIEWPORTS} viewport
 * @returns {Promise<Weight>}
 */
async function weighOnce(browser, url, viewport) {
  // Only gzip: the budget is stated in it, and nginx would otherwise send the Brotli copies.
  const context = await browser.newContext({...VIEWPORTS[viewport], extraHTTPHeaders: {'accept-encoding': 'gzip'}});
  try {
    const page = await context.newPage();
    // The default buffer of 250 entries would drop the last ones on a page that fetches more.
    await page.addInitScript(() => performance.setResourceTimingBufferSize(10_000));
    await page.goto(url, {waitUntil: 'load'});
    await page.waitForTimeout(READ_MS);
    return await page.evaluate(() => {
      // A file asked for again (a prefetched chunk, then its script) comes from the cache: 0 bytes.
      const entries = /** @type {PerformanceResourceTiming[]} */ ([
        ...performance.getEntriesByType('navigation'),
        ...performance.getEntriesByType('resource'),
      ]).filter((entry) => entry.transferSize > 0);
      const js = entries.filter((entry) => /\.js$/.test(new URL(entry.name).pathname));
      const sum = (/** @type {PerformanceResourceTiming[]} */ list) =>
        list.reduce((bytes, entry) => bytes + entry.transferSize, 0);
      return {jsBytes: sum(js), jsFiles: js.length, allBytes: sum(entries), files: entries.length};
    });
  } finally {
    await context.close();
  }
}

/**
 * Every page on every viewport, for every variant (the site, its floor, another build).
 * @param {import('@playwright/test').Browser} browser
 * @param {{name: string, origin: string}[]} variants
 * @param {{runs?: number, log?: (line: string) => void}} [options]
 * @returns {Promise<WeightRow[]>}
 */
export async function measurePageWeights(browser, variants, {runs = 1, log = () => {}} = {}) {
  /** @type {WeightRow[]} */
  const rows = [];
  for (const [page, path] of Object.entries(WEIGHT_PAGES)) {
    for (const viewport of /** @type {(keyof typeof VIEWPORTS)[]} */ (Object.keys(VIEWPORTS))) {
      for (const variant of variants) {
        /** @type {Weight[]} */
        const samples = [];
        for (let run = 0; run < runs; run++) samples.push(await weighOnce(browser, variant.origin + path, viewport));
        // The run with the median JavaScript, so that its four figures belong together.
        const byJs = [...samples].sort((a, b) => a.jsBytes - b.jsBytes);
        const kept = byJs[Math.floor((byJs.length - 1) / 2)];
        rows.push({page, viewport, variant: variant.name, ...kept});
        log(`weighed ${page}, ${viewport}, ${variant.name}: JS ${samples.map((s) => s.jsBytes)}`);
      }
    }
  }
  return rows;
}

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(0)} KB`;

/**
 * The issue's table, one column group per variant.
 * @param {WeightRow[]} rows
 * @param {string[]} variants
 */
export function pageWeightTable(rows, variants) {
  const lines = [
    `| page | viewport | ${variants.map((v) => `${v}: JavaScript | ${v}: all bytes`).join(' | ')} |`,
    `| --- | --- | ${variants.map(() => '---: | ---:').join(' | ')} |`,
  ];
  const keys = [...new Set(rows.map((row) => `${row.page}\u0000${row.viewport}`))];
  for (const key of keys) {
    const [page, viewport] = key.split('\u0000');
    const cells = variants.map((variant) => {
      const row = rows.find((r) => r.page === page && r.viewport === viewport && r.variant === variant);
      return row ? `${kb(row.jsBytes)} in ${row.jsFiles} files | ${kb(row.allBytes)}` : '– | –';
    });
    lines.push(`| ${page} | ${viewport} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

/**
 * The app's start-up files (the runtime, main and app-modules) as nginx stores them: Brotli and gzip.
 * @param {string} buildDir
 */
export function startupFiles(buildDir) {
  const dir = join(buildDir, 'assets', 'js');
  const names = readdirSync(dir).filter((name) => /^(main|runtime~main|app-modules)\.[0-9a-f]+\.js$/.test(name));
  const size = (/** @type {string} */ file) => statSync(join(dir, file)).size;
  return {
    files: names,
    bytes: names.reduce((sum, name) => sum + size(name), 0),
    brotliBytes: names.reduce((sum, name) => sum + size(`${name}.br`), 0),
    gzipBytes: names.reduce((sum, name) => sum + size(`${name}.gz`), 0),
  };
}

/** @param {ReturnType<typeof startupFiles>} files */
export const startupLine = (files) =>
  `${kb(files.bytes)} (${kb(files.brotliBytes)} with Brotli, ${kb(files.gzipBytes)} with gzip) in ${files.files.length} files`;

/** A variant's heaviest page: the figures the budget is held to. */
const worstOf = (/** @type {WeightRow[]} */ rows, /** @type {string} */ variant) => {
  const own = rows.filter((row) => row.variant === variant);
  return {jsBytes: Math.max(...own.map((r) => r.jsBytes)), allBytes: Math.max(...own.map((r) => r.allBytes))};
};

async function main() {
  const argument = (/** @type {string} */ name) =>
    process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined;
  const buildDir = process.env.BUILD_DIR ?? 'build';
  const beforeDir = argument('--before');
  const beforeName = `before (${argument('--before-name') ?? beforeDir})`;
  const firstPort = process.env.PORT ? Number(process.env.PORT) : undefined;
  const portFor = (/** @type {number} */ slot) => (firstPort === undefined ? undefined : firstPort + 2 * slot);
  const floorDir = rewrittenBuild(buildDir, 'weight-floor', Object.values(WEIGHT_PAGES), withoutScripts);
  const site = await startNginx({buildDir, port: portFor(0)});
  const floor = await startNginx({buildDir: floorDir, port: portFor(1)});
  const before = beforeDir ? await startNginx({buildDir: beforeDir, port: portFor(2)}) : null;
  const variants = [
    {name: 'this site', origin: site.origin},
    ...(before ? [{name: beforeName, origin: before.origin}] : []),
    {name: 'no-script floor', origin: floor.origin},
  ];
  const browser = await chromium.launch(launchOptions());
  /** @type {WeightRow[]} */
  let rows;
  try {
    rows = await measurePageWeights(browser, variants, {
      runs: Number(process.env.WEIGHT_RUNS ?? 1),
      log: (line) => void process.stderr.write(`${line}\n`),
    });
  } finally {
    await browser.close();
    await site.stop();
    await floor.stop();
    await before?.stop();
    rmSync(join(floorDir, '..'), {recursive: true, force: true});
  }
  console.log(`\nBytes transferred ${READ_MS / 1000} s after load (gzip, Resource Timing transfer sizes)`);
  console.log(
    pageWeightTable(
      rows,
      variants.map((v) => v.name),
    ),
  );
  const startup = startupFiles(buildDir);
  console.log(`\nApp start-up files: this site ${startupLine(startup)}`);
  const startupBefore = beforeDir ? startupFiles(beforeDir) : null;
  if (startupBefore) console.log(`App start-up files: ${beforeName} ${startupLine(startupBefore)}`);
  const worst = worstOf(rows, 'this site');
  console.log(`Heaviest page of this site: ${kb(worst.jsBytes)} of JavaScript, ${kb(worst.allBytes)} in all`);
  writeResults('page-weight', {readMs: READ_MS, encoding: 'gzip', rows, startup, startupBefore});
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
