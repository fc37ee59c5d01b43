#!/usr/bin/env node
// Where the main thread's time goes while a page loads and its app starts: a Chrome trace with the
// CPU slowed 4x (as Lighthouse's mobile preset), broken down by kind of work and by script, from
// navigation to 3 s after the page has hydrated. Prints a table of milliseconds; asserts nothing.
// Usage: node scripts/bench/profile.mjs [build dir ...] (default: build/), PORT (default 4412).
import {chromium} from '@playwright/test';
import {launchOptions} from '../lib/browser.mjs';
import {startNginx} from '../lib/servers.mjs';

const PAGES = {'longest guide page (v4 routing)': 'docs/v4/objects/routing', 'blog list': 'blog'};
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'toplevel',
];
const SCRIPT = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'CompileScript',
  'v8.evaluateModule',
  'v8.produceCache',
  'v8.parseOnBackground',
  'CacheScript',
]);
const JS = new Set([
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'RunMicrotasks',
  'v8.callFunction',
  'V8.Execute',
  'FireIdleCallback',
  'RunTask.js',
]);
const STYLE = new Set([
  'Layout',
  'UpdateLayoutTree',
  'RecalculateStyles',
  'ParseAuthorStyleSheet',
  'PrePaint',
  'Paint',
  'Layerize',
  'UpdateLayer',
  'CompositeLayers',
  'HitTest',
  'IntersectionObserverController::computeIntersections',
  'ScheduleStyleRecalculation',
  'Commit',
  'PaintImage',
]);
const GC = /GC|Scavenge|MarkCompact/;

/**
 * @typedef {{name: string, ph: string, pid: number, tid: number, ts: number, dur?: number,
 *   args?: {data?: {url?: string, scriptName?: string, functionName?: string}, beginData?: {url?: string}}}} TraceEvent
 * @typedef {{name: string, url: string | undefined, end: number, self: number}} Frame
 */

/**
 * Kind of work of an event's self time, and the script it belongs to (nearest url on the stack).
 * @param {string} name
 * @param {string | undefined} url
 */
function kindOf(name, url) {
  const file = url ? (url.split('/').pop() ?? '').replace(/\.[0-9a-f]{8}\.js$/, '.js') : '';
  const script = !file
    ? 'inline/other'
    : /^(main|app-modules)\./.test(file) || /^runtime~main/.test(file)
      ? file
      : 'route chunks';
  if (SCRIPT.has(name)) return `parse+compile+evaluate: ${script}`;
  if (GC.test(name)) return 'garbage collection';
  if (STYLE.has(name)) return 'style, layout, paint';
  if (name === 'ParseHTML') return 'HTML parsing';
  if (JS.has(name) || url) return `running JS: ${script}`;
  return 'other';
}

/**
 * @param {TraceEvent[]} events
 * @param {string} origin
 * @param {number} from
 * @param {number} to
 */
