/// <reference lib="webworker" />
// Runs a guide example on PHP 8.2 compiled to WebAssembly (@php-wasm), with the guide's Slim 4
// packages, inside this worker: PHP never sees the page, and once it has started this worker can
// reach nothing outside itself and runs no code but its own (workerLockdown.ts, phpHardening.ts), on
// any host, with or without security headers.
import {__private__dont__use, loadPHPRuntime, PHP, setPhpIniEntries} from '@php-wasm/universal';
// Built by src/features/playground/phpPlayground.ts: the Composer-installed vendor/ as one JSON asset.
import vendorArchiveUrl from '@generated/php-playground/default/slim-vendor.json';
import vendorArchiveMeta from '@generated/php-playground/default/slim-vendor-meta.json';
import {CappedSink, OUTPUT_CAP_BYTES} from './outputCap';
import {HARDENED_INI} from './phpHardening';
import type {ExampleFile, FromWorker, PhpRequest, PhpResponse, ToWorker} from './protocol';
import {parseResponseHead} from './responseHead';
import {lockDownWorker} from './workerLockdown';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const APP_DIR = '/app';
// The project as the example runner lays it out (scripts/lib/php-example-runner.mjs).
const PROJECT_DIRS = ['public', 'src', 'templates', 'logs', 'var/cache', 'var/log', 'cache', 'uploads'];
/** Composer's own autoloader; vendor/autoload.php wraps it to add the page's classes. */
const COMPOSER_AUTOLOAD = 'vendor/autoload_composer.php';
const DOCUMENT_ROOT = `${APP_DIR}/public`;
const ENTRY = `${DOCUMENT_ROOT}/index.php`;

function post(message: FromWorker): void {
  scope.postMessage(message);
}

/** Chromium ships JavaScript Promise Integration; other browsers take the Asyncify build. */
function supportsJspi(): boolean {
  return typeof (WebAssembly as unknown as {Suspending?: unknown}).Suspending === 'function';
}

/** Sums the bytes of several downloads into one progress report. */
class Progress {
  private loaded = new Map<string, number>();
  constructor(private readonly total: number) {}
  report(name: string, bytes: number): void {
    this.loaded.set(name, bytes);
    let loaded = 0;
    for (const value of this.loaded.values()) loaded += value;
    post({type: 'progress', loaded: Math.min(loaded, this.total), total: this.total});
  }
}

