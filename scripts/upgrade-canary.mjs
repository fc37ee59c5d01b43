#!/usr/bin/env node
// `npm run test:upgrade`: what would break on the newest Docusaurus 3.x. Copies this checkout to a
// temporary directory (node_modules copied, not linked, so that nothing here changes), moves every
// @docusaurus/* package in package.json, dependencies and overrides alike, to the newest 3.x
// release on the npm registry, installs, builds, runs the compat contracts (src/features/compat: every
// non-public detail the site relies on, each failure naming the reliance and what changed), the
// content tests and the browser smoke tier (the tests tagged @smoke), and prints a short summary of
// what broke. This checkout stays on the version package.json pins. Not part of npm test: it needs
// the registry and takes several minutes.
// Options: --keep (leave the copy for a look), TEST_PORT (the port the smoke test serves on, 4173).
import {execFileSync} from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, relative} from 'node:path';
import {offlineRepository} from '../src/features/playground/model/composer.mjs';
import {withItemKeys} from './lib/sidebar-keys.mjs';
import {buildSite, run, smokeTest} from './lib/site-build.mjs';

const SCOPE = '@docusaurus/';
// Not copied: made again in the copy, or of no use there.
const LEFT_OUT = new Set(['node_modules', 'build', '.docusaurus', 'test-results', 'playwright-report', '.git']);

/** The newest 3.x release of a package on the registry. */
function newest3x(/** @type {string} */ name) {
  /** @type {string[]} */
  const versions = JSON.parse(execFileSync('npm', ['view', name, 'versions', '--json'], {encoding: 'utf8'}));
  const releases = versions.filter((version) => /^3\.\d+\.\d+$/.test(version));
  const byNumber = (/** @type {string} */ version) => version.split('.').map(Number);
  return releases.sort((a, b) => {
    const [x, y] = [byNumber(a), byNumber(b)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  })[releases.length - 1];
}

/**
 * package.json with every @docusaurus/* entry (dependencies, devDependencies, overrides) at `version`.
 * @param {Record<string, any>} manifest
 * @param {string} version
 */
function movedTo(manifest, version) {
  /** @type {string[]} */
  const moved = [];
  for (const field of ['dependencies', 'devDependencies', 'overrides']) {
    for (const name of Object.keys(manifest[field] ?? {})) {
      if (!name.startsWith(SCOPE)) continue;
      moved.push(`${field}.${name}: ${manifest[field][name]} → ${version}`);
      manifest[field][name] = version;
    }
  }
  return moved;
}

/**
 * The names of the failed tests in a node:test or Playwright log.
 * @param {string} log
 */
function failedTests(log) {
  const names = [...log.matchAll(/^not ok \d+ - (.+)$/gm), ...log.matchAll(/^\s+\d+\) \[chromium\] › (.+)$/gm)].map(
    (match) => match[1].trim(),
  );
  return [...new Set(names)];
}

const root = process.cwd();
const parent = mkdtempSync(join(tmpdir(), 'slim-upgrade-'));
// nginx workers run unprivileged: they must be able to walk into the copy's build.
chmodSync(parent, 0o755);
const copy = join(parent, 'site');
const port = Number(process.env.TEST_PORT ?? 4173);

const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
const current = manifest.dependencies['@docusaurus/core'];
const target = newest3x(`${SCOPE}core`);
console.log(`Docusaurus ${current} → ${target} (newest 3.x on the registry), in ${copy}`);

