#!/usr/bin/env node
// Which tasks make up Lighthouse's Total Blocking Time on one page, for builds side by side and the
// no-script floor of the first, runs interleaved (mobile preset, simulated throttling, performance
// only). TBT counts the part beyond 50 ms of each long task between the first contentful paint and
// Time to Interactive; a page whose app runs late has a late TTI, so the page's own parsing and
// layout after the paint count too, where the floor's early TTI leaves them out. This prints, per
// run, TBT, TTI and the long tasks, and the floor's blocking counted up to each build's TTI: the
// share no script can remove. Asserts nothing.
// Usage: node scripts/bench/long-tasks.mjs [name=build dir ...] (default: this site=build)
// Environment: RUNS (per build, 5), BENCH_PAGE (path under the base, docs/v4/objects/routing), PORT (4450).
import {rmSync} from 'node:fs';
import {dirname} from 'node:path';
import {startNginx} from '../lib/servers.mjs';
import {median} from '../lib/stats.mjs';
import {rewrittenBuild, withoutScripts} from './floorBuild.mjs';
import {runLighthouse} from './lighthouseRun.mjs';

/** @typedef {{start: number, duration: number, url: string}} LongTask */
/** @typedef {{tbt: number, fcp: number, tti: number, tasks: LongTask[]}} Run */

const PAGE = process.env.BENCH_PAGE ?? 'docs/v4/objects/routing';
const RUNS = Number(process.env.RUNS ?? 5);
let port = Number(process.env.PORT ?? 4450);

/** @param {string} url @returns {Promise<Run>} */
async function audit(url) {
  const {audits} = (await runLighthouse(url, ['performance'])).lhr;
  const items = /** @type {{startTime: number, duration: number, url: string}[]} */ (
    /** @type {{items?: unknown[]}} */ (audits['long-tasks']?.details ?? {}).items ?? []
  );
  return {
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
    tti: audits.interactive?.numericValue ?? NaN,
    tasks: items.map(({startTime, duration, url: source}) => ({start: startTime, duration, url: String(source)})),
  };
}

/** Lighthouse's rule: the part beyond 50 ms of each long task, inside [from, to]. */
const blocking = (/** @type {LongTask[]} */ tasks, /** @type {number} */ from, /** @type {number} */ to) =>
  tasks.reduce(
    (sum, {start, duration}) => sum + Math.max(0, Math.min(start + duration, to) - Math.max(start, from) - 50),
    0,
  );

const builds = (process.argv.slice(2).length ? process.argv.slice(2) : ['this site=build']).map((spec) => {
  const [name, dir] = spec.includes('=') ? spec.split('=') : [spec, spec];
  return {name, dir};
});
const floorDir = rewrittenBuild(builds[0].dir, 'floor', [PAGE], withoutScripts);
/** @type {{name: string, site: {origin: string, stop: () => Promise<void>}, runs: Run[]}[]} */
const served = [];
for (const {name, dir} of [...builds, {name: 'no-script floor', dir: floorDir}]) {
  // startNginx takes the port after the one it is given as well.
  served.push({name, site: await startNginx({buildDir: dir, port}), runs: []});
  port += 2;
}
try {
  for (let run = 0; run < RUNS; run++)
    for (const build of served) {
      const result = await audit(build.site.origin + PAGE);
      build.runs.push(result);
      const tasks = result.tasks.map(
        (t) => `${Math.round(t.start)}+${Math.round(t.duration)} ${t.url.split('/').pop()}`,
      );
      console.log(
        `${build.name}, run ${run + 1}: TBT ${Math.round(result.tbt)} ms, FCP ${Math.round(result.fcp)}, TTI ${Math.round(result.tti)}; long tasks: ${tasks.join(', ')}`,
      );
    }
} finally {
  for (const {site} of served) await site.stop();
  rmSync(dirname(floorDir), {recursive: true, force: true});
}
const floor = /** @type {(typeof served)[number]} */ (served.at(-1));
console.log(`\nLighthouse TBT on ${PAGE}, medians of ${RUNS} runs (simulated times, ms)`);
console.log("| build | TBT | TTI | the floor's blocking up to this build's TTI |\n| --- | ---: | ---: | ---: |");
for (const {name, runs} of served) {
  const tti = median(runs.map((r) => r.tti));
  const floorShare = median(floor.runs.map((f) => blocking(f.tasks, f.fcp, tti)));
  console.log(
    `| ${name} | ${Math.round(median(runs.map((r) => r.tbt)))} | ${Math.round(tti)} | ${Math.round(floorShare)} |`,
  );
}
