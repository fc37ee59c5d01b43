// @ts-check
// "The examples in this guide were run on Slim X": the installation page, its Markdown copy and
// the Run panel (through the php-playground plugin's global data) must name the slim/slim that
// Composer installed for the build (the installation page's package set), which is the one
// src/features/playground/composer/composer.json pins for the example runner. Needs `npm run build` first.
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {describe, test} from 'node:test';
import {installedPackages} from '../model/composer.mjs';
import {packageSetDir} from '../model/package-set-install.mjs';
import {DEFAULT_PACKAGES, setId} from '../model/package-sets.mjs';
import {BUILD_DIR, loadPage} from '../../../../tests/support/build.mjs';

/** The build's Composer install of the installation page's set (src/features/playground/phpPlayground.ts). */
const BUILD_VENDOR = join(packageSetDir(setId([...DEFAULT_PACKAGES])), 'vendor');
const installed = installedPackages(BUILD_VENDOR).get('slim/slim');

describe('the Slim release the examples ran on', () => {
  test("is the one the runner's project pins, as Composer's installed.json has it", () => {
    assert.match(installed ?? '', /^4\.\d+\.\d+$/);
    const pinned = JSON.parse(readFileSync('src/features/playground/composer/composer.json', 'utf8')).require[
      'slim/slim'
    ];
    assert.equal(installed, pinned);
  });

  test('the installation page names it', () => {
    const $ = loadPage('docs/v4/start/installation');
    const shown = $('[data-testid="examples-slim-version"]');
    assert.equal(shown.length, 1, 'one version on the page');
    assert.equal(shown.text(), installed);
    assert.match(
      shown.parent().text(),
      new RegExp(`examples in this guide were run on Slim ${installed?.replace(/\./g, '\\.')}\\.`),
    );
  });

  test("the installation page's Markdown copy names it", () => {
    const copy = readFileSync(join(BUILD_DIR, 'docs/v4/start/installation.md'), 'utf8');
    assert.ok(copy.includes(`examples in this guide were run on Slim ${installed}.`), 'the copy says which Slim');
  });

  test('the Run panel reads it from the global data the build ships', () => {
    const scripts = readdirSync(join(BUILD_DIR, 'assets', 'js')).filter((name) => name.endsWith('.js'));
    const shipped = scripts
      .map((name) => readFileSync(join(BUILD_DIR, 'assets', 'js', name), 'utf8'))
      .map((source) => /"php-playground":\{"default":\{"slim":"([^"]+)"\}\}/.exec(source.replace(/\\"/g, '"'))?.[1])
      .filter(Boolean);
    assert.deepEqual([...new Set(shipped)], [installed]);
  });
});
