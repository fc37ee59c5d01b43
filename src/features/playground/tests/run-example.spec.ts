// The Run button as a reader uses it, on the installation page and the home page's hello world: PHP
// 8.2 in WebAssembly, in a worker, with the guide's Slim packages; the first press fetches PHP and the
// page's package set only, a press before the app runs is carried out, the request form reaches PHP,
// HTML is previewed in a sandbox, a loop is stopped. Every Run example's answer (status, body and
// headers as its fence meta says) is reproduced in Node on the same run core and PHP build
// (src/features/mcp-server/tests/run-php.test.ts), not here page by page.
import {execFileSync} from 'node:child_process';
import {expect, test, type Locator, type Page} from '../../../../tests/support/test';
import {idleBoot} from '../../../../tests/support/idleBoot.mjs';
import {holdApp} from '../../../../tests/support/holdApp';
import {PAGES} from '../../../../tests/support/pages';
import type {ExampleRequest} from '../model/php-examples.mjs';
import {readFileSync} from 'node:fs';
import {editCode, exampleBox, FIRST_RUN, homeExample, INSTALLATION, openMore, PHP_ASSET, runAgain} from './runExamples';

/** The slim/slim the guide pins, read in the test (listing the tests needs no file but the specs). */
function pinnedSlim(): string {
  const composer = JSON.parse(readFileSync('src/features/playground/composer/composer.json', 'utf8')) as {
    require: Record<string, string>;
  };
  return composer.require['slim/slim'] ?? '';
}

/** The example model's $_SERVER entries for a request (model/request.mjs), computed the same way. */
function modelServerVariables(
  request: {method: string; path: string},
  server: {root: string; host: string; port: number; software: string; now: number},
): Record<string, string> {
  return JSON.parse(
    execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '--eval',
        `import {serverVariables} from './src/features/playground/model/request.mjs';
         console.log(JSON.stringify(serverVariables(...JSON.parse(process.argv[1]))));`,
        JSON.stringify([request, server]),
      ],
      {encoding: 'utf8'},
    ),
  );
}

/** The live status line of the first example's panel (other parts of a page have their own). */
function runStatus(page: Page) {
  return page.locator('[data-example]').first().getByRole('status');
}

/** Replaces the whole code, as a reader types it, and runs it. */
async function runCode(page: Page, code: string) {
  await editCode(page, () => code);
  await runAgain(page);
}

/** Fills an open panel's request form with `request`, as a reader would, and runs it. */
async function send(box: Locator, request: ExampleRequest) {
  await box.getByRole('combobox', {name: 'Method'}).selectOption(request.method);
  await box.getByRole('textbox', {name: 'Path'}).fill(request.path);
  await openMore(box);
  await box
    .getByRole('textbox', {name: /^Headers/})
    .fill(request.headers.map(([name, value]) => `${name}: ${value}`).join('\n'));
  await box.getByRole('textbox', {name: 'Body', exact: true}).fill(request.body ?? '');
  await box
    .getByRole('textbox', {name: /^Files to upload/})
    .fill(request.uploads.map(([field, name]) => `${field}=${name}`).join('\n'));
  await runAgain(box);
}

/**
 * The response headers a panel shows (the lines between the status line and the body), each name
 * once, lower-cased, with repeated headers' values joined as fetch() joins them.
 */
async function shownHeaders(output: Locator): Promise<Map<string, string>> {
  const [head] = (await output.innerText()).split('\n\n');
  const headers = new Map<string, string>();
  for (const line of head.split('\n').slice(1)) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers.set(name, headers.has(name) ? `${headers.get(name)}, ${value}` : value);
  }
  return headers;
}

/** Checks a panel's answer against what the runner checks on php-cli: status, body, headers. */
async function expectAnswer(box: Locator, request: ExampleRequest, run: number, where: string) {
  const output = box.getByTestId('run-output');
  await expect(output, where).toHaveAttribute('data-run', String(run), FIRST_RUN);
  await expect(output, where).toContainText(`HTTP/1.1 ${request.status}`);
  if (request.expect !== null) await expect(box.getByTestId('run-body'), where).toContainText(request.expect);
  const headers = await shownHeaders(output);
  for (const [name, value] of request.expectHeaders) {
    expect(headers.get(name.toLowerCase()), `${where}: header ${name}`).toContain(value);
  }
}

async function runFirstExample(page: Page) {
  await page.locator('[data-example]').first().getByRole('button', {name: 'Run'}).click();
  const output = page.getByTestId('run-output').first();
  await expect(output).toBeVisible(FIRST_RUN);
  return output;
}

