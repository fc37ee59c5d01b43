#!/usr/bin/env node
// Search benchmark: per guide version (and the blog, and the pages outside them), the compressed bytes
// of search index a reader downloads, the wait for the first results (from focusing the box: the index
// downloads and loads), the time from the last keystroke to results on screen (median of 20 queries),
// and the relevance suite's queries (tests/fixtures/search-relevance.json) typed into the box: how often
// the expected page is the first result, and among the first three.
// Needs a built site (BUILD_DIR, default build/); serves it with the production nginx configuration.
// Prints a table.
import {chromium} from '@playwright/test';
import {launchOptions, startApp} from '../lib/browser.mjs';
import {startNginx} from '../lib/servers.mjs';
import {median} from '../lib/stats.mjs';
import {readFileSync} from 'node:fs';
import {writeResults} from './results.mjs';

/** @type {{queries: {in: string, query: string, expect: string}[]}} */
const RELEVANCE = JSON.parse(
  readFileSync(new URL('../../tests/fixtures/search-relevance.json', import.meta.url), 'utf8'),
);

const CONTEXTS = [
  {
    name: 'v4',
    context: 'docs/v4',
    page: 'docs/v4/',
    queries: [
      'routing',
      'middleware',
      'getParsedBody',
      'CORS',
      'container',
      'twig',
      'error handler',
      'redirect',
      'upload',
      'base path',
    ],
  },
  {
    name: 'v3',
    context: 'docs/v3',
    page: 'docs/v3/',
    queries: [
      'withJson',
      'container',
      'csrf',
      'flash',
      'eloquent',
      'not found',
      'settings',
      'router',
      'cookies',
      'middleware',
    ],
  },
  {
    name: 'v2',
    context: 'docs/v2',
    page: 'docs/v2/',
    queries: ['hooks', 'flash', 'routing', 'cookies', 'view', 'etag', 'logging', 'modes', 'session', 'redirect'],
  },
  {
    name: 'home (v4 + blog)',
    context: '',
    page: '',
    queries: [
      'routing',
      'CVE-2023-30536',
      'middleware',
      'release',
      'container',
      'PSR-7',
      'twig',
      'skeleton',
      'CORS',
      'phpunit',
    ],
  },
  {
    name: 'blog',
    context: 'blog',
    page: 'blog',
    queries: [
      'release',
      'CVE-2023-30536',
      'PSR-7',
      'Slim 3',
      'composer',
      'phpunit',
      'nginx',
      'PHP-DI',
      'skeleton',
      'eloquent',
    ],
  },
];
const RUNS = 20;

/** @typedef {Window & {__keyAt?: number, __shownAt?: number}} StampedWindow the page's own stamps of timing */

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 * @param {(typeof CONTEXTS)[number]} context
 */
async function measureContext(browser, origin, context) {
  const page = await browser.newPage();
  let indexBytes = 0;
  page.on('requestfinished', async (request) => {
    if (!request.url().includes('search-index')) return;
    const sizes = await request.sizes();
    indexBytes += sizes.responseBodySize;
  });
  await page.goto(`${origin}${context.page}`, {waitUntil: 'networkidle'});
  await startApp(page);
  const input = page.locator('input.navbar__search-input');
  const focusedAt = Date.now();
  await input.focus();
  await input.fill(context.queries[0]);
  await page.locator('[role="option"]').first().waitFor({timeout: 30_000});
  const firstResultsMs = Date.now() - focusedAt;
  await page.waitForLoadState('networkidle');
  // Stamp the last keystroke and the first change of the result list after it.
  await page.evaluate(() => {
    const w = /** @type {StampedWindow} */ (window);
    const navbar = document.querySelector('.navbar');
    if (!navbar) throw new Error('no navbar');
    document.addEventListener('keydown', () => (w.__keyAt = performance.now()), true);
    new MutationObserver(() => {
      if (w.__keyAt && !w.__shownAt) w.__shownAt = performance.now();
    }).observe(navbar, {childList: true, subtree: true, characterData: true});
  });
  /** @type {number[]} */
  const timings = [];
  for (let i = 0; i < RUNS; i++) {
    const query = context.queries[i % context.queries.length];
    await input.fill(query.slice(0, -1));
    await page.waitForTimeout(150);
    await page.evaluate(() => {
      const w = /** @type {StampedWindow} */ (window);
      w.__keyAt = 0;
      w.__shownAt = 0;
    });
    await page.keyboard.press(query.slice(-1));
    await page.waitForFunction(
      () => {
        const w = /** @type {StampedWindow} */ (window);
        return (w.__shownAt ?? 0) > 0 && document.querySelector('[role="option"]');
      },
      null,
      {timeout: 5000},
    );
    timings.push(
      await page.evaluate(() => {
        const w = /** @type {StampedWindow} */ (window);
        return (w.__shownAt ?? 0) - (w.__keyAt ?? 0);
      }),
    );
  }
  // The relevance queries of this context, typed whole, as a reader pastes a name.
  let top1 = 0;
  let top3 = 0;
  const relevance = RELEVANCE.queries.filter((query) => query.in === context.context);
  for (const {query, expect} of relevance) {
    await input.fill('');
    await input.fill(query);
    await page.waitForTimeout(250);
    const hrefs = await page
      .locator('[role="option"]')
      .evaluateAll((options) =>
        options.map(
          (option) => option.getAttribute('href') ?? option.querySelector('a[href]')?.getAttribute('href') ?? '',
        ),
      );
    // Pages in the order shown, below the base path (the dropdown may list several sections of one page).
    const pages = [
      ...new Set(hrefs.map((href) => href.replace(/[?#].*$/, '').replace(/^\/[^/]+\//, '')).filter(Boolean)),
    ];
    if (pages[0] === expect) top1++;
    if (pages.slice(0, 3).includes(expect)) top3++;
  }
  await page.close();
  return {
    indexBytes,
    firstResultsMs,
    medianMs: median(timings),
    maxMs: Math.max(...timings),
    queries: relevance.length,
    top1,
    top3,
  };
}

const server = await startNginx(process.env.BUILD_DIR ? {buildDir: process.env.BUILD_DIR} : {});
const browser = await chromium.launch(launchOptions());
try {
  const rows = [];
  for (const context of CONTEXTS)
    rows.push({context: context.name, ...(await measureContext(browser, server.origin, context))});
  console.log(
    '\nSearch: index downloaded per reader (compressed, as served), first results after focus, keystroke-to-results latency',
  );
  console.log('| context | index downloaded | first results | median latency | slowest | queries | top-1 | top-3 |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  /** @param {number} part @param {number} whole */
  const percent = (part, whole) => `${((100 * part) / whole).toFixed(0)} %`;
  for (const row of rows) {
    console.log(
      `| ${row.context} | ${(row.indexBytes / 1024).toFixed(0)} KB | ${row.firstResultsMs} ms | ${row.medianMs.toFixed(1)} ms | ${row.maxMs.toFixed(1)} ms | ${row.queries} | ${percent(row.top1, row.queries)} | ${percent(row.top3, row.queries)} |`,
    );
  }
  const all = rows.reduce(
    (sum, row) => ({queries: sum.queries + row.queries, top1: sum.top1 + row.top1, top3: sum.top3 + row.top3}),
    {queries: 0, top1: 0, top3: 0},
  );
  console.log(
    `| all | | | | | ${all.queries} | ${percent(all.top1, all.queries)} | ${percent(all.top3, all.queries)} |`,
  );
  writeResults('search', {contexts: rows, all});
} finally {
  await browser.close();
  await server.stop();
}
