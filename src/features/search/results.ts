// What shows a search result and where it leads, loaded with the first index (client.ts): it needs
// the word handling and stemmer (text.mjs), which the navbar's box on every page does not.
import SearchSnippet, {HitTitle} from './SearchSnippet';
import {HIGHLIGHT_PARAM} from './client';
import {queryWords, type SearchHit} from './text.mjs';

/** Where a result leads: its page and section, with the words typed to mark there. */
export function resultUrl(hit: SearchHit, query: string): string {
  const [path, anchor] = hit.url.split('#');
  const params = new URLSearchParams();
  for (const word of queryWords(query)) params.append(HIGHLIGHT_PARAM, word);
  return `${path}?${params}${anchor ? `#${anchor}` : ''}`;
}

export const resultViews = {resultUrl, HitTitle, SearchSnippet};

export type ResultViews = typeof resultViews;
