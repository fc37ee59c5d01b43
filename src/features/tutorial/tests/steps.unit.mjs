// @ts-check
// The steps' data, without PHP: every folder reads, its checks are well formed, each step starts
// from the files the step before it ended with, and the model's judge of JSON bodies.
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {test} from 'node:test';
import {jsonEqual} from '../model/checks.mjs';
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
