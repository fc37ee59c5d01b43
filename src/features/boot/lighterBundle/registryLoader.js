// @ts-check
// A bundler loader for the route registry Docusaurus generates (.docusaurus/registry.js), in the
// browser's bundle only (index.ts). Each entry is `[() => import("path"), "path",
// require.resolveWeak("path")]`; the bundler turns the import and resolveWeak into chunk and module
// ids, and keeps the middle string as it is: 700 source paths in every page's start-up files.
// The string is read only while rendering on the server (react-loadable's report of the modules a
// page used, which Docusaurus does with the server bundle), so the browser's copy gets "". Each
// entry's key and chunk name also become the short name chunkNames.js gives it.
const {registryShortNames, REGISTRY_ENTRY} = require('./chunkNames.js');

// `), "<path>", require.resolveWeak(` with the path as Docusaurus escapes it (a JSON string).
const ENTRY_PATH = /(\)), "(?:[^"\\]|\\.)*"(, require\.resolveWeak\()/g;
const ENTRY = /require\.resolveWeak\(/g;

/**
 * The registry's source with every entry's path blanked; throws, failing the build, when an entry is
 * not in the shape above (Docusaurus changed how it writes the registry).
 * @param {string} source
 * @returns {string}
 */
function withoutPaths(source) {
  let blanked = 0;
  const result = source.replace(ENTRY_PATH, (_match, before, after) => {
    blanked++;
    return `${before}, ""${after}`;
  });
  const entries = (source.match(ENTRY) ?? []).length;
  if (entries === 0 || blanked !== entries) {
    throw new Error(
      `src/features/boot/lighterBundle: blanked ${blanked} of ${entries} route registry entries; ` +
        "Docusaurus's registry.js is no longer `[() => import(p), p, require.resolveWeak(p)]` per entry",
    );
  }
  return result;
}

/**
 * The registry's source with every entry's key and chunk name shortened (chunkNames.js).
 * @param {string} source
 * @returns {string}
 */
function withShortNames(source) {
  const short = registryShortNames(source);
  return source.replace(REGISTRY_ENTRY, (entry, /** @type {string} */ name) =>
    entry.split(`"${name}"`).join(`"${short.get(name)}"`),
  );
}

/** @this {unknown} @param {string} source */
module.exports = function registryLoader(source) {
  return withShortNames(withoutPaths(source));
};
module.exports.withoutPaths = withoutPaths;
module.exports.withShortNames = withShortNames;
