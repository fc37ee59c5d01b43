// After the build, the one file the MCP server (server.ts) needs beyond what the site already
// writes: which guides there are, their pages (doc id, title, address, Markdown copy), which search
// index each reads, and the package sets the Run buttons run on (the playground plugin's content: each
// set's packages, installed versions and packed vendor/ asset). The pages, indexes and vendor stay where the build wrote them, so the server serves the
// site's own files and nothing is kept twice.
import {readdirSync} from 'node:fs';
import {mkdir, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {collectSitePages, type SitePages} from '../../shared/sitePages';
import {pageKey} from '../../shared/pageFiles';
import {indexFileOf} from '../search';
import {DEFAULT_PACKAGES, setId} from '../playground/index.mjs';
import type {PackedSet} from '../playground/node';
import {MANIFEST_FILE, type McpManifest, type McpPackageSet} from './manifest';

/** A set's packed vendor/ as the Run button fetches it: the hashed asset `assets/php/vendor-<set>.<hash>.json`. */
function vendorAsset(outDir: string, id: string): string {
  const names = readdirSync(join(outDir, 'assets', 'php')).filter(
    (name) => name.startsWith(`vendor-${id}.`) && /^[0-9a-f]+\.json$/.test(name.slice(`vendor-${id}.`.length)),
  );
  if (names.length !== 1)
    throw new Error(`mcp-server: expected one asset of the package set ${id} in assets/php, found ${names.length}`);
  return `assets/php/${names[0]}`;
}

function manifestOf(pages: SitePages, sets: PackedSet[], context: LoadContext, outDir: string): McpManifest {
  const {baseUrl} = context;
  const siteUrl = context.siteConfig.url.replace(/\/+$/, '');
  const phpWasm = createRequire(import.meta.url)('@php-wasm/web-8-2/package.json') as {version: string};
  return {
    site: `${siteUrl}${baseUrl}`,
    php: {runtime: '@php-wasm/web-8-2', version: phpWasm.version},
    defaultSet: setId([...DEFAULT_PACKAGES]),
    packageSets: Object.fromEntries(
      sets.map((set): [string, McpPackageSet] => [
        set.id,
        {requires: set.packages, installed: set.meta.packages, file: vendorAsset(outDir, set.id)},
      ]),
    ),
    versions: pages.versions.map(({version, docs}) => {
      const root = `${baseUrl}docs/${version.label}/`;
      return {
        label: version.label,
        guide: version.guide,
        isCurrent: version.isCurrent,
        isUnmaintained: version.isUnmaintained,
        searchIndex: indexFileOf(`docs/${version.label}`),
        pages: docs.map((doc) => ({
          // The page inside its guide, as agents name it: `objects/routing`, "" for the guide's home.
          path: doc.permalink.startsWith(root) ? doc.permalink.slice(root.length).replace(/\/+$/, '') : '',
          title: doc.title,
          url: `${siteUrl}${doc.permalink}`,
          markdown: `${pageKey(doc.permalink, baseUrl)}.md`,
        })),
      };
    }),
  };
}

export default function mcpServerPlugin(context: LoadContext): Plugin {
  let pages: SitePages | undefined;
  let sets: PackedSet[] = [];
  return {
    name: 'mcp-server',
    async allContentLoaded({allContent}) {
      pages = collectSitePages(allContent, context.siteDir);
      sets = (allContent['php-playground']?.default as PackedSet[] | undefined) ?? [];
    },
    async postBuild({outDir}) {
      if (!pages) return;
      const manifest = manifestOf(pages, sets, context, outDir);
      await mkdir(join(outDir, 'mcp'), {recursive: true});
      await writeFile(join(outDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 1)}\n`);
      const count = manifest.versions.reduce((sum, version) => sum + version.pages.length, 0);
      logger.info`MCP server data: ${MANIFEST_FILE} (${count} pages in ${manifest.versions.length} guides)`;
    },
  };
}
