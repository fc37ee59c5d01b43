// @ts-check
// The tutorial's steps on real Slim 4 (npm run test:examples): every step's solution, served with
// php -S over the packages the tutorial installs (its download's composer.json), must pass every check
// of its step (its own and those it carries) without PHP reporting anything, and log what the checks
// say it logs; every starter must fail at least one check (a step whose starter already passes
// teaches nothing the Check button can see).
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, describe, test} from 'node:test';
import {readSteps} from '../model/steps.mjs';
import {describeResults, judgeChecks, layOutProject} from './serve-project.mjs';
import {installTutorialPackages} from './tutorial-vendor.mjs';

const steps = readSteps();
/** @type {Awaited<ReturnType<typeof installTutorialPackages>>} */
let vendor;
let work = '';
/** @type {string[]} */
const summary = [];

describe('Tutorial: every step on real Slim 4', () => {
  before(async () => {
    work = mkdtempSync(join(tmpdir(), 'slim-tutorial-'));
    mkdirSync(join(work, 'opcache'));
    vendor = await installTutorialPackages();
  });
  after(() => {
    if (work) rmSync(work, {recursive: true, force: true});
    if (vendor)
      console.log(
        `slim/slim ${vendor.packages.get('slim/slim')} (Composer, ${vendor.source}, ${[...vendor.packages.keys()].join(' ')}): ` +
          `${steps.length} steps\n${summary.join('\n')}`,
      );
  });

  test('there are at least 12 steps, numbered 1 to N', () => {
    assert.ok(steps.length >= 12, `${steps.length} steps`);
    assert.deepEqual(
      steps.map((step) => step.number),
      steps.map((_, i) => i + 1),
    );
  });

  for (const step of steps) {
    test(`${step.slug}: the solution passes all ${step.checks.length} checks`, async () => {
      const dir = join(work, step.slug, 'solution');
      layOutProject(step.solution, dir, vendor.vendorDir);
      const {results, phpProblems, missingLogs} = await judgeChecks(dir, step.checks, join(work, 'opcache'));
      const passed = results.filter((result) => result.passed).length;
      summary.push(`${step.slug}: solution passes ${passed}/${results.length}`);
      assert.ok(
        results.every((result) => result.passed),
        `${step.slug}: the solution fails:\n${describeResults(step.checks, results)}`,
      );
      assert.deepEqual(phpProblems, [], `${step.slug}: PHP reported problems running the solution`);
      assert.deepEqual(missingLogs, [], `${step.slug}: PHP did not log what the checks say it logs`);
    });

    test(`${step.slug}: the starter fails at least one check`, async () => {
      const dir = join(work, step.slug, 'starter');
      layOutProject(step.starter, dir, vendor.vendorDir);
      const {results} = await judgeChecks(dir, step.checks, join(work, 'opcache'));
      const failed = results.filter((result) => !result.passed).length;
      summary.push(`${step.slug}: starter fails ${failed}/${results.length}`);
      assert.ok(failed > 0, `${step.slug}: the starter passes every check:\n${describeResults(step.checks, results)}`);
    });
  }
});
