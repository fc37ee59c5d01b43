// Content check over the production build: Prism is not in the JavaScript every page runs at
// start-up. src/features/code-blocks/lazyPrism replaces the theme's Prism registration module in the browser's
// bundle, and code blocks hydrate from their server-rendered HTML (src/features/code-blocks/theme/CodeBlock/Content);
// Prism and the site's languages are in a chunk of their own, loaded when a block mounts after a
// client-side navigation (src/features/code-blocks/tests/code-blocks.spec.ts shows it working).
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import {BUILD_DIR} from '../../../../tests/support/build.mjs';

const JS_DIR = join(BUILD_DIR, 'assets', 'js');
const scripts = readdirSync(JS_DIR).filter((name) => name.endsWith('.js'));
const read = (/** @type {string} */ name) => readFileSync(join(JS_DIR, name), 'utf8');
// What only Prism's core and the site's grammars contain: the class prism-react-renderer gives a
// block, the highlighter's tokenizer, and PHP's grammar (registered by the site).
const PRISM_CORE = /prism-code|matchGrammar/;
const PHP_GRAMMAR = /markup-templating/;

test('the start-up bundle (runtime, app-modules and main, src/features/boot/entryChunk.ts) has no Prism', () => {
  const startUp = scripts.filter((name) => /^(main|runtime~main|app-modules)\./.test(name));
  assert.equal(startUp.length, 3);
  for (const name of startUp) {
    assert.doesNotMatch(read(name), PRISM_CORE, `${name} contains Prism`);
    assert.doesNotMatch(read(name), PHP_GRAMMAR, `${name} registers Prism languages`);
  }
});

test("one chunk of its own has Prism with the site's languages", () => {
  const withPrism = scripts.filter((name) => PRISM_CORE.test(read(name)));
  assert.equal(withPrism.length, 1, `Prism is in ${withPrism.join(', ') || 'no chunk'}`);
  assert.match(read(withPrism[0]), PHP_GRAMMAR);
});
