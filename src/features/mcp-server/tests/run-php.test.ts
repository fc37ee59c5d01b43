// run_php over stdio, driven by the SDK's client, on the Run button's own PHP build, package sets and
// run core: every Run button's example answers what its fence meta promises (the example model, which
// the example runner checks on php-cli), every tutorial step's starter fails and solution passes its
// checks as the Check button judges them, an edited example runs, bad arguments are refused in words,
// and the hostile-PHP corpus is contained as in the browser, where the browser's expectation applies
// in Node (the HTML preview does not). The browser keeps a few Run and Check tests of the UI.
import assert from 'node:assert/strict';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {after, before, test} from 'node:test';
import type {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {
  collectExamples,
  ENTRY_POINT,
  entryPointFor,
  isRunnable,
  setId,
  SLIM4_EXAMPLES,
  type ExampleRequest,
} from '../../playground/index.mjs';
import {HOSTILE_PROGRAMS, type Expectation} from '../../playground/node';
import {evaluateCheck, readSteps, TUTORIAL_PACKAGES, type ProjectFiles} from '../../tutorial/index.mjs';
import type {RunPhpResult} from '../runPhpInput';
import {callTool, connectServer} from './mcpClient';

const examples = SLIM4_EXAMPLES.flatMap((root) => collectExamples(root)).filter(isRunnable);

let client: Client;
/** Servers PHP must never reach: one stands for the site, one for anywhere else. */
const hits: string[] = [];
let site: Server;
let other: Server;

function listen(): Promise<Server> {
  const server = createServer((request, response) => {
    hits.push(request.url ?? '');
    response.end('reached');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

before(async () => {
  [site, other, client] = await Promise.all([listen(), listen(), connectServer()]);
});
after(async () => {
  await client?.close();
  site?.close();
  other?.close();
});

async function runPhp(args: Record<string, unknown>): Promise<RunPhpResult> {
  const answer = await callTool(client, 'run_php', args);
  assert.equal(answer.isError, false, answer.text);
  return answer.structured as unknown as RunPhpResult;
}

/** The headers as the Run panel shows them: names lower-cased, a repeated name's values joined. */
function shownHeaders(headers: [string, string][]): Map<string, string> {
  const shown = new Map<string, string>();
  for (const [name, value] of headers) {
    const key = name.toLowerCase();
    shown.set(key, shown.has(key) ? `${shown.get(key)}, ${value}` : value);
  }
  return shown;
}

/** What the browser's toContainText compares: runs of white space as one space. */
const collapsed = (text: string) => text.replace(/\s+/g, ' ').trim();

test('the guide has Run examples to reproduce, at least five of them complete applications', () => {
  assert.ok(examples.length >= 100, `${examples.length} runnable examples`);
  const apps = examples.filter((example) => example.kind === 'app').length;
  assert.ok(apps >= 5, `${apps} runnable complete applications`);
});

/** The session a request's cookie names, if any. */
function sessionOf(request: ExampleRequest): string | undefined {
  const cookie = request.headers.find(([name]) => name.toLowerCase() === 'cookie')?.[1];
  return cookie && /PHPSESSID=([^;\s]+)/.exec(cookie)?.[1];
}

test('run_php reproduces every Run example: status, body and headers as its fence meta says (all but the later requests that read a session an earlier run wrote: a session ends with its run)', async (t) => {
  const failures: string[] = [];
  /** Later requests of a block that read the session an earlier request wrote: no run outlives its request. */
  const continued: string[] = [];
  let runs = 0;
  // By package set, as the server keeps one set's PHP at a time: each set's thread starts once.
  const bySet = [...examples].sort((a, b) => setId(a.packages).localeCompare(setId(b.packages)));
  for (const example of bySet) {
    const files = Object.fromEntries([
      [ENTRY_POINT, entryPointFor(example)],
      ...example.files.map(({path, code}) => [path, code]),
    ]);
    const requests = example.requests as ExampleRequest[];
    for (const [index, request] of requests.entries()) {
      const where = `${example.where}, request ${index + 1}: ${request.method} ${request.path}`;
      const session = sessionOf(request);
      if (session && requests.slice(0, index).some((earlier) => sessionOf(earlier) === session)) {
        continued.push(where);
        continue;
      }
      const result = await runPhp({
        packages: example.packages,
        files,
        request: {
          method: request.method,
          path: request.path,
          headers: Object.fromEntries(request.headers),
          body: request.body ?? undefined,
          uploads: request.uploads.map(([field, filename]) => ({field, filename})),
        },
      });
      runs++;
      const problems = [];
      if (result.status !== request.status) problems.push(`status ${result.status}, expected ${request.status}`);
      if (request.expect !== null && !collapsed(result.body).includes(collapsed(request.expect))) {
        problems.push(`body lacks "${request.expect}": ${result.body.slice(0, 300)}`);
      }
      const headers = shownHeaders(result.headers);
      for (const [name, value] of request.expectHeaders) {
        if (!headers.get(name.toLowerCase())?.includes(value)) problems.push(`header ${name} lacks "${value}"`);
      }
      if (problems.length)
        failures.push(
          `${where}: ${problems.join('; ')}${result.stderr ? `\n  stderr: ${result.stderr.slice(0, 300)}` : ''}`,
        );
    }
  }
  // Every Run button's own request (the first) is among them; the rest are the blocks' later requests.
  assert.ok(runs >= examples.length, `${runs} runs`);
  t.diagnostic(`${runs} runs; ${continued.length} requests continue an earlier run's session: ${continued.join('; ')}`);
  assert.deepEqual(failures, [], `${failures.length} of ${runs} runs differ:\n${failures.join('\n')}`);
});

/** A step's checks on `files` as its Check button judges them: each request on a fresh PHP, with the tutorial's set. */
async function judgeStep(checks: ReturnType<typeof readSteps>[number]['checks'], files: ProjectFiles) {
  const results = [];
  for (const check of checks) {
    const {method, path, headers = [], body} = check.request;
    const answer = await runPhp({
      packages: TUTORIAL_PACKAGES,
      files,
      request: {method, path, headers: Object.fromEntries(headers), body},
    });
    results.push({
      name: check.name,
      ...evaluateCheck(check, {status: answer.status ?? 0, headers: answer.headers, body: answer.body}),
      stderr: answer.stderr,
      logs: check.logs,
    });
  }
  return results;
}

test("every tutorial step on the Check button's PHP build: its starter fails a check, its solution passes them all, PHP silent but for what a check says it logs", async () => {
  const problems: string[] = [];
  const steps = readSteps();
  assert.ok(steps.length >= 12, `${steps.length} steps`);
  for (const step of steps) {
    const starter = await judgeStep(step.checks, step.starter);
    if (starter.every((result) => result.passed)) problems.push(`${step.slug}: the starter passes every check`);
    for (const result of await judgeStep(step.checks, step.solution)) {
      if (!result.passed)
        problems.push(`${step.slug}: the solution fails "${result.name}": got ${result.actual.join('; ')}`);
      // A check may say what PHP logs (a step that does not handle errors yet); all else is silent.
      if (result.logs !== undefined && !result.stderr.includes(result.logs))
        problems.push(`${step.slug}: "${result.name}" does not log "${result.logs}"`);
      if (result.logs === undefined && result.stderr)
        problems.push(`${step.slug}: "${result.name}" logs ${result.stderr.slice(0, 200)}`);
    }
  }
  assert.deepEqual(problems, [], problems.join('\n'));
});

test('an edited example runs as edited', async () => {
  const [hello] = examples.filter((example) => example.kind === 'app' && /Hello world!/.test(entryPointFor(example)));
  assert.ok(hello, 'a hello world app');
  const code = entryPointFor(hello).replace('Hello world!', 'Hello, agent!');
  const result = await runPhp({files: {[ENTRY_POINT]: code}});
  assert.equal(result.status, 200);
  assert.equal(result.body, 'Hello, agent!');
});

test('bad run_php arguments are refused with what to fix', async () => {
  for (const [args, message] of [
    [{files: {'src/A.php': '<?php'}}, /must hold public\/index\.php/],
    [{files: {[ENTRY_POINT]: '<?php', '../etc/passwd': 'x'}}, /not a path inside the project/],
    [{files: {[ENTRY_POINT]: '<?php', 'vendor/autoload.php': 'x'}}, /vendor\/ holds the guide's packages/],
    [{files: {[ENTRY_POINT]: '<?php'}, request: {path: 'no-slash'}}, /must start with \//],
    [{files: {[ENTRY_POINT]: '<?php'}, request: {headers: {'X-A': 'one\r\nX-B: two'}}}, /one-line value/],
  ] as const) {
    const answer = await callTool(client, 'run_php', args);
    assert.equal(answer.isError, true, JSON.stringify(args));
    assert.match(answer.text, message);
  }
});

/** The corpus's placeholders, pointed at the two servers PHP must not reach. */
function filled(code: string): string {
  const sitePort = String((site.address() as AddressInfo).port);
  const otherPort = String((other.address() as AddressInfo).port);
  return code
    .replaceAll('@SITE@', `http://127.0.0.1:${sitePort}`)
    .replaceAll('@OTHER@', `http://127.0.0.1:${otherPort}`)
    .replaceAll('@OTHER_PORT@', otherPort)
    .replaceAll('@SITE_PORT@', sitePort);
}

const matches = (text: string, expected: string | RegExp) =>
  typeof expected === 'string' ? text.includes(expected) : expected.test(text);

/** The parts of an expectation Node can see: all but the browser's HTML preview. */
function problemsOf(result: RunPhpResult, expect: Expectation): string[] {
  const problems = [];
  if (expect.stopped) {
    if (result.status !== null || !result.notes.some((note) => note.startsWith('Stopped after 10 s'))) {
      problems.push(`not stopped: status ${result.status}, notes ${JSON.stringify(result.notes)}`);
    }
    return problems;
  }
  if (expect.status !== undefined && result.status !== expect.status)
    problems.push(`status ${result.status}, expected ${expect.status}`);
  if (expect.body !== undefined && !matches(result.body, expect.body))
    problems.push(`body ${JSON.stringify(result.body.slice(0, 200))} lacks ${expect.body}`);
  if (expect.errors !== undefined && !matches(result.stderr, expect.errors))
    problems.push(`stderr ${JSON.stringify(result.stderr.slice(0, 200))} lacks ${expect.errors}`);
  if (expect.truncated !== undefined && !result.notes.some((note) => matches(note, expect.truncated!))) {
    problems.push(`notes ${JSON.stringify(result.notes)} lack ${expect.truncated}`);
  }
  const lines = result.headers.map(([name, value]) => `${name.toLowerCase()}: ${value}`);
  for (const header of expect.headers ?? []) {
    if (!lines.some((line) => line.startsWith(header))) problems.push(`no header line "${header}"`);
  }
  return problems;
}

test('the hostile-PHP corpus through run_php: contained as in the browser, nothing reaches a server', async () => {
  assert.ok(HOSTILE_PROGRAMS.length >= 50, `${HOSTILE_PROGRAMS.length} programs`);
  const failures: string[] = [];
  for (const program of HOSTILE_PROGRAMS) {
    const result = await runPhp({files: {[ENTRY_POINT]: filled(program.code)}});
    const problems = problemsOf(result, program.expect);
    if (problems.length) failures.push(`${program.group}: ${program.name}: ${problems.join('; ')}`);
  }
  assert.deepEqual(hits, [], 'requests that reached the servers');
  assert.deepEqual(failures, [], failures.join('\n'));
  // After the stopped runs, the replaced worker answers at once.
  const after = await runPhp({files: {[ENTRY_POINT]: "<?php echo 'alive';"}});
  assert.equal(after.body, 'alive');
});
