// @ts-check
// The package-set model (model/package-sets.mjs): the default set, declarations added to it, a
// declared PSR-7 implementation replacing slim/psr7, set names, and where a page declares its set.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {pagePackages} from '../model/php-examples.mjs';
import {
  composerProjectFor,
  DEFAULT_PACKAGES,
  onPsr7,
  packageSet,
  parsePackageList,
  requireLine,
  setId,
} from '../model/package-sets.mjs';

test('without a declaration an example runs on what the installation page installs', () => {
  assert.deepEqual(packageSet([]), ['slim/psr7', 'slim/slim']);
  assert.equal(setId(packageSet([])), 'default');
  assert.equal(requireLine(packageSet([])), 'composer require slim/slim slim/psr7');
});

test('declared packages join the default set; another PSR-7 implementation replaces slim/psr7', () => {
  assert.deepEqual(packageSet(['slim/twig-view', 'php-di/php-di']), [
    'php-di/php-di',
    'slim/psr7',
    'slim/slim',
    'slim/twig-view',
  ]);
  assert.equal(setId(packageSet(['slim/twig-view', 'php-di/php-di'])), 'php-di_slim-twig-view');
  assert.equal(
    requireLine(packageSet(['slim/twig-view', 'nyholm/psr7-server', 'php-di/php-di', 'nyholm/psr7'])),
    'composer require slim/slim nyholm/psr7 nyholm/psr7-server php-di/php-di slim/twig-view',
  );
  assert.deepEqual(packageSet(['guzzlehttp/psr7']), ['guzzlehttp/psr7', 'slim/slim']);
  assert.equal(setId(packageSet(['guzzlehttp/psr7'])), 'guzzlehttp-psr7_no-slim-psr7');
  assert.deepEqual(onPsr7(packageSet(['php-di/php-di']), 'nyholm'), [
    'nyholm/psr7',
    'nyholm/psr7-server',
    'php-di/php-di',
    'slim/slim',
  ]);
  assert.deepEqual(onPsr7(packageSet(['nyholm/psr7']), 'slim'), [...DEFAULT_PACKAGES].sort());
});

test('front matter and fence meta list packages; a name that is not a package fails', () => {
  assert.deepEqual(pagePackages('---\ntitle: X\npackages: [php-di/php-di, slim/csrf]\n---\n\nText'), [
    'php-di/php-di',
    'slim/csrf',
  ]);
  assert.deepEqual(pagePackages('---\ntitle: X\n---\n\npackages: [a/b]'), []);
  assert.deepEqual(parsePackageList('nyholm/psr7 nyholm/psr7-server'), ['nyholm/psr7', 'nyholm/psr7-server']);
  assert.throws(() => parsePackageList('[slim/http, ../../etc]'), /not a Composer package name/);
});

test('a set becomes a Composer project at the pinned versions; an unpinned package fails', () => {
  const pins = {require: {php: '>=8.1', 'slim/slim': '4.13.0', 'slim/psr7': '1.8.0'}};
  assert.deepEqual(composerProjectFor(packageSet([]), pins, 'x/y').require, {
    php: '>=8.1',
    'slim/psr7': '1.8.0',
    'slim/slim': '4.13.0',
  });
  assert.throws(() => composerProjectFor(packageSet(['slim/http']), pins, 'x/y'), /slim\/http is not pinned/);
});
