// The run core: one reader's request on a PHP instance that nothing ran on before and nothing runs
// on after. It lays out the project, applies the hardened php.ini, bounds the files and the heap,
// captures and caps the output, runs the request and returns the response. The host gives it a way
// to start a PHP instance and the vendor files; the browser's host is php.worker.ts. No DOM or
// worker API here (@php-wasm/universal is the same in Node), so that a Node host runs it as it is.
import {__private__dont__use, setPhpIniEntries, type PHP} from '@php-wasm/universal';
import {
  AUTOLOAD,
  COMPOSER_AUTOLOAD_IN_PROJECT,
  DOCUMENT_ROOT,
  ENTRY_POINT,
  PROJECT_DIRS,
  projectFiles,
} from '../model/project.mjs';
import {encodeRequest, serverVariables} from '../model/request.mjs';
import {FILE_QUOTA_BYTES, installFileQuota, type EmscriptenFs, type FileQuota} from './fileQuota';
import {capWasmHeap, WASM_HEAP_CAP_BYTES} from './heapCap';
import {CappedSink, OUTPUT_CAP_BYTES} from './outputCap';
import {HARDENED_INI, SQLITE_HEAP_LIMIT_BYTES} from './phpHardening';
import type {ExampleFile, PhpRequest, PhpResponse} from './protocol';
import {parseResponseHead} from './responseHead';

/** Where the example's project is (its layout: model/project.mjs); open_basedir allows it (phpHardening.ts). */
const APP_DIR = '/app';
/** The host PHP is served as, in $_SERVER and in the Host header. */
const HOST = 'localhost';

/** Composer's vendor/ as path (relative to the project, `vendor/...`) → contents. */
export type VendorFiles = Record<string, string>;

/** Starts a new PHP runtime (the host's loader, its .wasm, its sockets). */
export type CreatePhp = () => Promise<PHP>;

/** The raw header stream is JSON; past this it is cut (a header loop of PHP's whole memory limit). */
const RAW_HEADERS_CAP_BYTES = 8 * 1024 * 1024;

type RunOutput = {headers: CappedSink; stdout: CappedSink; stderr: CappedSink};

/** A PHP instance laid out for one run and not yet used: the vendor written, php.ini set, limits on. */
export type PreparedPhp = {
  php: PHP;
  /** The vendor set it holds (the host compares it with the one a run names). */
  vendor: VendorFiles;
  quota: FileQuota;
  /** Where the running request's output goes; null outside the run. */
  output: {current: RunOutput | null};
};

/** The parts of @php-wasm's Emscripten module the core uses. */
type Runtime = {
  FS: EmscriptenFs & {mkdirTree(path: string): void; writeFile(path: string, data: string | Uint8Array): void};
  wasmExports?: {memory?: WebAssembly.Memory};
};

function runtimeOf(php: PHP): Runtime & Record<string, unknown> {
  return (php as unknown as Record<symbol, Runtime & Record<string, unknown>>)[__private__dont__use];
}

/**
 * Takes PHP's output as the runtime writes it, before @php-wasm queues it in streams: a program that
 * prints a gigabyte in one synchronous run would otherwise fill memory before a reader of the
 * stream could drop anything.
 */
function captureOutput(php: PHP, output: PreparedPhp['output']): void {
  const runtime = runtimeOf(php);
  for (const [hook, sink] of [
    ['onHeaders', 'headers'],
    ['onStdout', 'stdout'],
    ['onStderr', 'stderr'],
  ] as const) {
    Object.defineProperty(runtime, hook, {
      get: () => (chunk: Uint8Array) => output.current?.[sink].write(chunk),
      // @php-wasm sets its own stream writers before every request; the core keeps the output itself.
      set: () => {},
      configurable: false,
    });
  }
}

/**
 * Each vendor set as the paths it is written to and its bytes, encoded once: writing bytes is a copy,
 * and a run's preparation then spends a third of the time on the vendor that strings cost.
 */
const encodedVendors = new WeakMap<VendorFiles, [string, Uint8Array][]>();

function encodedVendor(vendor: VendorFiles): [string, Uint8Array][] {
  let encoded = encodedVendors.get(vendor);
  if (!encoded) {
    const encoder = new TextEncoder();
    // vendor/autoload.php is the project's own (model/project.mjs), which wraps Composer's.
    encoded = Object.entries(vendor).map(([path, code]) => [
      path === AUTOLOAD ? COMPOSER_AUTOLOAD_IN_PROJECT : path,
      encoder.encode(code),
    ]);
    encodedVendors.set(vendor, encoded);
  }
  return encoded;
}

/**
 * Writes files under the project, making their folders once each. The runtime copies the bytes
 * (never `canOwn`): a file PHP rewrites in place must not change the cached vendor.
 */
