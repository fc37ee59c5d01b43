import {writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** How the site shows a post's date, for the plugins that write one (Markdown copies, social cards). */
export {formatPostDate} from './shownDate';

/**
 * Writes robots.txt: every page may be crawled, and the sitemap's absolute address (from the site's
 * `url` and `baseUrl`) tells crawlers where the list of canonical pages is. Crawlers read it only at
 * the host's root: deploy/site.conf serves it at /robots.txt as well as under the base path.
 */
export default function crawlersPlugin(): Plugin {
  return {
    name: 'crawlers',
    // Theme components that give pages the metadata and valid markup crawlers and validators read.
    getThemePath: () => join(__dirname, 'theme'),
    async postBuild({outDir, siteConfig}) {
      const sitemap = new URL(`${siteConfig.baseUrl}sitemap.xml`, siteConfig.url).href;
      await writeFile(join(outDir, 'robots.txt'), `User-agent: *\nDisallow:\n\nSitemap: ${sitemap}\n`);
    },
  };
}
