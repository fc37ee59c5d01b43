// @ts-check
// The checks judge behaviour (npm run test:examples): every variant of tests/variants/ (see
// variants.mjs) served with php -S on the packages the tutorial installs, judged by the step's checks
// (its own and those it carries from earlier steps), and its download's PHPUnit tests run, which
// must agree with the Check button.
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, describe, test} from 'node:test';
import {downloadFiles} from '../download';
import {readSteps} from '../model/steps.mjs';
import {phpunit} from './run-phpunit.mjs';
import {describeResults, judgeChecks, layOutProject} from './serve-project.mjs';
import {installTutorialPackages} from './tutorial-vendor.mjs';
import {readVariants} from './variants.mjs';

const steps = readSteps();
const variants = readVariants(steps);
let work = '';
let vendorDir = '';
/** @type {string[]} */
const summary = [];

describe('Tutorial: the checks catch every wrong variant and pass every right one', () => {
  before(async () => {
    work = mkdtempSync(join(tmpdir(), 'slim-tutorial-variants-'));
    mkdirSync(join(work, 'opcache'));
    const install = await installTutorialPackages();
    vendorDir = install.vendorDir;
    // The proof of W4 (a JSON body read without the body parsing middleware) needs a vendor without
    // slim/http, whose request decorator decodes JSON by itself.
    assert.equal(install.packages.has('slim/http'), false, 'the tutorial does not install slim/http');
    assert.ok(install.packages.has('slim/psr7'));
  });
  after(() => {
    if (work) rmSync(work, {recursive: true, force: true});
    console.log(`${variants.length} variants on the tutorial's packages:\n${summary.join('\n')}`);
  });

  test('every kind of variant is there, and every row of the review has one', () => {
    const kinds = new Set(variants.map((variant) => variant.kind));
    for (const kind of /** @type {const} */ (['wrong', 'correct'])) assert.ok(kinds.has(kind), `no ${kind} variant`);
    const rows = new Set(variants.map((variant) => variant.row));
    for (let n = 1; n <= 14; n++) assert.ok(rows.has(`W${n}`), `no variant for W${n}`);
    for (let n = 1; n <= 6; n++) assert.ok(rows.has(`S${n}`), `no variant for S${n}`);
    for (let n = 1; n <= 8; n++) assert.ok(rows.has(`P${n}`), `no variant for P${n}`);
  });

  for (const variant of variants) {
    const name = `${variant.step.slug}/${variant.id} (${variant.row}, ${variant.kind})`;
    test(`${name}: ${variant.why}`, async () => {
      const dir = join(work, variant.step.slug, variant.id);
      layOutProject(variant.files, dir, vendorDir);
      const {checks} = variant.step;
      const {results, phpProblems, missingLogs} = await judgeChecks(dir, checks, join(work, 'opcache'));
      const report = `${describeResults(checks, results)}\n  PHP: ${phpProblems.join('\n') || 'nothing'}`;
      const failed = checks.filter((_, i) => !results[i].passed).map((check) => check.name);
      summary.push(
        `${name}: fails ${failed.length}/${checks.length}${missingLogs.length ? `, PHP's log lacks ${missingLogs.join(', ')}` : ''}`,
      );
      if (variant.kind === 'correct' || variant.kind === 'unseen') {
        assert.deepEqual(failed, [], `${name} must pass every check:\n${report}`);
        if (variant.kind === 'correct') {
          assert.deepEqual(phpProblems, [], `${name}: PHP reported problems`);
          assert.deepEqual(missingLogs, [], `${name}: PHP did not log what the checks say it logs`);
        }
      } else if (variant.fails !== undefined) {
        const fails = variant.fails;
        assert.ok(
          failed.some((check) => check.includes(fails)),
          `${name} must fail a check named "…${fails}…":\n${report}`,
        );
      } else {
        assert.deepEqual(missingLogs, [variant.missesLog], `${name} must leave PHP's log without its error`);
      }
    });
  }

  // The download's tests judge as the Check button does: its PHPUnit run passes where Check passes
  // and fails where a check fails (a missing log is Check's and CI's to see, not PHPUnit's).
  test("every variant's download: its PHPUnit tests agree with the checks", async () => {
    /** @type {string[]} */
    const disagreements = [];
    for (const variant of variants.filter((candidate) => candidate.missesLog === undefined)) {
      const dir = join(work, 'downloads', variant.step.slug, variant.id);
      layOutProject(downloadFiles(variant.step, variant.files), dir, vendorDir);
      const {code, output} = await phpunit(dir);
      const shouldPass = variant.kind === 'correct' || variant.kind === 'unseen';
      if ((code === 0) !== shouldPass) {
        disagreements.push(`${variant.step.slug}/${variant.id}: PHPUnit exit ${code}\n${output.slice(-1500)}`);
      }
    }
    assert.deepEqual(disagreements, []);
  });
});
