// The messages between the server (phpRunner.ts) and its PHP worker thread (phpWorker.ts).
import type {ExampleFile, PhpRequest, PhpResponse} from '../playground/node';

export type PhpWorkerData = {
  /** The packed vendor/ (path → source) the Run button fetches, in the build. */
  vendorFile: string;
};

export type ToPhpWorker = {id: number; code: string; files: ExampleFile[]; request: PhpRequest};

export type FromPhpWorker =
  | {type: 'ready'}
  | {type: 'started'; id: number}
  | {type: 'response'; id: number; response: PhpResponse}
  | {type: 'error'; id: number; message: string};
