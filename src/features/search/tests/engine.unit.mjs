// The search engine's rules on a small index of its own (src/features/search/engine.mjs): typo tolerance by the
// length of the word typed, prefixes while typing, names from code, title before body.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {buildIndex, editsAllowed, loadIndex, search} from '../engine.mjs';

/** @param {Partial<import('../engine.mjs').SearchSection> & {id: number, page: string}} section */
const section = (section) => ({
  url: section.page,
  pageTitle: '',
  title: '',
  heading: '',
  code: '',
  text: '',
  context: 'docs/v4',
  ...section,
});
// Through JSON, as the browser gets it.
const index = loadIndex(
  JSON.stringify(
    buildIndex([
      section({
        id: 0,
        page: '/g/middleware',
        pageTitle: 'Middleware',
        title: 'Middleware',
        text: 'Middleware wraps the application.',
      }),
      section({
        id: 1,
        page: '/g/errors',
        pageTitle: 'Errors',
        title: 'Errors',
        code: 'forceContentType; HttpNotFoundException',
      }),
      section({
        id: 2,
        page: '/g/routing',
        pageTitle: 'Routing',
        title: 'Routing',
        text: 'Routes map a method and a pattern to a handler.',
      }),
      section({
        id: 3,
        page: '/g/cookbook',
        pageTitle: 'Cookbook',
        title: 'Cookbook',
        text: 'A recipe that mentions middleware and routing once.',
      }),
      section({id: 4, page: '/g/api', pageTitle: 'API', title: 'API', text: 'The api key and the app.'}),
    ]),
  ),
);
/** @param {string} query */
const firstPage = (query) => search(index, query)[0]?.page;

test('typos: none below 4 letters, one edit from 4 to 7, two from 8', () => {
  assert.deepEqual(
    [3, 4, 7, 8, 12].map((length) => editsAllowed('x'.repeat(length))),
    [0, 1, 1, 2, 2],
  );
  assert.equal(firstPage('midlware'), '/g/middleware', '8 letters, one letter missing');
  assert.equal(firstPage('middlwre'), '/g/middleware', '8 letters, two letters missing');
  assert.equal(firstPage('routng'), '/g/routing', '6 letters, one missing');
  assert.equal(firstPage('rotng'), undefined, '5 letters, two missing: too far');
  assert.equal(firstPage('apo'), undefined, '3 letters: no typo allowed');
});

test('the word being typed matches as a prefix; a finished word the index holds does not', () => {
  assert.equal(firstPage('middlew'), '/g/middleware');
  assert.equal(search(index, 'middlew', {typing: false}).length, 0);
  assert.deepEqual(
    search(index, 'api').map((hit) => hit.page),
    ['/g/api'],
  );
});

test('names found only in code are found, and the title outranks a passing mention', () => {
  assert.equal(firstPage('forceContentType'), '/g/errors');
  assert.equal(firstPage('HttpNotFoundException'), '/g/errors');
  assert.equal(firstPage('middleware'), '/g/middleware');
  assert.equal(firstPage('routes'), '/g/routing', 'by its stem');
});
