#!/usr/bin/env node
// Tutorial Check benchmark: on a step page, what the first Check downloads (bytes on the wire, per
// file) and how long it takes from the press to every check judged on screen, cold (empty cache) and
// warm (files cached, a new page), then each later Check on the same page. Needs a built site; serves
// it with the production nginx configuration. Prints tables and writes bench-results/tutorial.json.
import {chromium} from '@playwright/test';
import {launchOptions, startApp} from '../lib/browser.mjs';
import {startNginx} from '../lib/servers.mjs';
import {median} from '../lib/stats.mjs';
import {readSteps} from '../../src/features/tutorial/model/steps.mjs';
import {writeResults} from './results.mjs';

const LATER_CHECKS = 10;
const WARM_CHECKS = 3;
// The first step: the one every reader checks first, and on main until more steps arrive.
const [step] = readSteps();
if (!step) throw new Error('No tutorial step to measure (src/features/tutorial/steps/ is empty)');
const PAGE = `docs/v4/tutorial/${step.slug}`;

/**
 * Presses Check and waits until press number `press` has ended with every check judged.
 * @param {import('@playwright/test').Page} page
 * @param {number} press
 */
async function timedCheck(page, press) {
  const box = page.locator('[data-tutorial-step]');
  const started = Date.now();
  await box.getByRole('button', {name: 'Check', exact: true}).click();
  await page.locator(`[data-tutorial-step][data-checks-run="${press}"]`).waitFor({timeout: 120_000});
  const elapsed = Date.now() - started;
  if ((await box.locator('[data-result="none"]').count()) > 0) throw new Error(`Check ${press} judged nothing`);
  return elapsed;
}

/**
 * Opens the step page as a reader would and waits until the app has settled.
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string} origin
 */
async function openStep(context, origin) {
  const page = await context.newPage();
  await page.goto(origin + PAGE, {waitUntil: 'networkidle'});
  await startApp(page);
  await page.waitForLoadState('networkidle');
  return page;
}

// BUILD_DIR measures another build (a "before"), as bench:run does.
const server = await startNginx({buildDir: process.env.BUILD_DIR ?? 'build'});
const origin = `http://127.0.0.1:${server.port}/slim/`;
const browser = await chromium.launch(launchOptions());
try {
  const context = await browser.newContext();
  const page = await openStep(context, origin);
  /** @type {{file: string, bytes: number}[]} */
  const downloads = [];
  const record = (/** @type {import('@playwright/test').Request} */ request) =>
    request.sizes().then((sizes) =>
      downloads.push({
        file: new URL(request.url()).pathname.replace('/slim/', ''),
        bytes: sizes.responseBodySize + sizes.responseHeadersSize,
      }),
    );
  page.on('requestfinished', record);
  const cold = await timedCheck(page, 1);
  await page.waitForLoadState('networkidle');
  page.off('requestfinished', record);
  const coldBytes = downloads.reduce((sum, entry) => sum + entry.bytes, 0);
  /** @type {number[]} */
  const later = [];
  for (let press = 2; press < 2 + LATER_CHECKS; press++) later.push(await timedCheck(page, press));

  /** @type {number[]} */
  const warm = [];
  /** @type {number[]} */
  const warmBytes = [];
  for (let i = 0; i < WARM_CHECKS; i++) {
    const next = await openStep(context, origin);
    let bytes = 0;
    next.on('requestfinished', (request) =>
      request.sizes().then((sizes) => (bytes += sizes.responseBodySize + sizes.responseHeadersSize)),
    );
    warm.push(await timedCheck(next, 1));
    await next.waitForLoadState('networkidle');
    warmBytes.push(bytes);
    await next.close();
  }

  const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`\nFirst Check on ${PAGE} (${step.checks.length} checks): files fetched, headers included\n`);
  console.log('| file | size |\n| --- | ---: |');
  for (const entry of downloads.sort((a, b) => b.bytes - a.bytes))
    console.log(`| ${entry.file} | ${kb(entry.bytes)} |`);
  console.log(`| total (${downloads.length} files) | ${(coldBytes / 1048576).toFixed(2)} MB |`);
  console.log('\n| press → every check judged | ms | bytes on the wire |\n| --- | ---: | ---: |');
  console.log(`| first Check, cold (empty cache) | ${cold} | ${kb(coldBytes)} |`);
  console.log(
    `| first Check, warm (new page, files cached), median of ${WARM_CHECKS} | ${median(warm)} | ${kb(median(warmBytes))} |`,
  );
  console.log(`| each later Check on the page, median of ${LATER_CHECKS} | ${median(later)} | |`);
  console.log(`\nLater Checks, ms: ${later.join(', ')}`);
  writeResults('tutorial', {
    page: PAGE,
    checks: step.checks.length,
    downloads,
    coldBytes,
    coldMs: cold,
    warmMs: warm,
    warmBytes,
    laterMs: later,
  });
} finally {
  await browser.close();
  await server.stop();
}
