// @ts-check
// The steps' data, without PHP: every folder reads, its checks are well formed, each step starts
// from the files the step before it ended with, and the model's judge of JSON bodies.
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {test} from 'node:test';
import {evaluateCheck, headerMatches, jsonEqual, statusMatches} from '../model/checks.mjs';
import {readStep, readSteps, STEPS_DIR} from '../model/steps.mjs';

const steps = readSteps(STEPS_DIR);

test('every step has a title, checks with a name, a request and at least one expectation', () => {
  assert.ok(steps.length >= 12, `${steps.length} steps`);
  for (const step of steps) {
    for (const check of step.checks) {
      assert.ok(check.name, `${step.slug}: a check without a name`);
      assert.match(check.request.method, /^[A-Z]+$/, `${step.slug}: ${check.name}`);
      assert.match(check.request.path, /^\//, `${step.slug}: ${check.name}`);
      assert.ok(Object.keys(check.expect).length > 0, `${step.slug}: ${check.name} expects nothing`);
    }
  }
});

test("each step's starter holds every file the step before it ended with", () => {
  for (const [i, step] of steps.entries()) {
    if (i === 0) continue;
    const before = Object.keys(steps[i - 1].solution);
    for (const path of before) assert.ok(path in step.starter, `${step.slug}: starter/${path} is missing`);
  }
});

test('a step folder whose starter and solution differ in files is refused with its name', () => {
  const root = mkdtempSync(join(tmpdir(), 'tutorial-step-'));
  try {
    const dir = join(root, '99-broken');
    for (const side of ['starter', 'solution']) mkdirSync(join(dir, side, 'public'), {recursive: true});
    writeFileSync(join(dir, 'step.json'), JSON.stringify({title: 'Broken', checks: [{name: 'x'}]}));
    writeFileSync(join(dir, 'starter', 'public', 'index.php'), '<?php\n');
    writeFileSync(join(dir, 'solution', 'public', 'index.php'), '<?php\n');
    mkdirSync(join(dir, 'solution', 'src'));
    writeFileSync(join(dir, 'solution', 'src', 'Extra.php'), '<?php\n');
    assert.throws(() => readStep(dir), /99-broken: starter\/ and solution\/ must hold the same files/);
  } finally {
    rmSync(root, {recursive: true, force: true});
  }
});

test('JSON bodies are equal whatever the order of object keys, but not of list items', () => {
  assert.equal(jsonEqual({a: 1, b: [1, 2]}, {b: [1, 2], a: 1}), true);
  assert.equal(jsonEqual([1, 2], [2, 1]), false);
  assert.equal(jsonEqual({a: 1}, {a: 1, b: undefined}), false);
  assert.equal(jsonEqual({}, []), false);
});

test('media types are compared by type, parameters and case aside', () => {
  assert.equal(headerMatches('Content-Type', 'application/json; charset=utf-8', 'application/json'), true);
  assert.equal(headerMatches('content-type', 'Application/JSON', 'application/json'), true);
  assert.equal(headerMatches('Content-Type', 'application/problem+json', 'application/json'), false);
  assert.equal(headerMatches('Content-Type', 'text/html; charset=UTF-8', 'application/json'), false);
});

test('header lists are compared by their items, case and spaces aside', () => {
  assert.equal(headerMatches('Access-Control-Allow-Methods', 'GET,POST,OPTIONS', 'GET, POST, OPTIONS'), true);
  assert.equal(headerMatches('Allow', 'POST, GET', 'GET, POST'), true);
  assert.equal(headerMatches('Access-Control-Allow-Headers', 'content-type', 'Content-Type'), true);
  assert.equal(headerMatches('Allow', 'OPTIONS', 'GET, POST'), false);
  assert.equal(headerMatches('Allow', 'GET', 'GET, POST'), false);
});

test('a Location is right as the path or as an absolute http(s) URL with that path, and nothing else', () => {
  assert.equal(headerMatches('Location', '/bookmarks/3', '/bookmarks/3'), true);
  assert.equal(headerMatches('Location', 'http://127.0.0.1:8080/bookmarks/3', '/bookmarks/3'), true);
  assert.equal(headerMatches('Location', 'https://api.example/bookmarks/3', '/bookmarks/3'), true);
  assert.equal(headerMatches('Location', 'https://api.example/bookmarks/4', '/bookmarks/3'), false);
  assert.equal(headerMatches('Location', 'javascript:/bookmarks/3', '/bookmarks/3'), false);
  assert.equal(headerMatches('Location', 'bookmarks/3', '/bookmarks/3'), false);
});

test('other headers are compared exactly', () => {
  assert.equal(headerMatches('Access-Control-Allow-Origin', '*', '*'), true);
  assert.equal(headerMatches('Access-Control-Allow-Origin', 'https://app.example.com', '*'), false);
});

test('a status is a number, or a class such as 2xx', () => {
  assert.equal(statusMatches(204, 204), true);
  assert.equal(statusMatches(200, 204), false);
  assert.equal(statusMatches(200, '2xx'), true);
  assert.equal(statusMatches(204, '2xx'), true);
  assert.equal(statusMatches(301, '2xx'), false);
  assert.equal(statusMatches(200, 'ok'), false);
});

test('a body can be required to leave text out, and a missing header fails', () => {
  const check = {
    name: 'escaped',
    request: {method: 'GET', path: '/hello/%3Cb%3E'},
    expect: {bodyIncludes: '&lt;b&gt;', bodyExcludes: '<b>', headers: {'Content-Type': 'text/html'}},
  };
  const escaped = {
    status: 200,
    headers: /** @type {[string, string][]} */ ([['content-type', 'text/html']]),
    body: 'Hello, &lt;b&gt;',
  };
  assert.equal(evaluateCheck(check, escaped).passed, true);
  assert.equal(evaluateCheck(check, {...escaped, body: 'Hello, <b> &lt;b&gt;'}).passed, false);
  assert.equal(evaluateCheck(check, {...escaped, headers: []}).passed, false);
});

/**
 * A folder of steps for the carrying rules, each with a one-line project.
 * @param {Record<string, object>} stepJsons slug → step.json
 */
function stepFolders(stepJsons) {
  const root = mkdtempSync(join(tmpdir(), 'tutorial-carry-'));
  for (const [slug, meta] of Object.entries(stepJsons)) {
    for (const side of ['starter', 'solution']) {
      mkdirSync(join(root, slug, side, 'public'), {recursive: true});
      writeFileSync(join(root, slug, side, 'public', 'index.php'), '<?php\n');
    }
    writeFileSync(join(root, slug, 'step.json'), JSON.stringify(meta));
  }
  return root;
}

const check = (/** @type {string} */ name, /** @type {string} */ path, extra = {}) => ({
  name,
  request: {method: 'GET', path},
  expect: {status: 200, headers: {Location: path}},
  ...extra,
});

test('a step carries the earlier checks that still apply: its own first, until honoured, moves applied', () => {
  const root = stepFolders({
    '01-a': {title: 'A', checks: [check('GET / greets', '/', {until: 2}), check('GET /bookmarks lists', '/bookmarks')]},
    '02-b': {title: 'B', checks: [check('GET /bookmarks/1 finds', '/bookmarks/1')]},
    '03-c': {
      title: 'C',
      moves: [['/bookmarks', '/api/bookmarks']],
      checks: [check('GET /bookmarks is gone', '/bookmarks')],
    },
    '04-d': {title: 'D', checks: [check('GET /x', '/x')]},
  });
  try {
    const steps = readSteps(root);
    const names = (/** @type {number} */ i) => steps[i].checks.map((c) => `${c.name} [${c.from ?? 'own'}]`);
    assert.deepEqual(names(1), ['GET /bookmarks/1 finds [own]', 'GET / greets [01-a]', 'GET /bookmarks lists [01-a]']);
    assert.deepEqual(names(2), [
      'GET /bookmarks is gone [own]',
      'GET /api/bookmarks lists [01-a]',
      'GET /api/bookmarks/1 finds [02-b]',
    ]);
    const moved = steps[3].checks.find((c) => c.from === '02-b');
    assert.equal(moved?.request.path, '/api/bookmarks/1');
    assert.equal(moved?.expect.headers?.Location, '/api/bookmarks/1');
    assert.equal(steps[3].checks.find((c) => c.from === '03-c')?.request.path, '/bookmarks', 'a move is not its own');
    assert.deepEqual(readStep(join(root, '03-c')), steps[2]);
    // The folder's data is not changed by carrying it.
    assert.equal(steps[0].checks[1].request.path, '/bookmarks');
  } finally {
    rmSync(root, {recursive: true, force: true});
  }
});

test('a check whose until is before its own step is refused with its name', () => {
  const root = stepFolders({'02-b': {title: 'B', checks: [check('too early', '/', {until: 1})]}});
  try {
    assert.throws(() => readSteps(root), /02-b: "too early" has until 1/);
  } finally {
    rmSync(root, {recursive: true, force: true});
  }
});

test("the real steps: a later step runs the earlier steps' checks, carried rather than copied", () => {
  const last = steps.at(-1);
  assert.ok(last);
  const own = (/** @type {import('../model/steps.mjs').TutorialStep} */ step) =>
    step.checks.filter((c) => c.from === undefined);
  for (const step of steps) {
    const keys = step.checks.map(
      (c) => `${c.request.method} ${c.request.path} ${JSON.stringify(c.request.headers ?? [])} ${c.request.body ?? ''}`,
    );
    assert.equal(new Set(keys).size, keys.length, `${step.slug}: two checks send the same request`);
  }
  assert.ok(last.checks.length > own(last).length, 'the last step carries checks');
  assert.ok(last.checks.some((c) => c.from === '08-error-handling' && c.request.path === '/no-such-page'));
});
