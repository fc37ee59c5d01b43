// The production nginx configuration as deployed with TLS (deploy/nginx.conf, `@PLAIN_HTTP@` =
// https-redirect.conf): plain HTTP sends every address to HTTPS, keeping path and query; every
// HTTPS response, redirects and errors included, carries HSTS and the other security headers; the
// canonicalising redirects keep the query string.
import assert from 'node:assert/strict';
import {request as httpsRequest} from 'node:https';
import {after, before, describe, test} from 'node:test';
import {startNginx} from '../../scripts/lib/servers.mjs';
import {BUILD_DIR} from '../support/build.mjs';
import {BASE_PATH} from '../support/base-path.mjs';

/** @type {import('../../scripts/lib/servers.mjs').RunningNginx} */
let server;
before(async () => {
  // nginx.test.mjs runs beside this file on SERVING_PORT and the port after it.
  const port = process.env.SERVING_PORT ? Number(process.env.SERVING_PORT) + 2 : undefined;
  server = await startNginx({buildDir: BUILD_DIR, base: BASE_PATH, port, plainHttp: 'redirect'});
});
after(async () => {
  await server?.stop();
});

/**
 * @param {string} path
 * @param {string} [method]
 * @param {Record<string, string>} [headers]
 * @returns {Promise<{status: number, headers: import('node:http').IncomingHttpHeaders}>}
 */
function overHttps(path, method = 'GET', headers = {}) {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(
      {host: '127.0.0.1', port: server.tlsPort, path, method, headers, rejectUnauthorized: false},
      (res) => {
        res.resume();
        resolve({status: res.statusCode ?? 0, headers: res.headers});
      },
    );
    req.on('error', reject);
    req.end(method === 'POST' ? 'x' : undefined);
  });
}

/** @param {string} path */
const overHttp = (path, method = 'GET') =>
  fetch(`http://127.0.0.1:${server.port}${path}`, {method, redirect: 'manual'});

/**
 * The security headers every response carries, whatever its status.
 * @param {(name: string) => string | null | undefined} header
 * @param {string} what
 */
function assertSecurityHeaders(header, what) {
  assert.equal(header('x-content-type-options'), 'nosniff', `nosniff on ${what}`);
  assert.equal(header('x-frame-options'), 'DENY', `X-Frame-Options on ${what}`);
  assert.equal(header('referrer-policy'), 'strict-origin-when-cross-origin', `Referrer-Policy on ${what}`);
  assert.equal(header('cross-origin-opener-policy'), 'same-origin', `COOP on ${what}`);
  assert.ok(header('permissions-policy'), `Permissions-Policy on ${what}`);
  assert.match(header('content-security-policy') ?? '', /default-src 'self'.*frame-ancestors 'none'/, `CSP on ${what}`);
}

describe('plain HTTP where TLS is configured', () => {
  test('every path answers 301 to the same path and query over HTTPS, with the security headers', async () => {
    const paths = [
      '/',
      `${BASE_PATH}`,
      `${BASE_PATH}docs/v4/start/installation?psr7=nyholm`,
      `${BASE_PATH}nope?x=1&y`,
      '/other/path/',
      `${BASE_PATH}.nginx/csp.conf`,
    ];
    for (const path of paths) {
      for (const method of ['GET', 'POST']) {
        const response = await overHttp(path, method);
        assert.equal(response.status, 301, `${method} ${path}`);
        assert.equal(
          response.headers.get('location'),
          `https://127.0.0.1:${server.tlsPort}${path}`,
          `${method} ${path}`,
        );
        assertSecurityHeaders((name) => response.headers.get(name), `the redirect of ${method} ${path}`);
        // Browsers ignore HSTS over plain HTTP; it comes with the first HTTPS response.
        assert.equal(response.headers.get('strict-transport-security'), null);
      }
    }
  });
});

describe('HTTPS', () => {
  const cases = [
    {what: 'a page', path: `${BASE_PATH}docs/v4/start/installation`, status: 200},
    {what: 'a canonicalising 301', path: `${BASE_PATH}docs/v4/start/installation/`, status: 301},
    {what: 'the root 301', path: '/', status: 301},
    {what: 'an old address 301', path: `${BASE_PATH}blog/feed.rss`, status: 301},
    {what: 'a 404', path: `${BASE_PATH}nope`, status: 404},
    {what: 'a hidden file 404', path: `${BASE_PATH}.nginx/csp.conf`, status: 404},
    {what: 'a 405', path: `${BASE_PATH}`, method: 'POST', status: 405},
    {what: 'a 405 on a redirecting address', path: `${BASE_PATH}docs`, method: 'POST', status: 405},
    // nginx answers these before the request reaches any location (or the rewrite phase).
    {what: 'the 400 of a NUL in the path', path: `${BASE_PATH}%00`, status: 400},
    {
      what: 'the 400 of a header too large',
      path: `${BASE_PATH}`,
      headers: {'X-Large': 'x'.repeat(10_000)},
      status: 400,
    },
    {what: 'the 414 of an address too long', path: `${BASE_PATH}?${'x'.repeat(64 * 1024)}`, status: 414},
  ];
  for (const {what, path, method, headers, status} of cases) {
    test(`${what} carries HSTS (includeSubDomains) and the security headers`, async () => {
      const response = await overHttps(path, method, headers);
      assert.equal(response.status, status, `${method ?? 'GET'} ${path}`);
      const header = (/** @type {string} */ name) => /** @type {string | undefined} */ (response.headers[name]);
      assert.match(header('strict-transport-security') ?? '', /^max-age=\d{8,}; includeSubDomains$/, what);
      assertSecurityHeaders(header, what);
    });
  }

  test('canonicalising redirects keep the query string', async () => {
    const cases = [
      [`${BASE_PATH}docs/v4/start/installation/?psr7=nyholm`, `${BASE_PATH}docs/v4/start/installation?psr7=nyholm`],
      [
        `${BASE_PATH}docs/v4/start/installation.html?psr7=guzzle&x=1`,
        `${BASE_PATH}docs/v4/start/installation?psr7=guzzle&x=1`,
      ],
      [
        `${BASE_PATH}docs/v4/start/installation/index.html?psr7=slim`,
        `${BASE_PATH}docs/v4/start/installation?psr7=slim`,
      ],
      [`${BASE_PATH}docs?tab=a`, `${BASE_PATH}docs/v4/?tab=a`],
      [`${BASE_PATH}docs/v3?q=1`, `${BASE_PATH}docs/v3/?q=1`],
      [`${BASE_PATH}index.html?utm=x`, `${BASE_PATH}?utm=x`],
      ['/?from=root', `${BASE_PATH}?from=root`],
      [`${BASE_PATH}blog/feed.rss?format=rss`, `${BASE_PATH}blog/rss.xml?format=rss`],
      // No query, no question mark.
      [`${BASE_PATH}docs/v4/start/installation/`, `${BASE_PATH}docs/v4/start/installation`],
    ];
    for (const [from, to] of cases) {
      const response = await overHttps(from);
      assert.equal(response.status, 301, from);
      assert.equal(response.headers.location, to, from);
    }
  });
});
