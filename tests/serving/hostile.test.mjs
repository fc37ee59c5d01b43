// A corpus of hostile and malformed requests against the production nginx configuration: none may
// get a 5xx, reach a file outside the build, or see a value it sent reflected in a header.
import assert from 'node:assert/strict';
import {connect} from 'node:net';
import {after, before, test} from 'node:test';
import {startNginx} from '../../scripts/lib/servers.mjs';
import {BUILD_DIR} from '../support/build.mjs';
import {BASE_PATH} from '../support/base-path.mjs';

const MARKER = 'injected-by-test';
/** @type {import('../../scripts/lib/servers.mjs').RunningNginx} */
let server;
before(async () => {
  server = await startNginx({buildDir: BUILD_DIR, base: BASE_PATH});
});
after(async () => {
  await server?.stop();
});

/**
 * Sends raw bytes (no URL normalisation on our side) and returns the parsed response head.
 * @param {number} port
 * @param {string} head
 * @returns {Promise<{status: number, headerLines: string[], body: string, raw: string}>}
 */
function rawRequest(port, head) {
  return new Promise((resolve) => {
    const socket = connect({host: '127.0.0.1', port});
    /** @type {Buffer[]} */
    const chunks = [];
    const timer = setTimeout(() => socket.destroy(), 5000);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('latin1');
      const [headText = '', ...body] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = headText.split('\r\n');
      resolve({status: Number(statusLine.split(' ')[1] ?? 0), headerLines, body: body.join('\r\n\r\n'), raw: text});
    });
    socket.end(head);
  });
}

/**
 * @param {string} method
 * @param {string} target
 * @param {string} [extraHeaders]
 */
const request = (method, target, extraHeaders = '') =>
  `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extraHeaders}Connection: close\r\n\r\n`;

function corpus() {
  const cases = [];
  const traversals = [
    '../',
    '..%2f',
    '%2e%2e/',
    '%2e%2e%2f',
    '..%252f',
    '%252e%252e%252f',
    '..\\',
    '..%5c',
    '%2e%2e%5c',
    '.%2e/',
    '%2e./',
    '%c0%ae%c0%ae/',
    '%c0%af',
    '..;/',
    '....//',
    '..%00/',
    '%u002e%u002e/',
    '..%c1%9c',
  ];
  const targets = [
    'etc/passwd',
    'etc/nginx/nginx.conf',
    'proc/self/environ',
    'root/.ssh/id_rsa',
    'work/main/package.json',
  ];
  for (const step of traversals) {
    for (const target of targets) {
      cases.push(['GET', `${BASE_PATH}${step.repeat(8)}${target}`]);
      cases.push(['GET', `${BASE_PATH}docs/${step.repeat(6)}${target}`]);
    }
  }
  for (const n of [1000, 4000, 9000, 20000, 70000]) cases.push(['GET', `${BASE_PATH}${'a'.repeat(n)}`]);
  cases.push(['GET', `${BASE_PATH}${'a/'.repeat(3000)}`]);
  for (let byte = 0; byte < 32; byte++) cases.push(['GET', `${BASE_PATH}docs%${byte.toString(16).padStart(2, '0')}x`]);
  for (const bad of ['%ff', '%c3%28', '%e2%28%a1', '%f0%28%8c%bc', '%80', '%fe%ff', '%ed%a0%80']) {
    cases.push(['GET', `${BASE_PATH}${bad}`]);
    cases.push(['GET', `${BASE_PATH}docs/v4/${bad}.html`]);
  }
  for (const injection of [
    '%0d%0aSet-Cookie:%20x=1',
    '%0aX-Injected:%20yes',
    '%0d%0a%0d%0a<script>',
    `%0d%0a${MARKER}:%201`,
  ]) {
    cases.push(['GET', `${BASE_PATH}${injection}`]);
    cases.push(['GET', `${BASE_PATH}${injection}/`]);
    cases.push(['GET', `${BASE_PATH}${injection}.html`]);
    cases.push(['GET', `${BASE_PATH}2024/06/13/${injection}.html`]);
    cases.push(['GET', `${BASE_PATH}docs/v4${injection}`]);
  }
  for (const size of [1000, 8000, 30000, 100000]) cases.push(['GET', `${BASE_PATH}?q=${'x'.repeat(size)}`]);
  cases.push(['GET', `${BASE_PATH}search?q=%3Cscript%3Ealert(1)%3C/script%3E`]);
  cases.push(['GET', `${BASE_PATH}docs/v4/?${MARKER}=%0d%0aSet-Cookie:x`]);
  for (const method of [
    'TRACE',
    'TRACK',
    'PUT',
    'DELETE',
    'PATCH',
    'OPTIONS',
    'PROPFIND',
    'MKCOL',
    'CONNECT',
    'FOO',
    'get',
    'G\u0000ET',
  ]) {
    cases.push([method, `${BASE_PATH}`]);
  }
  cases.push(['GET', `http://evil.example${BASE_PATH}`]);
  cases.push(['GET', '*']);
  cases.push(['GET', BASE_PATH.slice(1)]);
  cases.push(['GET', `${BASE_PATH}#fragment`]);
  cases.push(['GET', '//etc/passwd']);
  cases.push(['GET', `${BASE_PATH}/docs//v4//`]);
  cases.push(['GET', `${BASE_PATH}%2e%2e`]);
  cases.push(['GET', `${BASE_PATH}.git/HEAD`]);
  cases.push(['GET', `${BASE_PATH}.nginx/csp.conf`]);
  cases.push(['GET', `${BASE_PATH}assets/../../../etc/passwd`]);
  return cases;
}

test('at least 200 hostile requests: no 5xx, no file outside the build, nothing reflected in headers', async () => {
  const cases = corpus();
  assert.ok(cases.length >= 200, `${cases.length} cases`);
  const extraHeaders = [
    '',
    `X-Forwarded-Host: ${MARKER}.example\r\n`,
    `Referer: http://${MARKER}/\r\n`,
    `Range: bytes=0-1,2-3,4-5,6-7,8-9,10-11\r\n`,
  ];
  const problems = [];
  /** @type {Record<number, number>} */
  const statuses = {};
  for (const [index, [method, target]] of cases.entries()) {
    const response = await rawRequest(server.port, request(method, target, extraHeaders[index % extraHeaders.length]));
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    const label = `${method} ${target.slice(0, 80)}`;
    if (response.status >= 500) problems.push(`${label}: ${response.status}`);
    if (
      /root:.*:0:0:|BEGIN (RSA |OPENSSH )?PRIVATE KEY|worker_processes|"name": "slim-website"|add_header/.test(
        response.body,
      )
    ) {
      problems.push(`${label}: leaked a file`);
    }
    for (const header of response.headerLines) {
      if (header.toLowerCase().includes(MARKER) || /^set-cookie|^x-injected/i.test(header))
        problems.push(`${label}: header ${header}`);
    }
  }
  console.log(`hostile corpus: ${cases.length} requests, statuses ${JSON.stringify(statuses)}`);
  assert.deepEqual(problems, []);
});
