#!/usr/bin/env node
// The whole browser suite, run again and again under busy CPU loops with no retries: a test that
// races the app's start shows up here long before it shows up in CI. Runs the suite as CI does
// (two workers, nginx started afresh), against the build in build/ (run `npm run build` first).
// Prints one line per run and a summary; exits 1 if any run had a failing test.
// Usage: npm run test:e2e:load [-- <runs>] [-- --start-up]   (20 runs by default)
// --start-up runs only the tests of the app's start and of early input (START_UP_TESTS): one run of
// the whole suite is about 26 minutes on 2 cores (the 130 Share round trips and the 13 tutorial
// walks), so 20 of them are a nightly job, while 20 runs of these fit before merging a change to the
// boot or to input. Each run is added to the ledger bench-results/e2e-under-load.json as it ends,
// with the site it ran on (scripts/bench/results.mjs): runs on the same site add up across sittings.
// Environment: BUSY_LOOPS (2), TEST_PORT (as the Playwright config: 4173).
import {spawn} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {appendRun, readLedger, siteCommit} from './bench/results.mjs';

const START_UP_TESTS = [
  'src/features/boot/',
  'src/features/code-blocks/',
  'src/features/search/',
  'tests/e2e/navbar.spec.ts',
  'tests/e2e/navigation.spec.ts',
  'tests/e2e/keyboard.spec.ts',
  'tests/e2e/color-mode.spec.ts',
  'tests/e2e/smoke.spec.ts',
];
const runsArgument = process.argv.slice(2).find((argument) => /^\d+$/.test(argument));
const RUNS = Number(runsArgument ?? 20);
const TESTS = process.argv.includes('--start-up') ? START_UP_TESTS : [];
const BUSY_LOOPS = Number(process.env.BUSY_LOOPS ?? 2);
const KIND = TESTS.length ? 'start-up tests' : 'whole suite';
const LEDGER = 'e2e-under-load';
const ABOUT =
  'Runs of the browser suite under busy CPU loops, no retries (npm run test:e2e:load), one entry a run; ' +
  '"site" is the last commit that changed the site or its tests (scripts/bench/results.mjs).';

/**
 * @typedef {{expected: number, unexpected: number, flaky: number, skipped: number, duration: number}} Stats
 */

const loops = Array.from({length: BUSY_LOOPS}, () => spawn(process.execPath, ['-e', 'for (;;) {}'], {stdio: 'ignore'}));
/** @type {import('node:child_process').ChildProcess | null} */
let suite = null;
// Stopped with this script: the loops and the suite's run.
process.on('exit', () => {
  loops.forEach((loop) => loop.kill('SIGKILL'));
  // SIGINT to the suite's process group is Ctrl-C: Playwright tears down, web server included.
  // (SIGTERM killed the runner outright and left the web server's nginx on TEST_PORT.)
  if (suite?.pid && suite.exitCode === null) process.kill(-suite.pid, 'SIGINT');
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => process.exit(130));

const reports = mkdtempSync(join(tmpdir(), 'e2e-under-load-'));

/**
 * One run of the suite; its figures from Playwright's JSON report.
 * @param {number} run
 * @returns {Promise<Stats>}
 */
function runSuite(run) {
  const report = join(reports, `run-${run}.json`);
  // Each run's own artifacts folder: a failed test's trace outlives the next run (test-results/ does not).
  const artifacts = join(reports, `run-${run}`);
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        'node_modules/@playwright/test/cli.js',
        'test',
        '--retries=0',
        '--reporter=json',
        `--output=${artifacts}`,
        ...TESTS,
      ],
      {
        stdio: ['ignore', 'ignore', 'inherit'],
        detached: true,
        env: {...process.env, CI: 'true', PLAYWRIGHT_JSON_OUTPUT_NAME: report},
      },
    );
    suite = child;
    child.on('error', reject);
    child.on('close', () => {
      try {
        const {stats, suites} = JSON.parse(readFileSync(report, 'utf8'));
        /** @type {string[]} */
        const failed = [];
        /** @param {any} suite */
        const collect = (suite) => {
          for (const spec of suite.specs ?? []) if (!spec.ok) failed.push(`${spec.file}: ${spec.title}`);
          for (const child of suite.suites ?? []) collect(child);
        };
        suites.forEach(collect);
        if (failed.length) console.log(`  failed: ${failed.join('; ')} (report and traces: ${report}, ${artifacts})`);
        resolve(stats);
      } catch (error) {
        reject(new Error(`run ${run}: no report (${error})`));
      }
    });
  });
}

let failedRuns = 0;
let passedTests = 0;
const started = Date.now();
for (let run = 1; run <= RUNS; run++) {
  const stats = await runSuite(run);
  passedTests += stats.expected;
  const bad = stats.unexpected + stats.flaky;
  if (bad) failedRuns++;
  appendRun(LEDGER, ABOUT, {
    tests: KIND,
    busyLoops: BUSY_LOOPS,
    passed: stats.expected,
    failed: stats.unexpected,
    flaky: stats.flaky,
    skipped: stats.skipped,
    minutes: Math.round(stats.duration / 6_000) / 10,
  });
  console.log(
    `run ${run}/${RUNS}: ${stats.expected} passed, ${stats.unexpected} failed, ${stats.flaky} flaky, ${stats.skipped} skipped, ${(stats.duration / 60_000).toFixed(1)} min`,
  );
}
// Kept when a run failed: the reports and traces to read.
if (!failedRuns) rmSync(reports, {recursive: true, force: true});
console.log(
  `${RUNS - failedRuns} of ${RUNS} runs of ${TESTS.length ? 'the start-up tests' : 'the suite'} passed (${passedTests} tests passed in all) under ${BUSY_LOOPS} busy loops, in ${((Date.now() - started) / 60_000).toFixed(0)} min`,
);
const site = siteCommit();
const onThisSite = readLedger(LEDGER).runs.filter((entry) => entry.site === site && entry.tests === KIND);
const clean = onThisSite.filter((entry) => entry.failed === 0 && entry.flaky === 0 && entry.skipped === 0);
console.log(
  site
    ? `On the site's code of ${site}, all sittings: ${clean.length} of ${onThisSite.length} runs of the ${KIND} passed (bench-results/${LEDGER}.json)`
    : 'Uncommitted changes: these runs count for no commit in the ledger',
);
process.exit(failedRuns ? 1 : 0);
