// @ts-check
// Package sets: which Composer packages an example runs with. A reader who follows the installation
// page has slim/slim and one PSR-7 implementation (slim/psr7); a page that tells the reader to
// install more says so in its front matter (`packages: [php-di/php-di]`), and a block that needs
// more than its page in its fence meta (`packages="nyholm/psr7 nyholm/psr7-server"`). A declaration
// that names another PSR-7 implementation replaces slim/psr7, as the installation page's tabs do.
//
// The example runner (CI), the Run button's build, the tutorial's Check and its Download all take an
// example's packages from here, so that what the page says, what CI proves and what the browser runs
// are one list. The versions are pinned in one place, src/features/playground/composer/composer.json;
// this module uses no Node.js or browser API, so that both sides import it as it is.

/** What the installation page installs: Slim and its own PSR-7 implementation. */
export const DEFAULT_PACKAGES = Object.freeze(['slim/slim', 'slim/psr7']);

/** The PSR-7 implementations the installation page lists, by the name `psr7=` uses (scripts/lib/doc-tests.mjs). */
export const PSR7_PACKAGES = Object.freeze({
  slim: ['slim/psr7'],
  nyholm: ['nyholm/psr7', 'nyholm/psr7-server'],
  guzzle: ['guzzlehttp/psr7'],
  laminas: ['laminas/laminas-diactoros'],
});

/** @typedef {keyof typeof PSR7_PACKAGES} Psr7Name */

const ALL_PSR7 = new Set(Object.values(PSR7_PACKAGES).flat());
const PACKAGE_NAME = /^[a-z0-9]([_.-]?[a-z0-9]+)*\/[a-z0-9](([_.]|-{1,2})?[a-z0-9]+)*$/;

/**
 * The names of a declaration: a YAML flow list (`[a/b, c/d]`), or names separated by spaces or commas.
 * @param {string | undefined} declared
 * @returns {string[]}
 */
export function parsePackageList(declared) {
  if (!declared) return [];
  const names = declared
    .replace(/^\s*\[|\]\s*$/g, '')
    .split(/[\s,]+/)
    .map((name) => name.replace(/^['"]|['"]$/g, ''))
    .filter(Boolean);
  for (const name of names) if (!PACKAGE_NAME.test(name)) throw new Error(`"${name}" is not a Composer package name`);
  return names;
}

/**
 * An example's packages, sorted: the default set with the declared packages added; a declared
 * PSR-7 implementation takes slim/psr7's place.
 * @param {Iterable<string>} declared
 * @returns {string[]}
 */
export function packageSet(declared) {
  const extra = new Set(declared);
  const ownPsr7 = [...extra].some((name) => ALL_PSR7.has(name) && name !== 'slim/psr7');
  const base = DEFAULT_PACKAGES.filter((name) => !(ownPsr7 && name === 'slim/psr7'));
  return [...new Set([...base, ...extra])].sort();
}

/**
 * The same set on another PSR-7 implementation (the doc-tests of a `psr7="all"` block run on each).
 * @param {string[]} packages
 * @param {Psr7Name} psr7
 */
export function onPsr7(packages, psr7) {
  return packageSet([...packages.filter((name) => !ALL_PSR7.has(name)), ...PSR7_PACKAGES[psr7]]);
}

/**
 * A set's name, used for its install folder and its asset: `default` for the installation page's
 * set, else the packages beyond it (`php-di_slim-twig-view`, `nyholm-psr7_nyholm-psr7-server_no-slim-psr7`…).
 * @param {string[]} packages
 */
export function setId(packages) {
  const added = packages.filter((name) => !DEFAULT_PACKAGES.includes(name));
  const missing = DEFAULT_PACKAGES.filter((name) => !packages.includes(name));
  if (!added.length && !missing.length) return 'default';
  const short = (/** @type {string} */ name) => name.replace(/^([\w.-]+)\/\1$/, '$1').replace('/', '-');
  return [...added.map(short), ...missing.map((name) => `no-${short(name)}`)].join('_');
}

/**
 * The command a reader types for a set, in the order the guide introduces them: Slim, its PSR-7
 * implementation, then the page's own packages.
 * @param {string[]} packages
 */
export function requireLine(packages) {
  const rank = (/** @type {string} */ name) => (name === 'slim/slim' ? 0 : ALL_PSR7.has(name) ? 1 : 2);
  const ordered = [...packages].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return `composer require ${ordered.join(' ')}`;
}

/**
 * A Composer project requiring exactly a set, at the pinned versions.
 * @param {string[]} packages
 * @param {{require: Record<string, string>}} pins the pinned versions (composer/composer.json)
 * @param {string} name the project's name
 */
export function composerProjectFor(packages, pins, name) {
  /** @type {Record<string, string>} */
  const require = {php: pins.require.php};
  for (const packageName of packages) {
    const version = pins.require[packageName];
    if (!version) throw new Error(`${packageName} is not pinned in src/features/playground/composer/composer.json`);
    require[packageName] = version;
  }
  return {name, type: 'project', license: 'MIT', require, config: {'optimize-autoloader': true, 'sort-packages': true}};
}