function breakdown(events, origin, from, to) {
  // The page's renderer: the one that parsed its HTML.
  const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(origin));
  if (!parse) throw new Error(`The trace has no HTML parsed from ${origin}`);
  const mainThread = {pid: parse.pid, tid: parse.tid};
  const own = events
    .filter((e) => e.pid === mainThread.pid && e.tid === mainThread.tid && e.ph === 'X' && e.ts >= from && e.ts <= to)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  /** @type {Map<string, number>} */
  const totals = new Map();
  /** @type {Frame[]} */
  const stack = [];
  let longTasks = 0;
  let blocking = 0;
  const add = (/** @type {string} */ key, /** @type {number} */ us) => totals.set(key, (totals.get(key) ?? 0) + us);
  const close = (/** @type {number} */ until) => {
    while (stack.length && /** @type {Frame} */ (stack.at(-1)).end <= until) {
      const done = /** @type {Frame} */ (stack.pop());
      add(kindOf(done.name, done.url), done.self);
    }
  };
  for (const e of own) {
    close(e.ts);
    /** @type {Frame | undefined} */
    const parent = stack.at(-1);
    /** @type {string | undefined} */
    const url = e.args?.data?.url || e.args?.data?.scriptName || parent?.url;
    const duration = e.dur ?? 0;
    if (parent) parent.self -= Math.min(duration, parent.end - e.ts);
    if (!parent && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && duration > 50_000) {
      longTasks++;
      blocking += duration - 50_000;
      if (process.env.VERBOSE) {
        const inside = own.filter(
          (x) =>
            x !== e &&
            x.ts >= e.ts &&
            x.ts < e.ts + duration &&
            (x.dur ?? 0) > 10_000 &&
            x.name !== 'ThreadControllerImpl::RunTask',
        );
        const what = inside
          .slice(0, 6)
          .map(
            (x) =>
              `${x.name}${x.args?.data?.url ? ' ' + x.args.data.url.split('/').pop() : ''}${x.args?.data?.functionName ? ' ' + x.args.data.functionName : ''} ${Math.round((x.dur ?? 0) / 1000)}`,
          );
        console.log(
          `  task at ${Math.round((e.ts - (own[0]?.ts ?? 0)) / 1000)} ms: ${Math.round(duration / 1000)} ms: ${what.join(' | ')}`,
        );
      }
    }
    stack.push({name: e.name, url, end: e.ts + duration, self: duration});
  }
  close(Infinity);
  totals.delete('other');
  return {totals, longTasks, blocking};
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {boolean} startsItself
 */
async function profile(browser, url, startsItself) {
  const page = await browser.newPage({viewport: {width: 412, height: 823}, isMobile: true});
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.documentElement.dataset.hasHydrated === 'true' && !performance.getEntriesByName('hydrated').length)
        performance.mark('hydrated');
    }).observe(document, {subtree: true, attributes: true, attributeFilter: ['data-has-hydrated']});
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await browser.startTracing(page, {categories: CATEGORIES});
  await page.goto(url, {waitUntil: 'load'});
  // A build whose app waits for the reader (before this work) is started as the first touch would.
  if (!startsItself) await page.evaluate(() => window.dispatchEvent(new Event('pointermove')));
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, {timeout: 60_000});
  await page.waitForTimeout(3000);
  const trace = JSON.parse((await browser.stopTracing()).toString());
  const counts = await page.evaluate(() => ({
    elements: document.querySelectorAll('#__docusaurus *').length,
    inCode: document.querySelectorAll('pre *').length,
    hydratedAt: performance.getEntriesByName('hydrated')[0]?.startTime,
    loadAt: /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType('navigation')[0]).loadEventEnd,
  }));
  await page.close();
  /** @type {TraceEvent[]} */
  const events = trace.traceEvents;
  return {...breakdown(events, new URL(url).origin, 0, Infinity), counts};
}

const dirs = process.argv.slice(2).length ? process.argv.slice(2) : ['build'];
const port = Number(process.env.PORT ?? 4412);
const browser = await chromium.launch(launchOptions());
for (const [i, dir] of dirs.entries()) {
  const site = await startNginx({buildDir: dir, port: port + 2 * i});
  // This work's loader marks the moment the app has settled; the earlier one started only on input.
  const startsItself = (await (await fetch(site.origin)).text()).includes('data-app-settled');
  for (const [name, path] of Object.entries(PAGES)) {
    const {totals, longTasks, blocking, counts} = await profile(browser, site.origin + path, startsItself);
    const ms = (/** @type {number} */ us) => Math.round(us / 1000);
    console.log(
      `\n${dir}: ${name} (CPU 4x; load ${Math.round(counts.loadAt)} ms, hydrated ${Math.round(counts.hydratedAt)} ms after navigation;` +
        ` ${counts.elements} elements, ${counts.inCode} inside code blocks; ${longTasks} tasks over 50 ms, ${ms(blocking)} ms beyond 50 ms)`,
    );
    console.log('| main-thread work | ms |\n| --- | ---: |');
    for (const [key, us] of [...totals].sort((a, b) => b[1] - a[1]))
      if (us >= 5000) console.log(`| ${key} | ${ms(us)} |`);
    console.log(`| total | ${ms([...totals.values()].reduce((a, b) => a + b, 0))} |`);
  }
  await site.stop();
}
await browser.close();
