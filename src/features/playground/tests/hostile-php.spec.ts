// The hostile-PHP corpus (src/features/playground/tests/hostile-php/corpus.ts) through the real Run panel, twice:
// behind the production nginx (deploy/, with its Content-Security-Policy and the rest) and behind a
// static host that sends no security headers at all, as GitHub Pages serves the site. Containment
// must not depend on the headers. For each program: the answer it expects is shown; no script ran
// (no dialog, no console line of the payload, no canary global in the page or any worker); no
// request reached a server but for the site's own files (the access logs, and an "other origin"
// whose log must stay empty); the page answers a probe within 200 ms before and after (one of three
// tries, back to back: see probe()); and the run after it answers a hello world exactly. The figures
// (probe round trips, longest task of the main thread) are written to the test's output folder.
// Its own Playwright project, not a default one: `npm run test:hostile` (the nightly job, and CI on
// a playground change). The default suite keeps a sample (hostile-smoke.spec.ts), and Node runs the
// whole corpus through run_php (src/features/mcp-server/tests/run-php.test.ts).
import {spawn} from 'node:child_process';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {expect, test, type Page} from '@playwright/test';
import {CONTROL_BODY, CONTROL_PROGRAM, HOSTILE_PROGRAMS, type HostileProgram} from './hostile-php/corpus';
import {ENDED, evaluateInWorkers} from '../../../../tests/support/workerGlobals';
import {startApp} from '../../../../scripts/lib/browser.mjs';
import {PROBE_BOUND_MS, PROBE_TRIES, probe, type Probe} from './hostile-php/probe';
import {UNSEALED} from './hostile-php/sealing';
import {openEditor} from './runExamples';

/** The base path the build is served at (src/config/serving.mjs, DEFAULT_BASE_PATH). */
const BASE = '/slim/';
const PAGE = 'docs/v4/start/installation';
/** Downloading and compiling PHP (again after a stopped run), on a loaded machine. */
const RUN_TIMEOUT = {timeout: 60_000};
const GROUPS = [...new Set(HOSTILE_PROGRAMS.map((program) => program.group))];
type Origins = {site: string; other: string; otherPort: string; sitePort: string};
type Servers = {origins: Origins; siteLog: () => string[]; otherLog: () => string[]; stop: () => Promise<void>};

/** The run after a program answers exactly as on a fresh page: nothing of the program is left. */
async function expectNextRunClean(page: Page, program: HostileProgram): Promise<void> {
  await run(page, CONTROL_PROGRAM);
  const panel = page.getByTestId('run-example');
  const where = `the run after ${program.name}`;
  await expect(panel.getByTestId('run-output'), where).toContainText('HTTP/1.1 200');
  await expect(panel.getByTestId('run-body'), where).toHaveText(CONTROL_BODY);
  await expect(panel.getByLabel('PHP errors'), where).toHaveCount(0);
}

function fill(code: string, origins: Origins): string {
  return code
    .replaceAll('@SITE@', origins.site)
    .replaceAll('@OTHER@', origins.other)
    .replaceAll('@OTHER_PORT@', origins.otherPort)
    .replaceAll('@SITE_PORT@', origins.sitePort);
}

/** The lines of an access log, less the other origin's start-up probe (scripts/lib/logged-servers.mjs). */
function logLines(file: string): string[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line && !line.includes('/started-by-the-test'));
}

/**
 * Starts scripts/hostile-servers.mjs, in a process of its own: it runs native ES modules with a
 * top-level await, which Playwright's loader of test files cannot load.
 */
