// @ts-check
// Runs a guide's PHP examples (as collectExamples() lists them) on real packages installed by
// Composer: each runnable block is served by PHP's built-in server on 127.0.0.1 with every error
// reported (error_reporting=-1; a deprecation fails the block), its requests are sent with a time
// limit, and the answers are compared with what the block's meta promises. Fragments that do not
// run are checked statically (scripts/lib/check-php-names.php). Used by
// tests/examples/v4-examples.test.mjs and by the runner's own test.
import {spawn} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync} from 'node:fs';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {installedPackages} from '../../src/features/playground/model/composer.mjs';
import {installPackageSet} from '../../src/features/playground/model/package-set-install.mjs';
import {DEFAULT_PACKAGES, onPsr7, setId} from '../../src/features/playground/model/package-sets.mjs';
import {packageHints} from './package-hints.mjs';
import {declaredClasses} from '../../src/features/playground/model/php-examples.mjs';
import {entryPointFor} from '../../src/features/playground/model/entry-point.mjs';
import {
  AUTOLOAD,
  DOCUMENT_ROOT,
  ENTRY_POINT,
  PROJECT_DIRS,
  projectFiles,
} from '../../src/features/playground/model/project.mjs';
import {encodeRequest} from '../../src/features/playground/model/request.mjs';
import {isPhpunitExample, runPhpunitExample} from './phpunit-examples.mjs';
import {
  docTestCounts,
  docTestProblems,
  findDocTests,
  implementationsFor,
  instrument,
  parseRecords,
  routerPrelude,
} from './doc-tests.mjs';

/** @typedef {import('../../src/features/playground/model/php-examples.mjs').Example} Example */
/** @typedef {import('../../src/features/playground/model/php-examples.mjs').ExampleRequest} ExampleRequest */
/**
 * @typedef {{
 *   where: string, kind: Example['kind'],
 *   status: 'ran' | 'static' | 'norun',
 *   label: string, problems: string[], notes: string[], loaded: string[]
 * }} Outcome
 */

const HERE = dirname(fileURLToPath(import.meta.url));
const NAME_CHECKER = join(HERE, 'check-php-names.php');
const REQUEST_TIMEOUT_MS = 15_000;
const START_TIMEOUT_MS = 15_000;
const PHP_PROBLEM = /PHP (Fatal error|Warning|Notice|Deprecated|Parse error|Recoverable fatal error|Strict Standards)/;

/**
 * Installs a package set (src/features/playground/model/package-sets.mjs; by default what the
 * installation page installs) and says which Slim it holds.
 * @param {readonly string[]} [packages]
 */
export async function prepareVendor(packages = DEFAULT_PACKAGES) {
  const install = await installPackageSet([...packages]);
  const versions = installedPackages(install.vendorDir);
  const slim = versions.get('slim/slim');
  if (!slim) throw new Error('slim/slim is not among the installed packages');
  return {...install, versions, slim};
}

/** @param {string} a @param {string} b  -1, 0 or 1 comparing dotted versions */
export function compareVersions(a, b) {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference) return Math.sign(difference);
  }
  return 0;
}

/** @param {ExampleRequest} request */
export function describeRequest(request) {
  return `${request.method} ${request.path}`;
}

/**
 * A project folder as a reader following the page has it (src/features/playground/model/project.mjs),
 * loading the shared vendor/, with the built-in server's router beside it.
 * @param {Example} example
 * @param {{work: string, vendorDir: string, index: string, psr7: import('./doc-tests.mjs').Psr7Name | null}} options
 */
