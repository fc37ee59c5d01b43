// run_php's arguments as the run core takes them, and its answer as the agent reads it: the
// project's files (public/index.php the entry point, the others at their paths, their classes
// autoloaded as on a Run button's page) and the request, checked before PHP sees them.
import {declaredClasses, ENTRY_POINT} from '../playground/index.mjs';
import {droppedNotes, type ExampleFile, type PhpRequest, type PhpResponse} from '../playground/node';
import type {RunOutcome} from './phpRunner';

export type RunPhpArgs = {
  /** Packages besides slim/slim and slim/psr7, as a guide page declares them (GuideData.packageSetFor). */
  packages?: string[];
  files: Record<string, string>;
  request?: {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Files sent as a multipart form, one line of text each (the Run button's uploads). */
    uploads?: {field: string; filename: string}[];
  };
};

export type RunPhpResult = {
  status: number | null;
  headers: [string, string][];
  body: string;
  stderr: string;
  /** What was cut or why the run stopped, as the Run panel says it. */
  notes: string[];
  milliseconds: number | null;
};

/** More than any example needs; the run core's file quota bounds what PHP itself writes. */
const MAX_FILES = 50;
const MAX_SOURCE_BYTES = 1024 * 1024;
const SAFE_PATH = /^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*$/;
const METHOD = /^[A-Z]{1,16}$/;

export class RunPhpInputError extends Error {}

/** The request and project of a run_php call, or a RunPhpInputError saying what to fix. */
export function readRunPhpArgs({files, request = {}}: RunPhpArgs): {
  code: string;
  files: ExampleFile[];
  request: PhpRequest;
} {
  const paths = Object.keys(files);
  if (paths.length > MAX_FILES) throw new RunPhpInputError(`At most ${MAX_FILES} files; got ${paths.length}.`);
  const bytes = Object.values(files).reduce((sum, code) => sum + Buffer.byteLength(code), 0);
  if (bytes > MAX_SOURCE_BYTES)
    throw new RunPhpInputError(`The files add up to ${bytes} bytes; at most ${MAX_SOURCE_BYTES}.`);
  for (const path of paths) {
    if (!SAFE_PATH.test(path) || path.split('/').some((part) => part === '.' || part === '..')) {
      throw new RunPhpInputError(`"${path}" is not a path inside the project (such as src/Action/Home.php).`);
    }
    if (path === 'vendor' || path.startsWith('vendor/')) {
      throw new RunPhpInputError(`"${path}": vendor/ holds the guide's packages; put your code in src/.`);
    }
  }
  const code = files[ENTRY_POINT];
  if (code === undefined)
    throw new RunPhpInputError(`files must hold ${ENTRY_POINT}, the entry point every request runs.`);
  const method = (request.method ?? 'GET').toUpperCase();
  if (!METHOD.test(method)) throw new RunPhpInputError(`"${request.method}" is not an HTTP method.`);
  const path = request.path ?? '/';
  if (!path.startsWith('/') || /\s/.test(path))
    throw new RunPhpInputError(`The request path must start with / and hold no spaces: "${path}".`);
  const headers = Object.entries(request.headers ?? {}).map(([name, value]): [string, string] => [name, String(value)]);
  for (const [name, value] of headers) {
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name) || /[\r\n]/.test(value)) {
      throw new RunPhpInputError(`"${name}" is not a header name with a one-line value.`);
    }
  }
  const uploads = (request.uploads ?? []).map(({field, filename}): [string, string] => [field, filename]);
  for (const [field, filename] of uploads) {
    if (!/^[^\p{Cc}]{1,200}$/u.test(field) || !/^[^\p{Cc}/\\]{1,200}$/u.test(filename)) {
      throw new RunPhpInputError(`An upload needs a field and a file name on one line: "${field}", "${filename}".`);
    }
  }
  return {
    code,
    files: paths
      .filter((name) => name !== ENTRY_POINT)
      .map((name) => ({path: name, code: files[name]!, classes: declaredClasses(files[name]!)})),
    request: {method, path, headers, body: request.body ?? '', uploads},
  };
}

export function runPhpResult(outcome: RunOutcome): RunPhpResult {
  if (outcome.kind === 'stopped') {
    return {status: null, headers: [], body: '', stderr: '', notes: [outcome.message], milliseconds: null};
  }
  const response: PhpResponse = outcome.response;
  return {
    status: response.status,
    headers: response.headers,
    body: response.body,
    stderr: response.errors,
    notes: droppedNotes(response),
    milliseconds: response.milliseconds,
  };
}
