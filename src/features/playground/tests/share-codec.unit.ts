// The link codec: a state survives the round trip, and hostile fragments decode to nothing, with
// the work on them bounded (what the decompressor is fed and gives back is counted, not timed).
import assert from 'node:assert/strict';
import {randomBytes} from 'node:crypto';
import {deflateRawSync} from 'node:zlib';
import {test} from 'node:test';
import {
  decodeShared,
  DECODE_SLICE_BYTES,
  encodeShared,
  linkText,
  MAX_DECODED_BYTES,
  MAX_FRAGMENT_CHARS,
} from '../share/codec';
import {bombFragments, deflateBomb, LARGEST_BOMB_UNDER_CAP, paddedLink} from './hostile-fragments';

type Work = {base64Decodes: number; streams: number; largestSlice: number; fed: number; inflated: number};

/**
 * Runs `decode` with the global atob and DecompressionStream wrapped, and counts: how often the text
 * was decoded from base64, how many decompressors were made, the largest chunk one was fed, and the
 * bytes fed in and inflated out.
 */
async function countingWork<T>(decode: () => Promise<T>): Promise<{result: T; work: Work}> {
  const work: Work = {base64Decodes: 0, streams: 0, largestSlice: 0, fed: 0, inflated: 0};
  const {atob: realAtob, DecompressionStream: Real} = globalThis;
  class Counted {
    readonly readable: ReadableStream<Uint8Array>;
    readonly writable: WritableStream<Uint8Array>;
    constructor(format: CompressionFormat) {
      work.streams += 1;
      const real = new Real(format);
      const feed = new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          work.largestSlice = Math.max(work.largestSlice, chunk.length);
          work.fed += chunk.length;
          controller.enqueue(chunk);
        },
      });
      feed.readable.pipeTo(real.writable).catch(() => {});
      this.writable = feed.writable;
      this.readable = real.readable.pipeThrough(
        new TransformStream<Uint8Array, Uint8Array>({
          transform(chunk, controller) {
            work.inflated += chunk.length;
            controller.enqueue(chunk);
          },
        }),
      );
    }
  }
  globalThis.atob = (text) => {
    work.base64Decodes += 1;
    return realAtob(text);
  };
  globalThis.DecompressionStream = Counted as unknown as typeof DecompressionStream;
  try {
    return {result: await decode(), work};
  } finally {
    globalThis.atob = realAtob;
    globalThis.DecompressionStream = Real;
  }
}

/** Code like a reader's: lines of PHP, varied enough that deflate cannot fold it to nothing. */
function longCode(bytes: number): string {
  let code = '<?php\n';
  for (let n = 0; code.length < bytes; n += 1) {
    code += `$app->get('/items/${n}', fn ($request, $response) => $response->withStatus(${200 + (n % 7)}));\n`;
  }
  return code.slice(0, bytes);
}

test('a state comes back as it was, in URL-safe text', async () => {
  const state = {code: "<?php\necho 'héllo ✓';\n", method: 'POST', headers: [['Accept', 'application/json']]};
  const text = await encodeShared(state);
  assert.match(text, /^[A-Za-z0-9_-]+$/);
  assert.deepEqual(await decodeShared(text), state);
});

test('a state near the output cap comes back through many slices', async () => {
  // Its JSON is just under the cap (each newline is two characters there).
  const state = {v: 1, code: longCode(MAX_DECODED_BYTES - 4 * 1024)};
  const text = await linkText(state);
  assert.ok(text !== null && text.length <= MAX_FRAGMENT_CHARS, 'it fits in a link');
  const {result, work} = await countingWork(() => decodeShared(text));
  assert.deepEqual(result, state);
  assert.ok(work.fed > 10 * DECODE_SLICE_BYTES, `fed in ${Math.ceil(work.fed / DECODE_SLICE_BYTES)} slices`);
  assert.ok(work.largestSlice <= DECODE_SLICE_BYTES, `slices of ${work.largestSlice} bytes`);
});

test('Share makes no link that would not open', async () => {
  assert.equal(await linkText({code: 'x'.repeat(MAX_DECODED_BYTES)}), null, 'over the output cap');
  // Random text does not compress: 80 KB of it is more than 64 KiB of base64url.
  const random = randomBytes(60_000).toString('base64');
  assert.ok(JSON.stringify({code: random}).length < MAX_DECODED_BYTES);
  assert.equal(await linkText({code: random}), null, 'over the length cap');
});

test('text that is not ours decodes to null', async () => {
  for (const text of ['', '%%%', 'a', 'not base64!', 'AAAA', 'x'.repeat(5000)]) {
    assert.equal(await decodeShared(text), null, text);
  }
});

test('a link over the length cap is refused before any work, however valid', async () => {
  const state = {v: 1, step: '01-first-route', files: {'public/index.php': '<?php\n'}};
  const padded = paddedLink(state);
  assert.ok(padded.length > 1_900_000, `a ${padded.length}-character link`);
  // The same state with less padding is a valid link that decodes: only its length refuses it.
  assert.deepEqual(await decodeShared(paddedLink(state, 1000)), state);
  for (const {name, fragment} of bombFragments(state).filter((bomb) => bomb.fragment.length > MAX_FRAGMENT_CHARS)) {
    const {result, work} = await countingWork(() => decodeShared(fragment));
    assert.equal(result, null, name);
    assert.deepEqual({base64Decodes: work.base64Decodes, streams: work.streams}, {base64Decodes: 0, streams: 0}, name);
  }
});

test('a deflate bomb under the length cap stops at the output cap, fed a slice at a time', async () => {
  const bombs = [
    {name: `${LARGEST_BOMB_UNDER_CAP} MiB of zeros`, text: deflateBomb(LARGEST_BOMB_UNDER_CAP).toString('base64url')},
    {name: '10 MiB of spaces', text: deflateRawSync(Buffer.alloc(MAX_DECODED_BYTES * 40, 0x20)).toString('base64url')},
  ];
  for (const {name, text} of bombs) {
    assert.ok(text.length <= MAX_FRAGMENT_CHARS, `${name}: under the length cap`);
    const {result, work} = await countingWork(() => decodeShared(text));
    assert.equal(result, null, name);
    assert.ok(work.largestSlice <= DECODE_SLICE_BYTES, `${name}: fed slices of at most ${work.largestSlice} bytes`);
    // Node's inflater runs only as far as its output is read; Chromium's inflates each chunk it is
    // fed whole, on the main thread, which the slices bound. Either way, a few slices past the cap.
    assert.ok(work.inflated <= 2 * MAX_DECODED_BYTES, `${name}: inflated ${work.inflated} bytes`);
  }
});
