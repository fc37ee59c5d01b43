// Inside the worker thread: PHP 8.2 from @php-wasm/web-8-2, the build the Run button ships, with
// the packed vendor/ the Run button fetches, run by the Run button's own core (phpRun.ts): a fresh
// PHP instance per run, the hardened php.ini, the file quota, the heap and output caps. The server
// (phpRunner.ts) holds the time limit: it ends this thread when a run takes too long.
import {readFileSync} from 'node:fs';
import {parentPort, workerData} from 'node:worker_threads';
import {preparePhp, runOnce, webPhpInNode, type PreparedPhp, type VendorFiles} from '../playground/node';
import type {FromPhpWorker, PhpWorkerData, ToPhpWorker} from './phpWorkerProtocol';

/**
 * What PHP could reach the network through: Emscripten opens PHP's sockets as WebSockets, and Node
 * has a global WebSocket. Without these, connect() fails inside PHP and nothing leaves the thread.
 */
const NETWORK_GLOBALS = ['WebSocket', 'WebSocketStream', 'fetch', 'EventSource', 'XMLHttpRequest'];
for (const name of NETWORK_GLOBALS) {
  Object.defineProperty(globalThis, name, {value: undefined, configurable: false, writable: false});
}

const port = parentPort!;
const {vendorFile} = workerData as PhpWorkerData;
const post = (message: FromPhpWorker) => port.postMessage(message);

/** Loads PHP and the vendor once, then serves runs; the thread's module is CommonJS (no top-level await). */
async function main(): Promise<void> {
  const vendor = JSON.parse(readFileSync(vendorFile, 'utf8')) as VendorFiles;
  const createPhp = await webPhpInNode();
  /** The instance the next run takes, prepared while the agent reads the previous answer. */
  let standby: Promise<PreparedPhp> = preparePhp(createPhp, vendor);
  await standby;
  post({type: 'ready'});

  // One request at a time: one PHP instance serves one request.
  let queue: Promise<unknown> = Promise.resolve();
  port.on('message', (message: ToPhpWorker) => {
    queue = queue.then(async () => {
      try {
        const prepared = await standby;
        // The time limit counts from here: preparing PHP is not the program's time.
        post({type: 'started', id: message.id});
        const response = await runOnce(prepared, {
          code: message.code,
          files: message.files,
          request: message.request,
          serverSoftware: 'PHP (WebAssembly) in slim-docs-mcp',
          now: Date.now(),
        });
        post({type: 'response', id: message.id, response});
      } catch (error) {
        post({type: 'error', id: message.id, message: error instanceof Error ? error.message : String(error)});
      } finally {
        // The next instance, prepared after the run so that it does not slow the run down.
        standby = preparePhp(createPhp, vendor);
        // A failed preparation is reported by the run that takes it.
        standby.catch(() => {});
      }
    });
  });
}

main().catch((error: unknown) => {
  // The server sees the thread end while starting and says so to the agent.
  console.error(error);
  process.exit(1);
});
