#!/usr/bin/env node
// Load benchmark: the same doc page from the same build, served by nginx (deploy/) and by
// `docusaurus serve`, side by side. Loopback only, bounded in time (4 runs of 6 s).
// Two load generators: wrk (C, from Debian) measures the servers; autocannon (npm) is shown too,
// but on a 2-core machine it saturates its own core long before nginx does.
import {execFile, spawn} from 'node:child_process';
import {promisify} from 'node:util';
import autocannon from 'autocannon';
import {startNginx, waitForHttp} from '../lib/servers.mjs';
import {currentGuideOf} from '../serve-nginx.mjs';
import {basePathFromEnv} from '../../src/config/serving.mjs';
import {writeResults} from './results.mjs';

const BASE = basePathFromEnv();
const PAGE = `${currentGuideOf('build')}objects/request`;
const DURATION_S = 6;
const CONNECTIONS = 32;
const HEADERS = {'accept-encoding': 'br, gzip'};

/** @typedef {{rps: number, p50: number, p99: number, errors: number, non2xx: number}} LoadFigures */

/** @type {Record<string, number>} */
const MS_PER_UNIT = {us: 0.001, ms: 1, s: 1000};
const toMs = (/** @type {string} */ value, /** @type {string} */ unit) => Number(value) * (MS_PER_UNIT[unit] ?? 1);

/**
 * @param {string} url
 * @returns {Promise<LoadFigures>}
 */
async function runWrk(url) {
  const {stdout} = await promisify(execFile)('wrk', [
    '-t2',
    `-c${CONNECTIONS}`,
    `-d${DURATION_S}s`,
    '--latency',
    '-H',
    'Accept-Encoding: br, gzip',
    url,
  ]);
  const percentile = (/** @type {number} */ p) => {
    const match = new RegExp(`^\\s+${p}%\\s+([\\d.]+)(us|ms|s)`, 'm').exec(stdout);
    return match ? toMs(match[1], match[2]) : NaN;
  };
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? NaN),
    p50: percentile(50),
    p99: percentile(99),
    errors: socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0),
  };
}

/**
 * @param {string} url
 * @returns {Promise<LoadFigures>}
 */
async function runAutocannon(url) {
  const r = await autocannon({url, duration: DURATION_S, connections: CONNECTIONS, headers: HEADERS});
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

/**
 * @param {number} port
 * @returns {Promise<{origin: string, stop: () => void}>}
 */
async function startDocusaurusServe(port) {
  const child = spawn('npx', ['docusaurus', 'serve', '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
    stdio: 'ignore',
    detached: true,
  });
  const origin = `http://127.0.0.1:${port}${BASE}`;
  await waitForHttp(origin, 30_000);
  return {origin, stop: () => child.pid && process.kill(-child.pid, 'SIGTERM')};
}

/**
 * @param {string} name
 * @param {() => Promise<{origin: string, stop: () => unknown}>} start
 * @returns {Promise<{name: string, wrk: LoadFigures, autocannon: LoadFigures}>}
 */
async function measure(name, start) {
  const server = await start();
  try {
    return {name, wrk: await runWrk(server.origin + PAGE), autocannon: await runAutocannon(server.origin + PAGE)};
  } finally {
    await server.stop();
  }
}

const TOOLS = /** @type {const} */ (['wrk', 'autocannon']);
const rows = [
  await measure('nginx (deploy/nginx.conf)', () => startNginx({base: BASE})),
  await measure('docusaurus serve', () => startDocusaurusServe(20000 + Math.floor(Math.random() * 8000))),
];

console.log(`\nLoad: GET ${BASE}${PAGE}, ${CONNECTIONS} connections, ${DURATION_S} s per run, loopback`);
console.log('| server | tool | requests/s | latency p50 | latency p99 | errors | non-2xx |');
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
for (const row of rows) {
  for (const tool of TOOLS) {
    const r = row[tool];
    console.log(
      `| ${row.name} | ${tool} | ${Math.round(r.rps)} | ${r.p50.toFixed(2)} ms | ${r.p99.toFixed(2)} ms | ${r.errors} | ${r.non2xx} |`,
    );
  }
}
for (const tool of TOOLS) {
  console.log(
    `${tool}: nginx serves ${(rows[0][tool].rps / rows[1][tool].rps).toFixed(1)}x the requests per second of docusaurus serve`,
  );
}
writeResults('load', {servers: rows});
