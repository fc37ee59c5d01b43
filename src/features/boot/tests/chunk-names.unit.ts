// The route chunks' short names (lighterBundle/chunkNames.js): distinct, as short as the other names
// allow, and stable when a page is added.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {shortNames} from '../lighterBundle/chunkNames.js';

const NAMES = ['0066966a', '013b128b', '01a85c17', '01ab0000', '01ab1111', 'a7456010'];

test('each name becomes the shortest start, of 3 or more characters, that no other name shares', () => {
  assert.deepEqual(Object.fromEntries(shortNames(NAMES)), {
    '0066966a': '006',
    '013b128b': '013',
    '01a85c17': '01a8',
    '01ab0000': '01ab0',
    '01ab1111': '01ab1',
    a7456010: 'a74',
  });
});

test('a name that starts another keeps all of itself, and the other goes on', () => {
  assert.deepEqual(Object.fromEntries(shortNames(['abc12', 'abc123', 'ab'])), {
    abc12: 'abc12',
    abc123: 'abc123',
    ab: 'ab',
  });
});

test('a new name renames only the names that share its start', () => {
  const before = shortNames(NAMES);
  const after = shortNames([...NAMES, '0137ffff']);
  const renamed = NAMES.filter((name) => before.get(name) !== after.get(name));
  assert.deepEqual(renamed, ['013b128b']);
  assert.equal(after.get('0137ffff'), '0137');
  assert.equal(new Set(after.values()).size, NAMES.length + 1);
});
