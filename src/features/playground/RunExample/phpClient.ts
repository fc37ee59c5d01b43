// The page's side of the PHP worker: one worker for every example on the page (and the pages the
// reader moves to), started on the first Run, replaced when the reader stops a run.
import type {ExampleFile, FromWorker, PhpRequest, PhpResponse, ToWorker} from './protocol';

/** A run that takes longer is stopped, so that an endless loop costs the reader nothing. */
const RUN_TIME_LIMIT_MS = 10_000;

export type Progress = {loaded: number; total: number};

type Pending = {
  resolve: (response: PhpResponse) => void;
  reject: (error: Error) => void;
  onProgress: (progress: Progress) => void;
  timer: ReturnType<typeof setTimeout> | null;
};

export class RunStopped extends Error {}

let worker: Worker | null = null;
let ready = false;
let nextId = 1;
const pending = new Map<number, Pending>();

function armTimer(entry: Pending): void {
  entry.timer = setTimeout(() => {
    stop(`Stopped after ${RUN_TIME_LIMIT_MS / 1000} s: the example did not answer (an endless loop?).`);
  }, RUN_TIME_LIMIT_MS);
}

function startWorker(): Worker {
  const created = new Worker(new URL('./php.worker.ts', import.meta.url), {name: 'php'});
  created.addEventListener('message', (event: MessageEvent<FromWorker>) => {
    const message = event.data;
    if (message.type === 'progress') {
      for (const entry of pending.values()) entry.onProgress(message);
    } else if (message.type === 'ready') {
      ready = true;
      // The time limit counts from PHP's start: the download is not the example's fault.
      for (const entry of pending.values()) armTimer(entry);
    } else {
      const entry = pending.get(message.id);
      if (message.type === 'error' && message.id === 0) {
        stop(message.message);
        return;
      }
      if (!entry) return;
      pending.delete(message.id);
      if (entry.timer) clearTimeout(entry.timer);
      if (message.type === 'response') entry.resolve(message.response);
      else entry.reject(new Error(message.message));
    }
  });
  created.addEventListener('error', (event) => {
    stop(`PHP stopped: ${event.message || 'the worker failed to load'}`);
  });
  return created;
}

/** Ends the worker and every run in it; the next run starts a fresh PHP. */
export function stop(reason = 'Stopped.'): void {
  worker?.terminate();
  worker = null;
  ready = false;
  for (const entry of pending.values()) {
    if (entry.timer) clearTimeout(entry.timer);
    entry.reject(new RunStopped(reason));
  }
  pending.clear();
}

/** Whether PHP has already started in this page (a run then needs no download). */
export function isReady(): boolean {
  return ready;
}

export function runPhp(
  code: string,
  files: ExampleFile[],
  request: PhpRequest,
  onProgress: (progress: Progress) => void,
): Promise<PhpResponse> {
  worker ??= startWorker();
  const id = nextId++;
  return new Promise<PhpResponse>((resolve, reject) => {
    const entry: Pending = {resolve, reject, onProgress, timer: null};
    pending.set(id, entry);
    if (ready) armTimer(entry);
    const message: ToWorker = {type: 'run', id, code, files, request};
    worker!.postMessage(message);
  });
}
