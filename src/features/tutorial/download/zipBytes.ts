// A project's files as the bytes of a .zip archive (fflate: small, no dependencies, runs in the browser).
import {strToU8, zipSync, type Zippable} from 'fflate';

export function zipBytes(files: Record<string, string>): Uint8Array {
  const entries: Zippable = {};
  for (const [path, contents] of Object.entries(files)) entries[path] = strToU8(contents);
  return zipSync(entries, {level: 6});
}
