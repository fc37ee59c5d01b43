// How much of a run's output reaches the page. PHP can print gigabytes in a few seconds; the page
// draws the body twice (as text and in the HTML preview) on the main thread, so it gets a bounded amount.

/**
 * 256 KiB of body and 256 KiB of stderr: fifty times the largest answer of the guide's examples
 * (a few KB). The page lays a body out in one piece, and the cost grows faster than its size: in
 * Chromium on the shared 2-core machine, one unbroken line of 1 MiB took 175 ms of layout and 120 ms
 * of paint (a 228–287 ms task in the hostile-PHP test, over the 200 ms bound), 256 KiB took 18 ms
 * and 2 ms. Anything larger than this cap is a mistake or an attack.
 */
export const OUTPUT_CAP_BYTES = 256 * 1024;

/** Response headers: each header line counts its bytes, so a few huge values cannot pass either. */
export const HEADERS_CAP_BYTES = 256 * 1024;

/**
 * And at most 2,000 header lines: a real response has a few dozen. Each line is a line box to lay
 * out, so the count costs more than the bytes: 6,000 lines of 40 bytes (under the byte cap) took a
 * 257 ms main-thread task in the hostile-PHP test, 10,000 of 20 bytes 150–160 ms; capped at 2,000, 0–82 ms.
 */
export const HEADER_LINES_CAP = 2000;

/**
 * Keeps the first `cap` bytes of a stream of chunks and counts the rest without holding it, so that
 * a gigabyte of output never sits in the worker's memory.
 */
export class CappedSink {
  private kept: Uint8Array[] = [];
  private keptBytes = 0;
  /** Bytes received past the cap, dropped. */
  dropped = 0;

  constructor(private readonly cap: number) {}

  write(chunk: Uint8Array): void {
    const room = this.cap - this.keptBytes;
    if (room <= 0) {
      this.dropped += chunk.byteLength;
      return;
    }
    const part = chunk.byteLength > room ? chunk.subarray(0, room) : chunk;
    // The runtime reuses its buffer: keep a copy.
    this.kept.push(part.slice());
    this.keptBytes += part.byteLength;
    this.dropped += chunk.byteLength - part.byteLength;
  }

  bytes(): Uint8Array {
    const all = new Uint8Array(this.keptBytes);
    let offset = 0;
    for (const chunk of this.kept) {
      all.set(chunk, offset);
      offset += chunk.byteLength;
    }
    return all;
  }

  /** The kept bytes as text; a character cut at the cap becomes U+FFFD. */
  text(): string {
    return new TextDecoder().decode(this.bytes());
  }
}

/** "Output truncated: 99.0 MB not shown." (decimal units, as a reader counts the bytes they printed) */
export function truncationNote(what: string, droppedBytes: number): string {
  const size = droppedBytes >= 1e6 ? `${(droppedBytes / 1e6).toFixed(1)} MB` : `${(droppedBytes / 1e3).toFixed(1)} KB`;
  return `${what} truncated: ${size} not shown.`;
}
