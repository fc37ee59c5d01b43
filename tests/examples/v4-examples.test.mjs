// @ts-check
// Runs the Slim 4 guide's PHP examples (docs/) and the home page's hello world on real Slim 4 and
// the packages the guide uses, installed by Composer from src/features/playground/composer/composer.json
// (src/features/playground/model/composer.mjs says from where). Complete applications, class files wired into an app and fragments marked with run= are
// served by PHP's built-in server and must answer as their fence's meta promises; the other
// fragments must name only classes, functions and methods that exist. The meta convention is
// described in src/features/playground/model/php-examples.mjs and in README.md ("Example meta").
import assert from 'node:assert/strict';
import {before, describe, test} from 'node:test';
import {collectExamples, SLIM4_EXAMPLES} from '../../src/features/playground/model/php-examples.mjs';
import {prepareVendor, runExamples, summaryLine} from '../../scripts/lib/php-example-runner.mjs';
import {docTestCounts} from '../../scripts/lib/doc-tests.mjs';

const examples = SLIM4_EXAMPLES.flatMap((root) => collectExamples(root));

/** @type {Awaited<ReturnType<typeof prepareVendor>>} */
let vendor;
/** @type {Map<string, import('../../scripts/lib/php-example-runner.mjs').Outcome>} */
let outcomes;
let runMilliseconds = 0;

/** @param {import('../../src/features/playground/model/php-examples.mjs').Example} example */
function testName(example) {
  if (example.norun) return `${example.where}: not runnable here (${example.norun}); names exist`;
  if (example.requests.length)
    return `${example.where}: ${example.requests.map((request) => `${request.method} ${request.path}`).join(', ')}`;
  if (example.kind === 'class') return `${example.where}: ${example.title ?? 'class'}, loaded by a run on its page`;
  if (example.kind === 'app') return `${example.where}: complete application`;
  return `${example.where}: names exist`;
}

describe('Slim 4 guide and home page: every PHP example on real Slim 4', () => {
  before(async () => {
    vendor = await prepareVendor();
    const started = performance.now();
    outcomes = await runExamples(examples, {slim: vendor.slim});
    runMilliseconds = Math.round(performance.now() - started);
  });

  for (const example of examples) {
    test(testName(example), (t) => {
      const outcome = outcomes.get(example.where);
      assert.ok(outcome, `${example.where} has no outcome`);
      for (const note of outcome.notes) t.diagnostic(note);
      if (outcome.status === 'ran' && !example.requests.length) t.diagnostic(outcome.label);
      if (outcome.problems.length) assert.fail(`${example.where}:\n${outcome.problems.join('\n')}`);
    });
  }

  test('summary: which Slim ran, how many blocks ran, were checked statically or could not run', (t) => {
    const line = summaryLine(outcomes, vendor, examples);
    console.log(line);
    t.diagnostic(`composer install ${vendor.milliseconds} ms, examples ${runMilliseconds} ms`);
    assert.match(vendor.slim, /^4\.\d+\.\d+$/, `slim/slim ${vendor.slim} is not Slim 4`);
    const ran = [...outcomes.values()].filter((outcome) => outcome.status === 'ran');
    assert.ok(ran.length >= 50, `only ${ran.length} blocks ran`);
    // Values the guide shows beside its code ("// => …"): at least 60 in the Slim 4 guide, each computed.
    const shown = docTestCounts(examples.filter((example) => example.file.startsWith('docs/')));
    for (const [page, count] of shown.perPage) t.diagnostic(`doc-tests ${page}: ${count}`);
    assert.ok(shown.total >= 60, `only ${shown.total} shown values in docs/ are doc-tests`);
    assert.ok(
      examples.filter((example) => example.kind === 'app').every((example) => example.requests.length || example.norun),
      'every complete application runs or says why not',
    );
  });
});
