// The search indexes of the build: one per guide version and one for the blog, each holding only its
// own pages, and the index of pages outside them (home, the search page) holding the current guide
// and the blog but not the older guides.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import {BUILD_DIR} from '../support/build.mjs';

const SECTIONS = ['docs/v4', 'docs/v3', 'docs/v2', 'blog'];

/**
 * The sections (as in SECTIONS) that the pages of an index file belong to.
 * @param {string} file
 * @returns {string[]}
 */
function sectionsIn(file) {
  const wrappedIndexes = JSON.parse(readFileSync(join(BUILD_DIR, file), 'utf8'));
  const sections = new Set();
  for (const {documents} of wrappedIndexes) {
    for (const {u: url} of documents) {
      // Below the base path, whichever the build was made for.
      const route = url.replace(/^\/[^/]+\//, '');
      const section = SECTIONS.find((path) => route === path || route.startsWith(`${path}/`));
      assert.ok(section, `${file} indexes ${url}, outside the guides and the blog`);
      sections.add(section);
    }
  }
  return [...sections].sort();
}

for (const section of SECTIONS) {
  test(`the ${section} index holds the ${section} pages only`, () => {
    assert.deepEqual(sectionsIn(`search-index-${section.replace('/', '-')}.json`), [section]);
  });
}

test('pages outside the guides search the current guide and the blog, not the older guides', () => {
  assert.deepEqual(sectionsIn('search-index.json'), ['blog', 'docs/v4']);
});
