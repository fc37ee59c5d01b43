// @ts-check
// Installs a Composer project's packages, for the example runner and the playground's vendor bundle.
//
// Where the packages come from: when the offline Composer repository `../shared/composer-repo`
// (type artifact, beside the repository's root) exists, Composer runs with a temporary
// COMPOSER_HOME whose config.json points at it and switches Packagist off; the absolute path is
// computed here at run time, and the temporary home is removed afterwards. Otherwise Composer runs
// as it is, with the user's own configuration (Packagist). The user's global configuration is
// never read or written in the offline case, and never written in either.
//
//   import {composerInstall, installedPackages} from './src/features/playground/model/composer.mjs';
//   const {vendorDir, source} = await composerInstall('src/features/playground/composer');
//   installedPackages(vendorDir).get('slim/slim'); // '4.13.0'
import {spawn} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');

/** Absolute path of the offline Composer repository beside the repository, or null when there is none. */
export function offlineRepository() {
  const dir = resolve(REPO_ROOT, '..', 'shared', 'composer-repo');
  return existsSync(dir) ? dir : null;
}

/**
 * @param {string[]} args
 * @param {{cwd: string, env: NodeJS.ProcessEnv}} options
 * @returns {Promise<{code: number | null, output: string}>}
 */
function run(args, {cwd, env}) {
  return new Promise((done, fail) => {
    const child = spawn('composer', args, {cwd, env, stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => fail(new Error(`cannot run composer (apt-get install composer): ${error.message}`)));
    child.on('close', (code) => done({code, output}));
  });
}

/**
 * Installs the packages of the Composer project in `projectDir` into its `vendor/`.
 * A composer.lock older than composer.json is discarded first, so the install resolves again;
 * a lock that cannot be installed from (written against the other source) is discarded and the
 * install retried once.
 * @param {string} projectDir folder holding composer.json
 * @returns {Promise<{vendorDir: string, source: 'offline' | 'packagist', repository: string | null, milliseconds: number}>}
 */
export async function composerInstall(projectDir) {
  const started = performance.now();
  const dir = resolve(projectDir);
  // Test files run in parallel processes: one install at a time per project.
  const release = await lock(join(dir, '.composer-install.lock'));
  try {
    return await install(dir, started);
  } finally {
    release();
  }
}

/**
 * Waits until this process holds the lock (a folder: creating one is atomic), and returns its release.
 * A lock older than five minutes is left over from a killed run and taken over.
 * @param {string} path
 * @returns {Promise<() => void>}
 */
async function lock(path) {
  for (;;) {
    try {
      mkdirSync(path);
      return () => rmSync(path, {recursive: true, force: true});
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
      try {
        if (Date.now() - statSync(path).mtimeMs > 5 * 60_000) rmSync(path, {recursive: true, force: true});
      } catch {
        // released meanwhile
      }
      await new Promise((done) => setTimeout(done, 100));
    }
  }
}

/**
 * @param {string} dir
 * @param {number} started
 * @returns {Promise<{vendorDir: string, source: 'offline' | 'packagist', repository: string | null, milliseconds: number}>}
 */
async function install(dir, started) {
  const lock = join(dir, 'composer.lock');
  if (existsSync(lock) && statSync(lock).mtimeMs < statSync(join(dir, 'composer.json')).mtimeMs) rmSync(lock);

  const repository = offlineRepository();
  /** @type {NodeJS.ProcessEnv} */
  // CI runs as root: Composer would otherwise stop to ask whether that is all right. The root
  // package's version is given, so that Composer does not take it from the site's git checkout:
  // it would write the commit into vendor/composer/installed.php, and every commit would give every
  // vendor asset the reader downloads a new content hash, packages unchanged.
  const env = {
    ...process.env,
    COMPOSER_NO_INTERACTION: '1',
    COMPOSER_ALLOW_SUPERUSER: '1',
    COMPOSER_ROOT_VERSION: 'dev-main',
  };
  let home = null;
  if (repository) {
    home = mkdtempSync(join(tmpdir(), 'composer-home-'));
    const config = {repositories: {'packagist.org': false, offline: {type: 'artifact', url: repository}}};
    writeFileSync(join(home, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
    Object.assign(env, {COMPOSER_HOME: home, COMPOSER_CACHE_DIR: join(home, 'cache')});
  }
  try {
    const args = ['install', '--no-interaction', '--no-progress', '--no-dev', '--optimize-autoloader'];
    let result = await run(args, {cwd: dir, env});
    if (result.code !== 0 && existsSync(lock)) {
      rmSync(lock);
      result = await run(args, {cwd: dir, env});
    }
    if (result.code !== 0) throw new Error(`composer install failed in ${dir}:\n${result.output}`);
  } finally {
    if (home) rmSync(home, {recursive: true, force: true});
  }
  return {
    vendorDir: join(dir, 'vendor'),
    source: repository ? 'offline' : 'packagist',
    repository,
    milliseconds: Math.round(performance.now() - started),
  };
}

/**
 * The packages Composer installed, name → version as Composer shows it ("4.13.0", "v3.5.0" is "3.5.0"),
 * read from vendor/composer/installed.json.
 * @param {string} vendorDir
 * @returns {Map<string, string>}
 */
export function installedPackages(vendorDir) {
  /** @type {{packages?: {name: string, version: string, version_normalized?: string}[]} | {name: string, version: string}[]} */
  const installed = JSON.parse(readFileSync(join(vendorDir, 'composer', 'installed.json'), 'utf8'));
  const packages = Array.isArray(installed) ? installed : (installed.packages ?? []);
  return new Map(packages.map((entry) => [entry.name, entry.version.replace(/^v/, '')]));
}
