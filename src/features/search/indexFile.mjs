// @ts-check
// Where a context's index is, for the build that writes it and the browser that fetches it; apart
// from text.mjs so that the navbar's box, which every page starts with, does not carry the stemmer.

/**
 * The index file of a search context below the site's base path: `docs/v4` → `search-index-docs-v4.json`;
 * "" (pages outside the guides and the blog: the current guide and the blog) → `search-index.json`.
 * @param {string} context
 */
export function indexFileOf(context) {
  return `search-index${context ? `-${context.replace(/\//g, '-')}` : ''}.json`;
}
