// @ts-check
// The rules every guide page meets, written once: the content tests apply them to the build
// (tests/content/docs.test.mjs), `npm run check:page` to the source in seconds.

/** A guide page has real content: at least this many words of prose, code blocks not counted. */
export const MIN_PROSE_WORDS = 100;

/**
 * The fewest prose words a page may have beside its old site's page: two thirds of that page's.
 * @param {number | null | undefined} oldWords the old page's prose words, if the old site had the page
 * @returns {number}
 */
export function proseWordFloor(oldWords) {
  return Math.max(MIN_PROSE_WORDS, Math.ceil(((oldWords ?? 0) * 2) / 3));
}
