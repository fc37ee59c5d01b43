// Total blocking time counted on the CPU time the page's main thread got, from a Lighthouse trace.
//
// Lighthouse's own TBT starts from each task's wall-clock length. On a machine that runs other work
// beside the bench (two cores, a test suite, a build), a task that waited for a core looks longer
// than it was, and two builds measured a minute apart cannot be compared. Chromium records beside
// each task's wall time (`dur`) the CPU time its thread got (`tdur`): this figure is Lighthouse's
// rule (the part of each task beyond 50 ms, after the first contentful paint, at the preset's CPU
// slowdown) applied to that. It is for comparing builds measured in one run, not for the 50 ms bar:
// it runs to the end of the trace, so it also counts work the app does once the page is idle, after
// the window Lighthouse's simulation closes at time to interactive (on the longest guide page: 111 ms
// here for Lighthouse's 22 ms, and the same gap on the build before).

/** The length past which a task blocks input, as Lighthouse counts it. */
const BLOCKING_AFTER_MS = 50;

/**
 * @typedef {{name: string, ph: string, pid: number, tid: number, ts: number, dur?: number, tdur?: number,
 *   args?: {name?: string, frame?: string, data?: {frame?: string, processId?: number,
 *   frames?: {frame: string, processId?: number, parent?: string}[]}}}} TraceEvent
 */

/**
 * The last event that matches (the tsconfig's library predates Array.prototype.findLast).
 * @param {TraceEvent[]} events
 * @param {(event: TraceEvent) => boolean} matches
 */
const lastOf = (events, matches) => events.filter(matches).at(-1);

/**
 * @param {TraceEvent[]} events the trace's events (Lighthouse's `artifacts.Trace.traceEvents`)
 * @param {number} slowdown the CPU slowdown the run simulates (`lhr.configSettings.throttling.cpuSlowdownMultiplier`)
 * @returns {{blockingMs: number, longTasks: number, cpuMs: number}} blocking time, tasks over the bound and
 *   the main thread's CPU time after the first contentful paint, all at the simulated slowdown
 */
export function cpuBlockingTime(events, slowdown) {
  const started = lastOf(events, (event) => event.name === 'TracingStartedInBrowser');
  const mainFrame = started?.args?.data?.frames?.find((frame) => !frame.parent);
  if (!mainFrame) throw new Error('trace: no main frame in TracingStartedInBrowser');
  // The tab starts on about:blank; the page itself is committed in a renderer process of its own.
  const committed = lastOf(
    events,
    (event) => event.name === 'FrameCommittedInBrowser' && event.args?.data?.frame === mainFrame.frame,
  );
  const pid = committed?.args?.data?.processId ?? mainFrame.processId;
  if (!pid) throw new Error('trace: no process for the main frame');
  const thread = events.find(
    (event) =>
      event.ph === 'M' && event.name === 'thread_name' && event.pid === pid && event.args?.name === 'CrRendererMain',
  );
  if (!thread) throw new Error(`trace: no CrRendererMain thread in process ${pid}`);
  const paint = lastOf(
    events,
    (event) => event.name === 'firstContentfulPaint' && event.pid === pid && event.args?.frame === mainFrame.frame,
  );
  if (!paint) throw new Error('trace: no first contentful paint of the main frame');

  let blockingMs = 0;
  let longTasks = 0;
  let cpuMs = 0;
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X' || event.pid !== pid || event.tid !== thread.tid) continue;
    if (event.ts < paint.ts) continue;
    if (event.tdur === undefined) throw new Error('trace: a task without its CPU time (tdur)');
    const ms = (event.tdur / 1000) * slowdown;
    cpuMs += ms;
    if (ms > BLOCKING_AFTER_MS) {
      blockingMs += ms - BLOCKING_AFTER_MS;
      longTasks++;
    }
  }
  return {blockingMs, longTasks, cpuMs};
}
