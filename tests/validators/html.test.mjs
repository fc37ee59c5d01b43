// The Nu HTML Checker (npm's vnu-jar, run with the system's Java) over every HTML file of the build:
// pages, the not-found page and the redirect pages. An error fails the test with its page and message
// unless tests/validators/nu-allow-list.json names it with its cause (markup the theme writes); the
// list is printed, and an entry that no longer matches anything fails too.
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {resolve} from 'node:path';
import {promisify} from 'node:util';
import {test} from 'node:test';
import {BUILD_DIR, htmlFiles} from '../support/build.mjs';

const run = promisify(execFile);
// The package exports the jar's path (as a String object).
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));

/** @typedef {{message: string, pages: string, cause: string}} AllowedError */
/** @type {{entries: AllowedError[]}} */
const allowList = JSON.parse(readFileSync(new URL('nu-allow-list.json', import.meta.url), 'utf8'));

/**
 * Every error and fatal error the checker reports over the build, with its page below the build folder.
 * @returns {Promise<{page: string, message: string, extract: string}[]>}
 */
async function checkBuild() {
  const root = resolve(BUILD_DIR);
  // The checker exits 1 when it found errors and writes its JSON report to stderr either way.
  const {stderr} = await run(
    'java',
    ['-Xss8m', '-jar', VNU_JAR, '--errors-only', '--format', 'json', '--skip-non-html', root],
    {maxBuffer: 256 * 1024 * 1024},
  ).catch((/** @type {{stderr?: string, code?: number}} */ error) => {
    if (error.code === 1 && error.stderr) return {stderr: error.stderr};
    throw error;
  });
  /** @type {{messages: {type: string, url?: string, message: string, extract?: string}[]}} */
  const report = JSON.parse(stderr);
  return report.messages
    .filter((message) => message.type === 'error' || message.type === 'non-document-error')
    .map((message) => ({
      page: decodeURIComponent(new URL(message.url ?? 'file:/').pathname).slice(root.length) || '(checker)',
      message: message.message,
      extract: (message.extract ?? '').replace(/\s+/g, ' ').trim(),
    }));
}

test('the Nu HTML Checker finds no error outside the allow-list on any page', async () => {
  const started = Date.now();
  const pages = [...htmlFiles(BUILD_DIR)].length;
  const errors = await checkBuild();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const matches = allowList.entries.map(() => 0);
  const unexpected = errors.filter((error) => {
    const entry = allowList.entries.findIndex(
      (allowed) => new RegExp(allowed.message).test(error.message) && new RegExp(allowed.pages).test(error.page),
    );
    if (entry === -1) return true;
    matches[entry]++;
    return false;
  });
  console.log(
    `Nu HTML Checker: ${pages} HTML files in ${seconds} s, ${errors.length} errors, ${unexpected.length} outside the allow-list`,
  );
  console.log('Allowed (markup of the theme, tests/validators/nu-allow-list.json):');
  allowList.entries.forEach((entry, i) =>
    console.log(`  ${matches[i]} × ${entry.message} on ${entry.pages}\n    cause: ${entry.cause}`),
  );
  assert.deepEqual(
    unexpected.map((error) => `${error.page}: ${error.message} [${error.extract}]`),
    [],
  );
  assert.deepEqual(
    allowList.entries.filter((_, i) => matches[i] === 0).map((entry) => entry.message),
    [],
    'allow-list entries that match no error any more: remove them',
  );
});
