// Blocking time on CPU time (scripts/bench/cpuBlockingTime.mjs), over a trace written here: a tab that
// starts on about:blank and commits the page in a renderer of its own, a task before the first paint,
// tasks after it that waited for a core, and other processes' tasks.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {cpuBlockingTime} from '../cpuBlockingTime.mjs';

/** The tab's first renderer (about:blank), the page's own, and a frame of another site. */
const BLANK = 5;
const PAGE = 10;
const OTHER = 20;
const MAIN = 1;
/**
 * @param {number} ts start, in µs
 * @param {number} dur wall time, in µs
 * @param {number} tdur CPU time, in µs
 * @param {number} [pid]
 */
const task = (ts, dur, tdur, pid = PAGE) => ({name: 'RunTask', ph: 'X', pid, tid: MAIN, ts, dur, tdur});
const rendererMain = (/** @type {number} */ pid) => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid: MAIN,
  ts: 0,
  args: {name: 'CrRendererMain'},
});
const HEADER = [
  {
    name: 'TracingStartedInBrowser',
    ph: 'I',
    pid: 1,
    tid: 1,
    ts: 0,
    args: {
      data: {
        frames: [
          {frame: 'F', processId: BLANK},
          {frame: 'G', processId: OTHER, parent: 'F'},
        ],
      },
    },
  },
  rendererMain(BLANK),
  rendererMain(PAGE),
  rendererMain(OTHER),
  {name: 'FrameCommittedInBrowser', ph: 'I', pid: 1, tid: 1, ts: 500, args: {data: {frame: 'F', processId: PAGE}}},
  {name: 'firstContentfulPaint', ph: 'I', pid: PAGE, tid: MAIN, ts: 1_000_000, args: {frame: 'F'}},
];
/** @param {string} name */
const without = (name) => HEADER.filter((event) => event.name !== name);

test('counts, at the slowdown, the CPU time of each main-thread task after the first paint beyond 50 ms', () => {
  const events = [
    ...HEADER,
    task(500_000, 90_000, 90_000), // before the paint: not counted
    task(1_100_000, 300_000, 20_000), // 300 ms on the wall, 20 ms on the CPU: 80 at 4x, blocks 30
    task(1_500_000, 10_000, 10_000), // 40 at 4x: does not block
    task(2_000_000, 100_000, 100_000, OTHER), // another site's frame: not counted
    task(2_000_000, 100_000, 100_000, BLANK), // the renderer the tab started in: not counted
  ];
  assert.deepEqual(cpuBlockingTime(events, 4), {blockingMs: 30, longTasks: 1, cpuMs: 120});
});

test('a trace it cannot read is an error, not a zero', () => {
  assert.throws(() => cpuBlockingTime(without('TracingStartedInBrowser'), 4), /no main frame/);
  assert.throws(() => cpuBlockingTime(without('firstContentfulPaint'), 4), /no first contentful paint/);
  const withoutCpuTime = {...task(1_100_000, 10_000, 0), tdur: undefined};
  assert.throws(() => cpuBlockingTime([...HEADER, withoutCpuTime], 4), /without its CPU time/);
});
