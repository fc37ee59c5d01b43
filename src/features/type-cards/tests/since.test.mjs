// @ts-check
// "Since 4.N" (data/slim-since.json, derived from Slim's tags by scripts/derive-since.mjs):
// every symbol it lists exists in the Slim the examples install exactly when the data says so, and
// each "since Slim 4.N" sentence of the guide is what the release history says.
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {describe, test} from 'node:test';
import {DEFAULT_PACKAGES, installedPackages, installPackageSet, markdownFiles} from '../../playground/index.mjs';
import {claimsOf, evidenceFor, minor, sinceData} from '../since.mjs';

const data = sinceData();
const newest = /** @type {string} */ (data.tags.at(-1));

/**
 * Claims whose sentence names no symbol or fact of its own, and the key that backs each. The test
 * fails if the sentence goes away or the key's release is not the one claimed.
 */
const BACKED_BY = [
  {
    page: 'docs/objects/routing.md',
    version: '4.8',
    key: 'Slim\\CallableResolver::prepareToResolve',
    why: 'turns [class, method] into "class:method"',
  },
  {
    page: 'docs/start/installation.md',
    version: '4.10',
    key: 'Slim\\Factory\\Psr17\\HttpSoftPsr17Factory',
    why: 'the HttpSoft detection',
  },
];

/** @param {string} a @param {string} b */
const newer = (a, b) => {
  const [x, y] = [a, b].map((v) => v.split('.').map(Number));
  return x[0] - y[0] || x[1] - y[1] || (x[2] ?? 0) - (y[2] ?? 0);
};

describe('since 4.N', () => {
  test('the data covers Slim 4.0.0 to its newest tag, the installed release among them', async () => {
    const {vendorDir} = await installPackageSet([...DEFAULT_PACKAGES]);
    const installed = /** @type {string} */ (installedPackages(vendorDir).get('slim/slim'));
    assert.equal(data.tags[0], '4.0.0');
    assert.ok(data.tags.includes(installed), `the installed slim/slim ${installed} is not among the tags`);
  });

  test('every symbol in the data exists in the installed Slim exactly when the data says it does', async () => {
    const {vendorDir} = await installPackageSet([...DEFAULT_PACKAGES]);
    const installed = /** @type {string} */ (installedPackages(vendorDir).get('slim/slim'));
    const symbols = Object.keys(data.symbols);
    const script = `require $argv[1]; $out = [];
      foreach (json_decode(stream_get_contents(STDIN), true) as $s) {
        [$c, $m] = array_pad(explode('::', $s, 2), 2, null);
        $e = class_exists($c) || interface_exists($c) || trait_exists($c);
        $out[$s] = $e && ($m === null || (new ReflectionClass($c))->hasMethod($m));
      } echo json_encode($out);`;
    /** @type {Record<string, boolean>} */
    const exists = JSON.parse(
      execFileSync('php', ['-r', script, join(vendorDir, 'autoload.php')], {
        input: JSON.stringify(symbols),
        encoding: 'utf8',
      }),
    );
    const wrong = symbols.filter((symbol) => {
      const {since, removed} = data.symbols[symbol];
      const expected = newer(since, installed) <= 0 && (!removed || newer(removed, installed) > 0);
      return exists[symbol] !== expected;
    });
    assert.ok(symbols.length > 300, `only ${symbols.length} symbols`);
    assert.deepEqual(wrong, [], `present or absent in slim/slim ${installed}, against the data`);
  });

  test('each "since Slim 4.N" of the guide is the release the history gives', () => {
    const claims = [...markdownFiles('docs')].flatMap((file) =>
      claimsOf(relative('.', file), readFileSync(file, 'utf8')),
    );
    assert.ok(claims.length >= 10, `only ${claims.length} claims found`);
    const problems = [];
    for (const claim of claims) {
      const backed = BACKED_BY.filter((entry) => entry.page === claim.page && entry.version === claim.version);
      const evidence = [
        ...claim.names.flatMap((name) => evidenceFor(data, name)),
        ...backed.map((entry) => ({key: entry.key, release: minor(data.symbols[entry.key]?.since ?? '0.0')})),
      ];
      const where = `${claim.page}:${claim.line} "since Slim ${claim.version}"`;
      if (newer(claim.version, minor(newest)) > 0) {
        // Beyond the history the tags hold: nothing the history says may contradict it.
        const contradicted = evidence.filter((entry) => newer(entry.release, claim.version) >= 0);
        if (contradicted.length)
          problems.push(`${where}: ${contradicted.map((e) => `${e.key} ${e.release}`).join(', ')}`);
        continue;
      }
      if (!evidence.length)
        problems.push(`${where}: names nothing the history holds (${claim.names.join(', ') || 'no names'})`);
      else if (!evidence.some((entry) => entry.release === claim.version))
        problems.push(
          `${where}: the history says ${[...new Set(evidence.map((e) => `${e.key} ${e.release}`))].join(', ')}`,
        );
    }
    assert.deepEqual(problems, []);
    for (const entry of BACKED_BY)
      assert.ok(
        claims.some((claim) => claim.page === entry.page && claim.version === entry.version),
        `${entry.page} no longer says "since Slim ${entry.version}" (${entry.why})`,
      );
  });
});
