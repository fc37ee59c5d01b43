// Content check over the production build: the bundle has the layout the app loader relies on to
// evaluate the app's modules in steps (src/features/boot/appLoader.js, src/features/boot/entryChunk.ts, README
// "Evaluating the bundle in steps"). Each file is run in a sandbox of its own (no page, an empty
// `self`), and what it pushes into the chunk array is looked at: the bundler's public chunk format
// ([[chunk ids], {modules}, startup function?]), never the text of the minified code.
// tests/e2e/deferred-app.spec.ts shows the steps taken in the browser.
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import vm from 'node:vm';
import {BUILD_DIR} from '../../../../tests/support/build.mjs';

const JS_DIR = join(BUILD_DIR, 'assets', 'js');
const scripts = readdirSync(JS_DIR).filter((name) => name.endsWith('.js'));
const chunkGlobal = /export const CHUNK_GLOBAL = '([^']+)'/.exec(
  readFileSync('src/features/boot/chunkGlobal.ts', 'utf8'),
)?.[1];
const appModulesName = /export const APP_MODULES_CHUNK = '([^']+)'/.exec(
  readFileSync('src/features/boot/entryChunk.ts', 'utf8'),
)?.[1];

/** The one file of the build whose name starts with `prefix.` */
function fileNamed(/** @type {string} */ prefix) {
  const found = scripts.filter((name) => name.startsWith(`${prefix}.`));
  assert.equal(found.length, 1, `one ${prefix}.*.js in ${JS_DIR}`);
  return found[0];
}

/**
 * Runs a file in a sandbox with no page and gives back the sandbox's chunk array.
 * @param {string} name
 * @returns {{push: Function} & unknown[][]}
 */
function chunkArrayAfterRunning(name) {
  /** @type {Record<string, unknown>} */
  const sandbox = {document: {baseURI: 'http://127.0.0.1/slim/'}};
  // The runtime reads the page's base address as it starts; nothing else of the page.
  sandbox.self = sandbox;
  vm.runInNewContext(readFileSync(join(JS_DIR, name), 'utf8'), sandbox, {filename: name});
  return /** @type {any} */ (sandbox[/** @type {string} */ (chunkGlobal)]);
}

test('the runtime takes over the chunk array the loader is given', () => {
  assert.ok(chunkGlobal);
  const chunks = chunkArrayAfterRunning(fileNamed('runtime~main'));
  assert.ok(Array.isArray(chunks), `runtime~main does not create self.${chunkGlobal}`);
  assert.notEqual(chunks.push, Array.prototype.push, `runtime~main does not handle pushes into self.${chunkGlobal}`);
});

test('main.js is the entry alone, pushed with its startup function', () => {
  const chunks = chunkArrayAfterRunning(fileNamed('main'));
  assert.equal(chunks.length, 1, 'main.js pushes one chunk');
  const [ids, modules, startup] = chunks[0];
  assert.ok(Array.isArray(ids));
  assert.equal(typeof startup, 'function', 'main.js has no startup function');
  // Docusaurus has one entry file (its client entry): everything else is in app-modules.
  assert.equal(Object.keys(/** @type {object} */ (modules)).length, 1, 'main.js holds more than its entry module');
});

test('every other module of the first load is in app-modules, with no startup function', () => {
  assert.ok(appModulesName);
  const chunks = chunkArrayAfterRunning(fileNamed(appModulesName));
  assert.equal(chunks.length, 1, `${appModulesName}.js pushes one chunk`);
  const [, modules, startup] = chunks[0];
  assert.equal(startup, undefined, `${appModulesName}.js has a startup function`);
  // The app's modules (React, React DOM, the router, Docusaurus's client): many, evaluated in steps.
  assert.ok(
    Object.keys(/** @type {object} */ (modules)).length > 1,
    `${appModulesName}.js holds no more than one module`,
  );
});
