#!/usr/bin/env node
// Page-speed benchmark: builds the production site, serves it with the production nginx
// configuration, and runs Lighthouse (mobile preset, simulated throttling) on the pages of PAGES, three
// times each. Beside every page it measures, in the same run and served the same way:
// - the floor: the same HTML with every script removed;
// - the theme's normal loading: the site built with THEME_LOADING=1 (src/features/boot/themeLoading.ts:
//   Docusaurus's own <script defer> tags in place of the site's loader, the bundler's own layout);
// - the site before this work, when a build of it is given (--before <dir>, see the README).
// Beside Lighthouse's TBT, the same rule on the CPU time the main thread got (cpuBlockingTime.mjs),
// which a machine busy with other work does not inflate. Then the first tap (firstTap.mjs): every
// control pressed 1 s and 3 s after load, CPU 4x, on all of them. Then the page weight
// (page-weight.mjs): bytes transferred 8 s after load on a phone and a desktop, beside the floor (and
// the build before). Prints tables of medians and writes bench-results/lighthouse.json (with
// --taps-only, the taps alone, to bench-results/first-taps.json); asserts nothing.
// Usage: npm run bench [-- --no-build] [-- --before <build dir> [--before-name <commit>]] [-- --taps-only]
//   [-- --compare <name>=<build dir>]… (more builds beside the site, e.g. the site without one reliance)
//   [-- --without-theme] (no THEME_LOADING=1 build: the comparisons given are all there is)
// Environment: BENCH_RUNS (Lighthouse runs per page, 3), TAP_RUNS (presses per control and delay,
// 5), BENCH_PAGES and TAP_CONTROLS (patterns: only the pages or controls they match), PORT (first
// of eight ports to serve on; random ones otherwise), TAP_FROM (`paint`: the taps' delays count from
// the first contentful paint, not the load event; firstTap.mjs), BUSY_LOOPS (busy CPU loops running
// through the taps, 0).
import {spawn, spawnSync} from 'node:child_process';
import {chmodSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync} from 'node:fs';
import {get} from 'node:http';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {brotliCompressSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {launchOptions} from '../lib/browser.mjs';
import {runLighthouse} from './lighthouseRun.mjs';
import {startNginx} from '../lib/servers.mjs';
import {buildSite} from '../lib/site-build.mjs';
import {median} from '../lib/stats.mjs';
import {cpuBlockingTime} from './cpuBlockingTime.mjs';
import {CONTROLS, TAP_FROM, TAP_PAGE, firstTapTable, measureFirstTaps} from './firstTap.mjs';
import {rewrittenBuild, withoutScripts} from './floorBuild.mjs';
import {WEIGHT_PAGES, measurePageWeights, pageWeightTable, startupFiles, startupLine} from './page-weight.mjs';
import {writeResults} from './results.mjs';

const PAGES = {
  home: '',
  'v4 doc (routing)': 'docs/v4/objects/routing',
  'blog list': 'blog',
  'release post': 'blog/slim-4.14.0-release',
  // A tutorial step: its code, checks and solution are server-rendered, its editor and PHP load on use.
  'tutorial step': 'docs/v4/tutorial/06-validation',
};
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TAP_RUNS = Number(process.env.TAP_RUNS ?? 5);
const BUSY_LOOPS = Number(process.env.BUSY_LOOPS ?? 0);
const argument = (/** @type {string} */ name) =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined;
const BEFORE_DIR = argument('--before');
// What the tables call the --before build (e.g. the commit it was built from).
const BEFORE_NAME = argument('--before-name') ?? 'given build';
const TAPS_ONLY = process.argv.includes('--taps-only');
const WITHOUT_THEME = process.argv.includes('--without-theme');
// Every `--compare name=dir`, in order.
const COMPARED = process.argv.flatMap((value, index) => {
  if (process.argv[index - 1] !== '--compare') return [];
  const at = value.indexOf('=');
  return [{name: value.slice(0, at), dir: value.slice(at + 1)}];
});
const FIRST_PORT = process.env.PORT ? Number(process.env.PORT) : undefined;
const portFor = (/** @type {number} */ slot) => (FIRST_PORT === undefined ? undefined : FIRST_PORT + 2 * slot);
const BUILD_DIR = 'build';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

function build() {
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build'], {stdio: ['ignore', 'ignore', 'inherit']});
  if (result.status !== 0) throw new Error('npm run build failed');
  return (Date.now() - started) / 1000;
}

/** The largest JavaScript file other than the app's own (main, app-modules, the runtime): the heaviest route chunk. */
function largestRouteChunk() {
  const dir = join(BUILD_DIR, 'assets', 'js');
  const chunks = readdirSync(dir)
    .filter((name) => name.endsWith('.js') && !/^(main|runtime~main|app-modules)\./.test(name))
    .map((name) => ({name, bytes: statSync(join(dir, name)).size}))
    .sort((a, b) => b.bytes - a.bytes);
  return {...chunks[0], brotli: brotliCompressSync(readFileSync(join(dir, chunks[0].name))).length};
}

/** The guide page with the most HTML: the longest one a reader can open. */
function longestGuidePage() {
  /** @type {{path: string, bytes: number}[]} */
  const pages = [];
  const walk = (/** @type {string} */ dir) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name === 'index.html') pages.push({path, bytes: statSync(path).size});
    }
  };
  walk(join(BUILD_DIR, 'docs'));
  const longest = pages.sort((a, b) => b.bytes - a.bytes)[0].path;
  return longest.slice(BUILD_DIR.length + 1, -'/index.html'.length);
}

