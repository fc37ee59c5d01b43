// @ts-check
// A step's state as a project a reader can run on their own machine, and that project as a zip.
// (The smallest version that meets the agreed contract, downloadFiles(step, files) and zipBytes(files),
// written for the Download button's tests; the tutorial's content work brings the full one.)
import {strToU8, zipSync} from 'fflate';
import playground from '../../playground/composer/composer.json' with {type: 'json'};

/** The packages a tutorial app needs, at the versions the playground runs. */
const PACKAGES = ['php-di/php-di', 'slim/psr7', 'slim/slim'];

/** Every zip entry gets this time, so the same files always give the same bytes. */
const ENTRY_TIME = new Date('2026-01-01T00:00:00Z');

/**
 * The files of the downloaded project: composer.json, the step's files, and a README.
 * @param {{slug: string, title: string}} step
 * @param {Record<string, string>} files the step's project files (public/index.php, src/…)
 * @returns {Record<string, string>}
 */
export function downloadFiles(step, files) {
  /** @type {Record<string, string>} */
  const versions = playground.require;
  const composer = {
    name: 'slim-tutorial/app',
    description: `The Slim tutorial's app, at step ${step.slug}.`,
    type: 'project',
    require: {
      php: versions.php,
      ...Object.fromEntries(PACKAGES.map((name) => [name, versions[name]])),
    },
    autoload: {'psr-4': {'App\\': 'src/'}},
  };
  const readme = [
    `# Slim tutorial: ${step.title}`,
    '',
    'Install the packages, then serve the app on http://localhost:8080:',
    '',
    '```sh',
    'composer install',
    'php -S localhost:8080 -t public',
    '```',
    '',
  ].join('\n');
  return {'composer.json': `${JSON.stringify(composer, null, 2)}\n`, ...files, 'README.md': readme};
}

/**
 * A zip archive of the files, paths as given.
 * @param {Record<string, string>} files
 * @returns {Uint8Array}
 */
export function zipBytes(files) {
  return zipSync(
    Object.fromEntries(
      Object.entries(files).map(([path, contents]) => [path, [strToU8(contents), {mtime: ENTRY_TIME}]]),
    ),
  );
}
