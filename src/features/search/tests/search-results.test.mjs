// Where a search result leads and what it shows, over the built indexes with the engine the browser
// runs (src/features/search/engine.mjs): the section of the page (its anchor), not only the page the
// relevance suite ranks (search-relevance.test.mjs); the guide first outside the guides; the snippet
// that says why a result matched. The browser tests (search.spec.ts) see the box and the page show it.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {queryWords, search, snippet} from '../engine.mjs';
import {BASE_PATH} from '../../../../tests/support/base-path.mjs';
import {indexOf} from './builtIndexes.mjs';

/**
 * The first result, as the box lists it for what the reader typed.
 * @param {string} context
 * @param {string} query
 */
function first(context, query) {
  const hit = search(indexOf(context), query)[0];
  assert.ok(hit, `"${query}" in ${context || '(outside)'} finds nothing`);
  return hit;
}

// [where the reader is, what they type, the page and section the first result leads to]: the page
// about what was typed at its top, an API defined in one section at that section.
const LEADS_TO = [
  ['docs/v4', 'addRoutingMiddleware', 'docs/v4/middleware/routing'],
  ['docs/v3', 'withJson', 'docs/v3/objects/response#returning-json'],
  ['docs/v2', 'hooks', 'docs/v2/hooks/overview'],
  ['docs/v4', 'CORS', 'docs/v4/cookbook/enable-cors'],
  ['blog', 'CVE-2023-30536', 'blog/slim-psr7-advisory-CVE-2023-30536'],
  ['docs/v4', 'getParsedBody', 'docs/v4/objects/request#post-parameters'],
  ['docs/v2', 'flash', 'docs/v2/flash/overview'],
  [
    'docs/v4',
    'forceContentType',
    'docs/v4/middleware/error-handling#force-a-specific-content-type-for-error-rendering',
  ],
  ['docs/v4', 'midlware', 'docs/v4/concepts/middleware'],
  ['docs/v3', 'routing', 'docs/v3/objects/router'],
  ['docs/v4', 'upload a file', 'docs/v4/cookbook/uploading-files'],
];

for (const [context, query, target] of LEADS_TO) {
  test(`"${query}" in ${context} leads to /${target}`, () => {
    assert.equal(first(context, query).url, `${BASE_PATH}${target}`);
  });
}

test('outside the guides, the current guide comes first: "routing" leads to the v4 Routing page', () => {
  const hit = first('', 'routing');
  assert.equal(hit.url, `${BASE_PATH}docs/v4/objects/routing`);
  assert.equal(hit.context, 'docs/v4');
});

test('a result found in code only says so, with the name marked', () => {
  const pieces = snippet(first('docs/v4', 'forceContentType'));
  assert.deepEqual(pieces[0], {text: 'In code: ', marked: false});
  assert.ok(pieces.some((piece) => piece.marked && piece.text === 'forceContentType'));
});

test('a result found in prose shows the words typed, marked, and marks them on the page it opens', () => {
  const pieces = snippet(first('docs/v4', 'upload a file'));
  assert.ok(pieces.some((piece) => piece.marked && /^(upload|file)/i.test(piece.text)));
  // The words the opened page marks (resultUrl's `_highlight` parameters): the stop word left out.
  assert.deepEqual(queryWords('upload a file'), ['upload', 'file']);
});
