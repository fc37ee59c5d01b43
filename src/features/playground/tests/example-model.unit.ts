// The PHP-example model the example runner and the Run button's worker share (model/project.mjs,
// model/request.mjs): the project they serve, the bytes they send, the $_SERVER entries PHP gets;
// and a guard that neither side computes any of it on its own again.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {test} from 'node:test';
import {
  autoloaderSource,
  COMPOSER_AUTOLOAD_IN_PROJECT,
  ENTRY_POINT,
  PROJECT_DIRS,
  phpString,
  projectFiles,
} from '../model/project.mjs';
import {encodeRequest, multipartForm, serverVariables} from '../model/request.mjs';

const page = [
  {path: 'src/Greeter.php', code: '<?php\nnamespace Acme;\nfinal class Greeter {}', classes: ['Acme\\Greeter']},
  {path: 'templates/hello.html', code: '<p>Hello</p>\n', classes: []},
];

test('the project is Slim’s skeleton layout, served from public/index.php', () => {
  assert.deepEqual(PROJECT_DIRS, ['public', 'src', 'templates', 'logs', 'var/cache', 'var/log', 'cache', 'uploads']);
  assert.equal(ENTRY_POINT, 'public/index.php');
  const files = projectFiles({entry: '<?php echo 1;', files: page, composerAutoload: '/shared/vendor/autoload.php'});
  assert.deepEqual(
    [...files.keys()],
    ['src/Greeter.php', 'templates/hello.html', 'vendor/autoload.php', 'public/index.php'],
  );
  // The page's files as an editor saves them (one final newline); the entry point as it was built.
  assert.equal(files.get('src/Greeter.php'), '<?php\nnamespace Acme;\nfinal class Greeter {}\n');
  assert.equal(files.get('templates/hello.html'), '<p>Hello</p>\n');
  assert.equal(files.get('public/index.php'), '<?php echo 1;');
});

test('a file title that leaves the project is refused with its name', () => {
  for (const path of ['../outside.php', 'src/../../etc/passwd', '/etc/passwd']) {
    assert.throws(
      () => projectFiles({entry: '', files: [{path, code: '', classes: []}], composerAutoload: 'x'}),
      {message: `file title ${path} leaves the project`},
      path,
    );
  }
});

test('vendor/autoload.php adds the page’s classes, relative to the project, and App\\ → src/ to Composer’s', () => {
  const classMap = `'{"Acme\\\\\\\\Greeter":"src/Greeter.php"}'`;
  const body = [
    `$loader->addClassMap(array_map(static fn (string $path): string => dirname(__DIR__) . '/' . $path, json_decode(${classMap}, true)));`,
    "$loader->addPsr4('App\\\\', dirname(__DIR__) . '/src/');",
    'return $loader;',
    '',
  ];
  // The runner shares one vendor/ between its projects; the worker copies it in beside ours.
  assert.equal(
    autoloaderSource({files: page, composerAutoload: '/shared/vendor/autoload.php'}),
    ['<?php', "$loader = require '/shared/vendor/autoload.php';", ...body].join('\n'),
  );
  assert.equal(
    autoloaderSource({files: page, composerAutoload: COMPOSER_AUTOLOAD_IN_PROJECT}),
    ['<?php', "$loader = require dirname(__DIR__) . '/vendor/autoload_composer.php';", ...body].join('\n'),
  );
});

test('phpString quotes backslashes and single quotes, nothing else', () => {
  assert.equal(phpString(`it's C:\\ "x" $y`), `'it\\'s C:\\\\ "x" $y'`);
});

test('an upload is one small file per field, in the bytes a browser’s form would send', () => {
  const form = multipartForm(
    [
      ['photo', 'a.png'],
      ['docs[]', 'b.txt'],
    ],
    'XyZ',
  );
  assert.equal(form.contentType, 'multipart/form-data; boundary=XyZ');
  assert.equal(
    new TextDecoder().decode(form.body),
    '--XyZ\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\n' +
      'Content-Type: application/octet-stream\r\n\r\nContent of a.png\n\r\n' +
      '--XyZ\r\nContent-Disposition: form-data; name="docs[]"; filename="b.txt"\r\n' +
      'Content-Type: application/octet-stream\r\n\r\nContent of b.txt\n\r\n' +
      '--XyZ--\r\n',
  );
  // Two forms never share a boundary.
  assert.notEqual(multipartForm([['a', 'b']]).contentType, multipartForm([['a', 'b']]).contentType);
});

