// @ts-check
// The base path the tests address the build at: the one it was built with (BASE_URL, the same
// variable the build reads; src/config/serving.mjs). CI builds once for GitHub Pages
// (`/<repository>/`) and runs every tier on that build, so no test writes `/slim/` itself.
import {basePathFromEnv} from '../../src/config/serving.mjs';

/** `/slim/` unless BASE_URL says otherwise: one leading and one trailing slash. */
export const BASE_PATH = basePathFromEnv();

/**
 * A pattern of addresses below the base path, for a URL or a path: `belowPattern('docs/v4/.+$')`.
 * @param {string} pattern a regular expression's source, for what follows the base path
 * @returns {RegExp}
 */
export function belowPattern(pattern) {
  return new RegExp(`${BASE_PATH.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}${pattern}`);
}
