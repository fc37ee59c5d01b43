#!/usr/bin/env node
// Serves build/ with nginx and the production configuration (deploy/), in the foreground:
// HTTP on 127.0.0.1:$PORT (default 8080) and HTTPS, with a throwaway self-signed certificate, on
// $TLS_PORT (default PORT + 1). Ctrl-C or SIGTERM stops nginx cleanly.
import {execFileSync, spawn} from 'node:child_process';
import {chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {CURRENT_GUIDE_FILE, basePathFromEnv} from '../src/config/serving.mjs';

const DEPLOY_DIR = new URL('../deploy/', import.meta.url);
const CONFIG_FILES = ['nginx.conf', 'site.conf', 'headers.conf', 'https-redirect.conf'];

/**
 * The current guide's root (`docs/v4/`) of a build, which `/docs` leads to (written by
 * src/features/versions/currentVersion.ts).
 * @param {string} buildDir
 * @returns {string}
 */
export function currentGuideOf(buildDir) {
  const file = join(buildDir, CURRENT_GUIDE_FILE);
  if (!existsSync(file)) throw new Error(`No ${file}: run \`npm run build\` first.`);
  return readFileSync(file, 'utf8').trim();
}

/**
 * A self-signed certificate for 127.0.0.1, good for local HTTPS only.
 * @param {string} dir
 */
function selfSignedCertificate(dir) {
  const cert = join(dir, 'localhost.crt');
  const key = join(dir, 'localhost.key');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    {stdio: 'ignore'},
  );
  return {cert, key};
}

/**
 * @typedef {{runtime: string, configFile: string}} PreparedNginx
 */

/**
 * Writes a runnable nginx configuration for the build directory and returns its paths. The plain
 * HTTP port serves the site (`plainHttp: 'serve'`, for browsers in tests and local runs) or, as in
 * production, redirects every request to HTTPS (`'redirect'`).
 * @param {{buildDir: string, port: number, tlsPort?: number, base: string, host?: string, plainHttp?: 'serve' | 'redirect'}} options
 * @returns {PreparedNginx}
 */
export function prepareNginx({buildDir, port, tlsPort = port + 1, base, host = '127.0.0.1', plainHttp = 'serve'}) {
  const runtime = mkdtempSync(join(tmpdir(), 'slim-nginx-'));
  // nginx workers run unprivileged: they must be able to walk into the runtime folder.
  chmodSync(runtime, 0o755);
  const root = join(runtime, 'www');
  // The build must sit at <root><base>: link it there instead of copying.
  const mount = join(root, base);
  mkdirSync(join(mount, '..'), {recursive: true});
  symlinkSync(resolve(buildDir), mount.replace(/\/$/, ''));
  const {cert, key} = selfSignedCertificate(runtime);
  /** @type {Record<string, string>} */
  const values = {
    '@RUNTIME@': runtime,
    '@CONF_DIR@': runtime,
    '@ROOT@': root,
    '@BASE_NO_SLASH@': base === '/' ? '/index.html' : base.replace(/\/$/, ''),
    '@BASE@': base,
    '@CURRENT_GUIDE@': currentGuideOf(buildDir),
    '@LISTEN@': `${host}:${port}`,
    '@TLS_LISTEN@': `${host}:${tlsPort}`,
    '@TLS_CERT@': cert,
    '@TLS_KEY@': key,
    '@PLAIN_HTTP@': plainHttp === 'redirect' ? 'https-redirect.conf' : 'site.conf',
    '@HTTPS_PORT_SUFFIX@': tlsPort === 443 ? '' : `:${tlsPort}`,
  };
  for (const name of CONFIG_FILES) {
    let text = readFileSync(new URL(name, DEPLOY_DIR), 'utf8');
    for (const [placeholder, value] of Object.entries(values)) text = text.replaceAll(placeholder, value);
    writeFileSync(join(runtime, name), text);
  }
  return {runtime, configFile: join(runtime, 'nginx.conf')};
}

/**
 * The nginx command line for a prepared runtime folder.
 * @param {PreparedNginx} prepared
 * @returns {string[]}
 */
export function nginxArgs({runtime, configFile}) {
  return ['-c', configFile, '-p', runtime, '-e', join(runtime, 'error.log'), '-g', 'daemon off;'];
}

async function main() {
  const port = Number(process.env.PORT ?? 8080);
  const tlsPort = Number(process.env.TLS_PORT ?? port + 1);
  const base = basePathFromEnv();
  const buildDir = process.env.BUILD_DIR ?? 'build';
  if (!existsSync(join(buildDir, 'index.html'))) {
    console.error(`No site in ${buildDir}/: run \`npm run build\` first.`);
    process.exit(1);
  }
  const prepared = prepareNginx({buildDir, port, tlsPort, base});
  const nginx = spawn('nginx', nginxArgs(prepared), {stdio: 'inherit'});
  const stop = () => nginx.kill('SIGQUIT');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  nginx.on('error', (error) => {
    console.error(`Cannot start nginx: ${error.message}`);
    process.exit(1);
  });
  nginx.on('exit', (code) => {
    rmSync(prepared.runtime, {recursive: true, force: true});
    process.exit(code ?? 0);
  });
  console.log(`Serving ${buildDir}/ with nginx at http://127.0.0.1:${port}${base} (HTTPS on port ${tlsPort})`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