/** The site as the theme loads its app (THEME_LOADING=1), built into a directory of its own. */
function themeLoadingBuild() {
  const parent = mkdtempSync(join(tmpdir(), 'slim-theme-loading-'));
  // nginx workers run unprivileged: they must be able to walk into the copy.
  chmodSync(parent, 0o755);
  const dir = join(parent, 'build');
  if (!buildSite(dir, {env: {THEME_LOADING: '1'}})) throw new Error('THEME_LOADING=1 npm run build failed');
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
  /** @type {{items?: {resourceType: string, transferSize: number}[]} | undefined} */ (
    lhr.audits['resource-summary']?.details
  )?.items?.find((item) => item.resourceType === type)?.transferSize ?? 0;

/**
 * @param {LighthouseResult} lhr
 * @param {import('./cpuBlockingTime.mjs').TraceEvent[]} traceEvents the run's trace
 */
function figures(lhr, traceEvents) {
  /** @param {string} id */
  const audit = (id) => lhr.audits[id].numericValue ?? NaN;
  return {
    /** @type {Record<string, number>} */
    scores: Object.fromEntries(
      CATEGORIES.filter((c) => lhr.categories[c]).map((c) => [c, Math.round((lhr.categories[c].score ?? 0) * 100)]),
    ),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    // The same rule on the CPU time the main thread got (cpuBlockingTime.mjs): comparable across a
    // loaded machine's runs, where the wall-clock TBT is not.
    cpuTbt: cpuBlockingTime(traceEvents, lhr.configSettings.throttling.cpuSlowdownMultiplier).blockingMs,
    cls: audit('cumulative-layout-shift'),
    js: bytesOf(lhr, 'script'),
    css: bytesOf(lhr, 'stylesheet'),
    font: bytesOf(lhr, 'font'),
    total: bytesOf(lhr, 'total'),
  };
}

let chromiumVersion = 'unknown';
/**
 * Lighthouse's measure of the machine's speed (`lhr.environment.benchmarkIndex`), one per run. Its
 * simulated TBT is not linear in it: on a machine at 612–877 the home page measured TBT 647–1,806 ms
 * (its no-script floor 105 ms) where the bench had recorded 0 ms the day before, so figures from two
 * machines are compared only beside it.
 * @type {number[]}
 */
const benchmarkIndexes = [];

/**
 * One Lighthouse run: every category unless some are named.
 * @param {string} url
 * @param {string[]} [categories]
 * @returns {Promise<Figures>}
 */
async function audit(url, categories) {
  const {lhr, artifacts} = await runLighthouse(url, categories);
  chromiumVersion = lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'unknown';
  benchmarkIndexes.push(lhr.environment.benchmarkIndex);
  return figures(lhr, /** @type {import('./cpuBlockingTime.mjs').TraceEvent[]} */ (artifacts.Trace.traceEvents));
}

/** The app's own files (runtime and main, Brotli as served), fetched after load and run on first interaction. */
function appBundle() {
  const dir = join(BUILD_DIR, 'assets', 'js');
  const files = readdirSync(dir).filter((name) => /^(main|runtime~main|app-modules)\.[0-9a-f]+\.js$/.test(name));
  return files.reduce((bytes, name) => bytes + brotliCompressSync(readFileSync(join(dir, name))).length, 0);
}

/**
 * The bytes of `url` as nginx sends them to a client that accepts Brotli (a file too small to be
 * worth compressing, as it is), still compressed: `fetch()` decodes a response, and counted what it
 * decoded (634 KB on the installation page, 3 to 4 times the Brotli bytes, under a "Brotli" label).
 * @param {string} url
 * @returns {Promise<number>}
 */
function brotliBytes(url) {
  return new Promise((resolve, reject) => {
    get(url, {headers: {'accept-encoding': 'br'}}, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
    }).on('error', reject);
  });
}

