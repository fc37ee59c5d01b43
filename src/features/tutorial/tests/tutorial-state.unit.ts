// What the step component keeps and what it takes from outside: storage that throws or holds junk,
// shared links of this step, of another step and of nobody, and the build's reading of the tags.
import assert from 'node:assert/strict';
import {resolve} from 'node:path';
import {afterEach, test} from 'node:test';
import {encodeShared} from '../../playground/client';
import {evaluateCheck, jsonEqual} from '../model/checks.mjs';
import {readSteps} from '../model/steps.mjs';
import remarkTutorialSteps from '../remarkTutorialSteps';
import {clearStoredSteps, readStoredStep, writeStoredStep} from '../TutorialStep/progressStore';
import {openSharedStep} from '../TutorialStep/sharedStep';
import {fakeWindow, removeFakeWindow} from './fakeWindow';

const STARTER = {'public/index.php': '<?php // starter', 'src/Thing.php': '<?php class Thing {}'};

afterEach(removeFakeWindow);

test('edits and progress are kept per step, merged, and cleared together', () => {
  const items = fakeWindow('working');
  items.set('theme', 'dark');
  writeStoredStep('01-a', {files: {'public/index.php': 'edited'}});
  writeStoredStep('01-a', {done: true});
  writeStoredStep('02-b', {done: true});
  assert.deepEqual(readStoredStep('01-a'), {files: {'public/index.php': 'edited'}, done: true});
  writeStoredStep('01-a', {files: undefined});
  assert.deepEqual(readStoredStep('01-a'), {done: true});
  clearStoredSteps();
  assert.deepEqual(readStoredStep('01-a'), {});
  assert.deepEqual(readStoredStep('02-b'), {});
  assert.equal(items.get('theme'), 'dark', 'other keys stay');
});

test('junk in storage reads as nothing kept', () => {
  const items = fakeWindow('working');
  for (const junk of ['{', 'null', '42', '{"files": {"a": 1}, "done": "yes"}', '{"files": []}']) {
    items.set('slim-tutorial/01-a', junk);
    assert.deepEqual(readStoredStep('01-a'), {}, junk);
  }
});

test('storage that throws keeps nothing and throws nothing', () => {
  fakeWindow('throwing');
  writeStoredStep('01-a', {done: true});
  assert.deepEqual(readStoredStep('01-a'), {});
  clearStoredSteps();
});

test("a shared link opens this step's files, and nothing else", async () => {
  const link = async (state: unknown) => `#share=${await encodeShared(state)}`;
  const shared = await link({v: 1, step: '01-a', files: {'public/index.php': 'shared', '../../etc/x': 'no'}});
  assert.deepEqual(await openSharedStep(shared, '01-a', STARTER), {
    kind: 'files',
    files: {'public/index.php': 'shared', 'src/Thing.php': STARTER['src/Thing.php']},
  });
  assert.deepEqual(await openSharedStep('', '01-a', STARTER), {kind: 'none'});
  assert.deepEqual(await openSharedStep('#intro', '01-a', STARTER), {kind: 'none'});
  for (const hash of [
    '#share=%%%',
    await link({v: 1, step: '02-b', files: {'public/index.php': 'other step'}}),
    await link({v: 2, step: '01-a', files: {'public/index.php': 'newer format'}}),
    await link({v: 1, step: '01-a', files: {'public/index.php': 42}}),
    await link({v: 1, step: '01-a', example: 'a Run panel'}),
    await link(null),
  ]) {
    assert.deepEqual(await openSharedStep(hash, '01-a', STARTER), {kind: 'invalid'}, hash);
  }
});

type Tree = {
  type: string;
  name?: string;
  attributes?: {type: string; name: string; value?: unknown}[];
  children?: Tree[];
};

const tag = (name: string, attributes: Record<string, string> = {}): Tree => ({
  type: 'mdxJsxFlowElement',
  name,
  attributes: Object.entries(attributes).map(([key, value]) => ({type: 'mdxJsxAttribute', name: key, value})),
  children: [],
});

function transform(page: string, ...children: Tree[]): Tree {
  const tree: Tree = {type: 'root', children};
  remarkTutorialSteps()(tree, {path: resolve(page)});
  return tree;
}

test("the build gives a step's tag that step's data, and the progress list every step", () => {
  const [step] = readSteps();
  const steps = readSteps().map(({slug, title}) => ({slug, title}));
  const tree = transform(
    `docs/tutorial/${step.slug}.md`,
    tag('TutorialStep', {step: step.slug}),
    tag('TutorialProgress'),
  );
  const [stepTag, progressTag] = tree.children!;
  const data = stepTag.attributes!.find((attribute) => attribute.name === 'data')!.value as string;
  assert.deepEqual(JSON.parse(data), step);
  assert.deepEqual(JSON.parse(progressTag.attributes![0].value as string), steps);
});

test('an unknown step, a tag without its step, or a step page without its tag fails the build', () => {
  const [step] = readSteps();
  assert.throws(
    () => transform('docs/tutorial/99-nothing.md', tag('TutorialStep', {step: '99-nothing'})),
    /<TutorialStep step="99-nothing" \/> names no step of src\/features\/tutorial\/steps\/ \(steps: .*01-first-route/,
  );
  assert.throws(() => transform('docs/tutorial/x.md', tag('TutorialStep')), /needs the step's folder name/);
  assert.throws(
    () => transform(`docs/tutorial/${step.slug}.md`),
    new RegExp(`a tutorial step page needs <TutorialStep step="${step.slug}" />`),
  );
  // Other pages are left alone.
  assert.deepEqual(transform('docs/objects/routing.md', {type: 'paragraph'}), {
    type: 'root',
    children: [{type: 'paragraph'}],
  });
});

test('the judge the Check button uses words what it expects and what came back, in the same order', () => {
  assert.ok(jsonEqual({a: 1, b: [1, {c: 2}]}, {b: [1, {c: 2}], a: 1}));
  assert.ok(!jsonEqual([1, 2], [2, 1]));
  const check = {
    name: 'JSON',
    request: {method: 'GET', path: '/'},
    expect: {status: 200, headers: {'Content-Type': 'application/json'}, json: {ok: true}},
  };
  const answer = {
    status: 200,
    headers: [['content-type', 'application/json']] as [string, string][],
    body: '{"ok":true}',
  };
  assert.deepEqual(evaluateCheck(check, answer), {
    passed: true,
    expected: ['status 200', 'Content-Type: application/json', 'JSON body {"ok":true}'],
    actual: ['status 200', 'Content-Type: application/json', 'JSON body {"ok":true}'],
  });
  const wrong = evaluateCheck(check, {status: 404, headers: [], body: 'Not found'});
  assert.equal(wrong.passed, false);
  assert.deepEqual(wrong.actual, ['status 404', 'no Content-Type header', 'not JSON: Not found']);
});
