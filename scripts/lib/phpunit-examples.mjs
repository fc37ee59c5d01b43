// @ts-check
// The example runner's PHPUnit mode: a guide block whose fence says `phpunit="pass"` is a PHPUnit
// test class. It runs with the system's PHPUnit (Debian's `phpunit` package, 9.6) in the same
// project folder a served example gets (the page's files at their titles, the shared vendor/), and
// must pass: at least one test, at least one assertion, no failure, error, warning, risky or
// skipped test, and nothing PHP reports (every error is reported, as for served examples).
//
//   ```php title="tests/HomeTest.php" phpunit="pass"
//
// Which files the run loaded is recorded as for a served run, so a class file of the page that only
// a test loads counts as run.
import {spawn} from 'node:child_process';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

/** @typedef {import('../../src/features/playground/model/php-examples.mjs').Example} Example */

const PHPUNIT_TIMEOUT_MS = 60_000;
/** PHPUnit's script: Debian's by default, another with PHPUNIT=path. */
const PHPUNIT = process.env.PHPUNIT ?? '/usr/bin/phpunit';

/** Whether a block is a PHPUnit test class the runner runs. @param {Example} example */
export function isPhpunitExample(example) {
  return example.meta.phpunit !== undefined && !example.norun;
}

/**
 * What is wrong with a block's PHPUnit meta, before anything runs (empty: nothing).
 * @param {Example} example
 */
function metaProblems(example) {
  const problems = [];
  if (example.meta.phpunit !== 'pass') problems.push(`phpunit="${example.meta.phpunit}": the only value is "pass"`);
  if (example.kind !== 'class' || !example.title)
    problems.push('phpunit= belongs on a test class file with a title="tests/….php"');
  return problems;
}

/**
 * Runs PHPUnit on the block's file inside `dir` (a project folder the runner prepared).
 * @param {Example} example
 * @param {string} dir
 * @returns {Promise<{problems: string[], label: string, loaded: string[]}>}
 */
export async function runPhpunitExample(example, dir) {
  const early = metaProblems(example);
  if (early.length) return {problems: early, label: 'PHPUnit not run', loaded: []};
  // A bootstrap of its own: the project's autoloader, and a record of the files the tests loaded.
  const bootstrap = join(dir, '.phpunit-bootstrap.php');
  writeFileSync(
    bootstrap,
    `<?php\nregister_shutdown_function(static function (): void {\n    file_put_contents(__DIR__ . '/.loaded', implode("\\n", get_included_files()) . "\\n", FILE_APPEND);\n});\n` +
      `require __DIR__ . '/vendor/autoload.php';\n`,
  );
  const {code, output} = await phpunit(
    [
      '-d',
      'error_reporting=-1',
      '-d',
      'display_errors=stderr',
      '-d',
      'log_errors=0',
      PHPUNIT,
      '--bootstrap',
      bootstrap,
      '--do-not-cache-result',
      '--colors=never',
      '--fail-on-warning',
      '--fail-on-risky',
      '--fail-on-skipped',
      '--fail-on-incomplete',
      /** @type {string} */ (example.title),
    ],
    dir,
  );
  const loadedLog = join(dir, '.loaded');
  const loaded = existsSync(loadedLog)
    ? readFileSync(loadedLog, 'utf8')
        .split('\n')
        .filter((path) => path.startsWith(dir + '/') && !path.includes('/.'))
        .map((path) => path.slice(dir.length + 1))
    : [];
  const summary = /^OK \((\d+) tests?, (\d+) assertions?\)$/m.exec(output);
  const problems = [];
  if (code !== 0 || !summary) problems.push(`PHPUnit did not pass (exit code ${code}):\n${output.trim().slice(-2000)}`);
  else if (Number(summary[1]) < 1 || Number(summary[2]) < 1)
    problems.push(`PHPUnit ran no test or asserted nothing: ${summary[0]}`);
  const reported = output.split('\n').filter((line) => /^(PHP )?(Fatal error|Warning|Notice|Deprecated)\b/.test(line));
  if (reported.length) problems.push(`PHP reported:\n${reported.join('\n')}`);
  return {problems, label: summary ? `PHPUnit: ${summary[0]}` : 'PHPUnit failed', loaded};
}

/**
 * @param {string[]} args arguments to `php`
 * @param {string} cwd
 * @returns {Promise<{code: number | null, output: string}>}
 */
function phpunit(args, cwd) {
  return new Promise((done) => {
    const child = spawn('php', args, {cwd, stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill(), PHPUNIT_TIMEOUT_MS);
    child.on('error', (error) => {
      clearTimeout(timer);
      done({code: -1, output: `cannot run php ${PHPUNIT}: ${error.message}`});
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      done({
        code,
        output: existsSync(PHPUNIT)
          ? output
          : `${output}\n${PHPUNIT} is missing: apt-get install phpunit, or set PHPUNIT`,
      });
    });
  });
}