/**
 * Bytes of JavaScript (Brotli, as served) a reader's browser downloads on a page once its app has settled.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 */
async function scriptBytes(browser, url) {
  const page = await browser.newPage({viewport: {width: 412, height: 823}, isMobile: true});
  const files = new Set();
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script' || /\.js$/.test(request.url())) files.add(request.url());
  });
  await page.goto(url, {waitUntil: 'load'});
  await page.evaluate(() => window.dispatchEvent(new Event('pointermove')));
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, {timeout: 60_000});
  await page.waitForTimeout(3000);
  let bytes = 0;
  for (const file of files) bytes += await brotliBytes(file);
  await page.close();
  return {bytes, files: files.size};
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
const longest = longestGuidePage();
if (!Object.values(PAGES).includes(longest))
  /** @type {Record<string, string>} */ (PAGES)[`longest guide page (${longest.replace(/^docs\//, '')})`] = longest;
const paths = [...new Set([...Object.values(PAGES), TAP_PAGE, ...Object.values(WEIGHT_PAGES)])];
const floorDir = rewrittenBuild(BUILD_DIR, 'floor', paths, withoutScripts);
const themeDir = WITHOUT_THEME ? null : themeLoadingBuild();
const site = await startNginx({port: portFor(0)});
const floor = await startNginx({buildDir: floorDir, port: portFor(1)});
const theme = themeDir ? await startNginx({buildDir: themeDir, port: portFor(2)}) : null;
const before = BEFORE_DIR ? await startNginx({buildDir: BEFORE_DIR, port: portFor(3)}) : null;
const compared = [];
for (const [index, {name, dir}] of COMPARED.entries())
  compared.push({name, server: await startNginx({buildDir: dir, port: portFor(4 + index)})});
