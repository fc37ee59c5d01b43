// Turns a playground state into text for a link's fragment and back: JSON, compressed with the
// browser's own deflate (CompressionStream, no library), in base64url. Nothing is stored anywhere:
// the link carries the whole state. A fragment is reader input from anywhere, so decoding never
// throws, and its work is bounded whatever the text holds: a fragment over MAX_FRAGMENT_CHARS is
// refused before any work, and inflating stops as soon as the output passes MAX_DECODED_BYTES.
// Every share link, a Run panel's or a tutorial step's, is read through decodeShared() only.

/** A shared state larger than this decodes to nothing: a Run example's state is a few KB. */
export const MAX_DECODED_BYTES = 256 * 1024;

/**
 * A longer fragment is not decoded at all, not even from base64. Links of the guide's examples are
 * under 2,000 characters (`npm run bench:share`); 64 KiB of base64url is 48 KiB of deflate, room for
 * MAX_DECODED_BYTES of code (code compresses 3 to 5 times), and it stops a pasted 2 MB link at once.
 */
export const MAX_FRAGMENT_CHARS = 64 * 1024;

/**
 * The decompressor is fed this many compressed bytes at a time. Deflate inflates a byte to at most
 * about 1,032, and a browser inflates a whole chunk before its reader can stop it (Chromium does so
 * on the main thread): 256 bytes inflate to at most about MAX_DECODED_BYTES, so a deflate bomb costs
 * one cap's worth of work, however large it would grow.
 */
export const DECODE_SLICE_BYTES = 256;

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (character) => character.charCodeAt(0));
  } catch {
    return null;
  }
}

async function readAll(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array | null> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    length += value.length;
    if (length > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const all = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.length;
  }
  return all;
}

function streamOf(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

/**
 * The bytes in slices, each made only when the stream is read (no queue ahead): a pipe that stops
 * reading, because its reader cancelled, never cuts the rest.
 */
function slicesOf(bytes: Uint8Array): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (offset >= bytes.length) {
          controller.close();
          return;
        }
        controller.enqueue(bytes.subarray(offset, offset + DECODE_SLICE_BYTES));
        offset += DECODE_SLICE_BYTES;
      },
    },
    {highWaterMark: 0},
  );
}

/** A JSON-serialisable value as compressed base64url text. */
export async function encodeShared(value: unknown): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(value));
  const compressed = await readAll(streamOf(json).pipeThrough(new CompressionStream('deflate-raw')), Infinity);
  return toBase64Url(compressed!);
}

/**
 * What Share puts in a link: encodeShared()'s text, or null when decodeShared() would refuse it (the
 * JSON over MAX_DECODED_BYTES, or the text over MAX_FRAGMENT_CHARS), so that no link is made that
 * cannot be opened.
 */
export async function linkText(value: unknown): Promise<string | null> {
  if (new TextEncoder().encode(JSON.stringify(value)).length > MAX_DECODED_BYTES) return null;
  const text = await encodeShared(value);
  return text.length > MAX_FRAGMENT_CHARS ? null : text;
}

/** The value encodeShared() wrote, or null for anything else (the caller checks its shape). */
export async function decodeShared(text: string): Promise<unknown> {
  if (text.length > MAX_FRAGMENT_CHARS) return null;
  // The work starts in a task of its own, never in the caller's (a page's render or effects), so
  // that its cost never adds to theirs.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const bytes = fromBase64Url(text);
  if (!bytes || bytes.length === 0) return null;
  try {
    const inflated = await readAll(
      slicesOf(bytes).pipeThrough(new DecompressionStream('deflate-raw')),
      MAX_DECODED_BYTES,
    );
    return inflated ? (JSON.parse(new TextDecoder('utf-8', {fatal: true}).decode(inflated)) as unknown) : null;
  } catch {
    return null;
  }
}
