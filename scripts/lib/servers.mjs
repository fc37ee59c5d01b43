// Shared by benchmarks and tests: the production server (nginx) to run.
import {spawn} from 'node:child_process';
import {existsSync, rmSync} from 'node:fs';
import {join} from 'node:path';
import {nginxArgs, prepareNginx} from '../serve-nginx.mjs';
import {DEFAULT_BASE_PATH} from '../../src/config/serving.mjs';

/**
 * Resolves once `url` answers (any status below 500).
 * @param {string} url
 * @param {number} [timeoutMs]
 */
export async function waitForHttp(url, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      // Not followed: a plain HTTP port that sends everything to HTTPS answers too.
      const response = await fetch(url, {redirect: 'manual'});
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** @typedef {{origin: string, port: number, tlsPort: number, stop: () => Promise<void>}} RunningNginx */

/**
 * Starts nginx with deploy/nginx.conf over build/ on a free loopback port, or on `SERVING_PORT` (and the
 * one after it) where a machine shared by several checkouts gives each its own ports. `plainHttp`:
 * see prepareNginx (serve-nginx.mjs). `configure` may change the prepared configuration files in the
 * runtime folder before nginx reads them.
 * @param {{buildDir?: string, port?: number, base?: string, plainHttp?: 'serve' | 'redirect', configure?: (runtime: string) => void}} [options]
 * @returns {Promise<RunningNginx>}
 */
export async function startNginx({
  buildDir = 'build',
  port = Number(process.env.SERVING_PORT) || 20000 + 2 * Math.floor(Math.random() * 4000),
  base = DEFAULT_BASE_PATH,
  plainHttp = 'serve',
  configure = () => {},
} = {}) {
  if (!existsSync(join(buildDir, 'index.html'))) throw new Error(`No build in ${buildDir}/: run npm run build first.`);
  const prepared = prepareNginx({buildDir, port, base, plainHttp});
  const {runtime} = prepared;
  configure(runtime);
  const child = spawn('nginx', nginxArgs(prepared), {stdio: 'ignore'});
  const origin = `http://127.0.0.1:${port}${base}`;
  try {
    await waitForHttp(origin);
  } catch (error) {
    // A server that never answered must not outlive the caller.
    child.kill('SIGKILL');
    throw error;
  }
  return {
    origin,
    port,
    tlsPort: port + 1,
    stop: () =>
      /** @type {Promise<void>} */ (
        new Promise((resolve) => {
          child.once('exit', () => {
            rmSync(runtime, {recursive: true, force: true});
            resolve(undefined);
          });
          child.kill('SIGQUIT');
        })
      ),
  };
}
