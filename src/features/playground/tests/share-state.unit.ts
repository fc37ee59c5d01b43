// A Run panel's shared state: what Share writes is what a link reads back, and anything else a
// fragment may hold is refused (or left to the tutorial, for a step's state).
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {decodeShared, encodeShared} from '../share/codec';
import {isOtherShare, panelState, readPanelState} from '../share/panelState';

const written = panelState('docs/objects/request.md:12', "<?php\necho 'hi';\n", {
  method: 'POST',
  path: '/users?x=1',
  headers: [['Content-Type', 'application/json']],
  body: '{}',
  uploads: [],
});

test('Share writes uploads only when the panel has some', () => {
  assert.equal('uploads' in written, false);
  const withFiles = panelState('a.md:1', '<?php\n', {...written, uploads: [['photo', 'a.png']]});
  assert.deepEqual(withFiles.uploads, [['photo', 'a.png']]);
});

test('a state survives the link and is read back as it was written', async () => {
  assert.deepEqual(readPanelState(await decodeShared(await encodeShared(written))), written);
  const withFiles = panelState('a.md:1', '<?php\n', {...written, uploads: [['docs[]', 'b.txt']]});
  assert.deepEqual(readPanelState(withFiles), withFiles);
});

test('any other shape is refused', () => {
  const refused: unknown[] = [
    null,
    42,
    'text',
    [],
    {...written, v: 2},
    {...written, v: '1'},
    {...written, example: 7},
    {...written, code: null},
    {...written, method: 'TRACE'},
    {...written, method: 'get'},
    {...written, path: ['/']},
    {...written, headers: [['A']]},
    {...written, headers: [['A', 1]]},
    {...written, headers: 'A: 1'},
    {...written, body: undefined},
    {...written, uploads: [['a', 'b', 'c']]},
    JSON.parse('{"__proto__": {"v": 1}}'),
  ];
  for (const value of refused) assert.equal(readPanelState(value), null, JSON.stringify(value));
});

test("only a tutorial step's state is someone else's", () => {
  assert.equal(isOtherShare({v: 1, step: '01-first-route', files: {}}), true);
  assert.equal(isOtherShare(written), false);
  assert.equal(isOtherShare({...written, step: 'x'}), false);
  assert.equal(isOtherShare(null), false);
});
