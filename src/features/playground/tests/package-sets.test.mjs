// @ts-check
// Over the build (npm run build first): every Run button shows the `composer require` line of the
// package set its example runs on (model/package-sets.mjs), and the build ships one vendor asset
// per set in use, holding exactly what Composer installed for that set.
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, test} from 'node:test';
import * as cheerio from 'cheerio';
import {installedPackages} from '../model/composer.mjs';
import {packageSetDir} from '../model/package-set-install.mjs';
import {requireLine, setId} from '../model/package-sets.mjs';
import {collectExamples, isRunnable, SLIM4_EXAMPLES} from '../model/php-examples.mjs';
import {TUTORIAL_PACKAGES} from '../../tutorial/index.mjs';
import {BUILD_DIR, htmlFiles} from '../../../../tests/support/build.mjs';

const runnable = new Map(
  SLIM4_EXAMPLES.flatMap((root) => collectExamples(root))
    .filter(isRunnable)
    .map((example) => [example.where, example]),
);
const setsInUse = new Map(
  [...runnable.values(), {packages: TUTORIAL_PACKAGES}].map(({packages}) => [setId(packages), packages]),
);
const ASSETS = join(BUILD_DIR, 'assets', 'php');
const vendorAssets = readdirSync(ASSETS).filter((name) => /^vendor-.*\.json$/.test(name));

describe('package sets in the build', () => {
  test('every Run button shows the composer require line of its example’s set', () => {
    /** @type {Set<string>} */
    const seen = new Set();
    for (const file of htmlFiles(BUILD_DIR)) {
      const $ = cheerio.load(readFileSync(file, 'utf8'));
      $('[data-example]').each((_, element) => {
        const where = $(element).attr('data-example') ?? '';
        const example = runnable.get(where);
        assert.ok(example, `${file}: a Run button for ${where}, which is not a runnable example`);
        assert.equal($(element).find('code').last().text(), requireLine(example.packages), `${file}: ${where}`);
        seen.add(where);
      });
    }
    assert.deepEqual(
      [...runnable.keys()].filter((where) => !seen.has(where)),
      [],
      'Run buttons missing from the build',
    );
  });

  test('one vendor asset per set in use, named after the set', () => {
    const named = vendorAssets.map((name) => name.replace(/^vendor-(.*)\.[0-9a-f]{8}\.json$/, '$1')).sort();
    assert.deepEqual(named, [...setsInUse.keys()].sort());
  });

  test("each set's asset holds the packages Composer installed for the set, and no other", () => {
    for (const [id] of setsInUse) {
      const asset = vendorAssets.find((name) => name.startsWith(`vendor-${id}.`));
      assert.ok(asset, `no asset for ${id}`);
      /** @type {Record<string, string>} */
      const files = JSON.parse(readFileSync(join(ASSETS, asset), 'utf8'));
      const packed = new Set(
        Object.keys(files)
          .map((path) => /^vendor\/([^/]+\/[^/]+)\//.exec(path)?.[1])
          .filter((name) => name && !name.startsWith('composer/')),
      );
      const installed = [...installedPackages(join(packageSetDir(id), 'vendor')).keys()];
      assert.deepEqual([...packed].sort(), installed.sort(), id);
    }
  });

  test("no asset depends on the site's commit: Composer recorded no git reference for the examples' project", () => {
    for (const asset of vendorAssets) {
      /** @type {Record<string, string>} */
      const files = JSON.parse(readFileSync(join(ASSETS, asset), 'utf8'));
      const installedPhp = files['vendor/composer/installed.php'] ?? '';
      // The first array is the root package's, the examples' project (the packages' own follow in 'versions').
      const root = /'root' => array\(([^)]*)\)/.exec(installedPhp)?.[1];
      assert.ok(root, `${asset}: vendor/composer/installed.php names no root package`);
      assert.match(root, /'reference' => null,/, `${asset}: the root package carries a commit`);
    }
  });
});
