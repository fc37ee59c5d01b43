import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import chunkGlobal from './chunkGlobal';

/**
 * How the app starts: the bundler's chunk array name the inline loader pushes into (chunkGlobal.ts)
 * and the phone menu that mounts one render after hydration (theme/Navbar/MobileSidebar). The page
 * template with the loader (ssrTemplate.ts) is site config: docusaurus.config.ts imports it.
 */
export default function bootPlugin(): Plugin {
  return {...chunkGlobal(), name: 'boot', getThemePath: () => join(__dirname, 'theme')};
}
