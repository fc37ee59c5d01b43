/// <reference lib="webworker" />
// Runs a guide example on PHP 8.2 compiled to WebAssembly (@php-wasm), with the guide's Slim 4
// packages, inside this worker: PHP never sees the page, and once it has started this worker can
// reach nothing outside itself and runs no code but its own (workerLockdown.ts, phpHardening.ts), on
// any host, with or without security headers.
import {loadPHPRuntime, PHP} from '@php-wasm/universal';
// Built by src/features/playground/phpPlayground.ts: each package set's vendor/ as a hashed JSON asset.
import vendorSets from '@generated/php-playground/default/vendor-sets.js';
import type {VendorSet} from '../phpPlayground';
import {preparePhp, runOnce, type CreatePhp, type PreparedPhp, type VendorFiles} from './phpRun';
import type {ExampleFile, FromWorker, PhpRequest, PhpResponse, ToWorker} from './protocol';
import {lockDownWorker} from './workerLockdown';

const scope = self as unknown as DedicatedWorkerGlobalScope;

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

/** What a run needs from the network, fetched once per worker; each run's PHP is started from it. */
type Host = {createPhp: CreatePhp; vendor: VendorFiles};

/**
 * Fetches the runtime and the run's package set once, compiling the .wasm while it downloads, then
 * seals the worker. Each later PHP instance is instantiated from the compiled module: no fetch, no
 * eval. A run on another package set gets a new worker (phpClient.ts), since this one can fetch no more.
 */
async function startHost(vendorSet: VendorSet): Promise<Host> {
  const started = performance.now();
  const jspi = supportsJspi();
  const loaderModule = await (jspi ? import('@php-wasm-loader/jspi') : import('@php-wasm-loader/asyncify'));
  const progress = new Progress(loaderModule.dependenciesTotalSize + vendorSet.bytes);
  const vendorUrl = new URL(vendorSet.url, scope.location.href);
  if (vendorUrl.origin !== scope.location.origin) throw new Error(`${vendorSet.url} is not on this site`);
  const vendorFiles = fetchCounted(vendorUrl.href, 'vendor', progress).then(
    (response) => response.json() as Promise<VendorFiles>,
  );
  const compiled = fetchCounted(loaderModule.dependencyFilename, 'wasm', progress).then((response) =>
    WebAssembly.compileStreaming(response),
  );
  const createPhp: CreatePhp = async () => {
    const module = await compiled;
    const runtimeId = await loadPHPRuntime(loaderModule, websocketDisabled, {
      phpWasmAsyncMode: jspi ? 'jspi' : 'asyncify',
      instantiateWasm(
        imports: WebAssembly.Imports,
        receive: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void,
      ) {
        WebAssembly.instantiate(module, imports)
          .then((instance) => receive(instance, module))
          .catch((error: unknown) => post({type: 'error', id: 0, message: `PHP could not start: ${String(error)}`}));
        return {};
      },
    });
    return new PHP(runtimeId);
  };
  const host: Host = {createPhp, vendor: await vendorFiles};
  // The first instance proves the runtime starts before the worker is sealed.
  standby = preparePhp(host.createPhp, host.vendor);
  await standby;
  // After start-up nothing in this worker may reach the network or evaluate a string: PHP's sockets
  // already go nowhere (see websocketDisabled), and the globals a library could use are removed.
  const unsealed = lockDownWorker(scope);
  if (unsealed.length) {
    // Never run a reader's code in a worker that could not be sealed.
    throw new Error(
      `The Run button is unavailable in this browser: its PHP worker could not be sealed (${unsealed.join(', ')}).`,
    );
  }
  post({type: 'ready', milliseconds: Math.round(performance.now() - started)});
  return host;
}

/**
 * The instance the next run takes: prepared as soon as the previous run ended, while the reader
 * reads its answer, so that a fresh PHP per run costs the reader no wait.
 */
let standby: Promise<PreparedPhp> | null = null;

async function run(
  host: Host,
  id: number,
  code: string,
  files: ExampleFile[],
  request: PhpRequest,
): Promise<PhpResponse> {
  const prepared = await (standby ?? preparePhp(host.createPhp, host.vendor));
  standby = null;
  // Preparing a fresh PHP is not the program's time: the page's time limit starts now.
  post({type: 'started', id});
  try {
    return await runOnce(prepared, {
      code,
      files,
      request,
      serverSoftware: 'PHP (WebAssembly) in your browser',
      now: Date.now(),
    });
  } finally {
    standby = preparePhp(host.createPhp, host.vendor);
    // A failed preparation is reported by the run that takes it.
    standby.catch(() => {});
  }
}

let host: Promise<Host> | null = null;
/** The package set this worker's PHP instances have in their file system: the first run's. */
let hostSet: string | null = null;
// One request at a time: PHP runs one request per instance.
let queue: Promise<unknown> = Promise.resolve();

scope.addEventListener('message', (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message?.type !== 'run') return;
  const vendorSet = Object.hasOwn(vendorSets, message.packageSet) ? vendorSets[message.packageSet] : undefined;
  if (vendorSet && !host) {
    hostSet = vendorSet.id;
    host = startHost(vendorSet);
  }
  queue = queue.then(async () => {
    try {
      if (!vendorSet) throw new Error(`No package set "${message.packageSet}" was built.`);
      if (vendorSet.id !== hostSet) throw new Error(`This worker runs the ${hostSet} packages, not ${vendorSet.id}.`);
      const response = await run(await host!, message.id, message.code, message.files, message.request);
      post({type: 'response', id: message.id, response});
    } catch (error) {
      post({type: 'error', id: message.id, message: error instanceof Error ? error.message : String(error)});
    }
  });
});
