import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import codeThemeVariables from './codeThemeVariables';
import lazyPrism from './lazyPrism';

/**
 * Code blocks: the code theme's colours in every page's head (codeThemeVariables.ts), Prism kept out
 * of the browser's main bundle (lazyPrism/), and the theme components that hydrate a block from its
 * server HTML, register the site's languages and keep shared tabs in the URL (theme/), and the client
 * module that tells those components when hydration has ended (hydrationMark.ts).
 */
export default function codeBlocksPlugin(): Plugin {
  return {
    ...codeThemeVariables(),
    ...lazyPrism(),
    name: 'code-blocks',
    getThemePath: () => join(__dirname, 'theme'),
    getClientModules: () => [join(__dirname, 'hydrationMark.ts')],
  };
}
