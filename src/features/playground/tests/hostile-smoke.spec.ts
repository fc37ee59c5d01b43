// What only a browser shows of the hostile-PHP corpus, in the default suite: the worker PHP runs in is
// sealed, and the page keeps answering while PHP loops and after a flood of output. The whole corpus
// runs in Node on every change (src/features/mcp-server/tests/run-php.test.ts, through run_php) and in
// the browser on both hosts in its own project (hostile-php.spec.ts, `npm run test:hostile`).
import {expect, test, type Page} from '../../../../tests/support/test';
import {ENDED, evaluateInWorkers} from '../../../../tests/support/workerGlobals';
import {CONTROL_BODY, CONTROL_PROGRAM, HOSTILE_PROGRAMS} from './hostile-php/corpus';
import {PROBE_BOUND_MS, probe} from './hostile-php/probe';
import {UNSEALED} from './hostile-php/sealing';
import {FIRST_RUN, INSTALLATION, openEditor} from './runExamples';

/** A program of the corpus, by name: a renamed one fails here rather than testing nothing. */
function program(name: string) {
  const found = HOSTILE_PROGRAMS.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no program "${name}" in the hostile-PHP corpus`);
  return found;
}

/** Replaces the panel's code, as a reader types it, and presses Run; returns the runs finished before. */
async function startRun(page: Page, code: string): Promise<number> {
  const panel = page.getByTestId('run-example');
  const finished = Number(await panel.getAttribute('data-finished'));
  await openEditor(page);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(code);
  await panel.getByRole('button', {name: 'Run', exact: true}).click();
  return finished;
}

async function runToEnd(page: Page, code: string): Promise<void> {
  const finished = await startRun(page, code);
  await expect(page.getByTestId('run-example')).toHaveAttribute('data-finished', String(finished + 1), FIRST_RUN);
}

test('PHP runs in a sealed worker, and the page answers while it loops and after 1 GB of output', async ({page}) => {
  test.setTimeout(180_000);
  await page.goto(INSTALLATION);
  await page.locator('[data-example]').first().getByRole('button', {name: 'Run'}).click();
  const panel = page.getByTestId('run-example');
  await expect(panel).toHaveAttribute('data-finished', '1', FIRST_RUN);
  expect([...(await evaluateInWorkers(page, UNSEALED)).values()], 'the PHP worker, sealed').toEqual(['']);

  const flood = program('1 GB of output in 1 MB chunks');
  expect((await probe(page)).answerMs, 'before the output').toBeLessThan(PROBE_BOUND_MS);
  await runToEnd(page, flood.code);
  await expect(panel.getByTestId('run-truncated').filter({hasText: flood.expect.truncated!})).toHaveCount(1);
  expect((await probe(page)).answerMs, 'after the output').toBeLessThan(PROBE_BOUND_MS);

  await startRun(page, program('set_time_limit(0) and an endless loop').code);
  await expect(panel.getByRole('status')).toHaveText('Running…');
  expect((await probe(page)).answerMs, 'while PHP loops').toBeLessThan(PROBE_BOUND_MS);
  await panel.getByRole('button', {name: 'Stop', exact: true}).click();
  await expect(panel.getByRole('status')).toHaveText('Stopped.');

  // The replaced worker is sealed too, and nothing of the two programs is left in it.
  await runToEnd(page, CONTROL_PROGRAM);
  await expect(panel.getByTestId('run-body')).toHaveText(CONTROL_BODY);
  const workers = [...(await evaluateInWorkers(page, UNSEALED)).values()].filter((value) => value !== ENDED);
  expect(workers, 'the new PHP worker, sealed').toEqual(['']);
});
