#!/usr/bin/env node
// The nightly job (`npm run test:nightly`, .github/workflows/nightly.yml): the suites too long to run
// for every change, one after another on a fresh build. Each stage runs even when one before it failed,
// so one night reports every failure; the exit code is 1 when any failed.
// Environment: NIGHTLY_REPEATS (how often each start-up test runs under load, 20).
import {spawnSync} from 'node:child_process';

const repeats = Number(process.env.NIGHTLY_REPEATS ?? 20);
/** [what, npm script and its arguments] */
const STAGES = /** @type {const} */ ([
  ['the build', ['run', 'build']],
  ['the hostile-PHP corpus behind our nginx and a host that sends no headers', ['run', 'test:hostile']],
  [
    `the start-up tests ${repeats} times under two busy loops`,
    ['run', 'test:under-load', '--', '--start-up', `--repeat-each=${repeats}`],
  ],
  ['"Add a version" in a throwaway copy', ['run', 'test:version-cut']],
  ['the upgrade canary (the newest Docusaurus 3.x)', ['run', 'test:upgrade']],
]);

const results = [];
for (const [what, args] of STAGES) {
  const started = Date.now();
  console.log(`\n=== ${what}: npm ${args.join(' ')}`);
  const {status} = spawnSync('npm', args, {stdio: 'inherit'});
  results.push({what, passed: status === 0, minutes: (Date.now() - started) / 60_000});
  // Nothing after a failed build has a site to test.
  if (args[1] === 'build' && status !== 0) break;
}
console.log('\nNightly:');
for (const {what, passed, minutes} of results)
  console.log(`  ${passed ? 'passed' : 'FAILED'}  ${what} (${minutes.toFixed(1)} min)`);
process.exit(results.every(({passed}) => passed) && results.length === STAGES.length ? 0 : 1);
