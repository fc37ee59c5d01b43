// Blocking time on CPU time (scripts/bench/cpuBlockingTime.mjs), over a trace written here: the main
// frame's renderer, a task before the first paint, tasks after it that waited for a core, and another
// process's task.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {cpuBlockingTime} from '../cpuBlockingTime.mjs';

const PAGE = 10;
const MAIN = 1;
const OTHER = 20;
/**
 * @param {number} ts start, in µs
 * @param {number} dur wall time, in µs
 * @param {number} tdur CPU time, in µs
 * @param {number} [pid]
 */
const task = (ts, dur, tdur, pid = PAGE) => ({name: 'RunTask', ph: 'X', pid, tid: MAIN, ts, dur, tdur});
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
          {frame: 'F', processId: PAGE},
          {frame: 'G', processId: OTHER, parent: 'F'},
        ],
      },
    },
  },
  {name: 'thread_name', ph: 'M', pid: PAGE, tid: MAIN, ts: 0, args: {name: 'CrRendererMain'}},
  {name: 'thread_name', ph: 'M', pid: OTHER, tid: MAIN, ts: 0, args: {name: 'CrRendererMain'}},
  {name: 'firstContentfulPaint', ph: 'I', pid: PAGE, tid: MAIN, ts: 1_000_000, args: {frame: 'F'}},
];

test('counts, at the slowdown, the CPU time of each main-thread task after the first paint beyond 50 ms', () => {
  const events = [
    ...HEADER,
    task(500_000, 90_000, 90_000), // before the paint: not counted
    task(1_100_000, 300_000, 20_000), // 300 ms on the wall, 20 ms on the CPU: 80 at 4x, blocks 30
    task(1_500_000, 10_000, 10_000), // 40 at 4x: does not block
    task(2_000_000, 100_000, 100_000, OTHER), // another process: not counted
  ];
  assert.deepEqual(cpuBlockingTime(events, 4), {blockingMs: 30, longTasks: 1, cpuMs: 120});
});

test('a trace it cannot read is an error, not a zero', () => {
  assert.throws(() => cpuBlockingTime(HEADER.slice(1), 4), /no main frame/);
  assert.throws(() => cpuBlockingTime(HEADER.slice(0, 3), 4), /no first contentful paint/);
  const withoutCpuTime = {...task(1_100_000, 10_000, 0), tdur: undefined};
  assert.throws(() => cpuBlockingTime([...HEADER, withoutCpuTime], 4), /without its CPU time/);
});
