// @ts-check
// A bundler loader for the chunk names of each route that Docusaurus generates
// (.docusaurus/routesChunkNames.json), in the browser's bundle only (index.ts): every name becomes the
// short name registryLoader.js gives the same chunk in the registry beside it (chunkNames.js).
const {readFileSync} = require('node:fs');
const {join, dirname} = require('node:path');
const {registryShortNames} = require('./chunkNames.js');

/**
 * The routes' chunk names, shortened as the registry's; throws, failing the build, on a name the
 * registry does not have (Docusaurus changed how it writes either file).
 * @param {string} source routesChunkNames.json
 * @param {string} registrySource registry.js
 * @returns {string}
 */
function withShortNames(source, registrySource) {
  const short = registryShortNames(registrySource);
  if (short.size === 0) throw new Error('src/features/boot/lighterBundle: the route registry has no entries');
  const renamed = JSON.stringify(JSON.parse(source), (key, value) => {
    if (typeof value !== 'string') return value;
    const name = short.get(value);
    if (name === undefined)
      throw new Error(`src/features/boot/lighterBundle: the route chunk "${value}" (${key}) is not in the registry`);
    return name;
  });
  return renamed;
}

/** @this {{resourcePath: string, addDependency: (file: string) => void}} @param {string} source */
module.exports = function routesChunkNamesLoader(source) {
  const registry = join(dirname(this.resourcePath), 'registry.js');
  this.addDependency(registry);
  return withShortNames(source, readFileSync(registry, 'utf8'));
};
module.exports.withShortNames = withShortNames;
