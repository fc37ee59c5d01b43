// Runs the complete example applications of the Slim 3 guide against Slim 3.12 as Debian packages
// it (php-slim). Each `<?php … $app->run();` block either carries the request it answers and what
// the answer holds, in its meta: run="GET /hello/world" expect="Hello, world" [status="200"],
// (or only the status it answers with), or says why it cannot run here: norun="needs slim/csrf, which Debian does not package".
// The meta is read by collectExamples() (src/features/playground/model/php-examples.mjs), as for the Slim 4 guide.
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, describe, test} from 'node:test';
import {collectExamples} from '../../src/features/playground/model/php-examples.mjs';

const GUIDE = 'versioned_docs/version-3.x';
const SLIM_AUTOLOADER = '/usr/share/php/Slim/autoload.php';
const work = mkdtempSync(join(tmpdir(), 'slim3-examples-'));
after(() => rmSync(work, {recursive: true, force: true}));

/** @typedef {ReturnType<typeof completeApps>[number]} ExampleApp */

function completeApps() {
  return collectExamples(GUIDE, {base: GUIDE}).filter((example) => example.kind === 'app');
}

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * A project folder laid out as Composer would: public/index.php and vendor/autoload.php.
 * @param {ExampleApp} app
 * @param {number} index
 */
function projectFor(app, index) {
  const dir = join(work, String(index));
  mkdirSync(join(dir, 'public'), {recursive: true});
  mkdirSync(join(dir, 'vendor'));
  mkdirSync(join(dir, 'logs'));
  // Stands in for Composer's autoloader.
  writeFileSync(join(dir, 'vendor', 'autoload.php'), `<?php\nrequire_once '${SLIM_AUTOLOADER}';\n`);
  writeFileSync(join(dir, 'public', 'index.php'), app.code);
  return dir;
}

/**
 * @param {string} url
 * @param {import('node:child_process').ChildProcess} child
 */
async function waitForServer(url, child) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error('php -S exited early');
    try {
      await fetch(url, {method: 'HEAD'});
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error('php -S did not start');
}

/**
 * Serves the app with PHP's built-in server, sends one request, and returns status, body and PHP's log.
 * @param {string} dir
 * @param {string} method
 * @param {string} path
 */
async function runApp(dir, method, path) {
  const port = await freePort();
  const php = spawn(
    'php',
    // Errors go to the server's log, never into a response: Slim 3 on PHP 8 logs deprecations that
    // PHP 7, the version this guide is written for, does not raise.
    ['-d', 'display_errors=0', '-d', 'log_errors=1', '-S', `127.0.0.1:${port}`, 'index.php'],
    {cwd: join(dir, 'public'), stdio: ['ignore', 'ignore', 'pipe']},
  );
  let log = '';
  php.stderr.on('data', (chunk) => (log += chunk));
  try {
    await waitForServer(`http://127.0.0.1:${port}/`, php);
    const response = await fetch(`http://127.0.0.1:${port}${path}`, {method, redirect: 'manual'});
    return {status: response.status, body: await response.text(), log};
  } finally {
    php.kill();
  }
}

const apps = completeApps();

describe('Slim 3 guide: complete example applications', () => {
  test("Debian's Slim 3 is installed (apt-get install php-slim)", () => {
    assert.ok(existsSync(SLIM_AUTOLOADER), `${SLIM_AUTOLOADER} is missing`);
  });

  test('every complete application says what request it answers, or why it cannot run', () => {
    const unmarked = apps.filter((app) => !app.requests.length && !app.norun);
    assert.deepEqual(
      unmarked.map((app) => app.where),
      [],
    );
    const runnable = apps.filter((app) => app.requests.length);
    assert.ok(runnable.length >= 10, `only ${runnable.length} of ${apps.length} applications run`);
    assert.ok(
      runnable.some((app) => app.where.startsWith('tutorial/first-app.md')),
      'the first-app tutorial runs',
    );
  });

  apps.forEach((app, index) => {
    if (!app.requests.length || app.norun) return;
    test(`${app.where}: ${app.requests.map((request) => `${request.method} ${request.path}`).join(', ')}`, async () => {
      assert.ok(app.meta.expect || app.meta.status, `${app.where} has run= but neither expect= nor status=`);
      const dir = projectFor(app, index);
      for (const request of app.requests) {
        const result = await runApp(dir, request.method, request.path);
        assert.equal(result.status, request.status, result.body.slice(0, 500));
        if (request.expect)
          assert.ok(
            result.body.includes(request.expect),
            `the answer holds "${request.expect}":\n${result.body.slice(0, 500)}`,
          );
        assert.doesNotMatch(result.log, /PHP (Fatal error|Warning|Notice|Parse error)/, result.log);
      }
    });
  });
});
