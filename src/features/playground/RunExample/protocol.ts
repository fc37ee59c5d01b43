// The messages between the page and the PHP worker (php.worker.ts). Plain data only: they cross
// the worker boundary by structured clone.

import type {PageFile} from '../model/project.mjs';

/** A file of the example's page at its title path, and the classes it declares (the example model's). */
export type ExampleFile = PageFile;

export type PhpRequest = {
  method: string;
  /** Path and query, as the reader would type it after the host: `/hello/world?x=1`. */
  path: string;
  headers: [string, string][];
  body: string;
  /** Files sent as a multipart form, [field, file name]; each holds one line (model/request.mjs). */
  uploads: [string, string][];
};

export type PhpResponse = {
  status: number;
  headers: [string, string][];
  body: string;
  /** What PHP wrote to stderr (warnings, a fatal error's message). */
  errors: string;
  /** Bytes of body and of stderr, and header lines, left out past the caps (outputCap.ts). */
  dropped: {body: number; errors: number; headers: number};
  /** Milliseconds the request took inside the worker. */
  milliseconds: number;
};

export type ToWorker = {
  type: 'run';
  id: number;
  code: string;
  files: ExampleFile[];
  request: PhpRequest;
  /** The example's package set (model/package-sets.mjs): the worker fetches that set's packed vendor/. */
  packageSet: string;
};

export type FromWorker =
  | {type: 'progress'; loaded: number; total: number}
  | {type: 'ready'; milliseconds: number}
  /** The run's PHP is prepared and its request begins: the run's time limit counts from here. */
  | {type: 'started'; id: number}
  | {type: 'response'; id: number; response: PhpResponse}
  | {type: 'error'; id: number; message: string};
