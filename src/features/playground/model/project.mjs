// @ts-check
// The project a runnable example is served from, as a reader following the guide has it: Slim's
// skeleton layout, public/index.php as the front controller, the page's files at their titles, and
// a vendor/autoload.php that adds the page's classes to Composer's. Part of the PHP-example model:
// the example runner (scripts/lib/php-example-runner.mjs) writes these files to disk and the Run
// button's worker (RunExample/php.worker.ts) into PHP's memory file system, so both serve the same
// project. No Node.js or browser API here: both sides import this file as it is.

/** The directories of Slim's skeleton that the guide's examples write to or read from. */
export const PROJECT_DIRS = ['public', 'src', 'templates', 'logs', 'var/cache', 'var/log', 'cache', 'uploads'];

/** The web server's document root, relative to the project. */
export const DOCUMENT_ROOT = 'public';

/** The front controller every request is served by, relative to the project. */
export const ENTRY_POINT = `${DOCUMENT_ROOT}/index.php`;

/** The autoloader the entry point requires: ours, which wraps Composer's. */
export const AUTOLOAD = 'vendor/autoload.php';

/**
 * Where Composer's own autoload.php goes when vendor/ is copied into the project (the worker does):
 * vendor/autoload.php is then ours.
 */
export const COMPOSER_AUTOLOAD_IN_PROJECT = 'vendor/autoload_composer.php';

/**
 * A file of the example's page (template, class, settings) at its title path, and the classes it declares.
 * @typedef {{path: string, code: string, classes: string[]}} PageFile
 */

/** A PHP single-quoted string literal. @param {string} text */
export function phpString(text) {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** Whether a file title would put the file outside the project. @param {string} path */
function leavesProject(path) {
  return path.startsWith('/') || path.split('/').includes('..');
}

/**
 * vendor/autoload.php: Composer's autoloader, plus the page's classes where the page puts them
 * (whatever their namespace: a reader's composer.json maps it), and App\ → src/ as in Slim's skeleton.
 * The class map is relative to the project, so the file is the same wherever the project is; it
 * sets no global variable but `$loader`, so the names a reader's code uses stay its own.
 * @param {{files: PageFile[], composerAutoload: string}} options
 *   composerAutoload: Composer's autoload.php, a path inside the project or an absolute one
 */
export function autoloaderSource({files, composerAutoload}) {
  /** @type {Record<string, string>} */
  const classMap = {};
  for (const file of files) for (const name of file.classes) classMap[name] = file.path;
  const composer = composerAutoload.startsWith('/')
    ? phpString(composerAutoload)
    : `dirname(__DIR__) . ${phpString(`/${composerAutoload}`)}`;
  return [
    '<?php',
    `$loader = require ${composer};`,
    `$loader->addClassMap(array_map(static fn (string $path): string => dirname(__DIR__) . '/' . $path, json_decode(${phpString(JSON.stringify(classMap))}, true)));`,
    "$loader->addPsr4('App\\\\', dirname(__DIR__) . '/src/');",
    'return $loader;',
    '',
  ].join('\n');
}

/**
 * Every file of an example's project that is not Composer's: relative path → contents. The page's
 * files end with a newline, as an editor saves them; the entry point is served as given.
 * @param {{entry: string, files: PageFile[], composerAutoload: string}} project
 * @returns {Map<string, string>}
 */
export function projectFiles({entry, files, composerAutoload}) {
  /** @type {Map<string, string>} */
  const project = new Map();
  for (const file of files) {
    if (leavesProject(file.path)) throw new Error(`file title ${file.path} leaves the project`);
    project.set(file.path, file.code.endsWith('\n') ? file.code : `${file.code}\n`);
  }
  project.set(AUTOLOAD, autoloaderSource({files, composerAutoload}));
  project.set(ENTRY_POINT, entry);
  return project;
}
