// @ts-check
// The example runner's PHPUnit mode (scripts/lib/phpunit-examples.mjs) on a fixture page
// (tests/fixtures/php-examples/phpunit.md): a passing test class passes, and a failing one, one that
// asserts nothing and one that makes PHP report a deprecation each fail, with PHPUnit's own words.
import assert from 'node:assert/strict';
import {before, describe, test} from 'node:test';
import {collectExamples} from '../../src/features/playground/model/php-examples.mjs';
import {prepareVendor, runExamples, summaryLine} from '../../scripts/lib/php-example-runner.mjs';

const FIXTURE = 'tests/fixtures/php-examples/phpunit.md';
const examples = collectExamples(FIXTURE, {base: 'tests/fixtures/php-examples'});

/** @type {Awaited<ReturnType<typeof prepareVendor>>} */
let vendor;
/** @type {Map<string, import('../../scripts/lib/php-example-runner.mjs').Outcome>} */
let outcomes;

/** The outcome of the block titled `title`. @param {string} title */
function of(title) {
  const example = examples.find((candidate) => candidate.title === title);
  assert.ok(example, `no block titled ${title}`);
  const outcome = outcomes.get(example.where);
  assert.ok(outcome, `no outcome for ${example.where}`);
  return outcome;
}

describe('the example runner with PHPUnit test classes', () => {
  before(async () => {
    vendor = await prepareVendor();
    outcomes = await runExamples(examples, {slim: vendor.slim});
  });

  test('passes a test class whose tests pass, and says what PHPUnit counted', () => {
    assert.deepEqual(of('tests/GreetingTest.php').problems, []);
    assert.equal(of('tests/GreetingTest.php').status, 'ran');
    assert.equal(of('tests/GreetingTest.php').label, 'PHPUnit: OK (1 test, 1 assertion)');
  });

  test('counts a class of the page as run when a test loaded it', () => {
    assert.equal(of('src/Greeting.php').status, 'ran');
    assert.deepEqual(of('src/Greeting.php').problems, []);
    assert.match(of('src/Greeting.php').label, /^loaded by phpunit\.md:\d+ \(PHPUnit: OK/);
  });

  test('fails a test class with a failing assertion, with the difference PHPUnit shows', () => {
    const problems = of('tests/WrongGreetingTest.php').problems.join('\n');
    assert.match(problems, /PHPUnit did not pass \(exit code 1\)/);
    assert.match(problems, /-'Hi, Ann\.'\n\+'Hello, Ann!'/);
  });

  test('fails a test class that asserts nothing (a risky test)', () => {
    assert.match(of('tests/EmptyTest.php').problems.join('\n'), /This test did not perform any assertions/);
  });

  test('fails a test class that makes PHP report a deprecation, even when its assertion holds', () => {
    assert.match(of('tests/DeprecatedTest.php').problems.join('\n'), /PHP reported:\nDeprecated: trim\(\)/);
  });

  test('counts the failing test classes in the summary', () => {
    assert.match(
      summaryLine(outcomes, vendor, examples),
      /5 blocks ran, 0 checked statically, 0 not runnable, 3 failed(;|$)/,
    );
  });
});
