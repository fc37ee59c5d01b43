import type {LoadContext} from '@docusaurus/types';
import clientRedirects, {validateOptions as validateRedirectOptions} from '@docusaurus/plugin-client-redirects';
import type {Options} from '@docusaurus/plugin-client-redirects';
import {oldSiteRedirects} from '../../config/oldSiteRedirects';
import {currentVersion} from '../../config/versions';

/**
 * The redirect pages of @docusaurus/plugin-client-redirects, with their options here rather than in
 * docusaurus.config.ts: Docusaurus hands the site configuration, plugin options included, to the
 * browser in the app's start-up files, and the list of old addresses is of no use there (1.4 KB with
 * Brotli). Listed in the configuration by its path, it has no options there.
 */
const OPTIONS: Options = {
  // Every page also answers at its old `.html` address, on any static host.
  fromExtensions: ['html'],
  redirects: [{from: '/docs', to: currentVersion.root}, ...oldSiteRedirects()],
};

export default function redirectPages(context: LoadContext, options: Parameters<typeof clientRedirects>[1]) {
  return clientRedirects(context, options);
}

/** Docusaurus validates a plugin's options with this, and hands the plugin what it returns. */
export const validateOptions: typeof validateRedirectOptions = ({validate}) =>
  validateRedirectOptions({validate, options: OPTIONS});
