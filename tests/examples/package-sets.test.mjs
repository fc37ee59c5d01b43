// @ts-check
// Each example runs with the packages its page installs (src/features/playground/model/package-sets.mjs):
// a fixture page that installs only slim/slim and slim/psr7 (tests/fixtures/php-examples/packages.md)
// must fail where a block relies on slim/http, naming the page, the line and the cause, and pass
// where the block declares slim/http or parses the body itself.
import assert from 'node:assert/strict';
import {before, describe, test} from 'node:test';
import {collectExamples} from '../../src/features/playground/model/php-examples.mjs';
import {prepareVendor, runExamples} from '../../scripts/lib/php-example-runner.mjs';

const examples = collectExamples('tests/fixtures/php-examples/packages.md', {base: 'tests/fixtures/php-examples'});

/** @type {Map<string, import('../../scripts/lib/php-example-runner.mjs').Outcome>} */
let outcomes;

/** @param {number} line */
function problemsAt(line) {
  const outcome = outcomes.get(`packages.md:${line}`);
  assert.ok(outcome, `no block at packages.md:${line}`);
  return outcome.problems.join('\n');
}

describe('package sets in the example runner', () => {
  before(async () => {
    outcomes = await runExamples(examples, {slim: (await prepareVendor()).slim});
  });

  test('the blocks run on the sets their page and fence declare', () => {
    assert.deepEqual(
      examples.map((example) => example.packages.join(' ')),
      ['slim/psr7 slim/slim', 'slim/psr7 slim/slim', 'slim/http slim/psr7 slim/slim', 'slim/psr7 slim/slim'],
    );
  });

  test('withJson() on a page without slim/http fails, naming the page line and slim/http', () => {
    const problems = problemsAt(8);
    assert.match(problems, /Call to undefined method Slim\\Psr7\\Response::withJson\(\)/);
    assert.match(problems, /cause \(line 20 of packages\.md\): .*withJson\(\) come from slim\/http's decorators/);
    assert.match(problems, /installs only slim\/psr7, slim\/slim/);
  });

  test('a JSON body read with getParsedBody() and no body parsing fails, saying why', () => {
    const problems = problemsAt(28);
    assert.match(problems, /the body does not hold "Ann"/);
    assert.match(
      problems,
      /cause \(line 40 of packages\.md\): .*getParsedBody\(\), which is null without body parsing/,
    );
    assert.match(problems, /addBodyParsingMiddleware\(\)/);
  });

  test('the same code passes with slim/http declared, or with body parsing added', () => {
    assert.equal(problemsAt(51), '');
    assert.equal(problemsAt(71), '');
  });
});