function projectFor(example, {work, vendorDir, index, psr7}) {
  const dir = join(work, index);
  /** @type {Map<string, string>} */
  let files;
  try {
    files = projectFiles({
      // Shown values ("// => …", scripts/lib/doc-tests.mjs) record what their line computes.
      entry: entryPointFor({...example, code: instrument(example)}),
      files: example.files.map(({path, code}) => ({path, code, classes: declaredClasses(code)})),
      composerAutoload: join(vendorDir, 'autoload.php'),
    });
  } catch (error) {
    throw new Error(`${example.where}: ${error instanceof Error ? error.message : String(error)}`);
  }
  for (const sub of PROJECT_DIRS) mkdirSync(join(dir, sub), {recursive: true});
  for (const [path, code] of files) {
    mkdirSync(dirname(join(dir, path)), {recursive: true});
    writeFileSync(join(dir, path), code);
  }
  // The built-in server's router: records which files each request loaded (so that a class file
  // is known to have run), then runs the entry point as the front controller. (The server ignores
  // auto_prepend_file for its router script.)
  writeFileSync(
    join(dir, '.router.php'),
    `<?php\n${routerPrelude({logPath: join(dir, '.doc-tests'), autoload: join(dir, AUTOLOAD), psr7, origin: example.meta.origin ?? null})}register_shutdown_function(static function (): void {\n    file_put_contents(__DIR__ . '/.loaded', implode("\\n", get_included_files()) . "\\n", FILE_APPEND);\n});\n` +
      `chdir(__DIR__ . '/${DOCUMENT_ROOT}');\nrequire __DIR__ . '/${ENTRY_POINT}';\nreturn true;\n`,
  );
  return dir;
}

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

/**
 * Starts PHP's built-in server for a project and waits until it says it listens.
 * @param {string} dir
 * @param {string} opcacheDir
 * @returns {Promise<{php: import('node:child_process').ChildProcess, port: number, output: {text: string}, busy: boolean, error: Error | null}>}
 */
async function startServer(dir, opcacheDir) {
  const port = await freePort();
  // Sessions (the CSRF and flash pages) stay in the project: a fixed session cookie in one run's
  // requests never meets another run's session, whatever else runs on the machine.
  mkdirSync(join(dir, '.sessions'), {recursive: true});
  const php = spawn(
    'php',
    [
      '-d',
      'error_reporting=-1',
      '-d',
      'display_errors=0',
      '-d',
      'log_errors=1',
      '-d',
      'html_errors=0',
      '-d',
      `session.save_path=${join(dir, '.sessions')}`,
      '-d',
      'opcache.enable_cli=1',
      '-d',
      `opcache.file_cache=${opcacheDir}`,
      '-d',
      'opcache.file_cache_only=1',
      '-S',
      `127.0.0.1:${port}`,
      '-t',
      DOCUMENT_ROOT,
      '.router.php',
    ],
    {cwd: dir, stdio: ['ignore', 'ignore', 'pipe']},
  );
  const output = {text: ''};
  /** @type {Error | null} */
  const error = await new Promise((done) => {
    const timer = setTimeout(
      () => done(new Error(`php -S did not start within ${START_TIMEOUT_MS} ms:\n${output.text}`)),
      START_TIMEOUT_MS,
    );
    php.stderr?.on('data', (chunk) => {
      output.text += chunk;
      if (/Development Server \(.*\) started/.test(output.text)) {
        clearTimeout(timer);
        done(null);
      }
    });
    php.on('error', (failure) => {
      clearTimeout(timer);
      done(failure);
    });
    php.on('exit', (code) => {
      clearTimeout(timer);
      done(new Error(`php -S exited (${code}) before it started:\n${output.text}`));
    });
  });
  if (error && php.exitCode === null) {
    const exited = new Promise((done) => php.once('exit', done));
    php.kill();
    await exited;
  }
  return {
    php,
    port,
    output,
    busy: error !== null && /Failed to listen|Address already in use/.test(output.text),
    error,
  };
}

/**
 * Serves a project with PHP's built-in server and sends the requests in order.
 * The server is always stopped, whatever happens.
 * @param {string} dir
 * @param {ExampleRequest[]} requests
 * @param {string} opcacheDir where PHP keeps compiled scripts between servers (the vendor files are
 *   the same for every example, so only the first server compiles them)
 */
