// The relevance suite: what readers type (tests/fixtures/search-relevance.json: API names, settings,
// tasks in words, typos, error messages, in each guide, the blog and the pages outside them), run over
// the built indexes with the ranking the browser runs (src/features/search/engine.mjs). The page that defines
// what the reader typed must come first in at least 95 % of the queries, and in the first three always.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {test} from 'node:test';
import {search} from '../engine.mjs';
import {indexOf} from './builtIndexes.mjs';

/** @typedef {{in: string, query: string, kind: string, expect: string}} RelevanceQuery */

/** @type {{queries: RelevanceQuery[]}} */
const {queries} = JSON.parse(
  readFileSync(new URL('../../../../tests/fixtures/search-relevance.json', import.meta.url), 'utf8'),
);
const TOP1_AT_LEAST = 0.95;

/**
 * Where the expected page comes among the results (0 first), or -1.
 * @param {RelevanceQuery} query
 */
function rankOf(query) {
  // Pages below the base path, whichever the build was made for.
  const pages = search(indexOf(query.in), query.query).map((hit) => hit.page.replace(/^\/[^/]+\//, ''));
  return pages.indexOf(query.expect);
}

test('the suite covers every guide, the blog and the pages outside them, with at least 80 queries', () => {
  assert.ok(queries.length >= 80, `${queries.length} queries`);
  assert.deepEqual([...new Set(queries.map((query) => query.in))].sort(), [
    '',
    'blog',
    'docs/v2',
    'docs/v3',
    'docs/v4',
  ]);
  for (const kind of ['api', 'setting', 'task', 'typo', 'error', 'subject']) {
    assert.ok(
      queries.some((query) => query.kind === kind),
      `a query of kind ${kind}`,
    );
  }
});

test('the three searches that used to fail find their pages first', () => {
  for (const [context, query, expect] of [
    ['docs/v4', 'forceContentType', 'docs/v4/middleware/error-handling'],
    ['docs/v4', 'midlware', 'docs/v4/concepts/middleware'],
    ['docs/v4', 'routng', 'docs/v4/objects/routing'],
    ['docs/v3', 'routing', 'docs/v3/objects/router'],
  ]) {
    assert.equal(
      rankOf({in: context, query, kind: '', expect}),
      0,
      `"${query}" in ${context || 'the pages outside the guides'}`,
    );
  }
});

test(`the defining page comes first in ${TOP1_AT_LEAST * 100} % of the queries and in the first three in all`, () => {
  const ranks = queries.map((query) => ({query, rank: rankOf(query)}));
  const notInTopThree = ranks.filter(({rank}) => rank === -1 || rank > 2);
  const first = ranks.filter(({rank}) => rank === 0).length;
  const describe = (/** @type {{query: RelevanceQuery, rank: number}[]} */ list) =>
    list
      .map(
        ({query, rank}) =>
          `"${query.query}" in ${query.in || '(outside)'}: ${query.expect} at ${rank === -1 ? 'none' : rank + 1}`,
      )
      .join('\n');
  assert.deepEqual(notInTopThree, [], `not in the first three:\n${describe(notInTopThree)}`);
  assert.ok(
    first >= TOP1_AT_LEAST * queries.length,
    `first in ${first} of ${queries.length}; not first:\n${describe(ranks.filter(({rank}) => rank !== 0))}`,
  );
});