async function startServers(host: 'nginx' | 'bare'): Promise<Servers> {
  const child = spawn(process.execPath, ['scripts/hostile-servers.mjs', host, process.env.BUILD_DIR ?? 'build'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(text.slice(0, text.indexOf('\n')));
    });
    child.once('exit', (code) => reject(new Error(`hostile-servers.mjs ${host} exited with ${code}`)));
  });
  const started = JSON.parse(line) as {site: string; other: string; siteLog: string; otherLog: string};
  const port = (origin: string) => new URL(origin).port;
  return {
    origins: {site: started.site, other: started.other, otherPort: port(started.other), sitePort: port(started.site)},
    siteLog: () => logLines(started.siteLog),
    otherLog: () => logLines(started.otherLog),
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Replaces the code in the panel's editor, as a reader types it, and presses Run. */
async function run(page: Page, code: string): Promise<void> {
  const panel = page.getByTestId('run-example');
  const finished = Number(await panel.getAttribute('data-finished'));
  await openEditor(page);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(code);
  // What the run and its output cost the main thread, from the press on: opening the editor and
  // typing the program are the reader's input, measured by the tap bench, not the output's cost.
  await page.evaluate(() => {
    const state = window as unknown as {longestTask: number; longestTaskSince: number};
    state.longestTask = 0;
    state.longestTaskSince = performance.now();
  });
  await panel.getByRole('button', {name: 'Run', exact: true}).click();
  await expect(panel).toHaveAttribute('data-finished', String(finished + 1), RUN_TIMEOUT);
}

async function expectContained(page: Page, program: HostileProgram): Promise<void> {
  const panel = page.getByTestId('run-example');
  const {expect: wanted} = program;
  const where = program.name;
  if (wanted.stopped) {
    await expect(panel.getByRole('status'), where).toContainText('Stopped after');
    return;
  }
  const output = panel.getByTestId('run-output');
  if (wanted.status !== undefined) await expect(output, where).toContainText(`HTTP/1.1 ${wanted.status}`);
  if (wanted.body !== undefined) await expect(panel.getByTestId('run-body'), where).toContainText(wanted.body);
  if (wanted.errors !== undefined) await expect(panel.getByLabel('PHP errors'), where).toContainText(wanted.errors);
  if (wanted.truncated !== undefined) {
    await expect(panel.getByTestId('run-truncated').filter({hasText: wanted.truncated}), where).toHaveCount(1);
  }
  for (const line of wanted.headers ?? []) await expect(output, `${where}: ${line}`).toContainText(line);
  if (wanted.preview !== undefined) {
    await panel.getByRole('button', {name: 'Preview the HTML'}).click();
    const frame = panel.locator('iframe[title="Preview of the HTML response"]');
    await expect(frame, where).toHaveAttribute('sandbox', '');
    await expect(frame.contentFrame().locator('body'), where).toContainText(wanted.preview);
    await page.getByRole('button', {name: 'Hide the HTML preview'}).click();
  }
}

type Figures = {program: string; before: Probe; after: Probe; longestTaskMs: number};

for (const host of ['nginx', 'bare'] as const) {
  test.describe(`hostile PHP behind ${host === 'nginx' ? 'our nginx' : 'a host with no security headers'}`, () => {
    // Each program runs twice (itself, then the control run after it).
    test.describe.configure({timeout: 480_000});
    let servers: Servers;
    test.beforeAll(async () => {
      servers = await startServers(host);
    });
    test.afterAll(async () => {
      await servers?.stop();
    });

    for (const group of GROUPS) {
      test(group, async ({browser}, testInfo) => {
        const context = await browser.newContext();
        const page = await context.newPage();
        const {site} = servers.origins;
        const requests: string[] = [];
        const dialogs: string[] = [];
        const payloadLines: string[] = [];
        context.on('request', (request) => requests.push(request.url()));
        // Requests the browser refused by policy before sending them (the preview's own CSP): Chromium
        // now and then reports such an attempt as a request, then as failed with "csp". Never sent,
        // so never seen by a server: the servers' logs below are the proof either way.
        const refusedByPolicy = new Set<string>();
        context.on('requestfailed', (request) => {
          if (request.failure()?.errorText === 'csp') refusedByPolicy.add(request.url());
        });
        page.on('dialog', (dialog) => {
          dialogs.push(dialog.message());
          void dialog.dismiss();
        });
        const watchConsole = (text: string) => {
          if (text.includes('PWNED')) payloadLines.push(text);
        };
        page.on('console', (message) => watchConsole(message.text()));
        page.on('worker', (worker) => worker.on('console', (message) => watchConsole(message.text())));
        // The main thread's long tasks, from the first script on.
        await page.addInitScript(() => {
          const state = window as unknown as {longestTask: number; longestTaskSince: number};
          state.longestTask = 0;
          state.longestTaskSince = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) {
              // An entry arrives after its task: one that began before the reset is not counted.
              if (entry.startTime >= state.longestTaskSince)
                state.longestTask = Math.max(state.longestTask, entry.duration);
            }
          }).observe({type: 'longtask', buffered: true});
        });

        await page.goto(`${site}${BASE}${PAGE}`);
        await startApp(page);
        await page.locator('[data-example]').first().getByRole('button', {name: 'Run'}).click();
        await expect(page.getByTestId('run-example')).toHaveAttribute('data-finished', '1', RUN_TIMEOUT);
        // The worker that will run the corpus is sealed.
        const sealed = await evaluateInWorkers(page, UNSEALED);
        expect([...sealed.values()], 'the PHP worker, sealed').toEqual(['']);

        const figures: Figures[] = [];
        for (const program of HOSTILE_PROGRAMS.filter((candidate) => candidate.group === group)) {
          const before = await probe(page);
          await run(page, fill(program.code, servers.origins));
          await expectContained(page, program);
          const after = await probe(page);
          const longestTaskMs = await page.evaluate(() => (window as unknown as {longestTask: number}).longestTask);
          figures.push({program: program.name, before, after, longestTaskMs});

          // No script of the payload ran anywhere.
          expect(dialogs, `${program.name}: dialogs`).toEqual([]);
          expect(payloadLines, `${program.name}: console`).toEqual([]);
          expect(
            await page.evaluate(() => (window as unknown as {phpCanary?: unknown}).phpCanary),
            `${program.name}: page canary`,
          ).toBeUndefined();
          for (const [url, value] of await evaluateInWorkers(page, 'typeof self.phpCanary')) {
            expect([ENDED, 'undefined'], `${program.name}: canary of worker ${url}`).toContain(value);
          }
          // Nothing but the site's own files was asked for, by the page or its workers.
          const foreign = () =>
            requests.filter(
              (url) =>
                !url.startsWith(`${site}${BASE}`) && !/^(data|blob|about):/.test(url) && !refusedByPolicy.has(url),
            );
          // Polled: a refused attempt's failure event comes a moment after its request event.
          await expect.poll(foreign, {message: `${program.name}: requests off the site`, timeout: 2000}).toEqual([]);
          expect(
            servers.siteLog().filter((line) => line.includes('hostile-php') || !/"(GET|HEAD) /.test(line)),
            `${program.name}: site log`,
          ).toEqual([]);
          expect(servers.otherLog(), `${program.name}: other origin's log`).toEqual([]);
          expect(before.answerMs, `${program.name}: probe before`).toBeLessThan(PROBE_BOUND_MS);
          expect(after.answerMs, `${program.name}: probe after`).toBeLessThan(PROBE_BOUND_MS);
          await expectNextRunClean(page, program);
        }

        const file = testInfo.outputPath('figures.json');
        writeFileSync(file, JSON.stringify({host, group, figures}, null, 2));
        for (const entry of figures) {
          const ms = (value: number) => Math.round(value);
          console.log(
            `${host} | ${group} | ${entry.program} | probe before ${ms(entry.before.answerMs)} ms (round trip ${ms(entry.before.roundTripMs)}, tries ${entry.before.tries.map(ms).join('/')}), ` +
              `after ${ms(entry.after.answerMs)} ms (round trip ${ms(entry.after.roundTripMs)}, tries ${entry.after.tries.map(ms).join('/')}) | longest task ${ms(entry.longestTaskMs)} ms`,
          );
        }
        await context.close();
      });
    }
  });
}

// The probe every program's figures rest on tells a frozen tab from one that answers.
test('the probe tells a frozen tab from one that answers', async ({page}) => {
  await page.setContent('<p>probe</p>');
  expect((await probe(page)).answerMs, 'an idle page').toBeLessThan(PROBE_BOUND_MS);
  // A main thread kept busy 300 ms at a time, each stretch queued as a message (timers chained this
  // way would be held back 4 ms and let the probe's run first), as output that never stops
  // rendering would keep it.
  await page.evaluate(() => {
    const until = performance.now() + 10_000;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      const started = performance.now();
      while (performance.now() - started < 300);
      if (performance.now() < until) channel.port2.postMessage(0);
    };
    channel.port2.postMessage(0);
  });
  const frozen = await probe(page);
  expect(frozen.tries, 'a frozen page: every try').toHaveLength(PROBE_TRIES);
  expect(frozen.answerMs, 'a frozen page').toBeGreaterThanOrEqual(PROBE_BOUND_MS);
});
