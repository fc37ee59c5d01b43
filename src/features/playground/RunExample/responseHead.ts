// The status and headers of a PHP response, read from the runtime's raw header stream: a JSON object
// `{"status": 200, "headers": ["Name: value", …]}`. @php-wasm's own parser collects them in a plain
// object, where a header named `constructor` or `__proto__` breaks it; this one keeps a list.
import {HEADER_LINES_CAP, HEADERS_CAP_BYTES} from './outputCap';

export type ResponseHead = {
  status: number;
  headers: [string, string][];
  /** Header lines left out past HEADERS_CAP_BYTES or HEADER_LINES_CAP (or past the cap of the raw stream). */
  droppedHeaders: number;
};

/** Every complete JSON string of the text, in order (a cut stream loses only its last one). */
function jsonStrings(text: string): string[] {
  const strings: string[] = [];
  for (const match of text.matchAll(/"((?:[^"\\]|\\.)*)"/g)) {
    try {
      strings.push(JSON.parse(match[0]) as string);
    } catch {
      // Not a string PHP wrote; skipped.
    }
  }
  return strings;
}

function lines(raw: string): {status: number; lines: string[]; complete: boolean} {
  try {
    const parsed = JSON.parse(raw) as {status?: unknown; headers?: unknown};
    const status = typeof parsed.status === 'number' ? parsed.status : 200;
    const list = Array.isArray(parsed.headers)
      ? parsed.headers.filter((line): line is string => typeof line === 'string')
      : [];
    return {status, lines: list, complete: true};
  } catch {
    // Cut at the raw cap: the status and every whole header line before the cut.
    const status = Number(/"status"\s*:\s*(\d{3})/.exec(raw)?.[1] ?? 200);
    const start = raw.indexOf('[');
    return {status, lines: start < 0 ? [] : jsonStrings(raw.slice(start)), complete: false};
  }
}

/** Parses the raw header stream; `truncated` says the stream itself was cut. */
export function parseResponseHead(raw: string, truncated: boolean): ResponseHead {
  const {status, lines: all, complete} = lines(raw);
  const headers: [string, string][] = [];
  let bytes = 0;
  let droppedHeaders = 0;
  for (const line of all) {
    const colon = line.indexOf(': ');
    if (colon <= 0) continue;
    bytes += line.length + 1;
    if (bytes > HEADERS_CAP_BYTES || headers.length >= HEADER_LINES_CAP) {
      droppedHeaders++;
      continue;
    }
    headers.push([line.slice(0, colon).toLowerCase(), line.slice(colon + 2)]);
  }
  // A cut stream lost lines it cannot count: at least one.
  if (truncated || !complete) droppedHeaders = Math.max(droppedHeaders, 1);
  return {status, headers, droppedHeaders};
}
