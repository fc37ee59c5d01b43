// The search indexes of the build: one per guide version and one for the blog, each holding only its
// own pages, the index of pages outside them (home, the search page) holding the current guide and
// the blog but not the older guides; names from code blocks, not the blocks; each under its budget.
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import {brotliCompressSync} from 'node:zlib';
import {indexFileOf, loadIndex} from '../engine.mjs';
import {BUILD_DIR} from '../../../../tests/support/build.mjs';

const SECTIONS = ['docs/v4', 'docs/v3', 'docs/v2', 'blog'];
/** What a reader downloads for one guide, compressed (the budget). */
const GUIDE_BUDGET_BYTES = 300 * 1024;

/** @param {string} context */
const read = (context) => readFileSync(join(BUILD_DIR, indexFileOf(context)));

/**
 * The stored fields of every section of an index.
 * @param {string} context
 * @returns {Record<string, unknown>[]}
 */
function sectionsOf(context) {
  return Object.values(JSON.parse(read(context).toString('utf8')).storedFields);
}

/**
 * The sections (as in SECTIONS) that the pages of an index belong to.
 * @param {string} context
 */
function sectionsIn(context) {
  const found = new Set();
  for (const {page} of sectionsOf(context)) {
    // Below the base path, whichever the build was made for.
    const route = String(page).replace(/^\/[^/]+\//, '');
    const section = SECTIONS.find((path) => route === path || route.startsWith(`${path}/`));
    assert.ok(section, `${indexFileOf(context)} indexes ${page}, outside the guides and the blog`);
    found.add(section);
  }
  return [...found].sort();
}

for (const section of SECTIONS) {
  test(`the ${section} index holds the ${section} pages only, within ${GUIDE_BUDGET_BYTES / 1024} KB compressed`, () => {
    assert.deepEqual(sectionsIn(section), [section]);
    const compressed = brotliCompressSync(read(section)).length;
    assert.ok(compressed <= GUIDE_BUDGET_BYTES, `${indexFileOf(section)}: ${compressed} bytes compressed`);
  });
}

test('pages outside the guides search the current guide and the blog, not the older guides', () => {
  assert.deepEqual(sectionsIn(''), ['blog', 'docs/v4']);
  assert.ok(brotliCompressSync(read('')).length <= GUIDE_BUDGET_BYTES);
});

test('names from code are indexed, the code itself is not', () => {
  const errorHandling = sectionsOf('docs/v4').filter(({page}) =>
    String(page).endsWith('/docs/v4/middleware/error-handling'),
  );
  const code = errorHandling.map((section) => String(section.code)).join(' ');
  const text = errorHandling.map((section) => String(section.text)).join(' ');
  assert.match(code, /\bforceContentType\b/);
  assert.doesNotMatch(text, /\$errorHandler->forceContentType/);
  assert.doesNotMatch(code, /[{}]|->|<\?php/);
  // And the index answers for it (the engine's own loader reads the file).
  assert.ok(loadIndex(read('docs/v4').toString('utf8')).search('forcecontenttype').length > 0);
});

test('the search engine is not in the app bundle every page starts with: it loads with the first index', () => {
  const scripts = readdirSync(join(BUILD_DIR, 'assets/js'));
  const main = scripts.filter((name) => /^main\.[0-9a-f]+\.js$/.test(name));
  assert.equal(main.length, 1);
  // MiniSearch's own error messages name it.
  const engineChunks = scripts.filter((name) =>
    readFileSync(join(BUILD_DIR, 'assets/js', name), 'utf8').includes('MiniSearch: '),
  );
  assert.equal(engineChunks.length, 1, `chunks holding MiniSearch: ${engineChunks.join(', ')}`);
  assert.notEqual(engineChunks[0], main[0]);
});
