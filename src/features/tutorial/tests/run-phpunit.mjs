// @ts-check
// Runs a downloaded project's PHPUnit tests (Debian's PHPUnit, or PHPUNIT=path), every PHP problem
// reported, risky tests and warnings counted as failures.
import {spawn} from 'node:child_process';

const PHPUNIT = process.env.PHPUNIT ?? '/usr/bin/phpunit';

/**
 * @param {string} command @param {string[]} args @param {string} cwd
 * @returns {Promise<{code: number | null, output: string}>}
 */
export function run(command, args, cwd) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, {cwd, stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', fail);
    child.on('close', (code) => done({code, output}));
  });
}

/** PHPUnit in a project folder. @param {string} dir */
export const phpunit = (dir) =>
  run(
    'php',
    [
      '-d',
      'error_reporting=-1',
      '-d',
      'display_errors=stderr',
      PHPUNIT,
      '--colors=never',
      '--fail-on-risky',
      '--fail-on-warning',
    ],
    dir,
  );
