// Every tutorial step, in Node, with its own slug and files: what the page's component keeps and reads
// back (edits across a reload, Reset, the done mark), the step's Share link, and its Download's zip.
// The browser checks the step's UI once, on one step (tutorial.spec.ts); every step's starter fails
// and its solution passes its checks on real Slim (steps.examples.mjs), and every step's page shows
// its code, checks and solution in the build (tutorial-build.test.mjs).
import assert from 'node:assert/strict';
import {resolve} from 'node:path';
import {afterEach, beforeEach, test} from 'node:test';
import {strFromU8, unzipSync} from 'fflate';
import {downloadFiles, zipBytes} from '../download';
import {readSteps, type ProjectFiles} from '../model/steps.mjs';
import remarkTutorialSteps from '../remarkTutorialSteps';
import {clearStoredSteps, readStoredStep, writeStoredStep} from '../TutorialStep/progressStore';
import {openSharedStep, shareLink} from '../TutorialStep/sharedStep';
import {onStarterPaths} from '../TutorialStep/starterPaths';
import {fakeWindow, removeFakeWindow} from './fakeWindow';

const steps = readSteps();
const PAGE = {origin: 'http://127.0.0.1', pathname: '/slim/docs/v4/tutorial/', search: ''};

/** The page's window as the component uses it: localStorage (a Map) and the address. */
beforeEach(() => fakeWindow('working', PAGE));
afterEach(removeFakeWindow);

/** The step's solution with a line the reader added to public/index.php. */
const edited = (solution: ProjectFiles, line: string): ProjectFiles => ({
  ...solution,
  'public/index.php': `${solution['public/index.php']}\n${line}`,
});

test('there are at least 12 steps, and each step page is given its own step by the build', () => {
  assert.ok(steps.length >= 12, `${steps.length} steps`);
  for (const step of steps) {
    const tree = {
      type: 'root',
      children: [{type: 'mdxJsxFlowElement', name: 'TutorialStep', attributes: [attribute('step', step.slug)]}],
    };
    remarkTutorialSteps()(tree, {path: resolve(`docs/tutorial/${step.slug}.md`)});
    const data = tree.children[0].attributes.find((candidate) => candidate.name === 'data');
    assert.deepEqual(JSON.parse(String(data?.value)), step, step.slug);
  }
});

function attribute(name: string, value: string): {type: string; name: string; value: unknown} {
  return {type: 'mdxJsxAttribute', name, value};
}

test("every step's edits come back after a reload, Reset forgets them, and the done mark is kept until cleared", () => {
  for (const step of steps) {
    const files = edited(step.solution, '// kept across a reload');
    // What the editor writes on every change, then what the page reads when it loads again.
    writeStoredStep(step.slug, {files});
    const kept = onStarterPaths(step.starter, readStoredStep(step.slug).files);
    assert.deepEqual(kept, {files, found: Object.keys(step.starter).length}, step.slug);
    // Reset puts the starter back, which is no edit: nothing is kept.
    writeStoredStep(step.slug, {files: undefined});
    assert.deepEqual(readStoredStep(step.slug), {}, `${step.slug}: after Reset`);
    writeStoredStep(step.slug, {done: true});
  }
  for (const step of steps) assert.deepEqual(readStoredStep(step.slug), {done: true}, step.slug);
  clearStoredSteps();
  for (const step of steps) assert.deepEqual(readStoredStep(step.slug), {}, `${step.slug}: cleared`);
});

test("every step's Share link opens that step with the shared code, and no other step", async () => {
  for (const [index, step] of steps.entries()) {
    const files = edited(step.solution, '// shared');
    const link = await shareLink(step.slug, files);
    if (link === null) assert.fail(`${step.slug}: no link (too large)`);
    assert.ok(link.startsWith(`${PAGE.origin}${PAGE.pathname}#share=`), `${step.slug}: ${link}`);
    const hash = link.slice(link.indexOf('#'));
    assert.deepEqual(await openSharedStep(hash, step.slug, step.starter), {kind: 'files', files}, step.slug);
    const other = steps[(index + 1) % steps.length];
    assert.deepEqual(
      await openSharedStep(hash, other.slug, other.starter),
      {kind: 'invalid'},
      `${step.slug} on ${other.slug}`,
    );
  }
});

test("every step's Download is a zip of its project: the reader's files as they are, beside the project's own", () => {
  for (const step of steps) {
    const files = edited(step.solution, '// downloaded');
    const project = downloadFiles(step, files);
    for (const [path, code] of Object.entries(files)) assert.equal(project[path], code, `${step.slug}: ${path}`);
    for (const path of ['composer.json', 'README.md']) assert.ok(path in project, `${step.slug}: ${path}`);
    const unzipped = unzipSync(zipBytes(project));
    assert.deepEqual(Object.keys(unzipped).sort(), Object.keys(project).sort(), step.slug);
    for (const [path, contents] of Object.entries(project)) {
      assert.equal(strFromU8(unzipped[path]), contents, `${step.slug}: ${path} in the zip`);
    }
  }
});
