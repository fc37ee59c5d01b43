import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {DEFAULT_SOCIAL_ICON, SOCIAL_ICONS, socialPlatformsOf, unusedIconRequests} from './socialIcons';

/** The theme's client module for the navigation progress bar (it imports nprogress). */
const THEME_PROGRESS_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress(\.js)?$/;
/** react-helmet-async, as Docusaurus's client entry and its <Head> import it. */
const HELMET = /^react-helmet-async$/;
/** @docusaurus/utils-common's entry, as the browser's code imports it (CommonJS, with tslib). */
const UTILS_COMMON_ENTRY = /^@docusaurus\/utils-common$/;
/**
 * The production build's later chunks, by id and content hash. Docusaurus names them
 * `[name].[contenthash:8].js`; the names stay in the bundle where Docusaurus needs them (its route
 * registry and its `__webpack_require__.gca` map a name to an id), not in the file names.
 */
const CHUNK_FILENAME = 'assets/js/[id].[contenthash:8].js';

/**
 * Takes out of the app's start-up files, which every page fetches, what the browser does not use
 * there, in the browser's bundle only (the server renders with the modules as they are), and out of
 * the blog's chunks what no page shows:
 *
 * - the theme's progress-bar module becomes progressBar.ts, which imports nprogress on the first
 *   client-side navigation (1.5 KB with Brotli);
 * - @docusaurus/utils-common's entry becomes utilsCommon.js, the same exports without tslib (3.6 KB);
 * - react-helmet-async, which the server needs to write each page's head, becomes browserHead.tsx,
 *   which only keeps the head in step in the browser (3.1 KB);
 * - the route registry's source paths are blanked by registryLoader.js (3 KB);
 * - the site configuration loses what only the build reads: the page template, the plugins' options…
 *   (siteConfigLoader.js; 0.9 KB);
 * - the route chunks' names, 8 random digits each, become the shortest start of each that no other
 *   name shares (chunkNames.js), in the registry (registryLoader.js), in each route's list of its
 *   chunks (routesChunkNamesLoader.js) and so in the runtime's map of names to ids (3 KB);
 * - in the blog's chunks, the theme's social icons that no author uses are the default icon
 *   (socialIcons.ts; 4.5 KB), in both bundles, so that the server renders what the browser hydrates;
 * - the files of chunks loaded later are named by chunk id, not by chunk name (CHUNK_FILENAME): with
 *   names in the file names, the runtime carries a second map of every chunk's name (2.4 KB).
 *
 * The theme and Docusaurus have no option for these: each is a compat contract
 * (theme-progress-module, utils-common-entry, helmet-client-api, route-registry-format, site-config-module,
 * theme-social-icons), and
 * tests/lighter-bundle.test.mjs checks the build for what they take out.
 */
/** The bundler's configuration, as Docusaurus hands it to a plugin. */
type Configuration = Parameters<NonNullable<Plugin['configureWebpack']>>[0];

/** The loaders, whose output Rspack's persistent cache would otherwise keep after they change. */
const LOADERS = ['./registryLoader.js', './routesChunkNamesLoader.js', './chunkNames.js', './siteConfigLoader.js'];

/**
 * Rspack's persistent cache (the site's `rspackPersistentCache`) is invalidated by the files Docusaurus
 * lists, its own and the site configuration, not by what the configuration imports: a build after a
 * change to a loader kept the generated files' old output. Added to the cache's list when it is on.
 */
function loadersAsCacheDependencies(config: Configuration): Configuration {
  const cache = (config.experiments as {cache?: unknown} | undefined)?.cache;
  if (typeof cache !== 'object' || cache === null) return {};
  return {experiments: {cache: {buildDependencies: LOADERS.map((loader) => require.resolve(loader))}}} as Configuration;
}

export default function lighterBundle(context: LoadContext): Plugin {
  const registry = join(context.generatedFilesDir, 'registry.js');
  const routesChunkNames = join(context.generatedFilesDir, 'routesChunkNames.json');
  const siteConfig = join(context.generatedFilesDir, 'docusaurus.config.mjs');
  // Every platform until the blog's content is known.
  let socialPlatforms = new Set(Object.keys(SOCIAL_ICONS));
  return {
    name: 'lighter-bundle',
    allContentLoaded({allContent}) {
      socialPlatforms = socialPlatformsOf(allContent);
    },
    configureWebpack(config, isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      const unusedIcons = unusedIconRequests(socialPlatforms);
      const icons = unusedIcons ? [new NormalModuleReplacementPlugin(unusedIcons, DEFAULT_SOCIAL_ICON)] : [];
      if (isServer) return {plugins: icons};
      return {
        ...(config.mode === 'production' ? {output: {chunkFilename: CHUNK_FILENAME}} : {}),
        ...loadersAsCacheDependencies(config),
        plugins: [
          ...icons,
          new NormalModuleReplacementPlugin(THEME_PROGRESS_MODULE, require.resolve('./progressBar.ts')),
          new NormalModuleReplacementPlugin(UTILS_COMMON_ENTRY, require.resolve('./utilsCommon.js')),
          new NormalModuleReplacementPlugin(HELMET, require.resolve('./browserHead.tsx')),
        ],
        module: {
          rules: [
            {test: (file: string) => file === registry, use: [require.resolve('./registryLoader.js')]},
            {test: (file: string) => file === routesChunkNames, use: [require.resolve('./routesChunkNamesLoader.js')]},
            {test: (file: string) => file === siteConfig, use: [require.resolve('./siteConfigLoader.js')]},
          ],
        },
      };
    },
  };
}
