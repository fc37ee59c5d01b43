import {readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {buildIndex, indexFileOf, type SearchSection} from './engine.mjs';
import {extractSections, type PageSections} from './extract';

// The engine and the index files, for the MCP server's search_docs (the same ranking as the site's box).
export {indexFileOf, loadIndex, search, snippet} from './engine.mjs';

export type SearchContext = {
  /** Below the base path, without slashes: `docs/v4`, `blog`. */
  path: string;
  /** What the search page calls it: `v4`, `Blog`. */
  label: string;
};

/** What the browser side of search (src/features/search/client.ts) reads from this plugin. */
export type SearchGlobalData = {contexts: SearchContext[]};

export type SearchIndexOptions = {
  /** The search contexts, one index each: every guide and the blog. */
  contexts: SearchContext[];
  /** What pages outside every context search: the current guide and the blog. */
  rootContexts: string[];
  /**
   * Pages below the base path that name many APIs in their headings without defining them (the upgrade
   * guides): they rank after the pages that define those APIs.
   */
  secondaryPages: string[];
};

/** The weight of a secondary page's sections (src/features/search/engine.mjs multiplies their scores by it). */
const SECONDARY_WEIGHT = 0.3;

/** The built file of a route: `/slim/docs/v4/` → `docs/v4/index.html`. */
async function readRoute(outDir: string, route: string): Promise<string | null> {
  for (const file of [join(outDir, route, 'index.html'), join(outDir, `${route.replace(/\/$/, '')}.html`)]) {
    try {
      return await readFile(file, 'utf8');
    } catch {
      // Try the other form.
    }
  }
  return null;
}

/**
 * Writes the search indexes after the build, from the built pages (what the reader sees, tabs and
 * admonitions included): `search-index-<context>.json` per context and `search-index.json`.
 */
export default function searchIndexPlugin(_context: unknown, options: SearchIndexOptions): Plugin {
  const paths = options.contexts.map((context) => context.path);
  return {
    name: 'search-index',
    // The search box (theme/SearchBar); marking the searched words on the page a result opens.
    getThemePath: () => join(__dirname, 'theme'),
    getClientModules: () => [join(__dirname, 'highlight.ts')],
    async contentLoaded({actions}) {
      actions.setGlobalData({contexts: options.contexts} satisfies SearchGlobalData);
    },
    async postBuild({outDir, routesPaths, baseUrl}) {
      const byContext = new Map<string, PageSections>(paths.map((path) => [path, []]));
      const routes = [...new Set(routesPaths)].sort();
      for (const route of routes) {
        const below = route.slice(baseUrl.length);
        const context = paths.find((path) => below === path || below.startsWith(`${path}/`));
        if (!context) continue;
        const html = await readRoute(outDir, below);
        const sections = html && extractSections(html, route, context);
        if (!sections) continue;
        const weight = options.secondaryPages.includes(below.replace(/\/$/, '')) ? SECONDARY_WEIGHT : undefined;
        byContext.get(context)!.push(...sections.map((section) => (weight ? {...section, weight} : section)));
      }
      const write = async (file: string, sections: PageSections) => {
        const numbered: SearchSection[] = sections.map((section, id) => ({id, ...section}));
        await writeFile(join(outDir, file), JSON.stringify(buildIndex(numbered)));
      };
      for (const [context, sections] of byContext) await write(indexFileOf(context), sections);
      await write(
        indexFileOf(''),
        options.rootContexts.flatMap((context) => byContext.get(context) ?? []),
      );
    },
  };
}