const THEME_NAME = "theme's normal loading";
// The variants compared with this site, as the tables name them.
const variants = [
  {name: 'this site', origin: site.origin},
  ...(theme ? [{name: THEME_NAME, origin: theme.origin}] : []),
  ...(before ? [{name: `before (${BEFORE_NAME})`, origin: before.origin}] : []),
  ...compared.map(({name, server}) => ({name, origin: server.origin})),
];
/** @typedef {{name: string, real: Figures[], bare: Figures[], [variant: string]: Figures[] | string}} Row */
/** @type {Row[]} */
const rows = [];
/** @type {import('./firstTap.mjs').TapResult[]} */
let taps = [];
/** @type {{name: string, bytes: number, files: number}[]} */
const downloads = [];
/** @type {import('./page-weight.mjs').WeightRow[]} */
let weights = [];
// The page-weight table's columns: the site (and the build before it) beside the no-script floor.
const weightVariants = [
  ...variants.filter((variant) => variant.name !== THEME_NAME),
  {name: 'no-script floor', origin: floor.origin},
];
try {
  if (!TAPS_ONLY) {
    for (const [name, path] of Object.entries(PAGES).filter(([page]) =>
      new RegExp(process.env.BENCH_PAGES ?? '').test(page),
    )) {
      /** @type {Record<string, Figures[]>} */
      const runs = {real: [], bare: [], ...Object.fromEntries(variants.slice(1).map((v) => [v.name, []]))};
      for (let run = 0; run < RUNS; run++) {
        runs.real.push(await audit(site.origin + path));
        runs.bare.push(await audit(floor.origin + path, ['performance']));
        for (const variant of variants.slice(1))
          runs[variant.name].push(await audit(variant.origin + path, ['performance']));
      }
      rows.push({name, real: runs.real, bare: runs.bare, ...runs});
      // Each page's figures as soon as they are measured: a run cut short still says something.
      const summary = (/** @type {Figures[]} */ figures) =>
        `perf ${figures.map((r) => r.scores.performance)}, LCP ${figures.map((r) => Math.round(r.lcp))}, TBT ${figures.map((r) => Math.round(r.tbt))}, CPU TBT ${figures.map((r) => Math.round(r.cpuTbt))}`;
      process.stderr.write(
        `measured ${name}: floor LCP ${runs.bare.map((r) => Math.round(r.lcp))}; ${variants
          .map((v, i) => `${v.name}: ${summary(i === 0 ? runs.real : runs[v.name])}`)
          .join('; ')}\n`,
      );
    }
  }
  const browser = await chromium.launch(launchOptions());
  if (!TAPS_ONLY)
    weights = await measurePageWeights(browser, weightVariants, {
      log: (/** @type {string} */ line) => void process.stderr.write(`${line}\n`),
    });
  for (const variant of variants)
    downloads.push({name: variant.name, ...(await scriptBytes(browser, variant.origin + TAP_PAGE))});
  // The taps under busy CPU loops (BUSY_LOOPS): a phone with something else to do. Killed when the
  // taps end and, should the bench itself be stopped or crash, when it exits: a loop left behind
  // would load every later measurement on the machine.
  const loops = Array.from({length: BUSY_LOOPS}, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], {stdio: 'ignore'}),
  );
  process.on('exit', () => loops.forEach((loop) => loop.kill('SIGKILL')));
  taps = await measureFirstTaps(browser, variants, {
    runs: TAP_RUNS,
    controls: CONTROLS.filter((c) => new RegExp(process.env.TAP_CONTROLS ?? '').test(c.name)),
    log: (/** @type {string} */ line) => void process.stderr.write(`${line}\n`),
  }).finally(() => loops.forEach((loop) => loop.kill('SIGKILL')));
  await browser.close();
} finally {
  await site.stop();
  await floor.stop();
  await theme?.stop();
  await before?.stop();
  for (const {server} of compared) await server.stop();
  rmSync(join(floorDir, '..'), {recursive: true, force: true});
  if (themeDir) rmSync(join(themeDir, '..'), {recursive: true, force: true});
}

