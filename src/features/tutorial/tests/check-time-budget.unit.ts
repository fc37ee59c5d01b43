// A tutorial Check's requests share one time limit, and Stop ends a running Check: runChecks() on
// the real page-side client (phpClient.ts), with a stand-in for the PHP worker whose answers take a
// set time, on Node's mocked clock (no real waiting).
import assert from 'node:assert/strict';
import {afterEach, beforeEach, mock, test} from 'node:test';
import type {Check} from '../model/checks.mjs';
import type {FromWorker, ToWorker} from '../../playground/client';

/** How long the stand-in PHP takes to answer each request, once it has started it. */
let answerAfterMs = 0;
/** How long the stand-in takes to prepare a fresh PHP before it starts a request (null: it never does). */
let prepareMs: number | null = 0;
const started: StandInWorker[] = [];

class StandInWorker extends EventTarget {
  terminated = false;
  requests = 0;
  constructor() {
    super();
    started.push(this);
    queueMicrotask(() => this.send({type: 'ready', milliseconds: 1}));
  }
  private send(data: FromWorker) {
    if (!this.terminated) this.dispatchEvent(new MessageEvent('message', {data}));
  }
  postMessage(message: ToWorker) {
    this.requests += 1;
    const response = {status: 200, headers: [], body: 'ok', errors: '', milliseconds: answerAfterMs};
    if (prepareMs === null) return;
    const start = () => {
      this.send({type: 'started', id: message.id});
      setTimeout(
        () =>
          this.send({
            type: 'response',
            id: message.id,
            response: {...response, dropped: {body: 0, errors: 0, headers: 0}},
          }),
        answerAfterMs,
      );
    };
    if (prepareMs === 0) queueMicrotask(start);
    else setTimeout(start, prepareMs);
  }
  terminate() {
    this.terminated = true;
  }
}

const checks: Check[] = ['/a', '/b', '/c', '/d'].map((path) => ({
  name: path,
  request: {method: 'GET', path},
  expect: {status: 200},
}));

/** Lets every pending promise and message settle, without moving the clock. */
const settle = () => new Promise((done) => setImmediate(done));

beforeEach(() => {
  prepareMs = 0;
  mock.timers.enable({apis: ['setTimeout', 'Date']});
  Object.assign(globalThis, {Worker: StandInWorker});
});
afterEach(async () => {
  const {stop} = await import('../../playground/client');
  stop();
  mock.timers.reset();
  started.length = 0;
});

/** Starts a Check and moves the clock a second at a time until it ends; returns how it ended and when. */
async function checkTakes(): Promise<{
  run: Awaited<ReturnType<typeof import('../TutorialStep/runChecks').runChecks>>;
  seconds: number;
}> {
  const {runChecks} = await import('../TutorialStep/runChecks');
  let ended: Awaited<ReturnType<typeof runChecks>> | null = null;
  void runChecks(checks, {'public/index.php': '<?php'}, () => {}).then((run) => (ended = run));
  let seconds = 0;
  for (await settle(); !ended && seconds < 60; seconds += 1) {
    mock.timers.tick(1000);
    await settle();
  }
  assert.ok(ended, 'the Check ended');
  return {run: ended, seconds};
}

test('a Check whose requests answer in time is judged, every request in one worker', async () => {
  answerAfterMs = 2000;
  const {run, seconds} = await checkTakes();
  assert.equal(run.kind, 'judged');
  assert.equal(seconds, 8);
  assert.equal(started.at(-1)?.requests, 4);
});

test('the requests of a Check share one 10 s limit: 4 requests of 4 s are stopped at 10 s', async () => {
  answerAfterMs = 4000;
  const {run, seconds} = await checkTakes();
  assert.deepEqual(run, {
    kind: 'failed',
    message: 'Stopped after 10 s: the example did not answer (an endless loop?).',
  });
  assert.equal(seconds, 10);
  assert.equal(started.at(-1)?.requests, 3, 'the third request was the one stopped');
  assert.equal(started.at(-1)?.terminated, true);
});

test("preparing each request's fresh PHP is not the Check's time: 4 requests of 2 s after 2 s each are judged", async () => {
  prepareMs = 2000;
  answerAfterMs = 2000;
  const {run, seconds} = await checkTakes();
  assert.equal(run.kind, 'judged');
  assert.equal(seconds, 16);
});

test('a worker that never gets PHP ready for the request is stopped after 30 s', async () => {
  prepareMs = null;
  const {run, seconds} = await checkTakes();
  assert.deepEqual(run, {
    kind: 'failed',
    message: 'Stopped: PHP did not get ready for the run; the next run starts a fresh one.',
  });
  assert.equal(seconds, 30);
});

test('Stop ends a running Check and its worker at once', async () => {
  answerAfterMs = 60_000;
  const {runChecks, stopChecks, CHECK_STOPPED} = await import('../TutorialStep/runChecks');
  const running = runChecks(checks, {'public/index.php': '<?php'}, () => {});
  await settle();
  mock.timers.tick(1000);
  stopChecks();
  assert.deepEqual(await running, {kind: 'failed', message: CHECK_STOPPED});
  assert.equal(started.at(-1)?.terminated, true);
});
