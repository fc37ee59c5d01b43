// @ts-check
// Installs a package set (package-sets.mjs) with Composer, each set in its own folder under
// node_modules/.cache/php-package-sets/<set id>/, at the versions src/features/playground/composer/composer.json
// pins. The example runner, the tutorial's tests and the playground's build share these folders (an
// install that is already done costs one `composer install` that finds nothing to do, once a process).
//
//   const {vendorDir} = await installPackageSet(['slim/psr7', 'slim/slim']);
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {composerInstall} from './composer.mjs';
import {composerProjectFor, setId} from './package-sets.mjs';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');

/** The one place the versions are pinned: every package an example may run with. */
const PINNED_VERSIONS = join(REPO_ROOT, 'src', 'features', 'playground', 'composer', 'composer.json');

/** @returns {{require: Record<string, string>}} */
function pinnedVersions() {
  return JSON.parse(readFileSync(PINNED_VERSIONS, 'utf8'));
}

/** Where a set is installed. @param {string} id */
export function packageSetDir(id) {
  return join(REPO_ROOT, 'node_modules', '.cache', 'php-package-sets', id);
}

/** @param {string[]} packages */
function composerJsonFor(packages) {
  return `${JSON.stringify(composerProjectFor(packages, pinnedVersions(), `slim-website/examples-${setId(packages)}`), null, 2)}\n`;
}

/**
 * Each set's install in this process, by set id: one Composer run a set a process. The build's
 * plugins load in parallel, the playground and the type index install the same sets, and Composer
 * rewrites installed.json and the autoloader even when it has nothing to install: a reader of a set
 * while another install of it ran could find those files half written (a build on a fresh checkout
 * failed with "Unexpected end of JSON input"). So an install joins the set's first one, and after it
 * nothing in the process writes the set's files again. A failed install is forgotten, to be retried.
 * @type {Map<string, Promise<Awaited<ReturnType<typeof composerInstall>> & {id: string, packages: string[]}>>}
 */
const installs = new Map();

/**
 * Installs exactly `packages` (and what they require) at their pinned versions, once a process:
 * the vendor folder it gives is not written again while the process runs.
 * @param {string[]} packages a set, as packageSet() gives it
 */
export function installPackageSet(packages) {
  const id = setId(packages);
  const known = installs.get(id);
  if (known) return known;
  const install = runInstall(id, packages);
  installs.set(id, install);
  install.catch(() => installs.delete(id));
  return install;
}

/** @param {string} id @param {string[]} packages */
async function runInstall(id, packages) {
  const dir = packageSetDir(id);
  mkdirSync(dir, {recursive: true});
  const composerJson = composerJsonFor(packages);
  const target = join(dir, 'composer.json');
  // Written only when changed: Composer's wrapper discards a lock older than composer.json.
  if (!existsSync(target) || readFileSync(target, 'utf8') !== composerJson) writeFileSync(target, composerJson);
  const install = await composerInstall(dir);
  return {...install, id, packages};
}
