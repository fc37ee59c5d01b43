// What the search indexes of a page, on small HTML of its own: sections by heading, prose without
// buttons or navigation, and from code only the names a reader would type.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {extractSections, namesInCode} from '../extract';

test('names from code: methods, classes, settings, packages and exception messages, each once', () => {
  const code = `<?php
use Slim\\Factory\\AppFactory;
$app = AppFactory::create();
$app->addRoutingMiddleware();
$app->addRoutingMiddleware();
$settings['displayErrorDetails'] = true;
session_start();
throw new RuntimeException('Database connection refused');
// composer require slim/psr7`;
  const names = namesInCode(code);
  for (const name of [
    'AppFactory',
    'create',
    'addRoutingMiddleware',
    'displayErrorDetails',
    'session_start',
    'Database connection refused',
    'RuntimeException',
  ]) {
    assert.ok(names.includes(name), `${name} in ${JSON.stringify(names)}`);
  }
  assert.equal(names.filter((name) => name === 'addRoutingMiddleware').length, 1);
  assert.ok(!names.includes('app') && !names.includes('php'), 'names every example has say nothing');
});

test('a built page becomes one section per h2/h3, with prose, names from code and the anchor', () => {
  const html = `<html><body><nav>Sidebar words</nav><article><h1>Routing</h1>
<div class="theme-doc-markdown markdown">
<p>Routes map a method and a pattern.</p>
<h2 id="groups">Route groups<a class="hash-link" href="#groups">#</a></h2>
<p>Groups share a prefix.</p><button>Copy</button>
<div class="theme-code-block"><pre><code><span class="token-line">$app-&gt;group('/api', function ($group) {});</span></code></pre></div>
</div></article></body></html>`;
  const sections = extractSections(html, '/slim/docs/v4/objects/routing', 'docs/v4');
  assert.ok(sections);
  assert.equal(sections.length, 2);
  assert.equal(sections[0]?.title, 'Routing');
  assert.equal(sections[0]?.text, 'Routes map a method and a pattern.');
  assert.equal(sections[1]?.heading, 'Route groups');
  assert.equal(sections[1]?.url, '/slim/docs/v4/objects/routing#groups');
  assert.equal(sections[1]?.text, 'Groups share a prefix.', 'no button text, no hash link, no code');
  assert.equal(sections[1]?.code, 'group');
  assert.ok(!JSON.stringify(sections).includes('Sidebar'), 'navigation is not indexed');
});

test('an element marked data-search="skip" is not indexed', () => {
  const html = `<html><body><article><h1>Request</h1><div class="theme-doc-markdown markdown">
<p>Read the body.</p>
<details class="type-cards" data-search="skip"><summary>API in this example (1)</summary><p>getParsedBody(): array</p></details>
<p>Then reply.</p></div></article></body></html>`;
  const [section] = extractSections(html, '/docs/v4/objects/request', 'docs/v4') ?? [];
  assert.equal(section?.text, 'Read the body. Then reply.');
});

test('a page without an article body has nothing to index', () => {
  assert.equal(extractSections('<html><body><p>Not a doc</p></body></html>', '/x', 'docs/v4'), null);
});
