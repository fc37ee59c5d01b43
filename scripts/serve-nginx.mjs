#!/usr/bin/env node
// Serves build/ with nginx and the production configuration (deploy/nginx.conf), in the foreground,
// on 127.0.0.1:$PORT (default 8080). Ctrl-C or SIGTERM stops nginx cleanly.
import {spawn} from 'node:child_process';
import {chmodSync, existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';

export function normalizeBase(value) {
  const trimmed = value.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}

/** Writes a runnable nginx configuration for the build directory and returns its paths. */
export function prepareNginx({buildDir, port, base, host = '127.0.0.1'}) {
  const runtime = mkdtempSync(join(tmpdir(), 'slim-nginx-'));
  // nginx workers run unprivileged: they must be able to walk into the runtime folder.
  chmodSync(runtime, 0o755);
  const root = join(runtime, 'www');
  // The build must sit at <root><base>: link it there instead of copying.
  const mount = join(root, base);
  mkdirSync(join(mount, '..'), {recursive: true});
  symlinkSync(resolve(buildDir), mount.replace(/\/$/, ''));
  const template = readFileSync(new URL('../deploy/nginx.conf', import.meta.url), 'utf8');
  const config = template
    .replaceAll('@RUNTIME@', runtime)
    .replaceAll('@ROOT@', root)
    .replaceAll('@BASE_NO_SLASH@', base === '/' ? '/index.html' : base.replace(/\/$/, ''))
    .replaceAll('@BASE@', base)
    .replaceAll('@LISTEN@', `${host}:${port}`);
  const configFile = join(runtime, 'nginx.conf');
  writeFileSync(configFile, config);
  return {runtime, configFile};
}

async function main() {
  const port = Number(process.env.PORT ?? 8080);
  const base = normalizeBase(process.env.BASE_URL ?? '/slim/');
  const buildDir = process.env.BUILD_DIR ?? 'build';
  if (!existsSync(join(buildDir, 'index.html'))) {
    console.error(`No site in ${buildDir}/: run \`npm run build\` first.`);
    process.exit(1);
  }
  const {runtime, configFile} = prepareNginx({buildDir, port, base});
  const nginx = spawn('nginx', ['-c', configFile, '-p', runtime, '-e', join(runtime, 'error.log'), '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  const stop = () => nginx.kill('SIGQUIT');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  nginx.on('error', (error) => {
    console.error(`Cannot start nginx: ${error.message}`);
    process.exit(1);
  });
  nginx.on('exit', (code) => {
    rmSync(runtime, {recursive: true, force: true});
    process.exit(code ?? 0);
  });
  console.log(`Serving ${buildDir}/ with nginx at http://127.0.0.1:${port}${base}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