function writeTree(runtime: Runtime, files: Iterable<[string, string | Uint8Array]>): void {
  const made = new Set<string>();
  for (const [path, contents] of files) {
    const absolute = `${APP_DIR}/${path}`;
    const dir = absolute.slice(0, absolute.lastIndexOf('/'));
    if (!made.has(dir)) {
      runtime.FS.mkdirTree(dir);
      made.add(dir);
    }
    runtime.FS.writeFile(absolute, contents);
  }
}

/**
 * A fresh PHP instance with the vendor, the project's folders and the hardened php.ini, its heap
 * and (through SQLite's own limit) SQLite's memory bounded; the file quota is armed by the run.
 */
export async function preparePhp(
  createPhp: CreatePhp,
  vendor: VendorFiles,
  {
    fileQuotaBytes = FILE_QUOTA_BYTES,
    heapCapBytes = WASM_HEAP_CAP_BYTES,
  }: {fileQuotaBytes?: number; heapCapBytes?: number} = {},
): Promise<PreparedPhp> {
  const php = await createPhp();
  const runtime = runtimeOf(php);
  capWasmHeap(runtime, heapCapBytes);
  writeTree(runtime, encodedVendor(vendor));
  for (const dir of PROJECT_DIRS) runtime.FS.mkdirTree(`${APP_DIR}/${dir}`);
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
  // SQLite's allocations are not PHP's (memory_limit does not see them). Its hard heap limit is
  // process-wide and PRAGMA can only lower it, so set here, before any reader code, it holds for
  // the run. This first request also starts PHP, which the reader's would do otherwise. It is
  // served from the entry point's place (open_basedir refuses a script outside the project), which
  // the run's own entry point then replaces.
  const setup = `${APP_DIR}/${ENTRY_POINT}`;
  runtime.FS.writeFile(
    setup,
    `<?php (new SQLite3(':memory:'))->exec('PRAGMA hard_heap_limit=${SQLITE_HEAP_LIMIT_BYTES}');`,
  );
  const limited = await php.run({scriptPath: setup});
  if (limited.exitCode !== 0) throw new Error(`PHP could not start: ${limited.errors}`);
  const output: PreparedPhp['output'] = {current: null};
  captureOutput(php, output);
  const quota = installFileQuota(runtime.FS, fileQuotaBytes);
  return {php, vendor, quota, output};
}

export type RunInput = {
  code: string;
  files: ExampleFile[];
  request: PhpRequest;
  /** $_SERVER['SERVER_SOFTWARE']: says where PHP runs. */
  serverSoftware: string;
  /** The request's time in milliseconds since 1970. */
  now: number;
};

/**
 * Runs one request on a prepared instance, then ends the instance: whatever the reader's code did
 * to its files, its memory or PHP's process state, no later run sees it.
 */
export async function runOnce(prepared: PreparedPhp, input: RunInput): Promise<PhpResponse> {
  const {php, quota, output} = prepared;
  const started = performance.now();
  try {
    const runtime = runtimeOf(php);
    writeTree(
      runtime,
      projectFiles({entry: input.code, files: input.files, composerAutoload: COMPOSER_AUTOLOAD_IN_PROJECT}),
    );
    const encoded = encodeRequest(input.request);
    const headers: Record<string, string> = {host: HOST};
    for (const [name, value] of encoded.headers) headers[name.toLowerCase()] = value;
    const captured: RunOutput = {
      headers: new CappedSink(RAW_HEADERS_CAP_BYTES),
      stdout: new CappedSink(OUTPUT_CAP_BYTES),
      stderr: new CappedSink(OUTPUT_CAP_BYTES),
    };
    output.current = captured;
    quota.arm();
    try {
      const streamed = await php.runStream({
        scriptPath: `${APP_DIR}/${ENTRY_POINT}`,
        relativeUri: input.request.path,
        method: input.request.method as 'GET',
        headers,
        body: encoded.body ?? undefined,
        $_SERVER: serverVariables(input.request, {
          root: APP_DIR,
          host: HOST,
          port: 80,
          software: input.serverSoftware,
          now: input.now,
        }),
      });
      // A fatal error still answers (500 with PHP's message, exit code 255); a rejection is the
      // runtime's own failure, and the host then reports it.
      await streamed.exitCode;
      // The runtime frees the request's memory once the response has finished (a handler it attaches
      // to `finished` first): the instance may end only after that, or the free meets no runtime.
      await streamed.finished;
    } finally {
      output.current = null;
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
  } finally {
    endPhp(php);
  }
}

/** Ends an instance; its memory (heap and files) goes with the last reference to it. */
function endPhp(php: PHP): void {
  try {
    php.exit();
  } catch {
    // A runtime that aborted has ended already.
  }
}
