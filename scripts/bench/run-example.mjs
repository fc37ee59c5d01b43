#!/usr/bin/env node
// Run-button benchmark: what the first Run downloads (bytes on the wire, per file), and the time from
// the press to the response on screen: cold (empty cache), warm (files cached, a new page), and each
// later run on the same page (median of 10). Needs a built site; serves it with the production nginx
// configuration. Prints tables.
import {chromium} from '@playwright/test';
import {launchOptions, startApp} from '../lib/browser.mjs';
import {startNginx} from '../lib/servers.mjs';
import {median} from '../lib/stats.mjs';
import {writeResults} from './results.mjs';

const PAGE = 'docs/v4/start/installation';
const LATER_RUNS = 10;
const WARM_RUNS = 3;

/**
 * Presses Run (the bar's, or the panel's) and waits for the response numbered `run`.
 * @param {import('@playwright/test').Page} page
 * @param {number} run
 */
async function timedRun(page, run) {
  const started = Date.now();
  await page.locator('[data-example]').first().getByRole('button', {name: 'Run', exact: true}).click();
  await page.locator(`[data-testid="run-output"][data-run="${run}"]`).waitFor({timeout: 120_000});
  return Date.now() - started;
}

// BUILD_DIR measures another build (a "before"), as bench:search does.
const server = await startNginx({buildDir: process.env.BUILD_DIR ?? 'build'});
const origin = `http://127.0.0.1:${server.port}/slim/`;
const browser = await chromium.launch(launchOptions());
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(origin + PAGE, {waitUntil: 'networkidle'});
  await startApp(page);
  await page.waitForLoadState('networkidle');

  /** @type {{file: string, bytes: number, encoding: string}[]} */
  const downloads = [];
  page.on('requestfinished', async (request) => {
    const sizes = await request.sizes();
    const response = await request.response();
    downloads.push({
      file: new URL(request.url()).pathname.replace('/slim/', ''),
      bytes: sizes.responseBodySize + sizes.responseHeadersSize,
      encoding: response?.headers()['content-encoding'] ?? 'none',
    });
  });
  const cold = await timedRun(page, 1);
  await page.getByRole('button', {name: 'Edit the code'}).click();
  await page.locator('.cm-content').waitFor();
  await page.waitForLoadState('networkidle');
  /** @type {number[]} */
  const later = [];
  for (let run = 2; run < 2 + LATER_RUNS; run++) later.push(await timedRun(page, run));

  /** @type {number[]} */
  const warm = [];
  for (let i = 0; i < WARM_RUNS; i++) {
    const next = await context.newPage();
    await next.goto(origin + PAGE, {waitUntil: 'networkidle'});
    await startApp(next);
    warm.push(await timedRun(next, 1));
    await next.close();
  }

  const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log('\nFirst Run and first edit: files fetched (bytes on the wire, headers included)\n');
  console.log('| file | encoding | size |\n| --- | --- | ---: |');
  for (const entry of downloads.sort((a, b) => b.bytes - a.bytes))
    console.log(`| ${entry.file} | ${entry.encoding} | ${kb(entry.bytes)} |`);
  const total = downloads.reduce((sum, entry) => sum + entry.bytes, 0);
  console.log(`| total (${downloads.length} files) | | ${(total / 1048576).toFixed(2)} MB |`);
  console.log('\n| press → response | ms |\n| --- | ---: |');
  console.log(`| cold (empty cache) | ${cold} |`);
  console.log(`| warm (new page, files cached), median of ${WARM_RUNS} | ${median(warm)} |`);
  console.log(`| each later run on the page, median of ${LATER_RUNS} | ${median(later)} |`);
  writeResults('run-example', {downloads, totalBytes: total, coldMs: cold, warmMs: warm, laterMs: later});
} finally {
  await browser.close();
  await server.stop();
}
