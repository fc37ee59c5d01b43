// The not-found page's guesses, on a small guide of its own: which guide an address meant and which
// of its pages are closest to what was typed.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import {closestDocs, editDistance, guessGuide} from '../NotFoundHelp/closestPages';

const guide = (name: string, path: string, ids: string[], isLast = false): GlobalVersion =>
  ({
    name,
    label: name,
    path,
    isLast,
    mainDocId: 'index',
    docs: ids.map((id) => ({id, path: `${path}/${id}`})),
    draftIds: [],
    sidebars: {},
  }) as GlobalVersion;
const v4 = guide(
  'current',
  '/slim/docs/v4',
  ['index', 'objects/routing', 'objects/request', 'objects/response', 'start/installation'],
  true,
);
const v3 = guide('3.x', '/slim/docs/v3', ['index', 'objects/router', 'start/installation']);

test('edit distance counts insertions, deletions and substitutions', () => {
  assert.equal(editDistance('routing', 'routing'), 0);
  assert.equal(editDistance('routng', 'routing'), 1);
  assert.equal(editDistance('rooting', 'routing'), 1);
  assert.equal(editDistance('', 'abc'), 3);
});

test('the guide comes from the address, or is the latest when its segment is unknown', () => {
  assert.equal(guessGuide('/slim/docs/v3/objects/routr', [v4, v3], '/slim/docs')?.version.name, '3.x');
  assert.deepEqual(guessGuide('/slim/docs/v9/objects/routing', [v4, v3], '/slim/docs')?.rest, 'v9/objects/routing');
  assert.equal(guessGuide('/slim/docs/v9/objects/routing', [v4, v3], '/slim/docs')?.version.name, 'current');
  assert.equal(guessGuide('/slim/blog/nope', [v4, v3], '/slim/docs'), undefined);
});

test("an old address's .html and /index.html forms read as the page's id", () => {
  for (const address of ['/slim/docs/v3/objects/routerr.html', '/slim/docs/v3/objects/routerr/index.html']) {
    const guess = guessGuide(address, [v4, v3], '/slim/docs');
    assert.ok(guess, address);
    assert.equal(guess.rest, 'objects/routerr', address);
    assert.deepEqual(
      closestDocs(guess.rest, guess.version).map((doc) => doc.id),
      ['objects/router'],
      address,
    );
  }
});

test('closest pages: a typo in the page, a missing section, nothing for far-off words', () => {
  assert.deepEqual(
    closestDocs('objects/routng', v4).map((doc) => doc.id),
    ['objects/routing'],
  );
  assert.deepEqual(
    closestDocs('installation', v4).map((doc) => doc.id),
    ['start/installation'],
  );
  assert.deepEqual(closestDocs('objects/reqest', v4).map((doc) => doc.id)[0], 'objects/request');
  assert.deepEqual(closestDocs('completely-unrelated-words', v4), []);
  assert.deepEqual(closestDocs('', v4), []);
});
