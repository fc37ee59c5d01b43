/// <reference lib="webworker" />
// Runs a guide example on PHP 8.2 compiled to WebAssembly (@php-wasm), with the guide's Slim 4
// packages, inside this worker: PHP never sees the page, and once it has started this worker can
// reach nothing outside itself and runs no code but its own (workerLockdown.ts, phpHardening.ts), on
// any host, with or without security headers.
import {__private__dont__use, loadPHPRuntime, PHP, setPhpIniEntries} from '@php-wasm/universal';
// Built by src/features/playground/phpPlayground.ts: each package set's vendor/ as a hashed JSON asset.
import vendorSets from '@generated/php-playground/default/vendor-sets.js';
import {
  AUTOLOAD,
  COMPOSER_AUTOLOAD_IN_PROJECT,
  DOCUMENT_ROOT,
  ENTRY_POINT,
  PROJECT_DIRS,
  projectFiles,
} from '../model/project.mjs';
import {encodeRequest, serverVariables} from '../model/request.mjs';
import {CappedSink, OUTPUT_CAP_BYTES} from './outputCap';
import {HARDENED_INI, RUNTIME_CONSTANTS_FILE} from './phpHardening';
import type {VendorSet} from '../phpPlayground';
import type {ExampleFile, FromWorker, PhpRequest, PhpResponse, ToWorker} from './protocol';
import {parseResponseHead} from './responseHead';
import {lockDownWorker} from './workerLockdown';

const scope = self as unknown as DedicatedWorkerGlobalScope;
/** Where the example's project is (its layout: model/project.mjs); open_basedir allows it (phpHardening.ts). */
const APP_DIR = '/app';
/** The host PHP is served as, in $_SERVER and in the Host header. */
const HOST = 'localhost';

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

async function startPhp(vendor: VendorSet): Promise<PHP> {
  const started = performance.now();
  const jspi = supportsJspi();
  const loaderModule = await (jspi ? import('@php-wasm-loader/jspi') : import('@php-wasm-loader/asyncify'));
  const progress = new Progress(loaderModule.dependenciesTotalSize + vendor.bytes);
  // The run's package set, fetched before the worker seals itself: a run on another set gets a new worker (phpClient.ts).
  const vendorUrl = new URL(vendor.url, scope.location.href);
  if (vendorUrl.origin !== scope.location.origin) throw new Error(`${vendor.url} is not on this site`);
  const vendorFiles = fetchCounted(vendorUrl.href, 'vendor', progress).then(
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
    // vendor/autoload.php is the project's own (model/project.mjs), which wraps Composer's.
    writeFile(php, `${APP_DIR}/${path === AUTOLOAD ? COMPOSER_AUTOLOAD_IN_PROJECT : path}`, code);
  }
  for (const dir of PROJECT_DIRS) php.mkdir(`${APP_DIR}/${dir}`);
  php.chdir(`${APP_DIR}/${DOCUMENT_ROOT}`);
  await setPhpIniEntries(php, {
    allow_url_fopen: '0',
    // As in production: a fatal error answers 500, and its message goes to stderr, shown apart.
    display_errors: '0',
    log_errors: '1',
    html_errors: '0',
    error_reporting: String(32767),
    ...HARDENED_INI,
  });
  // @php-wasm's prepend file asks file_exists() of its constants file on every request. open_basedir
  // lets a listed file through only if it exists (a missing one is judged by its folder, which is not
  // listed), so without this empty one every run showed the reader an open_basedir warning.
  php.writeFile(RUNTIME_CONSTANTS_FILE, '{}');
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

/** Files the previous run wrote, removed before the next so that examples never mix. */
let written: string[] = [];

async function run(php: PHP, code: string, files: ExampleFile[], request: PhpRequest): Promise<PhpResponse> {
  const started = performance.now();
  for (const path of written) if (php.fileExists(path)) php.unlink(path);
  written = [];
  const project = projectFiles({entry: code, files, composerAutoload: COMPOSER_AUTOLOAD_IN_PROJECT});
  for (const [path, contents] of project) {
    writeFile(php, `${APP_DIR}/${path}`, contents);
    written.push(`${APP_DIR}/${path}`);
  }
  const encoded = encodeRequest(request);
  const headers: Record<string, string> = {host: HOST};
  for (const [name, value] of encoded.headers) headers[name.toLowerCase()] = value;
  const captured: RunOutput = {
    headers: new CappedSink(RAW_HEADERS_CAP_BYTES),
    stdout: new CappedSink(OUTPUT_CAP_BYTES),
    stderr: new CappedSink(OUTPUT_CAP_BYTES),
  };
  output = captured;
  try {
    const streamed = await php.runStream({
      scriptPath: `${APP_DIR}/${ENTRY_POINT}`,
      relativeUri: request.path,
      method: request.method as 'GET',
      headers,
      body: encoded.body ?? undefined,
      $_SERVER: serverVariables(request, {
        root: APP_DIR,
        host: HOST,
        port: 80,
        software: 'PHP (WebAssembly) in your browser',
        now: Date.now(),
      }),
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
/** The package set this worker's PHP has in its file system. */
let vendorSet: string | null = null;
// One request at a time: PHP runs one request per instance.
let queue: Promise<unknown> = Promise.resolve();

scope.addEventListener('message', (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message?.type !== 'run') return;
  const vendor = Object.hasOwn(vendorSets, message.packageSet) ? vendorSets[message.packageSet] : undefined;
  if (vendor) {
    vendorSet ??= vendor.id;
    php ??= startPhp(vendor);
  }
  queue = queue.then(async () => {
    try {
      if (!vendor) throw new Error(`No package set "${message.packageSet}" was built.`);
      if (vendor.id !== vendorSet) throw new Error(`This worker runs the ${vendorSet} packages, not ${vendor.id}.`);
      const response = await run(await php!, message.code, message.files, message.request);
      post({type: 'response', id: message.id, response});
    } catch (error) {
      post({type: 'error', id: message.id, message: error instanceof Error ? error.message : String(error)});
    }
  });
});
