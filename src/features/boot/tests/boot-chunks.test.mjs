// Content check over the production build: the bundle has the shape the app loader relies on to
// evaluate the main bundle in steps (src/boot/appLoader.js, README "Evaluating the bundle in
// steps"). The runtime reads chunks from the array named in src/boot/chunkGlobal.ts, and main.js is
// one push of [[chunk id], {modules}, startup function] whose startup names its entry module, as
// webpack's and rspack's JSONP chunk format has it. tests/e2e/deferred-app.spec.ts shows the steps
// taken in the browser.
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import {BUILD_DIR} from '../../../../tests/support/build.mjs';

const JS_DIR = join(BUILD_DIR, 'assets', 'js');
const scripts = readdirSync(JS_DIR).filter((name) => name.endsWith('.js'));
const read = (/** @type {string} */ name) => readFileSync(join(JS_DIR, name), 'utf8');
const chunkGlobal = /export const CHUNK_GLOBAL = '([^']+)'/.exec(readFileSync('src/features/boot/chunkGlobal.ts', 'utf8'))?.[1];

test('the runtime reads its chunks from the array the loader is given', () => {
  assert.ok(chunkGlobal);
  const runtime = scripts.filter((name) => /^runtime~main\./.test(name));
  assert.equal(runtime.length, 1);
  assert.ok(read(runtime[0]).includes(`self.${chunkGlobal}=self.${chunkGlobal}||[]`), 'runtime~main does not use the configured chunk array');
});

test('main.js is one chunk pushed with a startup function that names its entry module', () => {
  const main = scripts.filter((name) => /^main\./.test(name));
  assert.equal(main.length, 1);
  const source = read(main[0]);
  assert.ok(source.startsWith(`(self.${chunkGlobal}=self.${chunkGlobal}||[]).push([[`), 'main.js does not start with a push into the chunk array');
  // The startup function: runs the entry module once the chunks it needs are there.
  assert.match(source, /,function\((\w)\)\{\1\.O\(0,\[[^\]]*\],function\(\)\{return \1\(\1\.s=\d+\)\}\),\1\.O\(\)\}\]\);\s*$/);
});
