// The page's side of the PHP worker: one worker for every example on the page (and the pages the
// reader moves to), started on the first Run, replaced when the reader stops a run.
import type {ExampleFile, FromWorker, PhpRequest, PhpResponse, ToWorker} from './protocol';

/** A run that takes longer is stopped, so that an endless loop costs the reader nothing. */
const RUN_TIME_LIMIT_MS = 10_000;
/**
 * Preparing a fresh PHP for a run (php.worker.ts) takes well under a second; a worker stuck at it is
 * stopped too, but its time is not the program's: the run's own limit starts when its request does.
 */
const PREPARE_TIME_LIMIT_MS = 30_000;

export type Progress = {loaded: number; total: number};

/**
 * The time that runs sharing one limit have left (a tutorial Check's requests, one after the other):
 * each run spends from it while PHP works on it, and the run that uses it up is stopped.
 */
export type TimeBudget = {leftMs: number};

/** A fresh budget of the run time limit. */
export function timeBudget(): TimeBudget {
  return {leftMs: RUN_TIME_LIMIT_MS};
}

type Pending = {
  resolve: (response: PhpResponse) => void;
  reject: (error: Error) => void;
  onProgress: (progress: Progress) => void;
  budget: TimeBudget;
  timer: ReturnType<typeof setTimeout> | null;
  armedAt: number;
  /** Until the worker says the run has started: how long PHP may take to get ready for it. */
  preparing: ReturnType<typeof setTimeout> | null;
};

export class RunStopped extends Error {}

let worker: Worker | null = null;
/** The package set the worker runs (it fetches one before it seals itself, so another needs a new worker). */
let workerSet: string | null = null;
let ready = false;
let nextId = 1;
const pending = new Map<number, Pending>();

function armTimer(entry: Pending): void {
  entry.armedAt = Date.now();
  entry.timer = setTimeout(
    () => {
      stop(`Stopped after ${RUN_TIME_LIMIT_MS / 1000} s: the example did not answer (an endless loop?).`);
    },
    Math.max(0, entry.budget.leftMs),
  );
}

function armPreparing(entry: Pending): void {
  entry.preparing ??= setTimeout(
    () => stop('Stopped: PHP did not get ready for the run; the next run starts a fresh one.'),
    PREPARE_TIME_LIMIT_MS,
  );
}

/** Ends an entry's timers and takes the time it ran from its budget. */
function disarmTimer(entry: Pending): void {
  if (entry.preparing) clearTimeout(entry.preparing);
  entry.preparing = null;
  if (!entry.timer) return;
  clearTimeout(entry.timer);
  entry.timer = null;
  entry.budget.leftMs -= Date.now() - entry.armedAt;
}

function startWorker(): Worker {
  const created = new Worker(new URL('./php.worker.ts', import.meta.url), {name: 'php'});
  created.addEventListener('message', (event: MessageEvent<FromWorker>) => {
    const message = event.data;
    if (message.type === 'progress') {
      for (const entry of pending.values()) entry.onProgress(message);
    } else if (message.type === 'ready') {
      ready = true;
      // The download is not the example's fault: preparing counts from PHP's start.
      for (const entry of pending.values()) armPreparing(entry);
    } else if (message.type === 'started') {
      const entry = pending.get(message.id);
      if (!entry) return;
      if (entry.preparing) clearTimeout(entry.preparing);
      entry.preparing = null;
      armTimer(entry);
    } else {
      const entry = pending.get(message.id);
      if (message.type === 'error' && message.id === 0) {
        stop(message.message);
        return;
      }
      if (!entry) return;
      pending.delete(message.id);
      disarmTimer(entry);
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
  workerSet = null;
  ready = false;
  for (const entry of pending.values()) {
    disarmTimer(entry);
    entry.reject(new RunStopped(reason));
  }
  pending.clear();
}

/** Whether PHP has started in this page with these packages (a run then needs no download). */
export function isReadyFor(packageSet: string): boolean {
  return ready && workerSet === packageSet;
}

/**
 * Runs one request on PHP with a package set's vendor/ (`packageSet`: a set id, model/package-sets.mjs);
 * runs given the same `budget` share its time (each run has its own by default). A run on another
 * set than the worker's starts a new worker, which fetches that set.
 */
export function runPhp(
  code: string,
  files: ExampleFile[],
  request: PhpRequest,
  onProgress: (progress: Progress) => void,
  packageSet: string,
  budget: TimeBudget = timeBudget(),
): Promise<PhpResponse> {
  if (worker && workerSet !== packageSet) stop('Stopped: the next example runs with other packages.');
  worker ??= startWorker();
  workerSet = packageSet;
  const id = nextId++;
  return new Promise<PhpResponse>((resolve, reject) => {
    const entry: Pending = {resolve, reject, onProgress, budget, timer: null, armedAt: 0, preparing: null};
    pending.set(id, entry);
    if (ready) armPreparing(entry);
    const message: ToWorker = {type: 'run', id, code, files, request, packageSet};
    worker!.postMessage(message);
  });
}
