import type {Plugin} from '@docusaurus/types';

/**
 * The name of the bundler's chunk array (`self[name].push([[chunk ids], modules, runtime])`), set
 * here rather than left to the default (derived from package.json's name) because the app loader
 * (appLoader.ts, handed this name by ssrTemplate.ts) pushes a chunk of its own into it to evaluate
 * the main bundle's modules in steps.
 */
export const CHUNK_GLOBAL = 'webpackChunkslim_website';

/** Sets the bundler's `output.chunkLoadingGlobal` (webpack's and rspack's public option) in the browser's bundle. */
export default function chunkGlobal(): Plugin {
  return {
    name: 'chunk-global',
    configureWebpack(_config, isServer) {
      return isServer ? {} : {output: {chunkLoadingGlobal: CHUNK_GLOBAL}};
    },
  };
}