test.describe('Run on the installation page', () => {
  test.describe.configure({timeout: 120_000});

  test('answers HTTP/1.1 200 OK, then the edited route its new answer', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(INSTALLATION);
    // Nothing of PHP is fetched until the reader asks.
    expect(requests.filter((url) => PHP_ASSET.test(url))).toEqual([]);

    const output = await runFirstExample(page);
    await expect(output).toContainText('HTTP/1.1 200 OK');
    await expect(page.getByTestId('run-body')).toHaveText('Hello world!');
    // The panel names the Slim the guide pins (composer/composer.json; the page's own sentence is the
    // content tier's, examples-version.test.mjs).
    await expect(
      page.getByText(`Runs on Slim ${pinnedSlim()}, the release the guide's examples are tested on.`),
    ).toBeVisible();
    await expect(runStatus(page)).toContainText('200 OK');
    // A clean program logs nothing: not even the runtime's own prepend file under open_basedir.
    await expect(page.getByLabel('PHP errors')).toHaveCount(0);
    // Everything came from the site itself.
    const origin = new URL(page.url()).origin;
    expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
    expect(requests.some((url) => /\/assets\/php\/php_8_2\.[0-9a-f]{8}\.wasm$/.test(url))).toBe(true);
    // Only the package set of the pressed example (the installation page's: slim/slim and slim/psr7).
    const vendorSets = requests.map((url) => /\/assets\/php\/(vendor-[\w.-]+)\.[0-9a-f]{8}\.json$/.exec(url)?.[1]);
    expect(vendorSets.filter(Boolean)).toEqual(['vendor-default']);

    // Edit the route and its answer with the keyboard, then run again.
    await editCode(page, (code) =>
      code
        .replace("$app->get('/',", "$app->get('/greet/{name}',")
        .replace("write('Hello world!')", "write('Hi, ' . $request->getAttribute('name'))"),
    );
    await page.getByRole('textbox', {name: 'Path'}).fill('/greet/reader');
    await runAgain(page);
    await expect(page.getByTestId('run-body')).toHaveText('Hi, reader');
    await expect(output).toContainText('HTTP/1.1 200 OK');

    // The old route is gone: Slim's 404, as on php-cli.
    await page.getByRole('textbox', {name: 'Path'}).fill('/');
    await runAgain(page);
    await expect(output).toContainText('HTTP/1.1 404 Not Found');

    // Reset brings back the guide's code and request.
    await page.getByRole('button', {name: 'Reset'}).click();
    await expect(page.getByRole('textbox', {name: 'Path'})).toHaveValue('/');
    await runAgain(page);
    await expect(page.getByTestId('run-body')).toHaveText('Hello world!');
  });

  test('an endless loop can be stopped, and the page stays responsive', async ({page}) => {
    await page.goto(INSTALLATION);
    await runFirstExample(page);
    await runCode(page, '<?php\nwhile (true) {}\n');
    await expect(runStatus(page)).toHaveText('Running…');
    // The page answers while PHP loops in its worker.
    expect(await page.evaluate(() => 1 + 1)).toBe(2);
    await page.getByRole('button', {name: 'Stop'}).click();
    await expect(runStatus(page)).toHaveText('Stopped.');
    await page.getByRole('button', {name: 'Reset'}).click();
    await runAgain(page);
    await expect(page.getByTestId('run-body')).toHaveText('Hello world!', FIRST_RUN);
  });

  test('a fatal error shows its message; a network call from PHP goes nowhere', async ({page}) => {
    await page.goto(INSTALLATION);
    await runFirstExample(page);
    await runCode(page, '<?php\nundefined_function();\n');
    await expect(page.getByTestId('run-output')).toContainText('HTTP/1.1 500 Internal Server Error');
    await expect(page.getByRole('region', {name: 'Response'})).toContainText(
      'Call to undefined function undefined_function()',
    );

    // Neither PHP's URL streams nor its sockets reach anything; no request leaves the page or its worker.
    const requests: string[] = [];
    page.context().on('request', (request) => requests.push(request.url()));
    await runCode(
      page,
      [
        '<?php',
        '$page = @file_get_contents("http://93.184.215.14/");',
        // No socket function is left (src/components/RunExample/phpHardening.ts; the hostile-PHP
        // corpus calls each one).
        '$sockets = array_filter(["fsockopen", "pfsockopen", "stream_socket_client"], "function_exists");',
        'echo $page === false && !$sockets ? "no network" : "network";',
        '',
      ].join('\n'),
    );
    await expect(page.getByTestId('run-body')).toHaveText(/network/, {timeout: 15_000});
    await expect(page.getByTestId('run-body')).toHaveText('no network');
    expect(requests).toEqual([]);
  });

  test('PHP gets the $_SERVER entries and the upload bytes of the example model, as on php-cli', async ({page}) => {
    await page.goto(INSTALLATION);
    const box = page.locator('[data-example]').first();
    await runFirstExample(page);
    await editCode(page, () =>
      [
        '<?php',
        '$files = [];',
        'foreach ($_FILES as $field => $file) {',
        '    foreach ((array) $file["name"] as $i => $name) {',
        '        $files[] = [$field, $name, ((array) $file["type"])[$i], file_get_contents(((array) $file["tmp_name"])[$i])];',
        '    }',
        '}',
        'echo json_encode(["server" => $_SERVER, "files" => $files]);',
        '',
      ].join('\n'),
    );
    const request: ExampleRequest = {
      method: 'POST',
      path: '/hello/a%20b?x=1&y=2',
      headers: [['Accept', 'application/json']],
      body: null,
      status: 200,
      expect: null,
      expectHeaders: [],
      uploads: [
        ['photo', 'a.png'],
        ['docs[]', 'b.txt'],
      ],
    };
    await send(box, request);
    await expect(box.getByTestId('run-output')).toHaveAttribute('data-run', '2', FIRST_RUN);
    const received = JSON.parse(await box.getByTestId('run-body').innerText()) as {
      server: Record<string, string>;
      files: string[][];
    };
    // What the model gives PHP, with the worker's project (/app) and host; the same model's entries
    // are compared with PHP's built-in server in tests/examples/example-model.test.mjs.
    const expected = modelServerVariables(request, {
      root: '/app',
      host: 'localhost',
      port: 80,
      software: 'PHP (WebAssembly) in your browser',
      now: 0,
    });
    for (const [name, value] of Object.entries(expected)) {
      if (!name.startsWith('REQUEST_TIME')) expect(received.server[name], `$_SERVER['${name}']`).toBe(value);
    }
    expect(received.server.HTTP_ACCEPT).toBe('application/json');
    expect(received.files).toEqual([
      ['photo', 'a.png', 'application/octet-stream', 'Content of a.png\n'],
      ['docs', 'b.txt', 'application/octet-stream', 'Content of b.txt\n'],
    ]);
  });

  test('HTML is shown as text, and previewed only in a sandbox without scripts', async ({page}) => {
    await page.goto(INSTALLATION);
    await runFirstExample(page);
    await runCode(
      page,
      '<?php\necho "<h1 id=\\"x\\">Title</h1><script>parent.document.title = \\"owned\\"</script>";\n',
    );
    await expect(page.getByTestId('run-body')).toHaveText(
      '<h1 id="x">Title</h1><script>parent.document.title = "owned"</script>',
    );
    await expect(page.locator('#x')).toHaveCount(0);
    await page.getByRole('button', {name: 'Preview the HTML'}).click();
    const preview = page.locator('iframe[title="Preview of the HTML response"]');
    await expect(preview).toHaveAttribute('sandbox', '');
    await expect(preview.contentFrame().locator('h1')).toHaveText('Title');
    expect(await page.title()).not.toBe('owned');
  });
});

