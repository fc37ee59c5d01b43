// What the Docusaurus config and the scripts that serve the build share (plain JavaScript, so that
// Node runs it without a build step): the base path and where the build leaves facts for nginx.

/** The base path when BASE_URL is not set. */
export const DEFAULT_BASE_PATH = '/slim/';

/**
 * Gives a base path one leading and one trailing slash: "slim" and "/slim" both become "/slim/".
 * @param {string} value
 * @returns {string}
 */
function normalizeBasePath(value) {
  const trimmed = value.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}

/**
 * The base path this process builds or serves: BASE_URL, or the default.
 * @returns {string}
 */
export function basePathFromEnv() {
  return normalizeBasePath(process.env.BASE_URL ?? DEFAULT_BASE_PATH);
}

/** Where the build writes the current guide's root below the base path (`docs/v4/`), which `/docs` leads to. */
export const CURRENT_GUIDE_FILE = '.nginx/current-guide.txt';
