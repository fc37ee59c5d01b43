import type {Plugin} from '@docusaurus/types';
import {codeThemeCss} from './codeThemes';

/** Puts the colours of the code theme, per colour mode, in the head of every page. */
export default function codeThemeVariablesPlugin(): Plugin {
  return {
    name: 'code-theme-variables',
    injectHtmlTags() {
      return {headTags: [{tagName: 'style', innerHTML: codeThemeCss()}]};
    },
  };
}
