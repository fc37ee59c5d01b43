// The browser side of search, shared by the navbar's box (src/features/search/theme/SearchBar) and the search page
// (src/features/search/SearchPage): which index a page searches, loading it once, and where a result leads.
import {usePluginData} from '@docusaurus/useGlobalData';
import type {SearchGlobalData} from './index';
import {indexFileOf, queryWords, type SearchHit} from './text.mjs';

/** A context's index, ready to search with the site's ranking (src/features/search/engine.mjs). */
export type SearchIndex = {search(input: string, options?: {limit?: number; typing?: boolean}): SearchHit[]};

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
    index = Promise.all([import('./engine.mjs'), json]).then(([engine, text]) => {
      const miniSearch = engine.loadIndex(text);
      return {search: (input, options) => engine.search(miniSearch, input, options)};
    });
    // A failed download may be tried again on the next focus.
    index.catch(() => loaded.delete(context));
    loaded.set(context, index);
  }
  return index;
}

/** Where a result leads: its page and section, with the words typed to mark there. */
export function resultUrl(hit: SearchHit, query: string): string {
  const [path, anchor] = hit.url.split('#');
  const params = new URLSearchParams();
  for (const word of queryWords(query)) params.append(HIGHLIGHT_PARAM, word);
  return `${path}?${params}${anchor ? `#${anchor}` : ''}`;
}

/** The search page's address for a query in a context. */
export function searchPageUrl(baseUrl: string, query: string, context: string): string {
  const params = new URLSearchParams({q: query});
  if (context) params.set('ctx', context);
  return `${baseUrl}search?${params}`;
}