test('a name typed with quotes or line breaks cannot end its header', () => {
  const text = new TextDecoder().decode(multipartForm([['f"\r\nX: 1', 'a".txt\n']], 'B').body);
  assert.match(text, /^--B\r\nContent-Disposition: form-data; name="f%22%0D%0AX: 1"; filename="a%22.txt%0A"\r\n/);
});

test('a request’s headers and body: as written, or the form with its content type', () => {
  const plain = encodeRequest({headers: [['Accept', 'text/html']], body: '{"a": 1}', uploads: []});
  assert.deepEqual(plain.headers, [['Accept', 'text/html']]);
  assert.equal(new TextDecoder().decode(plain.body ?? undefined), '{"a": 1}');
  assert.equal(encodeRequest({headers: [], body: '', uploads: []}).body, null);
  assert.equal(encodeRequest({headers: [], body: null, uploads: []}).body, null);
  const upload = encodeRequest(
    {
      headers: [
        ['content-type', 'text/plain'],
        ['X-A', '1'],
      ],
      body: 'ignored',
      uploads: [['f', 'a.txt']],
    },
    'B',
  );
  assert.deepEqual(upload.headers, [
    ['X-A', '1'],
    ['Content-Type', 'multipart/form-data; boundary=B'],
  ]);
  assert.deepEqual(upload.body, multipartForm([['f', 'a.txt']], 'B').body);
});

test('$_SERVER as PHP’s built-in server sets it with public/index.php as the router', () => {
  const server = {root: '/app', host: 'localhost', port: 80, software: 'PHP', now: 1_700_000_000_500};
  assert.deepEqual(serverVariables({method: 'GET', path: '/hello/a%20b?x=1&y=2'}, server), {
    DOCUMENT_ROOT: '/app/public',
    SCRIPT_FILENAME: '/app/public/index.php',
    SCRIPT_NAME: '/index.php',
    PHP_SELF: '/index.php/hello/a b',
    PATH_INFO: '/hello/a b',
    REQUEST_URI: '/hello/a%20b?x=1&y=2',
    QUERY_STRING: 'x=1&y=2',
    REQUEST_METHOD: 'GET',
    SERVER_PROTOCOL: 'HTTP/1.1',
    SERVER_NAME: 'localhost',
    SERVER_PORT: '80',
    SERVER_SOFTWARE: 'PHP',
    REMOTE_ADDR: '127.0.0.1',
    REQUEST_TIME: '1700000000',
    REQUEST_TIME_FLOAT: '1700000000.5',
  });
  // The script's own address has no path info; without "?" there is no query string.
  for (const [path, self] of [
    ['/', '/index.php'],
    ['/index.php', '/index.php'],
    ['/index.php/users', '/index.php/users'],
  ]) {
    const entries = serverVariables({method: 'POST', path}, server);
    assert.equal(entries.PHP_SELF, self, path);
    assert.equal(entries.PATH_INFO, path === '/index.php/users' ? '/users' : undefined, path);
    assert.equal('QUERY_STRING' in entries, false, path);
  }
  // A malformed escape is left as it is rather than failing the run.
  assert.equal(serverVariables({method: 'GET', path: '/%E0%A4'}, server).PATH_INFO, '/%E0%A4');
});

// What each side used to compute itself, and where it lives now.
const OWN_COPIES: [RegExp, string, string][] = [
  [/PROJECT_DIRS\s*=|'var\/cache'/, 'the project layout', 'project.mjs (PROJECT_DIRS, ENTRY_POINT)'],
  [/addClassMap|addPsr4/, 'the autoloader', 'project.mjs (projectFiles, autoloaderSource)'],
  [/(function|const|let)\s+phpString\b/, 'phpString', 'project.mjs (phpString)'],
  [/Content of|form-data|new FormData/, 'the upload encoding', 'request.mjs (encodeRequest)'],
  [/SCRIPT_FILENAME|PHP_SELF/, 'the $_SERVER entries', 'request.mjs (serverVariables)'],
];

test('neither the worker nor the example runner keeps its own copy of the model', () => {
  for (const file of ['src/features/playground/RunExample/php.worker.ts', 'scripts/lib/php-example-runner.mjs']) {
    const source = readFileSync(file, 'utf8');
    for (const [pattern, what, home] of OWN_COPIES) {
      assert.doesNotMatch(
        source,
        pattern,
        `${file} computes ${what} itself again: import it from src/features/playground/model/${home}, ` +
          'so that the Run button and the example runner keep serving the same project',
      );
    }
  }
});
