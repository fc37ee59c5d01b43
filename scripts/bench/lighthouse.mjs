#!/usr/bin/env node
// Page-speed benchmark: builds the production site, serves it with the production nginx
// configuration, and runs Lighthouse (mobile preset, simulated throttling) on four pages, three
// times each. Beside every page it measures the floor: the same HTML with every script removed,
// served the same way in the same run. Pages start their app on the first interaction, which
// Lighthouse never makes: a second table gives what that start costs (the app's files, and the time
// from a first pointer movement to a hydrated page with the CPU slowed 4x, as Lighthouse's mobile
// preset does). Prints tables of medians; asserts nothing.
// Usage: npm run bench [-- --no-build]
import {spawnSync} from 'node:child_process';
import {chmodSync, cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {brotliCompressSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {CHROMIUM_FLAGS, SYSTEM_CHROMIUM, launchOptions, startApp} from '../lib/browser.mjs';
import {startNginx} from '../lib/servers.mjs';
import {median} from '../lib/stats.mjs';

const PAGES = {
  home: '',
  'v4 doc (routing)': 'docs/v4/objects/routing',
  'blog list': 'blog',
  'release post': 'blog/slim-4.14.0-release',
};
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BUILD_DIR = 'build';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

function build() {
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build'], {stdio: ['ignore', 'ignore', 'inherit']});
  if (result.status !== 0) throw new Error('npm run build failed');
  return (Date.now() - started) / 1000;
}

/** The largest JavaScript file other than the entry (main) and the runtime: the heaviest route chunk. */
function largestRouteChunk() {
  const dir = join(BUILD_DIR, 'assets', 'js');
  const chunks = readdirSync(dir)
    .filter((name) => name.endsWith('.js') && !/^(main|runtime~main)\./.test(name))
    .map((name) => ({name, bytes: statSync(join(dir, name)).size}))
    .sort((a, b) => b.bytes - a.bytes);
  return {...chunks[0], brotli: brotliCompressSync(readFileSync(join(dir, chunks[0].name))).length};
}

/** A copy of the build in which the benchmarked pages carry no script at all. */
function floorBuild() {
  const parent = mkdtempSync(join(tmpdir(), 'slim-floor-'));
  // nginx workers run unprivileged: they must be able to walk into the copy.
  chmodSync(parent, 0o755);
  const dir = join(parent, 'build');
  cpSync(BUILD_DIR, dir, {recursive: true});
  for (const path of Object.values(PAGES)) {
    const file = join(dir, path, 'index.html');
    const html = readFileSync(file, 'utf8')
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
      .replace(/<link\b[^>]*\bas=script\b[^>]*>/g, '');
    writeFileSync(file, html);
    // nginx would send the precompressed original instead.
    rmSync(`${file}.br`, {force: true});
    rmSync(`${file}.gz`, {force: true});
  }
  return dir;
}

/** @typedef {import('lighthouse').Result} LighthouseResult */
/** @typedef {ReturnType<typeof figures>} Figures */

// resource-summary belongs to no category: it is there only when the run is not limited to some.
/**
 * @param {LighthouseResult} lhr
 * @param {string} type
 * @returns {number}
 */
const bytesOf = (lhr, type) =>
  /** @type {{items?: {resourceType: string, transferSize: number}[]} | undefined} */ (lhr.audits['resource-summary']?.details)?.items?.find((item) => item.resourceType === type)?.transferSize ?? 0;

/** @param {LighthouseResult} lhr */
function figures(lhr) {
  /** @param {string} id */
  const audit = (id) => lhr.audits[id].numericValue ?? NaN;
  return {
    /** @type {Record<string, number>} */
    scores: Object.fromEntries(CATEGORIES.filter((c) => lhr.categories[c]).map((c) => [c, Math.round((lhr.categories[c].score ?? 0) * 100)])),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    js: bytesOf(lhr, 'script'),
    css: bytesOf(lhr, 'stylesheet'),
    font: bytesOf(lhr, 'font'),
    total: bytesOf(lhr, 'total'),
  };
}

let chromiumVersion = 'unknown';

/**
 * One Lighthouse run in a fresh Chromium: every category unless some are named.
 * @param {string} url
 * @param {string[]} [categories]
 * @returns {Promise<Figures>}
 */
async function auditOnce(url, categories) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? SYSTEM_CHROMIUM,
    chromeFlags: CHROMIUM_FLAGS,
  });
  try {
    const result = await lighthouse(url, {port: chrome.port, output: 'json', logLevel: 'error', ...(categories && {onlyCategories: categories})});
    if (!result) throw new Error(`Lighthouse on ${url}: no result`);
    const {lhr} = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    chromiumVersion = lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'unknown';
    return figures(lhr);
  } finally {
    await chrome.kill();
  }
}

