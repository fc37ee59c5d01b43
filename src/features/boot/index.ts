import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import chunkGlobal from './chunkGlobal';
import {loaderHeadTag} from './ssrTemplate';
import {THEME_LOADING} from './themeLoading';

// What the compat contracts check of the boot's bundle: the chunk array's name and the app's chunk.
export {CHUNK_GLOBAL} from './chunkGlobal';
export {APP_MODULES_CHUNK} from './entryChunk';

/**
 * How the app starts: the inline loader, as a head tag of every page (its call is in the page
 * template, ssrTemplate.ts, which docusaurus.config.ts imports), the bundler's chunk array name the
 * loader pushes into (chunkGlobal.ts) and the phone menu that mounts one render after hydration
 * (theme/Navbar/MobileSidebar).
 */
export default function bootPlugin(): Plugin {
  return {
    ...chunkGlobal(),
    name: 'boot',
    getThemePath: () => join(__dirname, 'theme'),
    injectHtmlTags: () => (THEME_LOADING ? {} : {headTags: [loaderHeadTag]}),
  };
}
