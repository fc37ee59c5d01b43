// Turns a playground state into text for a link's fragment and back: JSON, compressed with the
// browser's own deflate (CompressionStream, no library), in base64url. Nothing is stored anywhere:
// the link carries the whole state. A fragment is reader input from anywhere, so decoding never
// throws, and stops at MAX_DECODED_BYTES however small the compressed text (no deflate bomb).

/** A shared state larger than this decodes to nothing: a Run example's state is a few KB. */
export const MAX_DECODED_BYTES = 256 * 1024;

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

/** A JSON-serialisable value as compressed base64url text. */
export async function encodeShared(value: unknown): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(value));
  const compressed = await readAll(streamOf(json).pipeThrough(new CompressionStream('deflate-raw')), Infinity);
  return toBase64Url(compressed!);
}

/** The value encodeShared() wrote, or null for anything else (the caller checks its shape). */
export async function decodeShared(text: string): Promise<unknown> {
  const bytes = fromBase64Url(text);
  if (!bytes || bytes.length === 0) return null;
  try {
    const inflated = await readAll(
      streamOf(bytes).pipeThrough(new DecompressionStream('deflate-raw')),
      MAX_DECODED_BYTES,
    );
    return inflated ? (JSON.parse(new TextDecoder('utf-8', {fatal: true}).decode(inflated)) as unknown) : null;
  } catch {
    return null;
  }
}
