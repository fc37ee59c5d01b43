// @ts-check
// The text side of search: how words are read, stemmed and marked, and where a context's index lies.
// It holds no search engine, so that pages can mark matches and show snippets without loading
// MiniSearch; engine.mjs (loaded when the reader first searches) builds on it and re-exports it.
import {stemmer} from 'stemmer';

/**
 * One section of a page: the text under one heading (the page's opening under its title).
 * @typedef {object} SearchSection
 * @property {number} id
 * @property {string} url the page's address (with the base path), plus `#anchor` for a section
 * @property {string} page the page's address: the results of one page are grouped under it
 * @property {string} pageTitle
 * @property {string} title the page's title on its opening section, else empty (indexed)
 * @property {string} heading the section's heading, empty for the opening (indexed)
 * @property {string} code names from the section's code blocks, separated by CODE_NAME_SEPARATOR (indexed)
 * @property {string} text the section's prose (indexed, and the source of snippets)
 * @property {string} context where the page lies: a guide's path (`docs/v4`) or `blog`
 * @property {number} [weight] below 1 for pages that mention many APIs without defining them
 */

/**
 * A page found, with the section that matched best.
 * @typedef {object} SearchHit
 * @property {string} url
 * @property {string} page
 * @property {string} pageTitle
 * @property {string} heading
 * @property {string} text
 * @property {string} code
 * @property {string} context
 * @property {number} score
 * @property {string[]} terms the indexed terms that matched (words and stems), for marking
 */

/** Between the names of a section's code (a name may be an exception message, with spaces). */
export const CODE_NAME_SEPARATOR = '; ';

// Words that carry no subject; readers type them in questions ("how do I get the current route").
export const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i in into is it its me my of on or so that the this to use using what when where which with you your'.split(
    ' ',
  ),
);
export const WORD = /[\p{L}\p{N}_]+/gu;

/**
 * Lower-case words of a text: `Slim\Factory\AppFactory::create()` gives slim, factory, appfactory, create.
 * @param {string} text
 * @returns {string[]}
 */
export function words(text) {
  return text.toLowerCase().match(WORD) ?? [];
}

/**
 * What a word is indexed as: itself (for typo tolerance and prefixes) and its stem (so that "routes"
 * finds "route" and "uploading" finds "upload").
 * @param {string} word
 * @returns {string[]}
 */
export function indexTerms(word) {
  const stem = stemOf(word);
  return stem === word ? [word] : [word, stem];
}

/**
 * A word's stem: Porter's, and agent nouns to their verb's stem as well ("router" with "routing" and
 * "routes", "handler" with "handle"), which Porter keeps apart.
 * @param {string} word lower-case
 */
export function stemOf(word) {
  if (word.length < 3 || /\d/.test(word)) return word;
  const stem = stemmer(word);
  return stem.length >= 6 && stem.endsWith('er') ? stem.slice(0, -2) : stem;
}

/**
 * The words of a name written in camelCase or PascalCase: addRoutingMiddleware gives add, routing,
 * middleware.
 * @param {string} name
 */
export function nameParts(name) {
  return words(name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2'));
}

/**
 * Typo tolerance by the length of the word typed: none below 4 letters, one edit to 7, two from 8.
 * @param {string} word
 */
export function editsAllowed(word) {
  if (word.length >= 8) return 2;
  if (word.length >= 4) return 1;
  return 0;
}

/**
 * The words of a query that say what it seeks: without stop words, unless there is nothing else.
 * @param {string} input
 */
export function queryWords(input) {
  const all = [...new Set(words(input))];
  const meaningful = all.filter((word) => !STOP_WORDS.has(word));
  return meaningful.length > 0 ? meaningful : all;
}

/**
 * Pieces of a text with the words that matched marked: shown as text, never as HTML.
 * @typedef {{text: string, marked: boolean}} TextPiece
 */

/**
 * Whether a word of the page matches one of the terms a search matched.
 * @param {string} word lower-case
 * @param {Set<string>} terms
 */
function matches(word, terms) {
  return indexTerms(word).some((term) => terms.has(term));
}

/**
 * A text cut into pieces, the matched words marked.
 * @param {string} text
 * @param {string[]} terms
 * @returns {TextPiece[]}
 */
export function markMatches(text, terms) {
  const termSet = new Set(terms);
  /** @type {TextPiece[]} */
  const pieces = [];
  let at = 0;
  for (const match of text.matchAll(WORD)) {
    const index = match.index ?? 0;
    if (!matches(match[0].toLowerCase(), termSet)) continue;
    if (index > at) pieces.push({text: text.slice(at, index), marked: false});
    pieces.push({text: match[0], marked: true});
    at = index + match[0].length;
  }
  if (at < text.length) pieces.push({text: text.slice(at), marked: false});
  return pieces;
}

/**
 * The part of a hit that shows why it matched: a window of its text around the first matched word,
 * else the names from its code that matched.
 * @param {SearchHit} hit
 * @param {number} [length] characters, about
 * @returns {TextPiece[]}
 */
export function snippet(hit, length = 180) {
  const termSet = new Set(hit.terms);
  let first = -1;
  for (const match of hit.text.matchAll(WORD)) {
    if (matches(match[0].toLowerCase(), termSet)) {
      first = match.index ?? 0;
      break;
    }
  }
  if (first === -1) {
    const names = hit.code
      .split(CODE_NAME_SEPARATOR)
      .filter((name) => words(name).some((word) => matches(word, termSet)));
    if (names.length > 0)
      return [{text: 'In code: ', marked: false}, ...markMatches(names.slice(0, 6).join(', '), hit.terms)];
    first = 0;
  }
  let start = Math.max(0, first - Math.floor(length / 3));
  // Start at a word.
  if (start > 0) start = hit.text.indexOf(' ', start) + 1 || start;
  let end = Math.min(hit.text.length, start + length);
  if (end < hit.text.length) end = hit.text.lastIndexOf(' ', end) > start ? hit.text.lastIndexOf(' ', end) : end;
  const pieces = markMatches(hit.text.slice(start, end), hit.terms);
  if (start > 0) pieces.unshift({text: '… ', marked: false});
  if (end < hit.text.length) pieces.push({text: ' …', marked: false});
  return pieces;
}

export {indexFileOf} from './indexFile.mjs';
