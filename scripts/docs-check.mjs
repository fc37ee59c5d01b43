#!/usr/bin/env node
// `npm run test:docs`: the check for a change to the guides or the blog alone, in minutes where
// `npm test` takes far longer. The build into build/ (every post-build step but the precompression:
// nginx compresses a file that has no .br or .gz beside it as it sends it, and no check here reads
// those files), the content checks, linkchecker (every link and anchor), and the browser tests
// tagged @smoke. Prints each step's wall time; stops at the first step that fails.
import {buildSite, run} from './lib/site-build.mjs';

/** @type {[string, () => boolean][]} */
const STEPS = [
  ['build', () => buildSite('build', {leaveOut: ['scripts/compress-build.mjs']})],
  ['content checks', () => run('npm', ['run', 'test:content'])],
  ['links and anchors', () => run('node', ['--test', 'tests/validators/linkchecker.test.mjs'])],
  ['browser smoke tier', () => run('npm', ['run', 'test:smoke'])],
];

const started = Date.now();
/** @type {string[]} */
const times = [];
for (const [name, step] of STEPS) {
  const from = Date.now();
  const passed = step();
  times.push(`${name} ${((Date.now() - from) / 1000).toFixed(0)} s`);
  if (!passed) {
    console.error(`\ntest:docs: ${name} failed (${times.join(', ')})`);
    process.exit(1);
  }
}
console.log(`\ntest:docs: passed in ${((Date.now() - started) / 1000).toFixed(0)} s (${times.join(', ')})`);
