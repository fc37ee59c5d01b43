// Walking a folder tree, shared by the post-build steps, the lint and the content tests.
import {readdirSync} from 'node:fs';
import {join} from 'node:path';

/**
 * Every file below `dir`, at any depth, whose name matches `pattern`, in name order.
 * @param {string} dir
 * @param {RegExp} pattern
 * @returns {Generator<string>}
 */
export function* filesUnder(dir, pattern) {
  const entries = readdirSync(dir, {withFileTypes: true}).sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  );
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path, pattern);
    else if (pattern.test(entry.name)) yield path;
  }
}

/**
 * Every HTML file below `dir` (a build), at any depth.
 * @param {string} dir
 * @returns {Generator<string>}
 */
export function htmlFiles(dir) {
  return filesUnder(dir, /\.html$/);
}
