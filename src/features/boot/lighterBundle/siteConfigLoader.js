// @ts-check
// A bundler loader for the site configuration Docusaurus generates for the browser
// (.docusaurus/docusaurus.config.mjs, `export default <the configuration as JSON>;`), in the browser's
// bundle only (index.ts): it drops what only the build reads (the page template, the plugins' and
// presets' options, the static folders, what to do with broken links, the head tags, scripts and
// stylesheets the server writes into each page). The browser's code reads none of these; the compat
// contract site-config-module checks that the theme's and Docusaurus's browser code does not.

/** The configuration's keys that only the build reads. */
const BUILD_ONLY = [
  'ssrTemplate',
  'presets',
  'plugins',
  'themes',
  'staticDirectories',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onBrokenMarkdownLinks',
  'onDuplicateRoutes',
  'headTags',
  'scripts',
  'stylesheets',
  'clientModules',
];

const MODULE = /^([\s\S]*?export default )(\{[\s\S]*\});\s*$/;

/**
 * The generated configuration module without the keys only the build reads; throws, failing the
 * build, when the module is not `export default <JSON>;` (Docusaurus changed how it writes it).
 * @param {string} source
 * @returns {string}
 */
function withoutBuildOnly(source) {
  const match = MODULE.exec(source);
  if (!match)
    throw new Error(
      'src/features/boot/lighterBundle: the generated site configuration is no longer `export default <JSON>;`',
    );
  const config = /** @type {Record<string, unknown>} */ (JSON.parse(match[2] ?? ''));
  for (const key of BUILD_ONLY) delete config[key];
  return `${match[1]}${JSON.stringify(config)};\n`;
}

/** @this {unknown} @param {string} source */
module.exports = function siteConfigLoader(source) {
  return withoutBuildOnly(source);
};
module.exports.withoutBuildOnly = withoutBuildOnly;
module.exports.BUILD_ONLY = BUILD_ONLY;
