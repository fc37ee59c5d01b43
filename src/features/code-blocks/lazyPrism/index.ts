import type {Plugin} from '@docusaurus/types';

/**
 * The theme's client module that registers Prism's languages when the app starts
 * (@docusaurus/theme-classic/lib/prism-include-languages.js). It imports Prism, so it puts Prism
 * and every language into the main bundle, which the browser evaluates before hydrating anything.
 */
const THEME_PRISM_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

/** "true" in the server bundle, "false" in the browser's. */
const SERVER_BUNDLE_FLAG = 'process.env.SLIM_SERVER_BUNDLE';

/**
 * Keeps Prism out of the browser's main bundle: in the client bundle only, the theme's
 * registration module becomes an empty one. Code blocks hydrate from their server-rendered HTML
 * (src/features/code-blocks/theme/CodeBlock/Content) and register the languages with Prism in the chunk that loads it.
 * The theme has no option for this: it is the site's one bundler-level module replacement (see
 * src/features/boot/README.md for the tests that prove it).
 */
export default function lazyPrism(): Plugin {
  return {
    name: 'lazy-prism',
    configureWebpack(_config, isServer, {currentBundler}) {
      const {DefinePlugin, NormalModuleReplacementPlugin} = currentBundler.instance;
      // Lets code that needs Prism synchronously on the server leave it out of the browser's bundle
      // (the bundler drops a branch whose condition is a constant false, with its requires).
      const bundle = new DefinePlugin({[SERVER_BUNDLE_FLAG]: JSON.stringify(String(isServer))});
      if (isServer) return {plugins: [bundle]};
      return {
        plugins: [
          bundle,
          new NormalModuleReplacementPlugin(THEME_PRISM_MODULE, require.resolve('./noClientModule.js')),
        ],
      };
    },
  };
}
