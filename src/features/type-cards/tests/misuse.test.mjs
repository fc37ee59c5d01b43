// @ts-check
// The build fails on API misuse: the plugin's loadContent, on a guide seeded with a call that does
// not exist on its receiver's type, throws with the page, the line and the symbol; a block that
// shows the mistake on purpose (errors=) passes and its page gets PHP's message; and the guide as it
// is has no misuse, and resolves at least 90 % of its Slim, PSR and add-on calls.
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, describe, test} from 'node:test';
import * as pluginModule from '../index';
import {cardData} from '../cardData.mjs';
import {coverage, misuses} from '../checks.mjs';
import {buildTypeIndex} from '../typeIndex.mjs';

/** @type {string[]} */
const sites = [];
after(() => sites.forEach((dir) => rmSync(dir, {recursive: true, force: true})));

/** A site whose guide is one page. @param {string} markdown */
function siteWith(markdown) {
  const dir = mkdtempSync(join(tmpdir(), 'type-cards-'));
  sites.push(dir);
  mkdirSync(join(dir, 'docs'));
  writeFileSync(join(dir, 'docs', 'page.md'), markdown);
  return dir;
}

const APP = (/** @type {string} */ body) => `---
title: Seeded
---

Some prose.

\`\`\`php title="public/index.php"
<?php
use Psr\\Http\\Message\\ResponseInterface as Response;
use Psr\\Http\\Message\\ServerRequestInterface as Request;
use Slim\\Factory\\AppFactory;

$app = AppFactory::create();
$app->get('/', function (Request $request, Response $response) {
${body}
});
$app->run();
\`\`\`
`;

/** @param {string} siteDir */
async function loadContent(siteDir) {
  // tsx hands a CommonJS-compiled module's default export one level down.
  const module = /** @type {any} */ (pluginModule);
  const typeCardsPlugin = typeof module.default === 'function' ? module.default : module.default.default;
  const plugin = typeCardsPlugin({siteDir});
  return /** @type {() => Promise<void>} */ (plugin.loadContent)();
}

describe('API misuse fails the build', () => {
  test('withJson() without slim/http: page, line and symbol', async () => {
    const site = siteWith(APP("    return $response->withJson(['ok' => true]);"));
    await assert.rejects(loadContent(site), (error) => {
      assert.match(
        String(error),
        /docs\/page\.md:15: Psr\\Http\\Message\\ResponseInterface::withJson\(\): Call to undefined method Slim\\Psr7\\Response::withJson\(\)/,
      );
      return true;
    });
  });

  test('a misspelt getQueryParam() on the PSR-7 request', async () => {
    const site = siteWith(APP("    $name = $request->getQueryParam('name');\n    return $response;"));
    await assert.rejects(
      loadContent(site),
      /docs\/page\.md:15: Psr\\Http\\Message\\ServerRequestInterface::getQueryParam\(\)/,
    );
  });

  test('a block that says errors="withJson" passes, and its page shows what PHP says', async () => {
    const site = siteWith(
      APP("    return $response->withJson(['ok' => true]);").replace(
        'title="public/index.php"',
        'title="public/index.php" errors="withJson"',
      ),
    );
    const index = await buildTypeIndex({siteDir: site, roots: ['docs']});
    assert.deepEqual(misuses(index), []);
    const [block] = Object.values(cardData(index))[0];
    assert.deepEqual(block.errors, [
      {line: 8, name: 'withJson', message: 'Call to undefined method Slim\\Psr7\\Response::withJson()'},
    ]);
  });

  test('errors= naming a call that does not fail is itself an error', async () => {
    const site = siteWith(
      APP('    return $response;').replace('title="public/index.php"', 'title="public/index.php" errors="withJson"'),
    );
    const index = await buildTypeIndex({siteDir: site, roots: ['docs']});
    assert.match(misuses(index).join('\n'), /errors="withJson" but no call of withJson fails/);
  });

  test('the guide has no misuse and resolves at least 90 % of its API calls', async () => {
    const index = await buildTypeIndex();
    assert.deepEqual(misuses(index), []);
    const {resolved, seen} = coverage(index);
    assert.ok(seen > 1000, `only ${seen} calls seen`);
    assert.ok(resolved / seen >= 0.9, `${resolved} of ${seen}`);
  });
});
