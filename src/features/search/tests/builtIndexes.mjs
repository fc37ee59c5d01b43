// @ts-check
// The built search indexes (BUILD_DIR), loaded once each with the engine the browser runs.
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {indexFileOf, loadIndex} from '../engine.mjs';
import {BUILD_DIR} from '../../../../tests/support/build.mjs';

/** @type {Map<string, ReturnType<typeof loadIndex>>} */
const indexes = new Map();

/** @param {string} context `docs/v4`, `blog`, or `` for the pages outside both */
export function indexOf(context) {
  let index = indexes.get(context);
  if (!index) {
    index = loadIndex(readFileSync(join(BUILD_DIR, indexFileOf(context)), 'utf8'));
    indexes.set(context, index);
  }
  return index;
}
