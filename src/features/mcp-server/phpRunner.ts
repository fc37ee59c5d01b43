// The server's side of run_php: one worker thread with PHP in it (phpWorker.ts), started with the
// server so that the first run finds PHP ready, one run at a time, and the Run button's time
// limit: a run that takes longer ends the thread, and a fresh one takes its place.
import {Worker} from 'node:worker_threads';
import type {ExampleFile, PhpRequest, PhpResponse} from '../playground/node';
import type {FromPhpWorker, PhpWorkerData, ToPhpWorker} from './phpWorkerProtocol';

/** The Run panel's limit (RunExample/phpClient.ts): an endless loop is stopped, never waited for. */
const RUN_TIME_LIMIT_MS = 10_000;
/** Starting or preparing PHP is not the program's time, but a thread stuck at it must not hang a call. */
const START_LIMIT_MS = 60_000;

export type RunOutcome = {kind: 'response'; response: PhpResponse} | {kind: 'stopped'; message: string};

type Started = {worker: Worker; ready: Promise<void>};

export class PhpRunner {
  private started: Started | null = null;
  private nextId = 1;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly data: PhpWorkerData,
    private readonly timeLimitMs = RUN_TIME_LIMIT_MS,
  ) {}

  /** Starts PHP now, so that the first run does not wait for it. */
  warm(): Promise<void> {
    return this.thread().ready;
  }

  run(code: string, files: ExampleFile[], request: PhpRequest): Promise<RunOutcome> {
    const outcome = this.queue.then(() => this.runNow(code, files, request));
    this.queue = outcome.catch(() => {});
    return outcome;
  }

  async close(): Promise<void> {
    const started = this.started;
    this.started = null;
    await started?.worker.terminate();
  }

  private thread(): Started {
    if (this.started) return this.started;
    const worker = new Worker(new URL('./phpThread.mjs', import.meta.url), {workerData: this.data});
    // The server's stdio keeps it alive; an idle PHP thread must not.
    worker.unref();
    const ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('PHP did not start in time')), START_LIMIT_MS);
      timer.unref();
      const onMessage = (message: FromPhpWorker) => {
        if (message.type !== 'ready') return;
        clearTimeout(timer);
        worker.off('message', onMessage);
        resolve();
      };
      worker.on('message', onMessage);
      worker.once('error', (error) => reject(new Error(`PHP could not start: ${error.message}`)));
      worker.once('exit', (code) => reject(new Error(`PHP's thread ended while starting (exit code ${code})`)));
    });
    ready.catch(() => {
      // The next run starts a new thread.
      if (this.started?.worker === worker) this.started = null;
    });
    this.started = {worker, ready};
    return this.started;
  }

  /** Ends the thread and starts its replacement at once, so that the next run finds PHP ready. */
  private replace(started: Started): void {
    if (this.started === started) this.started = null;
    void started.worker.terminate();
    this.thread().ready.catch(() => {});
  }

  private async runNow(code: string, files: ExampleFile[], request: PhpRequest): Promise<RunOutcome> {
    const started = this.thread();
    await started.ready;
    const {worker} = started;
    const id = this.nextId++;
    return new Promise<RunOutcome>((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const finish = () => {
        clearTimeout(timer);
        clearTimeout(preparing);
        worker.off('message', onMessage);
        worker.off('exit', onExit);
      };
      const stop = (message: string) => {
        finish();
        this.replace(started);
        resolve({kind: 'stopped', message});
      };
      // Preparing a fresh PHP takes well under a second; a thread stuck at it is replaced.
      const preparing = setTimeout(
        () => stop('Stopped: PHP did not get ready for the run; a fresh PHP is starting.'),
        START_LIMIT_MS,
      );
      const onMessage = (message: FromPhpWorker) => {
        if (message.type === 'ready' || message.id !== id) return;
        if (message.type === 'started') {
          clearTimeout(preparing);
          timer = setTimeout(
            () => stop(`Stopped after ${this.timeLimitMs / 1000} s: the program did not answer (an endless loop?).`),
            this.timeLimitMs,
          );
          return;
        }
        finish();
        if (message.type === 'response') resolve({kind: 'response', response: message.response});
        else reject(new Error(message.message));
      };
      const onExit = (exitCode: number) => {
        finish();
        if (this.started === started) this.started = null;
        reject(new Error(`PHP's thread ended during the run (exit code ${exitCode}); the next run starts a new one`));
      };
      worker.on('message', onMessage);
      worker.once('exit', onExit);
      worker.postMessage({id, code, files, request} satisfies ToPhpWorker);
    });
  }
}

/**
 * run_php's PHP per package set, one at a time as in the browser: a run on another set than the last
 * ends that set's thread and starts one with the new set's vendor/.
 */
export class PackageSetRunners {
  private current: {set: string; runner: PhpRunner} | null = null;

  constructor(private readonly vendorFileOf: (set: string) => string) {}

  /** Starts PHP with a set now, so that the first run does not wait for it. */
  warm(set: string): Promise<void> {
    return this.runnerFor(set).warm();
  }

  run(set: string, code: string, files: ExampleFile[], request: PhpRequest): Promise<RunOutcome> {
    return this.runnerFor(set).run(code, files, request);
  }

  async close(): Promise<void> {
    const current = this.current;
    this.current = null;
    await current?.runner.close();
  }

  private runnerFor(set: string): PhpRunner {
    if (this.current?.set === set) return this.current.runner;
    void this.current?.runner.close();
    this.current = {set, runner: new PhpRunner({vendorFile: this.vendorFileOf(set)})};
    return this.current.runner;
  }
}
