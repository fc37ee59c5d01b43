// Building the site into a directory of its own, and checking a build, for the scripts that make
// a variant of it next to build/: the theme's own loading (bench/lighthouse.mjs) and a newer Docusaurus
// (upgrade-canary.mjs); and the build of the check for a docs change (docs-check.mjs).
import {spawnSync} from 'node:child_process';
import {closeSync, openSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

/** @typedef {{cwd?: string, env?: Record<string, string | undefined>, log?: string}} RunOptions */

/**
 * Runs a command, its output shown or appended to the file `log`; false if it failed.
 * @param {string} command
 * @param {string[]} args
 * @param {RunOptions} [options]
 */
export function run(command, args, {cwd = process.cwd(), env = {}, log} = {}) {
  const output = log === undefined ? 'inherit' : openSync(log, 'a');
  try {
    const result = spawnSync(command, args, {cwd, env: {...process.env, ...env}, stdio: ['ignore', output, output]});
    return result.status === 0;
  } finally {
    if (typeof output === 'number') closeSync(output);
  }
}

/**
 * The post-build steps, read from package.json's `postbuild` (`node scripts/x.mjs && …`), so that this
 * list cannot drift from the one `npm run build` runs.
 * @param {string} [cwd]
 * @returns {string[]}
 */
function postBuildScripts(cwd = '.') {
  const pkg = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8'));
  return String(pkg.scripts.postbuild)
    .split('&&')
    .map((step) => step.trim().replace(/^node\s+/, ''));
}

/**
 * `npm run build` into `outDir`: Docusaurus's build, then the post-build steps package.json names,
 * each given the directory, but those in `leaveOut`.
 * @param {string} outDir
 * @param {RunOptions & {leaveOut?: string[]}} [options]
 */
export function buildSite(outDir, {leaveOut = [], ...options} = {}) {
  return (
    run('npx', ['docusaurus', 'build', '--out-dir', outDir], options) &&
    postBuildScripts(options.cwd)
      .filter((script) => !leaveOut.includes(script))
      .every((script) => run('node', [script, outDir], options))
  );
}

/**
 * Browser tests (Playwright) against a build, served by nginx on `port`.
 * @param {string} buildDir
 * @param {number} port
 * @param {string[]} args what to run: spec files, `--grep-invert`…
 * @param {RunOptions} [options]
 */
export function browserTests(buildDir, port, args, options = {}) {
  // CI: a server of its own on the port (never one left running), and the report kept.
  return run('npx', ['playwright', 'test', ...args], {
    ...options,
    env: {...options.env, BUILD_DIR: buildDir, TEST_PORT: String(port), CI: '1'},
  });
}

/**
 * The browser smoke tier (the tests tagged @smoke: a page's start, a client-side navigation, search,
 * the colour mode, a code tab) against a build, served by nginx on `port`.
 * @param {string} buildDir
 * @param {number} port
 * @param {RunOptions} [options]
 */
export function smokeTest(buildDir, port, options = {}) {
  return browserTests(buildDir, port, ['--grep', '@smoke'], options);
}
