// @ts-check
// With Composer: a set is installed once a process. The build's plugins load in parallel and two of
// them install the same sets; a second Composer run would rewrite installed.json and the autoloader
// while the first plugin's reader has them open.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {installedPackages} from '../model/composer.mjs';
import {installPackageSet} from '../model/package-set-install.mjs';
import {packageSet} from '../model/package-sets.mjs';

test('installs of one set in one process share one Composer run, and none runs after it', async () => {
  const packages = packageSet([]);
  const first = installPackageSet(packages);
  const second = installPackageSet(packages);
  assert.equal(second, first, 'a second install while the first runs joins it');
  const {vendorDir} = await first;
  assert.ok(installedPackages(vendorDir).has('slim/slim'), 'the set is installed');
  assert.equal(installPackageSet(packages), first, 'an install after it gives the same result, Composer not run again');
});
