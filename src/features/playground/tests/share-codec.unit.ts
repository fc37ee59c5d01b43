// The link codec: a state survives the round trip, and hostile fragments decode to nothing.
import assert from 'node:assert/strict';
import {deflateRawSync} from 'node:zlib';
import {test} from 'node:test';
import {decodeShared, encodeShared, MAX_DECODED_BYTES} from '../share/codec';

test('a state comes back as it was, in URL-safe text', async () => {
  const state = {code: "<?php\necho 'héllo ✓';\n", method: 'POST', headers: [['Accept', 'application/json']]};
  const text = await encodeShared(state);
  assert.match(text, /^[A-Za-z0-9_-]+$/);
  assert.deepEqual(await decodeShared(text), state);
});

test('text that is not ours decodes to null', async () => {
  for (const text of ['', '%%%', 'a', 'not base64!', 'AAAA', 'x'.repeat(5000)]) {
    assert.equal(await decodeShared(text), null, text);
  }
});

test('a deflate bomb stops at the cap instead of filling memory', async () => {
  const bomb = deflateRawSync(Buffer.alloc(MAX_DECODED_BYTES * 40, 0x20));
  const text = bomb.toString('base64url');
  assert.equal(await decodeShared(text), null);
  assert.ok(bomb.length < 20_000, `the bomb is small (${bomb.length} bytes)`);
});
