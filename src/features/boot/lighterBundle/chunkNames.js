// @ts-check
// Shorter names for the route chunks, in the browser's bundle only (index.ts). Docusaurus names each
// route chunk by an 8-digit hash of its source path, and the start-up files carry every name several
// times: the route registry's keys (registryLoader.js), the chunk names of each route
// (routesChunkNamesLoader.js) and the runtime's name-to-id map, which the bundler builds from the
// registry's `webpackChunkName` comments. Random digits do not compress, so each name becomes the
// shortest start of it that no other name shares, at least MIN_LENGTH long: most are 3 digits.
// A name depends only on the names that share its start, so a new page renames at most the chunks
// whose start it shares (the bundler's chunk ids, and so the chunk files, derive from the names).

const MIN_LENGTH = 3;

/**
 * Each name's shortest start (at least MIN_LENGTH characters) shared with no other name.
 * @param {readonly string[]} names distinct chunk names
 * @returns {Map<string, string>}
 */
function shortNames(names) {
  /** @type {Map<string, string>} */
  const short = new Map();
  /** @param {readonly string[]} group names sharing their first `length - 1` characters */
  const assign = (group, /** @type {number} */ length) => {
    /** @type {Map<string, string[]>} */
    const byStart = new Map();
    for (const name of group) {
      const start = name.slice(0, length);
      byStart.set(start, [...(byStart.get(start) ?? []), name]);
    }
    for (const [start, sharing] of byStart) {
      // A name that is the start of others keeps all of itself; the others go on.
      const whole = sharing.find((name) => name === start);
      if (whole !== undefined) short.set(whole, whole);
      const rest = sharing.filter((name) => name !== start);
      if (rest.length === 1 && whole === undefined) short.set(rest[0], start);
      else if (rest.length > 0) assign(rest, length + 1);
    }
  };
  assign(names, MIN_LENGTH);
  return short;
}

/** A registry entry's key and chunk name, as Docusaurus writes them (the same string twice). */
const REGISTRY_ENTRY = /^ {2}"((?:[^"\\]|\\.)*)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\//gm;

/**
 * The chunk names of a route registry (`.docusaurus/registry.js`) and their short names.
 * @param {string} registrySource
 */
function registryShortNames(registrySource) {
  return shortNames([...registrySource.matchAll(REGISTRY_ENTRY)].map((match) => match[1] ?? ''));
}

module.exports = {shortNames, registryShortNames, REGISTRY_ENTRY};
