// @ts-check
// Serves a tutorial project (a step's starter or solution, or a reader's files) with PHP's built-in
// server, laid out as the playground's worker lays it out: the files at their paths under the project
// root, vendor/autoload.php loading the Composer packages the browser runs plus App\ → src/, and the
// folders the worker creates. Each check's request is sent and judged by the same evaluateCheck the
// Check button uses.
import {mkdirSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {serveAndRequest} from '../../../../scripts/lib/php-example-runner.mjs';
import {declaredClasses, ENTRY_POINT, PROJECT_DIRS, projectFiles} from '../../playground/index.mjs';
import {evaluateCheck} from '../model/checks.mjs';

/** @typedef {import('../model/checks.mjs').Check} Check */
/** @typedef {import('../model/checks.mjs').CheckResult} CheckResult */
/** @typedef {import('../model/steps.mjs').ProjectFiles} ProjectFiles */

const PHP_PROBLEM = /PHP (Fatal error|Warning|Notice|Deprecated|Parse error|Recoverable fatal error)/;

/**
 * Writes the router php -S runs for every request: public/index.php as the front controller, as the
 * worker runs it (the built-in server's own static-file answers are not what the browser does).
 * @param {string} dir
 */
export function writeRouter(dir) {
  writeFileSync(
    join(dir, '.router.php'),
    `<?php\nchdir(__DIR__ . '/public');\nrequire __DIR__ . '/public/index.php';\nreturn true;\n`,
  );
}

/**
 * Lays a project out in `dir` over a shared vendor/, with the playground's example model: the files
 * the worker writes (the entry point, the other files, vendor/autoload.php with their classes and
 * App\ → src/) and the folders it creates.
 * @param {ProjectFiles} files
 * @param {string} dir
 * @param {string} vendorDir the installed Composer vendor/ folder
 */
export function layOutProject(files, dir, vendorDir) {
  for (const sub of PROJECT_DIRS) mkdirSync(join(dir, sub), {recursive: true});
  const others = Object.entries(files)
    .filter(([path]) => path !== ENTRY_POINT)
    .map(([path, code]) => ({path, code, classes: path.endsWith('.php') ? declaredClasses(code) : []}));
  const project = projectFiles({
    entry: files[ENTRY_POINT],
    files: others,
    composerAutoload: join(vendorDir, 'autoload.php'),
  });
  for (const [path, code] of project) {
    mkdirSync(dirname(join(dir, path)), {recursive: true});
    writeFileSync(join(dir, path), code);
  }
  writeRouter(dir);
}

/**
 * Serves a laid-out project and judges every check against its answer. `phpProblems` are the lines
 * PHP logged as problems but those a check says its request logs (`logs`); `missingLogs` are the
 * texts checks say PHP logs that the log does not hold (an error handler that logs nothing).
 * @param {string} dir
 * @param {Check[]} checks
 * @param {string} opcacheDir
 * @returns {Promise<{results: CheckResult[], phpProblems: string[], missingLogs: string[]}>}
 */
export async function judgeChecks(dir, checks, opcacheDir) {
  const requests = checks.map((check) => ({
    method: check.request.method,
    path: check.request.path,
    headers: check.request.headers ?? [],
    body: check.request.body ?? null,
    status: 0,
    expect: null,
    expectHeaders: [],
    uploads: [],
  }));
  const {responses, log} = await serveAndRequest(dir, requests, opcacheDir);
  const results = checks.map((check, i) => {
    /** @type {[string, string][]} */
    const headers = [];
    responses[i].headers.forEach((value, name) => headers.push([name, value]));
    return evaluateCheck(check, {status: responses[i].status, headers, body: responses[i].body});
  });
  const declared = checks.flatMap((check) => (check.logs === undefined ? [] : [check.logs]));
  const phpProblems = log
    .split('\n')
    .filter((line) => PHP_PROBLEM.test(line) && !declared.some((text) => line.includes(text)));
  return {results, phpProblems, missingLogs: declared.filter((text) => !log.includes(text))};
}

/**
 * One line per check, for a failure message: its name, then what was expected and what came back.
 * @param {Check[]} checks
 * @param {CheckResult[]} results
 */
export function describeResults(checks, results) {
  return checks
    .map((check, i) => {
      const result = results[i];
      const lines = result.expected.map((line, j) => `      expected ${line}; got ${result.actual[j]}`);
      return `  ${result.passed ? 'pass' : 'FAIL'} ${check.name}\n${lines.join('\n')}`;
    })
    .join('\n');
}