test.describe('Run on the home page', () => {
  test.describe.configure({timeout: 120_000});
  // The page as it loads: the press on Run is the reader's first interaction.
  test.use({startApp: false});

  test(
    'shows the code the runner runs, loads nothing for it, and answers the first press',
    idleBoot(
      "holds main.js back to act before hydration: with the theme's <script defer>, the page's load waits for it",
    ),
    async ({page}) => {
      const example = homeExample();
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      // The app starts by itself once the page has loaded (src/features/boot/): its main script is held back
      // so that the press below comes before it runs, whatever the machine's speed.
      const release = await holdApp(page);
      await page.goto(PAGES.home);
      const box = exampleBox(page, example.where);
      // The block above the button is the example the runner runs, as it is.
      await expect(page.locator('header pre code')).toHaveText(example.code, {useInnerText: true});
      const [request] = example.requests;
      await expect(box).toContainText(`${request.method} ${request.path}`);

      // Until the app runs, the only scripts are the app's three files, fetched at idle time as on every
      // page: no JavaScript of the Run button's own, no WebAssembly.
      // The app's own files (src/features/boot/entryChunk.ts): the runtime, app-modules and main.
      const isApp = (url: string) => /\/assets\/js\/(runtime~main|main|app-modules)\.[0-9a-f]+\.js$/.test(url);
      await expect.poll(() => requests.filter(isApp).length).toBe(3);
      expect(requests.filter((url) => /\.(m?js|wasm)(\?|$)/.test(url) && !isApp(url))).toEqual([]);

      // One press, before the app runs: the app carries it out once it has started.
      await box.getByRole('button', {name: 'Run'}).click();
      await release();
      await expectAnswer(box, request, 1, `${example.where}: ${request.method} ${request.path}`);
      expect(requests.some((url) => PHP_ASSET.test(url))).toBe(true);
      const origin = new URL(page.url()).origin;
      expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
    },
  );
});