export async function serveAndRequest(dir, requests, opcacheDir) {
  // Another program may take the free port before PHP binds it: then try another one.
  let server = await startServer(dir, opcacheDir);
  for (let attempt = 1; server.busy && attempt < 5; attempt++) server = await startServer(dir, opcacheDir);
  const {php, port, output} = server;
  if (server.error) throw server.error;
  /** @type {{status: number, body: string, headers: Headers}[]} */
  const responses = [];
  try {
    for (const request of requests) {
      // The bytes the Run button's worker sends too (a multipart form for uploads).
      const {headers, body} = encodeRequest(request);
      const response = await fetch(`http://127.0.0.1:${port}${request.path}`, {
        method: request.method,
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      responses.push({status: response.status, body: await response.text(), headers: response.headers});
    }
  } finally {
    if (php.exitCode === null) {
      const exited = new Promise((done) => php.once('exit', done));
      php.kill();
      await exited;
    }
  }
  const log = output.text;
  const loadedLog = join(dir, '.loaded');
  const loaded = existsSync(loadedLog) ? readFileSync(loadedLog, 'utf8').split('\n').filter(Boolean) : [];
  return {responses, log, loaded};
}

/**
 * What is wrong with the answers, compared with what the meta promises (empty: nothing).
 * @param {ExampleRequest[]} requests
 * @param {{status: number, body: string, headers: Headers}[]} responses
 * @param {string} log the server's error log
 * @param {string | null} [expectedLog] an error the page says PHP logs (expect-log=): allowed, and required
 */
export function compareAnswers(requests, responses, log, expectedLog = null) {
  const problems = [];
  requests.forEach((request, i) => {
    const response = responses[i];
    const name = describeRequest(request);
    if (!response) return problems.push(`${name}: no answer`);
    const excerpt = response.body.slice(0, 600);
    if (response.status !== request.status)
      problems.push(`${name}: status ${response.status}, expected ${request.status}\n${excerpt}`);
    if (request.expect !== null && !response.body.includes(request.expect))
      problems.push(`${name}: the body does not hold "${request.expect}":\n${excerpt}`);
    for (const [header, value] of request.expectHeaders) {
      const actual = response.headers.get(header);
      if (actual === null || !actual.includes(value))
        problems.push(
          `${name}: header ${header} is ${actual === null ? 'missing' : `"${actual}"`}, expected "${value}"`,
        );
    }
  });
  const logged = log
    .split('\n')
    .filter((line) => PHP_PROBLEM.test(line) && !(expectedLog && line.includes(expectedLog)));
  if (expectedLog && !log.includes(expectedLog)) problems.push(`PHP's log does not hold "${expectedLog}":\n${log}`);
  if (logged.length) problems.push(`PHP reported:\n${logged.join('\n')}`);
  return problems;
}

/**
 * Checks fragments statically against the installed packages: one PHP process for all of them.
 * @param {{id: string, code: string, borrowed: string, lenient: boolean, placeholders: string[], page: string[]}[]} fragments
 * @param {string} vendorDir
 * @returns {Promise<Record<string, string[]>>}
 */
export function checkNames(fragments, vendorDir) {
  return new Promise((done, fail) => {
    const php = spawn('php', ['-d', 'error_reporting=-1', '-d', 'display_errors=stderr', NAME_CHECKER], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    php.stdout.on('data', (chunk) => (out += chunk));
    php.stderr.on('data', (chunk) => (err += chunk));
    php.on('error', fail);
    php.on('close', (code) => {
      if (code !== 0 || err.trim())
        return fail(new Error(`the name check failed (${code}):\n${err}\n${out.slice(0, 2000)}`));
      done(JSON.parse(out));
    });
    php.stdin.end(JSON.stringify({autoload: join(vendorDir, 'autoload.php'), fragments}));
  });
}

/**
 * @template T, R
 * @param {T[]} items
 * @param {number} concurrency
 * @param {(item: T) => Promise<R>} job
 * @returns {Promise<R[]>}
 */
async function pool(items, concurrency, job) {
  /** @type {R[]} */
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({length: Math.min(concurrency, items.length)}, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await job(items[index]);
      }
    }),
  );
  return results;
}

/**
 * Runs or checks every example and says, for each, what happened, each on its own package set
 * (example.packages; the doc-tests of a psr7= block on that PSR-7 implementation instead of slim/psr7).
 * @param {Example[]} examples
 * @param {{slim: string, concurrency?: number}} options
 * @returns {Promise<Map<string, Outcome>>}
 */
