#!/usr/bin/env node
// The race detector: browser tests run again and again under busy CPU loops, with no retries, so a
// test that races the app's start, or a site that loses an early press, fails here long before it
// fails in CI. Runs against the build in build/ (run `npm run build` first), as CI runs the suite
// (two workers, nginx started afresh). Exits 1 when any repetition of any test failed or was flaky.
// Usage: npm run test:under-load -- [--repeat-each=<n>] [--start-up] [more Playwright arguments]
//   --repeat-each   repetitions of each test (5 by default; the nightly job sets more)
//   --start-up      only the tests of the app's start and of early input (START_UP_TESTS): the check
//                   before merging a change to either
// The report (Playwright's HTML, with the traces of failures) goes to the folder REPORT_DIR names
// (`under-load-report/` by default), which CI keeps as an artifact: figures live there, not in git.
// Environment: BUSY_LOOPS (2), TEST_PORT (as the Playwright config), REPORT_DIR.
import {spawn} from 'node:child_process';
import {existsSync} from 'node:fs';

/** Where the app's start and early input are tested; a folder that no longer exists is left out. */
const START_UP_TESTS = [
  'src/features/boot/',
  'src/features/code-blocks/',
  'src/features/search/',
  'tests/e2e/navbar.spec.ts',
  'tests/e2e/navigation.spec.ts',
  'tests/e2e/keyboard.spec.ts',
  'tests/e2e/color-mode.spec.ts',
  'tests/e2e/smoke.spec.ts',
].filter((path) => existsSync(path));

const args = process.argv.slice(2);
const startUpOnly = args.includes('--start-up');
const passThrough = args.filter((argument) => argument !== '--start-up');
if (!passThrough.some((argument) => argument.startsWith('--repeat-each'))) passThrough.push('--repeat-each=5');
const BUSY_LOOPS = Number(process.env.BUSY_LOOPS ?? 2);
const REPORT_DIR = process.env.REPORT_DIR ?? 'under-load-report';

const loops = Array.from({length: BUSY_LOOPS}, () => spawn(process.execPath, ['-e', 'for (;;) {}'], {stdio: 'ignore'}));
const suite = spawn(
  process.execPath,
  [
    'node_modules/@playwright/test/cli.js',
    'test',
    '--retries=0',
    '--fail-on-flaky-tests',
    '--reporter=list,html',
    `--output=${REPORT_DIR}/results`,
    ...passThrough,
    ...(startUpOnly ? START_UP_TESTS : []),
  ],
  {
    stdio: 'inherit',
    detached: true,
    env: {...process.env, CI: 'true', PLAYWRIGHT_HTML_OUTPUT_DIR: REPORT_DIR, PLAYWRIGHT_HTML_OPEN: 'never'},
  },
);
// Stopped with this script: the loops and the suite (SIGINT to its group is Ctrl-C: Playwright tears
// down its web server's nginx too; SIGTERM left it running).
process.on('exit', () => {
  loops.forEach((loop) => loop.kill('SIGKILL'));
  if (suite.pid && suite.exitCode === null) process.kill(-suite.pid, 'SIGINT');
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => process.exit(130));
suite.on('close', (code) => {
  console.log(
    `Under ${BUSY_LOOPS} busy loops: ${code === 0 ? 'every repetition passed' : 'failures'}; report in ${REPORT_DIR}/`,
  );
  process.exit(code ?? 1);
});
