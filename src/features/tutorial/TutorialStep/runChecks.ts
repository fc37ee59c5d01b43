// Runs a step's checks on the reader's files in the playground's PHP worker and judges each answer.
// Loaded on the first Check: until then nothing of PHP (worker, runtime, packages) is fetched.
import {
  declaredClasses,
  runPhp,
  RunStopped,
  setId,
  stop,
  timeBudget,
  type ExampleFile,
  type Progress,
} from '../../playground/client';
import {evaluateCheck, type Check, type CheckResult} from '../model/checks.mjs';
import {TUTORIAL_PACKAGES} from '../model/packages.mjs';
import type {ProjectFiles} from '../model/steps.mjs';

const ENTRY = 'public/index.php';
/** The tutorial's one package set (model/packages.mjs), which its Download requires too. */
const PACKAGE_SET = setId(TUTORIAL_PACKAGES);

export type CheckOutcome = CheckResult & {
  /** What PHP reported on stderr for this request (warnings, a fatal error). */
  errors: string;
};

export type ChecksRun = {kind: 'judged'; outcomes: CheckOutcome[]} | {kind: 'failed'; message: string};

/** The project's files but the entry point, with the classes each declares for the autoloader. */
function projectFiles(files: ProjectFiles): ExampleFile[] {
  return Object.entries(files)
    .filter(([path]) => path !== ENTRY)
    .map(([path, code]) => ({path, code, classes: path.endsWith('.php') ? declaredClasses(code) : []}));
}

/** What a Check says when the reader stopped it. */
export const CHECK_STOPPED = 'Check stopped: nothing was judged. Press Check to run it again.';

/** Ends a running Check (and its PHP worker): its runChecks() then returns CHECK_STOPPED. */
export function stopChecks(): void {
  stop(CHECK_STOPPED);
}

/**
 * Sends every check's request, in order, to the reader's app, and judges each answer. The requests
 * share one time limit: a Check is stopped once all of them together have run that long.
 */
export async function runChecks(
  checks: Check[],
  files: ProjectFiles,
  onProgress: (progress: Progress) => void,
): Promise<ChecksRun> {
  const others = projectFiles(files);
  const outcomes: CheckOutcome[] = [];
  const budget = timeBudget();
  try {
    for (const check of checks) {
      const {method, path, headers = [], body = ''} = check.request;
      const request = {method, path, headers, body, uploads: []};
      const response = await runPhp(files[ENTRY] ?? '', others, request, onProgress, PACKAGE_SET, budget);
      const judged = evaluateCheck(check, {status: response.status, headers: response.headers, body: response.body});
      outcomes.push({...judged, errors: response.errors});
    }
    return {kind: 'judged', outcomes};
  } catch (error) {
    // A stopped run (time limit, PHP's own failure) has ended its worker already; anything else
    // leaves a worker in an unknown state, so the next Check starts a fresh one.
    if (!(error instanceof RunStopped)) stop();
    return {kind: 'failed', message: error instanceof Error ? error.message : String(error)};
  }
}