const lighthouseVersion = JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version;
if (!TAPS_ONLY) {
  console.log(`\nLighthouse ${lighthouseVersion}, mobile preset, simulated throttling; medians of ${RUNS} runs`);
  console.log(
    '| page | perf | a11y | best pr. | SEO | FCP | LCP | floor LCP | LCP ÷ floor | TBT | CLS | JS at load | CSS | fonts | total |',
  );
  console.log(
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  );
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
  console.log('\nThe same pages side by side (performance score / LCP ÷ floor / TBT / TBT on CPU time / CLS)');
  console.log(`| page | ${variants.map((v) => v.name).join(' | ')} |`);
  console.log(`| --- | ${variants.map(() => '---:').join(' | ')} |`);
  for (const row of rows) {
    const floorLcp = medianOf(row.bare, (r) => r.lcp);
    const cell = (/** @type {Figures[]} */ runs) =>
      `${medianOf(runs, (r) => r.scores.performance)} / ${(medianOf(runs, (r) => r.lcp) / floorLcp).toFixed(2)} / ` +
      `${ms(medianOf(runs, (r) => r.tbt))} / ${ms(medianOf(runs, (r) => r.cpuTbt))} / ${medianOf(runs, (r) => r.cls).toFixed(3)}`;
    console.log(
      `| ${row.name} | ${variants.map((v, i) => cell(i === 0 ? row.real : /** @type {Figures[]} */ (row[v.name]))).join(' | ')} |`,
    );
  }
}
console.log(
  `\nFirst tap to visible response, CPU 4× slower, on ${TAP_PAGE} (tutorial controls: on a step); medians of ${TAP_RUNS} presses`,
);
console.log(firstTapTable(taps, variants));
/** A site's median over all its presses of when the app had hydrated, after load or after the first paint. */
const hydrated = (
  /** @type {string} */ name,
  /** @type {'hydratedAfterLoad' | 'hydratedAfterPaint'} */ since = 'hydratedAfterLoad',
) =>
  median(
    taps
      .filter((t) => t.site === name)
      .map((t) => t[since])
      .filter(Number.isFinite),
  );
/** A median in ms, or why there is none: no control was selected (TAP_CONTROLS), so nothing was pressed. */
const hydratedMs = (/** @type {number} */ value) => (Number.isFinite(value) ? ms(value) : 'no taps');
console.log(
  `Hydrated after load (median over all presses): ${variants.map((v) => `${v.name} ${hydratedMs(hydrated(v.name))}`).join(', ')}`,
);
console.log(
  `Hydrated after the first contentful paint: ${variants.map((v) => `${v.name} ${hydratedMs(hydrated(v.name, 'hydratedAfterPaint'))}`).join(', ')}`,
);
console.log(
  `\nJavaScript a reader downloads on ${TAP_PAGE} once the app has settled (Brotli): ` +
    downloads.map((d) => `${d.name} ${kb(d.bytes)} in ${d.files} files`).join('; '),
);
console.log(`App files (runtime and main): ${kb(appBundle())} with Brotli`);
if (!TAPS_ONLY) {
  console.log('\nPage weight: bytes transferred 8 s after load with gzip, no interaction (page-weight.mjs)');
  console.log(
    pageWeightTable(
      weights,
      weightVariants.map((v) => v.name),
    ),
  );
  console.log(`App start-up files: ${startupLine(startupFiles(BUILD_DIR))}`);
}
// --taps-only has no pages to report: its taps go into a file of their own, and lighthouse.json
// keeps the last full run.
if (TAPS_ONLY)
  writeResults(TAP_FROM === 'paint' ? 'first-taps-from-paint' : 'first-taps', {
    tapFrom: TAP_FROM,
    busyLoops: BUSY_LOOPS,
    firstTaps: taps,
    downloads,
    appFilesBrotliBytes: appBundle(),
  });
else
  writeResults('lighthouse', {
    benchmarkIndex: {median: median(benchmarkIndexes), runs: benchmarkIndexes.length},
    pages: rows,
    firstTaps: taps,
    downloads,
    appFilesBrotliBytes: appBundle(),
    pageWeight: {rows: weights, startup: startupFiles(BUILD_DIR)},
  });
console.log(`\nProduction build: ${buildSeconds === null ? 'not run (--no-build)' : `${buildSeconds.toFixed(0)} s`}`);
console.log(`Largest route chunk: ${chunk.name}, ${kb(chunk.bytes)} (${kb(chunk.brotli)} with Brotli)`);
console.log(
  `Browser: ${chromiumVersion}; Lighthouse benchmark index (median): ${
    benchmarkIndexes.length ? median(benchmarkIndexes) : 'no run'
  }; load average at the end: ${(await import('node:os'))
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
