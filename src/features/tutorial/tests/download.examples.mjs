// @ts-check
// The final step's download, as a reader gets it (npm run test:examples): the zip the Download
// button makes from the solution is unzipped with Debian's unzip, installed with `composer install`
// (from the offline repository beside the checkout when there is one, as for the guide's examples),
// served with `php -S … -t public` and asked every check of the step; then its own PHPUnit tests run.
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, describe, test} from 'node:test';
// The download module is TypeScript (the browser bundles it): test:examples runs with tsx.
import {downloadFiles, zipBytes} from '../download';
import {composerInstall, installedPackages} from '../../playground/index.mjs';
import {readSteps} from '../model/steps.mjs';
import {phpunit, run} from './run-phpunit.mjs';
import {describeResults, judgeChecks, layOutProject} from './serve-project.mjs';
import {installTutorialPackages} from './tutorial-vendor.mjs';

const steps = readSteps();
const final = steps.at(-1);
let work = '';
let project = '';

describe("Tutorial: the final step's download runs on its own", () => {
  before(async () => {
    assert.ok(final, 'there are steps');
    work = mkdtempSync(join(tmpdir(), 'slim-tutorial-download-'));
    const zip = join(work, `${final.slug}.zip`);
    writeFileSync(zip, zipBytes(downloadFiles(final, final.solution)));
    project = join(work, 'project');
    const unzipped = await run('unzip', ['-q', zip, '-d', project], work);
    assert.equal(unzipped.code, 0, unzipped.output);
    const install = await composerInstall(project);
    const packages = installedPackages(install.vendorDir);
    console.log(
      `${final.slug}: composer install (${install.source}) in ${install.milliseconds} ms: ` +
        `slim/slim ${packages.get('slim/slim')}, ${packages.size} packages`,
    );
  });
  after(() => {
    if (work) rmSync(work, {recursive: true, force: true});
  });

  test('php -S -t public answers every check of the final step', async () => {
    assert.ok(final);
    // A router that returns false leaves every request to the server as `php -S … -t public` alone
    // handles it; the runner's serve function always names a router.
    writeFileSync(join(project, '.router.php'), '<?php\nreturn false;\n');
    mkdirSync(join(work, 'opcache'), {recursive: true});
    const {results, phpProblems} = await judgeChecks(project, final.checks, join(work, 'opcache'));
    console.log(
      `${final.slug}: served download passes ${results.filter((r) => r.passed).length}/${results.length} checks`,
    );
    assert.ok(
      results.every((result) => result.passed),
      `the download fails:\n${describeResults(final.checks, results)}`,
    );
    assert.deepEqual(phpProblems, []);
  });

  test("the download's PHPUnit tests pass, one per check", async () => {
    assert.ok(final);
    const {code, output} = await phpunit(project);
    console.log(`${final.slug}: ${output.trim().split('\n').at(-1)}`);
    assert.equal(code, 0, output);
    assert.match(output, new RegExp(`OK \\(${final.checks.length} tests?, \\d+ assertions\\)`), output);
  });

  // The tests build the app from public/index.php whatever its shape, so every step's download has
  // working tests: each solution's, over the packages the tutorial installs.
  test("every step's download: its PHPUnit tests pass on the step's solution", async () => {
    assert.ok(final);
    const vendor = await installTutorialPackages();
    const lines = [];
    for (const step of steps) {
      const dir = join(work, 'steps', step.slug);
      layOutProject(downloadFiles(step, step.solution), dir, vendor.vendorDir);
      const {code, output} = await phpunit(dir);
      lines.push(`${step.slug}: ${output.trim().split('\n').at(-1)}`);
      assert.equal(code, 0, `${step.slug}:\n${output}`);
      assert.match(output, new RegExp(`OK \\(${step.checks.length} tests?, \\d+ assertions\\)`), output);
    }
    console.log(lines.join('\n'));
  });
});