/** A response whose body reports its bytes as they arrive. */
async function fetchCounted(url: string, name: string, progress: Progress): Promise<Response> {
  const response = await fetch(url, {credentials: 'same-origin'});
  if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`);
  let loaded = 0;
  const counted = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        loaded += chunk.byteLength;
        progress.report(name, loaded);
        controller.enqueue(chunk);
      },
    }),
  );
  return new Response(counted, {headers: response.headers});
}

/**
 * Emscripten opens PHP's sockets as WebSockets. This one refuses at once, so PHP's connect() fails
 * (fsockopen() returns false, file_get_contents() of a URL warns) without touching the network.
 */
const websocketDisabled = {
  websocket: {
    decorator: () =>
      class NoNetworkSocket {
        constructor() {
          throw new Error('PHP has no network in the browser');
        }
      },
  },
};

async function startPhp(): Promise<PHP> {
  const started = performance.now();
  const jspi = supportsJspi();
  const loaderModule = await (jspi ? import('@php-wasm-loader/jspi') : import('@php-wasm-loader/asyncify'));
  const progress = new Progress(loaderModule.dependenciesTotalSize + vendorArchiveMeta.bytes);
  const vendorFiles = fetchCounted(vendorArchiveUrl, 'vendor', progress).then(
    (response) => response.json() as Promise<Record<string, string>>,
  );
  const runtimeId = await loadPHPRuntime(loaderModule, websocketDisabled, {
    phpWasmAsyncMode: jspi ? 'jspi' : 'asyncify',
    instantiateWasm(
      imports: WebAssembly.Imports,
      receive: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void,
    ) {
      fetchCounted(loaderModule.dependencyFilename, 'wasm', progress)
        .then((response) => WebAssembly.instantiateStreaming(response, imports))
        .then(({instance, module}) => receive(instance, module))
        .catch((error: unknown) => post({type: 'error', id: 0, message: `PHP could not start: ${String(error)}`}));
      return {};
    },
  });
  const php = new PHP(runtimeId);
  for (const [path, code] of Object.entries(await vendorFiles)) {
    writeFile(php, `${APP_DIR}/${path === 'vendor/autoload.php' ? COMPOSER_AUTOLOAD : path}`, code);
  }
  for (const dir of PROJECT_DIRS) php.mkdir(`${APP_DIR}/${dir}`);
  php.chdir(DOCUMENT_ROOT);
  await setPhpIniEntries(php, {
    allow_url_fopen: '0',
    // As in production: a fatal error answers 500, and its message goes to stderr, shown apart.
    display_errors: '0',
    log_errors: '1',
    html_errors: '0',
    error_reporting: String(32767),
    ...HARDENED_INI,
  });
  // After start-up nothing in this worker may reach the network or evaluate a string: PHP's sockets
  // already go nowhere (see websocketDisabled), and the globals a library could use are removed.
  const unsealed = lockDownWorker(scope);
  if (unsealed.length) {
    // Never run a reader's code in a worker that could not be sealed.
    throw new Error(
      `The Run button is unavailable in this browser: its PHP worker could not be sealed (${unsealed.join(', ')}).`,
    );
  }
  captureOutput(php);
  post({type: 'ready', milliseconds: Math.round(performance.now() - started)});
  return php;
}

/** The raw header stream is JSON; past this it is cut (a header loop of PHP's whole memory limit). */
const RAW_HEADERS_CAP_BYTES = 8 * 1024 * 1024;

type RunOutput = {headers: CappedSink; stdout: CappedSink; stderr: CappedSink};
/** Where the running request's output goes; null between runs. */
let output: RunOutput | null = null;

/**
 * Takes PHP's output as the runtime writes it, before @php-wasm queues it in streams: a program that
 * prints a gigabyte in one synchronous run would otherwise fill the worker's memory before a reader
 * of the stream could drop anything.
 */
function captureOutput(php: PHP): void {
  const runtime = (php as unknown as Record<symbol, Record<string, unknown>>)[__private__dont__use];
  for (const [hook, sink] of [
    ['onHeaders', 'headers'],
    ['onStdout', 'stdout'],
    ['onStderr', 'stderr'],
  ] as const) {
    Object.defineProperty(runtime, hook, {
      get: () => (chunk: Uint8Array) => output?.[sink].write(chunk),
      // @php-wasm sets its own stream writers before every request; this worker keeps the output itself.
      set: () => {},
      configurable: false,
    });
  }
}

function writeFile(php: PHP, path: string, code: string): void {
  php.mkdir(path.slice(0, path.lastIndexOf('/')));
  php.writeFile(path, code);
}

function serverEntries(request: PhpRequest): Record<string, string> {
  const query = request.path.includes('?') ? request.path.slice(request.path.indexOf('?') + 1) : '';
  const now = Date.now();
  return {
    // What PHP's built-in server sets when public/index.php is its router, as the example runner uses it.
    DOCUMENT_ROOT,
    SCRIPT_FILENAME: ENTRY,
    SCRIPT_NAME: '/index.php',
    PHP_SELF: '/index.php',
    REQUEST_URI: request.path,
    QUERY_STRING: query,
    REQUEST_METHOD: request.method,
    SERVER_PROTOCOL: 'HTTP/1.1',
    SERVER_NAME: 'localhost',
    SERVER_PORT: '80',
    SERVER_SOFTWARE: 'PHP (WebAssembly) in your browser',
    REMOTE_ADDR: '127.0.0.1',
    REQUEST_TIME: String(Math.floor(now / 1000)),
    REQUEST_TIME_FLOAT: String(now / 1000),
  };
}

const phpString = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** vendor/autoload.php: Composer's, plus the page's classes where the page puts them, and App\ → src/. */
function autoloader(files: ExampleFile[]): string {
  const classMap: Record<string, string> = {};
  for (const file of files) for (const name of file.classes) classMap[name] = `${APP_DIR}/${file.path}`;
  return [
    '<?php',
    `$loader = require __DIR__ . '/${COMPOSER_AUTOLOAD.slice('vendor/'.length)}';`,
    `$loader->addClassMap(json_decode(${phpString(JSON.stringify(classMap))}, true));`,
    "$loader->addPsr4('App\\\\', dirname(__DIR__) . '/src/');",
    'return $loader;',
    '',
  ].join('\n');
}

/** A multipart form with one small file per [field, name], as the example runner sends it. */
function multipart(uploads: [string, string][]): {body: Uint8Array; contentType: string} {
  const boundary = `----slim-example-${Math.random().toString(16).slice(2)}`;
  let text = '';
  for (const [field, name] of uploads) {
    text += `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\n`;
    text += `Content-Type: application/octet-stream\r\n\r\nContent of ${name}\n\r\n`;
  }
  text += `--${boundary}--\r\n`;
  return {body: new TextEncoder().encode(text), contentType: `multipart/form-data; boundary=${boundary}`};
}

/** Files the previous run wrote, removed before the next so that examples never mix. */
let written: string[] = [];

async function run(php: PHP, code: string, files: ExampleFile[], request: PhpRequest): Promise<PhpResponse> {
  const started = performance.now();
  for (const path of written) if (php.fileExists(path)) php.unlink(path);
  written = [];
  for (const file of files) {
    if (file.path.split('/').includes('..')) continue;
    writeFile(php, `${APP_DIR}/${file.path}`, file.code);
    written.push(`${APP_DIR}/${file.path}`);
  }
  writeFile(php, `${APP_DIR}/vendor/autoload.php`, autoloader(files));
  writeFile(php, ENTRY, code);
  const headers: Record<string, string> = {host: 'localhost'};
  for (const [name, value] of request.headers) headers[name.toLowerCase()] = value;
  let body = request.body ? new TextEncoder().encode(request.body) : undefined;
  if (request.uploads.length) {
    const form = multipart(request.uploads);
    body = form.body;
    headers['content-type'] = form.contentType;
  }
  const captured: RunOutput = {
    headers: new CappedSink(RAW_HEADERS_CAP_BYTES),
    stdout: new CappedSink(OUTPUT_CAP_BYTES),
    stderr: new CappedSink(OUTPUT_CAP_BYTES),
  };
  output = captured;
  try {
    const streamed = await php.runStream({
      scriptPath: ENTRY,
      relativeUri: request.path,
      method: request.method as 'GET',
      headers,
      body,
      $_SERVER: serverEntries(request),
    });
    // A fatal error still answers (500 with PHP's message, exit code 255); a rejection is the
    // runtime's own failure, and the page then replaces the worker.
    await streamed.exitCode;
  } finally {
    output = null;
  }
  const head = parseResponseHead(captured.headers.text(), captured.headers.dropped > 0);
  return {
    status: head.status,
    headers: head.headers,
    body: captured.stdout.text(),
    errors: captured.stderr.text(),
    dropped: {body: captured.stdout.dropped, errors: captured.stderr.dropped, headers: head.droppedHeaders},
    milliseconds: Math.round(performance.now() - started),
  };
}

let php: Promise<PHP> | null = null;
// One request at a time: PHP runs one request per instance.
let queue: Promise<unknown> = Promise.resolve();

scope.addEventListener('message', (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message?.type !== 'run') return;
  php ??= startPhp();
  queue = queue.then(async () => {
    try {
      const response = await run(await php!, message.code, message.files, message.request);
      post({type: 'response', id: message.id, response});
    } catch (error) {
      post({type: 'error', id: message.id, message: error instanceof Error ? error.message : String(error)});
    }
  });
});