/**
 * Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is made again.
 * @param {string} url
 * @param {string[]} [categories]
 * @returns {Promise<Figures>}
 */
async function audit(url, categories, attempts = 3) {
  try {
    return await auditOnce(url, categories);
  } catch (error) {
    if (attempts <= 1) throw error;
    process.stderr.write(`${error instanceof Error ? error.message : error}: running again\n`);
    return audit(url, categories, attempts - 1);
  }
}

/** The app's own files (runtime and main, Brotli as served), fetched after load and run on first interaction. */
function appBundle() {
  const dir = join(BUILD_DIR, 'assets', 'js');
  const files = readdirSync(dir).filter((name) => /^(main|runtime~main)\.[0-9a-f]+\.js$/.test(name));
  return files.reduce((bytes, name) => bytes + brotliCompressSync(readFileSync(join(dir, name))).length, 0);
}

/**
 * Milliseconds from the first interaction to a hydrated page, CPU slowed 4x.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 */
async function bootTime(browser, url) {
  const page = await browser.newPage({viewport: {width: 412, height: 823}, isMobile: true});
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await page.goto(url, {waitUntil: 'networkidle'});
  const started = await page.evaluate(() => performance.now());
  await startApp(page);
  const elapsed = (await page.evaluate(() => performance.now())) - started;
  await page.close();
  return elapsed;
}

/**
 * @param {Figures[]} runs
 * @param {(figures: Figures) => number} pick
 */
const medianOf = (runs, pick) => median(runs.map(pick));
const ms = (/** @type {number} */ value) => `${Math.round(value)} ms`;
const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const buildSeconds = process.argv.includes('--no-build') ? null : build();
const chunk = largestRouteChunk();
const floorDir = floorBuild();
const site = await startNginx();
const floor = await startNginx({buildDir: floorDir});
/** @type {{name: string, real: Figures[], bare: Figures[], boot: number}[]} */
const rows = [];
try {
  for (const [name, path] of Object.entries(PAGES)) {
    /** @type {Figures[]} */
    const real = [];
    /** @type {Figures[]} */
    const bare = [];
    for (let run = 0; run < RUNS; run++) {
      real.push(await audit(site.origin + path));
      bare.push(await audit(floor.origin + path, ['performance']));
    }
    /** @type {number[]} */
    const boots = [];
    const browser = await chromium.launch(launchOptions());
    for (let run = 0; run < RUNS; run++) boots.push(await bootTime(browser, site.origin + path));
    await browser.close();
    rows.push({name, real, bare, boot: median(boots)});
    process.stderr.write(`measured ${name}: LCP ${real.map((r) => Math.round(r.lcp))}, floor ${bare.map((r) => Math.round(r.lcp))}\n`);
  }
} finally {
  await site.stop();
  await floor.stop();
  rmSync(join(floorDir, '..'), {recursive: true, force: true});
}

console.log(`\nLighthouse ${JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version}, mobile preset, simulated throttling; medians of ${RUNS} runs`);
console.log('| page | perf | a11y | best pr. | SEO | FCP | LCP | floor LCP | LCP ÷ floor | TBT | CLS | JS at load | CSS | fonts | total |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const {name, real, bare} of rows) {
  const score = (/** @type {string} */ category) => medianOf(real, (r) => r.scores[category]);
  const lcp = medianOf(real, (r) => r.lcp);
  const floorLcp = medianOf(bare, (r) => r.lcp);
  console.log(
    `| ${name} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ` +
      `${ms(medianOf(real, (r) => r.fcp))} | ${ms(lcp)} | ${ms(floorLcp)} | ${(lcp / floorLcp).toFixed(2)} | ` +
      `${ms(medianOf(real, (r) => r.tbt))} | ${medianOf(real, (r) => r.cls).toFixed(3)} | ` +
      `${kb(medianOf(real, (r) => r.js))} | ${kb(medianOf(real, (r) => r.css))} | ${kb(medianOf(real, (r) => r.font))} | ${kb(medianOf(real, (r) => r.total))} |`,
  );
}
console.log('\nThe app, started by the first interaction');
console.log('| page | first interaction → hydrated (CPU 4× slower) |');
console.log('| --- | ---: |');
for (const {name, boot} of rows) console.log(`| ${name} | ${ms(boot)} |`);
console.log(`App files (runtime and main), fetched at idle time after load: ${kb(appBundle())} with Brotli`);
console.log(`\nProduction build: ${buildSeconds === null ? 'not run (--no-build)' : `${buildSeconds.toFixed(0)} s`}`);
console.log(`Largest route chunk: ${chunk.name}, ${kb(chunk.bytes)} (${kb(chunk.brotli)} with Brotli)`);
console.log(`Browser: ${chromiumVersion}`);
