// @ts-check
// The example model (src/features/playground/model/project.mjs, request.mjs) against real PHP: a
// project it lays out, served by the example runner with PHP's built-in server, loads the page's
// classes through its autoloader, receives the runner's upload bytes as the files they name, and
// gets the $_SERVER entries the model hands PHP in the Run button's worker.
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {after, before, describe, test} from 'node:test';
import {prepareVendor, serveAndRequest} from '../../scripts/lib/php-example-runner.mjs';
import {PROJECT_DIRS, projectFiles} from '../../src/features/playground/model/project.mjs';
import {serverVariables, uploadContent} from '../../src/features/playground/model/request.mjs';

/** @typedef {import('../../src/features/playground/model/php-examples.mjs').ExampleRequest} ExampleRequest */

// The front controller reports what PHP received, and loads one class of the page by the class map
// (any namespace) and one by App\ → src/.
const ENTRY = `<?php
require __DIR__ . '/../vendor/autoload.php';
$files = [];
foreach ($_FILES as $field => $file) {
    $names = (array) $file['name'];
    $paths = (array) $file['tmp_name'];
    $types = (array) $file['type'];
    foreach ($names as $i => $name) {
        $files[] = [$field, $name, $types[$i], file_get_contents($paths[$i])];
    }
}
header('Content-Type: application/json');
echo json_encode([
    'server' => $_SERVER,
    'files' => $files,
    'classes' => [Acme\\Greeting::text(), get_class(new App\\Model\\User())],
]);
`;

const PAGE = [
  {
    path: 'lib/Greeting.php',
    code: "<?php\nnamespace Acme;\n\nfinal class Greeting\n{\n    public static function text(): string\n    {\n        return 'Hello';\n    }\n}",
    classes: ['Acme\\Greeting'],
  },
  {path: 'src/Model/User.php', code: '<?php\nnamespace App\\Model;\n\nfinal class User\n{\n}', classes: []},
];

/** @param {string} method @param {string} path @param {[string, string][]} [uploads] @returns {ExampleRequest} */
function request(method, path, uploads = []) {
  return {method, path, headers: [], body: null, status: 200, expect: null, expectHeaders: [], uploads};
}

const REQUESTS = [
  request('POST', '/hello/a%20b?x=1&y=2', [
    ['photo', 'a.png'],
    ['docs[]', 'b.txt'],
    ['docs[]', 'c "quoted".txt'],
  ]),
  request('GET', '/'),
  request('GET', '/index.php'),
  request('GET', '/index.php/users/1'),
];

/** The headers' entries and the client's port are the server's own, not the model's. @param {Record<string, string>} server */
function modelled(server) {
  return Object.fromEntries(
    Object.entries(server).filter(
      ([name]) => !/^(HTTP_|CONTENT_(TYPE|LENGTH)$|REMOTE_PORT$|REQUEST_TIME(_FLOAT)?$)/.test(name),
    ),
  );
}

describe('the example model on PHP’s built-in server', () => {
  /** @type {string} */
  let work;
  /** @type {string} */
  let project;
  /** @type {{status: number, body: string}[]} */
  let responses;
  /** @type {string} */
  let log;

  before(async () => {
    const vendor = await prepareVendor();
    work = realpathSync(mkdtempSync(join(tmpdir(), 'slim-example-model-')));
    project = join(work, 'project');
    const files = projectFiles({entry: ENTRY, files: PAGE, composerAutoload: join(vendor.vendorDir, 'autoload.php')});
    for (const dir of PROJECT_DIRS) mkdirSync(join(project, dir), {recursive: true});
    for (const [path, code] of files) {
      mkdirSync(dirname(join(project, path)), {recursive: true});
      writeFileSync(join(project, path), code);
    }
    // The runner's router, without what it records for doc-tests.
    writeFileSync(
      join(project, '.router.php'),
      "<?php\nchdir(__DIR__ . '/public');\nrequire __DIR__ . '/public/index.php';\n",
    );
    mkdirSync(join(work, 'opcache'));
    ({responses, log} = await serveAndRequest(project, REQUESTS, join(work, 'opcache')));
  });

  after(() => rmSync(work, {recursive: true, force: true}));

  test('every request answers, and PHP reports nothing', () => {
    assert.deepEqual(
      responses.map((response) => response.status),
      REQUESTS.map(() => 200),
      responses.map((response) => response.body.slice(0, 400)).join('\n'),
    );
    assert.doesNotMatch(log, /PHP (Fatal error|Warning|Notice|Deprecated|Parse error)/);
  });

  test('the autoloader loads the page’s classes from their titles and App\\ from src/', () => {
    for (const response of responses)
      assert.deepEqual(JSON.parse(response.body).classes, ['Hello', 'App\\Model\\User']);
  });

  test('the upload bytes arrive as the files they name, each holding its line', () => {
    assert.deepEqual(JSON.parse(responses[0].body).files, [
      ['photo', 'a.png', 'application/octet-stream', uploadContent('a.png')],
      ['docs', 'b.txt', 'application/octet-stream', uploadContent('b.txt')],
      // A quote in a name travels escaped, as a browser's form sends it.
      ['docs', 'c %22quoted%22.txt', 'application/octet-stream', uploadContent('c "quoted".txt')],
    ]);
  });

  test('$_SERVER holds what the model gives PHP in the browser, for each path', () => {
    REQUESTS.forEach((sent, i) => {
      /** @type {Record<string, string>} */
      const server = JSON.parse(responses[i].body).server;
      assert.ok(server.REQUEST_TIME && server.REQUEST_TIME_FLOAT, 'PHP sets the request time');
      const expected = serverVariables(sent, {
        root: project,
        host: '127.0.0.1',
        port: Number(server.SERVER_PORT),
        software: server.SERVER_SOFTWARE,
        now: 0,
      });
      assert.deepEqual(modelled(server), modelled(expected), `${sent.method} ${sent.path}`);
    });
  });
});
