// Servers for the hostile-PHP test (src/features/playground/tests/hostile-php.spec.ts), each writing an access log:
// the production nginx configuration (deploy/), a static host that sends no security headers at all
// (as GitHub Pages serves the site), and an "other origin" that nothing may ever reach.
import {spawn} from 'node:child_process';
import {chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {nginxArgs, prepareNginx} from '../serve-nginx.mjs';
import {waitForHttp} from './servers.mjs';

/** The start-up probe: the only request the other origin may log. */
export const READY_PATH = '/started-by-the-test';

/** Ports from HOSTILE_PORTS ("4704-4719") on a machine that gives each checkout a range. */
const range = (process.env.HOSTILE_PORTS ?? '').split('-').map(Number);
/** Each Playwright worker process takes its own 8 ports of the range, so that two never race for one. */
const SLICE = 8;
const sliceStart = range[0] + SLICE * Number(process.env.TEST_PARALLEL_INDEX ?? 0);
let offset = 0;

/** A free loopback port: from the worker's slice of HOSTILE_PORTS when set, else from the system. */
export async function freePort() {
  if (range.length !== 2) return listens(0);
  for (let tries = 0; tries < SLICE; tries++) {
    const port = sliceStart + (offset++ % SLICE);
    if (port <= range[1] && (await listens(port))) return port;
  }
  throw new Error(`no free port in this worker's part of HOSTILE_PORTS=${process.env.HOSTILE_PORTS}`);
}

/**
 * Listens on `port` (0: any) and closes again; the port it got, or 0 when it was taken.
 * @param {number} port
 */
function listens(port) {
  return /** @type {Promise<number>} */ (
    new Promise((done) => {
      const probe = createServer();
      probe.once('error', () => done(0));
      probe.listen(port, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
      });
    })
  );
}

/**
 * @typedef {{origin: string, logFile: string}} LoggedServer
 * @typedef {{stop: () => Promise<void>}} Stoppable
 */

/**
 * @param {string[]} args
 * @param {string} runtime
 * @returns {() => Promise<void>}
 */
function spawnNginx(args, runtime) {
  const child = spawn('nginx', args, {stdio: 'ignore'});
  return () =>
    new Promise((done) => {
      if (child.exitCode !== null) {
        rmSync(runtime, {recursive: true, force: true});
        done();
        return;
      }
      child.once('exit', () => {
        rmSync(runtime, {recursive: true, force: true});
        done();
      });
      child.kill('SIGQUIT');
    });
}

/**
 * The production configuration over `buildDir`, with its access log turned on.
 * @param {{buildDir: string, base: string}} options
 * @returns {Promise<LoggedServer & Stoppable>}
 */
export async function startProductionNginx({buildDir, base}) {
  const port = await freePort();
  const prepared = prepareNginx({buildDir, port, tlsPort: await freePort(), base});
  const log = join(prepared.runtime, 'access.log');
  const config = readFileSync(prepared.configFile, 'utf8');
  if (!config.includes('access_log off;')) throw new Error('deploy/nginx.conf no longer says `access_log off;`');
  writeFileSync(prepared.configFile, config.replace('access_log off;', `access_log ${log};`));
  const stop = spawnNginx(nginxArgs(prepared), prepared.runtime);
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}${base}`);
  return {origin, logFile: log, stop};
}

/**
 * Two servers in one nginx: the build as a plain static host with no header of ours (no CSP, no
 * nosniff, nothing), and the other origin, which answers 204 to anything and logs it.
 * @param {{buildDir: string, base: string}} options
 * @returns {Promise<{site: LoggedServer, other: LoggedServer} & Stoppable>}
 */
export async function startBareHosts({buildDir, base}) {
  const runtime = mkdtempSync(join(tmpdir(), 'slim-bare-'));
  chmodSync(runtime, 0o755);
  const [sitePort, otherPort] = [await freePort(), await freePort()];
  const siteLog = join(runtime, 'site.log');
  const otherLog = join(runtime, 'other.log');
  const config = `
worker_processes 1;
pid ${runtime}/nginx.pid;
error_log ${runtime}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  client_body_temp_path ${runtime}/client_body;
  proxy_temp_path ${runtime}/proxy;
  fastcgi_temp_path ${runtime}/fastcgi;
  uwsgi_temp_path ${runtime}/uwsgi;
  scgi_temp_path ${runtime}/scgi;
  server_tokens off;
  server {
    listen 127.0.0.1:${sitePort};
    access_log ${siteLog};
    location ${base} {
      alias ${resolve(buildDir)}/;
      try_files $uri $uri/index.html $uri.html =404;
    }
  }
  server {
    listen 127.0.0.1:${otherPort};
    access_log ${otherLog};
    location / { return 204; }
  }
}
`;
  const configFile = join(runtime, 'nginx.conf');
  writeFileSync(configFile, config);
  const stop = spawnNginx(
    ['-c', configFile, '-p', runtime, '-e', join(runtime, 'error.log'), '-g', 'daemon off;'],
    runtime,
  );
  const site = {origin: `http://127.0.0.1:${sitePort}`, logFile: siteLog};
  const other = {origin: `http://127.0.0.1:${otherPort}`, logFile: otherLog};
  await waitForHttp(`${site.origin}${base}`);
  await waitForHttp(`${other.origin}${READY_PATH}`);
  return {site, other, stop};
}
