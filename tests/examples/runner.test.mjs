// @ts-check
// The example runner's own test: a fixture page with examples broken on purpose
// (tests/fixtures/php-examples/broken.md) must fail exactly where they are broken.
import assert from 'node:assert/strict';
import {before, describe, test} from 'node:test';
import {collectExamples, parseMeta, requestsOf} from '../../src/features/playground/model/php-examples.mjs';
import {prepareVendor, runExamples, summaryLine} from '../../scripts/lib/php-example-runner.mjs';

const FIXTURE = 'tests/fixtures/php-examples/broken.md';
const examples = collectExamples(FIXTURE, {base: 'tests/fixtures/php-examples'});

/** @type {Awaited<ReturnType<typeof prepareVendor>>} */
let vendor;
/** @type {Map<string, import('../../scripts/lib/php-example-runner.mjs').Outcome>} */
let outcomes;

/** The outcome of the fixture block that starts at `line`. @param {number} line */
function at(line) {
  const outcome = outcomes.get(`broken.md:${line}`);
  assert.ok(outcome, `no block at broken.md:${line}; blocks: ${[...outcomes.keys()].join(', ')}`);
  return outcome;
}

describe('the Slim 4 example runner', () => {
  before(async () => {
    vendor = await prepareVendor();
    outcomes = await runExamples(examples, {slim: vendor.slim});
  });

  test('reads several requests, request headers and bodies, expected headers from the meta', () => {
    const meta = parseMeta(
      `title="public/index.php" run="POST /x" send="Content-Type: application/json | X-A: 1" body='{"a": 1}' status="201" run2="GET /y" expect2="Y" expect-header2="Vary: Origin" run3="POST /z" upload3="photo=a.png | docs[]=b.txt"`,
    );
    assert.equal(meta.title, 'public/index.php');
    assert.deepEqual(requestsOf(meta), [
      {
        method: 'POST',
        path: '/x',
        headers: [
          ['Content-Type', 'application/json'],
          ['X-A', '1'],
        ],
        body: '{"a": 1}',
        status: 201,
        expect: null,
        expectHeaders: [],
        uploads: [],
      },
      {
        method: 'GET',
        path: '/y',
        headers: [],
        body: null,
        status: 200,
        expect: 'Y',
        expectHeaders: [['Vary', 'Origin']],
        uploads: [],
      },
      {
        method: 'POST',
        path: '/z',
        headers: [],
        body: null,
        status: 200,
        expect: null,
        expectHeaders: [],
        uploads: [
          ['photo', 'a.png'],
          ['docs[]', 'b.txt'],
        ],
      },
    ]);
  });

  test('passes a correct application', () => {
    assert.equal(at(7).status, 'ran');
    assert.deepEqual(at(7).problems, []);
  });

  test('fails an application that lacks a use line', () => {
    assert.match(at(30).problems.join('\n'), /status 500, expected 200/);
  });

  test('fails a fragment with a wrong method name', () => {
    assert.deepEqual(at(55).problems, ['method $app->gett() does not exist on Slim\\App']);
  });

  test('fails a fragment naming a class that does not exist', () => {
    assert.match(at(63).problems.join('\n'), /use Slim\\Routing\\RouteContextt: no such class/);
  });

  test('fails a run whose answer differs from the promise', () => {
    assert.match(at(69).problems.join('\n'), /does not hold "About us"/);
  });

  test('fails a run that makes PHP log a deprecation', () => {
    assert.match(at(79).problems.join('\n'), /PHP Deprecated/);
  });

  test('fails a complete application that says neither run= nor norun=', () => {
    assert.match(at(89).problems.join('\n'), /needs run=/);
  });

  test('fails a class file that no run loads', () => {
    assert.match(at(100).problems.join('\n'), /no run on its page loads src\/Unused\.php/);
  });

  test('lists a block that cannot run, with its reason, and checks only the installed names', () => {
    assert.equal(at(112).status, 'norun');
    assert.deepEqual(at(112).problems, []);
  });

  test('says when a block documents a newer Slim than the installed one', () => {
    assert.deepEqual(at(118).problems, []);
    assert.match(
      at(118).notes.join('\n'),
      new RegExp(`documents slim/slim 99\\.0; ran on ${vendor.slim.replace(/\./g, '\\.')}`),
    );
  });

  test('names the installed Slim and counts every block in its summary', () => {
    const line = summaryLine(outcomes, vendor, examples);
    assert.match(line, new RegExp(`^slim/slim ${vendor.slim.replace(/\./g, '\\.')} `));
    assert.match(line, /1 not runnable \(1 × needs Doctrine ORM\)/);
    assert.match(line, /11 failed/);
    assert.match(line, /; 9 doc-tests \(shown values computed, 1 of them on all four PSR-7 implementations\)/);
  });

  test('compares shown values with what their lines compute, and names the page and line of each difference', () => {
    assert.equal(at(128).status, 'ran');
    assert.deepEqual(at(128).problems, [
      `${FIXTURE}:132: shows "Missing", computed "Not Found"`,
      `${FIXTURE}:133: shows throws TypeError, computed no exception, the value 2`,
    ]);
  });

  test('passes a statement that throws as shown, and lets the exception go on', () => {
    assert.equal(at(138).status, 'ran');
    assert.deepEqual(at(138).problems, []);
  });

  test('fails a shown value that no run computes', () => {
    assert.deepEqual(at(144).problems, [
      `${FIXTURE}:146: the shown value null was never computed (no run reaches the line)`,
    ]);
  });

  test('runs psr7="all" blocks on the four PSR-7 implementations and names the one that differs', () => {
    assert.deepEqual(at(152).problems, [`${FIXTURE}:153: shows "put", computed "PUT" on guzzle`]);
  });

  test('fails a shown value on a block that does not run', () => {
    assert.match(at(158).problems.join('\n'), /shows values .* but does not run/);
  });
});