cpSync(root, copy, {recursive: true, filter: (source) => !LEFT_OUT.has(relative(root, source))});
// Copied, not hard-linked: an install may rewrite files, and this checkout's must not change.
execFileSync('cp', ['-R', join(root, 'node_modules'), join(copy, 'node_modules')]);
// What sits beside the checkout (the specification the content tests read, the offline Composer
// repository), beside the copy too.
const shared = join(root, '..', 'shared');
if (existsSync(shared)) symlinkSync(shared, join(parent, 'shared'));
// The offline Composer repository, where the copy's build looks for it (scripts/lib/composer.mjs).
const composerRepository = offlineRepository();
if (composerRepository && !existsSync(join(parent, relative(join(root, '..'), composerRepository)))) {
  // Found beside the checkout's root: the copy's root is `site` in `parent`.
  const beside = join(parent, relative(join(root, '..'), composerRepository));
  mkdirSync(join(beside, '..'), {recursive: true});
  symlinkSync(composerRepository, beside);
}
const moved = movedTo(manifest, target);
writeFileSync(join(copy, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
// The edits that land with the upgrade and that 3.8.1 would reject: keys on the versioned sidebars'
// items that share a label (3.10 fails the build without them; sidebars.ts keys its own on 3.10).
const [targetMajor, targetMinor] = target.split('.').map(Number);
if (targetMajor > 3 || targetMinor >= 10) {
  const dir = join(copy, 'versioned_sidebars');
  for (const file of readdirSync(dir)) {
    const {sidebars, keyed} = withItemKeys(JSON.parse(readFileSync(join(dir, file), 'utf8')));
    writeFileSync(join(dir, file), `${JSON.stringify(sidebars, null, 2)}\n`);
    moved.push(`versioned_sidebars/${file}: a key on ${keyed} item(s) that share a label`);
  }
}

/**
 * One step in the copy, its output in a log file there.
 * @param {string} name
 * @param {(log: string) => boolean} action
 */
function step(name, action) {
  const log = join(copy, `canary-${name}.log`);
  const started = Date.now();
  const passed = action(log);
  return {name, passed, seconds: Math.round((Date.now() - started) / 1000), log};
}

const results = [step('install', (log) => run('npm', ['install', '--no-audit', '--no-fund'], {cwd: copy, log}))];
if (results[0].passed) {
  const built = step('build', (log) => buildSite('build', {cwd: copy, log}));
  results.push(built);
  // Which contracts break, whether or not the build did: those over the build only once it exists.
  const scope = built.passed ? ['--build', 'build'] : ['--install-only'];
  results.push(
    step('contracts', (log) =>
      run('node', ['--import', 'tsx', 'scripts/check-compat.mjs', ...scope], {cwd: copy, log}),
    ),
  );
  if (built.passed) {
    results.push(
      // package.json's own command: its file globs are what Node's test runner needs (a folder is not one).
      step('content-tests', (log) => run('npm', ['run', 'test:content'], {cwd: copy, log})),
    );
    results.push(step('smoke-test', (log) => smokeTest('build', port, {cwd: copy, log})));
  }
}

console.log(`\nUpgrade canary: Docusaurus ${current} → ${target}`);
for (const line of moved) console.log(`  changed ${line}`);
for (const result of results) {
  console.log(
    `${result.passed ? 'ok  ' : 'FAIL'} ${result.name} (${result.seconds} s)${result.passed ? '' : `: ${result.log}`}`,
  );
  if (result.passed) continue;
  const log = existsSync(result.log) ? readFileSync(result.log, 'utf8') : '';
  // The contracts print one FAIL line per broken reliance, naming it and what changed.
  const failed =
    result.name === 'contracts' ? log.split('\n').filter((line) => line.startsWith('FAIL ')) : failedTests(log);
  if (failed.length) for (const name of failed) console.log(`       ✗ ${name}`);
  else
    console.log(
      log
        .trim()
        .split('\n')
        .slice(-15)
        .map((line) => `       ${line}`)
        .join('\n'),
    );
}
const green = results.length === 5 && results.every((result) => result.passed);
console.log(
  green
    ? 'Green: the newest 3.x builds and passes the contracts, the content and the smoke tests.'
    : 'Not green: see above.',
);
if (!process.argv.includes('--keep') && green) rmSync(parent, {recursive: true, force: true});
else console.log(`The copy is kept in ${copy}`);
process.exit(green ? 0 : 1);
