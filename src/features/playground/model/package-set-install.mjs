// @ts-check
// Installs a package set (package-sets.mjs) with Composer, each set in its own folder under
// node_modules/.cache/php-package-sets/<set id>/, at the versions src/features/playground/composer/composer.json
// pins. The example runner, the tutorial's tests and the playground's build share these folders (an
// install that is already done costs one `composer install` that finds nothing to do).
//
//   const {vendorDir} = await installPackageSet(['slim/psr7', 'slim/slim']);
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {composerInstall, installedPackages} from './composer.mjs';
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
 * The vendor folder of a set already installed at the pinned versions, or null: for readers that
 * only need the files (the type index) and can skip Composer's own check. Installed means that
 * Composer's installed.json holds every package of the set at its pinned version.
 * @param {string[]} packages
 */
export function installedVendorDir(packages) {
  const vendorDir = join(packageSetDir(setId(packages)), 'vendor');
  if (!existsSync(join(vendorDir, 'composer', 'installed.json'))) return null;
  const installed = installedPackages(vendorDir);
  const pinned = pinnedVersions().require;
  return packages.every((name) => installed.get(name) === pinned[name]?.replace(/^v/, '')) ? vendorDir : null;
}

/**
 * Installs exactly `packages` (and what they require) at their pinned versions.
 * @param {string[]} packages a set, as packageSet() gives it
 */
export async function installPackageSet(packages) {
  const id = setId(packages);
  const dir = packageSetDir(id);
  mkdirSync(dir, {recursive: true});
  const composerJson = composerJsonFor(packages);
  const target = join(dir, 'composer.json');
  // Written only when changed: Composer's wrapper discards a lock older than composer.json.
  if (!existsSync(target) || readFileSync(target, 'utf8') !== composerJson) writeFileSync(target, composerJson);
  const install = await composerInstall(dir);
  return {...install, id, packages};
}
