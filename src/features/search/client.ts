// The browser side of search, shared by the navbar's box (src/features/search/theme/SearchBar) and the search page
// (src/features/search/SearchPage): which index a page searches, loading it once, and where a result leads.
import {usePluginData} from '@docusaurus/useGlobalData';
import type {SearchGlobalData} from './index';
import {indexFileOf} from './indexFile.mjs';
import type {SearchHit} from './text.mjs';
import type {ResultViews} from './results';

/**
 * A context's index, ready to search with the site's ranking (src/features/search/engine.mjs), with
 * what shows its results (results.ts): both arrive with the first index, so that a page whose box is
 * never used does not carry the word handling and stemmer they need.
 */
export type SearchIndex = {
  search(input: string, options?: {limit?: number; typing?: boolean}): SearchHit[];
} & ResultViews;

/** The query parameter that carries the words to mark on the page a result opens. */
export const HIGHLIGHT_PARAM = '_highlight';

/** The guides and the blog, each with its own index (src/features/search). */
export function useSearchContexts(): SearchGlobalData['contexts'] {
  return (usePluginData('search-index') as SearchGlobalData).contexts;
}

/**
 * The context of a page: the guide or the blog it lies in, or "" for pages outside them (they search
 * the current guide and the blog).
 */
export function contextOfPath(pathname: string, baseUrl: string, contexts: SearchGlobalData['contexts']): string {
  if (!pathname.startsWith(baseUrl)) return '';
  const below = pathname.slice(baseUrl.length);
  return contexts.find(({path}) => below === path || below.startsWith(`${path}/`))?.path ?? '';
}

const loaded = new Map<string, Promise<SearchIndex>>();

/**
 * A context's index, downloaded and loaded once per page view (the server revalidates it). The engine
 * (MiniSearch and the ranking) is a chunk of its own, fetched with the first index: pages that are
 * only read never load it.
 */
export function loadSearchIndex(baseUrl: string, context: string): Promise<SearchIndex> {
  let index = loaded.get(context);
  if (!index) {
    const json = fetch(`${baseUrl}${indexFileOf(context)}`).then((response) => {
      if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
      return response.text();
    });
    index = Promise.all([import('./engine.mjs'), import('./results'), json]).then(async ([engine, results, text]) => {
      const miniSearch = await engine.loadIndexInSteps(text);
      return {search: (input, options) => engine.search(miniSearch, input, options), ...results.resultViews};
    });
    // A failed download may be tried again on the next focus.
    index.catch(() => loaded.delete(context));
    loaded.set(context, index);
  }
  return index;
}

/** The search page's address for a query in a context. */
export function searchPageUrl(baseUrl: string, query: string, context: string): string {
  const params = new URLSearchParams({q: query});
  if (context) params.set('ctx', context);
  return `${baseUrl}search?${params}`;
}