export async function runExamples(examples, {slim, concurrency = 3}) {
  /** @type {Map<string, Promise<string>>} */
  const installs = new Map();
  /** Each set is installed once per run, when the first block that needs it runs. @param {string[]} packages */
  const vendorOf = (packages) => {
    const id = setId(packages);
    if (!installs.has(id))
      installs.set(
        id,
        prepareVendor(packages).then((vendor) => vendor.vendorDir),
      );
    return /** @type {Promise<string>} */ (installs.get(id));
  };
  const work = mkdtempSync(join(tmpdir(), 'slim-examples-'));
  const opcacheDir = join(work, 'opcache');
  mkdirSync(opcacheDir);
  /** @type {Map<string, Outcome>} */
  const outcomes = new Map();
  try {
    const runnable = examples.filter((example) => example.requests.length && !example.norun);
    const results = await pool(runnable, concurrency, async (example) => {
      const index = examples.indexOf(example);
      try {
        if (example.kind === 'class' && !example.wire)
          throw new Error('a class file with run= needs wire= (the lines that add it to the app)');
        // Once per PSR-7 implementation the block's shown values must hold on (one run without psr7=).
        const implementations = implementationsFor(example);
        const problems = [];
        /** @type {string[]} */
        let loaded = [];
        const records = [];
        for (const psr7 of implementations) {
          const vendorDir = await vendorOf(psr7 ? onPsr7(example.packages, psr7) : example.packages);
          const dir = projectFor(example, {work, vendorDir, index: `${index}${psr7 ? `-${psr7}` : ''}`, psr7});
          const served = await serveAndRequest(dir, example.requests, opcacheDir);
          loaded = served.loaded
            .filter((path) => path.startsWith(dir + '/') && !path.includes('/.'))
            .map((path) => path.slice(dir.length + 1));
          const answers = compareAnswers(
            example.requests,
            served.responses,
            served.log,
            example.meta['expect-log'] ?? null,
          );
          problems.push(...answers.map((problem) => (psr7 ? `on ${psr7}: ${problem}` : problem)));
          if (existsSync(join(dir, '.doc-tests')))
            records.push(...parseRecords(readFileSync(join(dir, '.doc-tests'), 'utf8')));
        }
        problems.push(...docTestProblems(example, records, implementations));
        problems.push(...packageHints(example, problems));
        return {problems, loaded};
      } catch (error) {
        return {problems: [error instanceof Error ? error.message : String(error)], loaded: []};
      }
    });

    // PHPUnit test classes (phpunit="pass", scripts/lib/phpunit-examples.mjs) run with PHPUnit.
    const tested = examples.filter(isPhpunitExample);
    const testResults = await pool(tested, concurrency, async (example) =>
      runPhpunitExample(
        example,
        projectFor(example, {
          work,
          vendorDir: await vendorOf(example.packages),
          index: `phpunit-${examples.indexOf(example)}`,
          psr7: null,
        }),
      ),
    );
    tested.forEach((example, i) =>
      outcomes.set(example.where, {
        where: example.where,
        kind: example.kind,
        status: 'ran',
        notes: [],
        ...testResults[i],
      }),
    );

    const staticOnes = examples.filter(
      (example) => !(example.requests.length && !example.norun) && !tested.includes(example),
    );
    /** @type {Map<string, Example[]>} */
    const byFile = new Map();
    for (const example of examples) byFile.set(example.file, [...(byFile.get(example.file) ?? []), example]);
    // The names a fragment uses must exist among its own set's packages: one PHP process per set.
    /** @type {Map<string, Example[]>} */
    const bySet = new Map();
    for (const example of staticOnes)
      bySet.set(setId(example.packages), [...(bySet.get(setId(example.packages)) ?? []), example]);
    /** @type {Record<string, string[]>} */
    const report = {};
    for (const group of bySet.values()) {
      Object.assign(
        report,
        await checkNames(
          group.map((example) => ({
            id: example.where,
            code: example.code,
            borrowed: example.borrowedUses.join('\n'),
            lenient: example.norun !== null,
            placeholders: example.placeholders,
            page: (byFile.get(example.file) ?? []).filter((other) => other !== example).map((other) => other.code),
          })),
          await vendorOf(group[0].packages),
        ),
      );
    }

    runnable.forEach((example, i) => {
      const notes = [];
      if (example.since && compareVersions(example.since, slim) > 0)
        notes.push(
          `documents slim/slim ${example.since}; ran on ${slim}, which cannot check what ${example.since} added`,
        );
      outcomes.set(example.where, {
        where: example.where,
        kind: example.kind,
        status: 'ran',
        label: example.requests.map(describeRequest).join(', '),
        problems: results[i].problems,
        notes,
        loaded: results[i].loaded,
      });
    });

    for (const example of staticOnes) {
      const problems = [...(report[example.where] ?? ['the name check did not report on this block'])];
      if (findDocTests(example).tests.length)
        problems.push(
          'it shows values ("// => …") but does not run: give it run= (and wrap="route" for a fragment on $request)',
        );
      const notes = [];
      /** @type {Outcome['status']} */
      let status = 'static';
      let label = 'names exist';
      if (example.since && compareVersions(example.since, slim) > 0)
        notes.push(`documents slim/slim ${example.since}; installed ${slim}: cannot check what ${example.since} added`);
      if (example.norun) {
        status = 'norun';
        label = `not runnable here (${example.norun}); names exist`;
      } else if (example.kind === 'app') {
        problems.push(
          'a complete application needs run="METHOD /path" (what to request, with expect=/status=) or norun="why"',
        );
      } else if (example.kind === 'class') {
        // Run when a later run on its page loaded it.
        const title = example.title ?? '';
        const user = [...runnable, ...tested].find(
          (other) =>
            other.file === example.file &&
            outcomes.get(other.where)?.loaded.includes(title) &&
            other.files.some((file) => file.line === example.line),
        );
        if (user) {
          const used = /** @type {Outcome} */ (outcomes.get(user.where));
          status = 'ran';
          label = `loaded by ${user.where} (${used.label})`;
          if (used.problems.length) problems.push(`${user.where}, which loads it, failed`);
        } else {
          problems.push(
            `no run on its page loads ${title || 'it'}: give it run= and wire= (how its page adds it to an app), or norun="why"`,
          );
        }
      }
      outcomes.set(example.where, {
        where: example.where,
        kind: example.kind,
        status,
        label,
        problems,
        notes,
        loaded: [],
      });
    }
  } finally {
    rmSync(work, {recursive: true, force: true});
  }
  return new Map(examples.map((example) => [example.where, /** @type {Outcome} */ (outcomes.get(example.where))]));
}

/**
 * One line: how many blocks ran, were checked statically, could not run (and why), on which Slim.
 * @param {Map<string, Outcome>} outcomes
 * @param {{slim: string, source: string}} vendor
 * @param {Example[]} examples
 */
export function summaryLine(outcomes, vendor, examples) {
  const all = [...outcomes.values()];
  const ran = all.filter((outcome) => outcome.status === 'ran').length;
  const statically = all.filter((outcome) => outcome.status === 'static').length;
  const failed = all.filter((outcome) => outcome.problems.length).length;
  /** @type {Map<string, number>} */
  const reasons = new Map();
  for (const example of examples) if (example.norun) reasons.set(example.norun, (reasons.get(example.norun) ?? 0) + 1);
  const norun = [...reasons].map(([reason, count]) => `${count} × ${reason}`).join('; ');
  const newer = all.filter((outcome) => outcome.notes.length).map((outcome) => outcome.where);
  const docTests = docTestCounts(examples);
  const sets = new Set(examples.map((example) => setId(example.packages)));
  return (
    `slim/slim ${vendor.slim} (Composer, ${vendor.source}): ${ran} blocks ran, ${statically} checked statically, ` +
    `${examples.filter((example) => example.norun).length} not runnable${norun ? ` (${norun})` : ''}, ${failed} failed; ` +
    `${docTests.total} doc-tests (shown values computed, ${docTests.everywhere} of them on all four PSR-7 implementations); ` +
    `${sets.size} package sets (each block on its page's, src/features/playground/model/package-sets.mjs)` +
    (newer.length
      ? `; ${newer.length} document a newer Slim than ${vendor.slim} and are not checked for it (${newer.join(', ')})`
      : '')
  );
}
