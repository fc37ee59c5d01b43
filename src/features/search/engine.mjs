// @ts-check
// The site's search: one MiniSearch index per guide version and one for the blog, built after the site
// (index.ts) and searched in the browser (theme/SearchBar, SearchPage/).
// Both sides and the relevance suite (tests/search-relevance.test.mjs) use this module, so the
// ranking tested is the ranking readers get.
import MiniSearch from 'minisearch';
import {editsAllowed, indexTerms, nameParts, queryWords, stemOf, words, WORD, STOP_WORDS} from './text.mjs';

export * from './text.mjs';

/** @typedef {import('./text.mjs').SearchSection} SearchSection */
/** @typedef {import('./text.mjs').SearchHit} SearchHit */

/** Fields searched, from the strongest: the page that defines a subject names it in its title first. */
export const FIELD_BOOSTS = {title: 20, heading: 5, code: 2.5, text: 1};
const STORED_FIELDS = ['url', 'page', 'pageTitle', 'heading', 'code', 'text', 'context', 'weight'];
/** Where the reader is not in a guide, the current guide's pages come before the blog's. */
const GUIDE_BOOST = 1.6;
/** A page's score: its best section's, plus this share of its other sections' (a page about a subject
 * mentions it in several sections; one passing mention in a long post does not outweigh it). */
const OTHER_SECTIONS_SHARE = 0.2;
/** A page whose whole title the query names ("routing": Router; addErrorMiddleware: Error Middleware). */
const TITLE_NAMED_BOOST = 2;
/** A page with a section whose heading names exactly what the query names. */
const HEADING_NAMED_BOOST = 2;
/** A page holding the words typed as they were typed, one after the other. */
const PHRASE_BOOST = 3;
const LONG_PHRASE_BOOST = 20;
/** What a word found through the word it is a typo of weighs, against the word typed right. */
const TYPO_WEIGHT = 0.5;

// Words of a page title that do not narrow its subject ("Hooks Overview" is about hooks).
const TITLE_FILLERS = new Set('a an and the of to in for with from by on overview introduction'.split(' '));

/** @param {string} text */
const tokenize = (text) => words(text);

/** @type {import('minisearch').Options<SearchSection>} */
const OPTIONS = {
  fields: ['title', 'heading', 'code', 'text'],
  storeFields: STORED_FIELDS,
  tokenize,
  processTerm: (term) => indexTerms(term),
  searchOptions: {
    // Queries are built term by term below (searchQuery): terms arrive processed.
    tokenize: (text) => text.split(' '),
    processTerm: (term) => term,
    boost: FIELD_BOOSTS,
  },
};

/** @param {SearchSection[]} sections */
export function buildIndex(sections) {
  const index = new MiniSearch(OPTIONS);
  index.addAll(sections);
  return index;
}

/** @param {string} json what `JSON.stringify(buildIndex(...))` wrote */
export function loadIndex(json) {
  return MiniSearch.loadJSON(json, OPTIONS);
}

/**
 * The same, in the browser: MiniSearch rebuilds the index a thousand words at a time, each step a
 * task of its own, so that the reader's keys are served between steps (in one go, the guide's index
 * is a task of about 70 ms on a phone-speed CPU, usually while the reader types).
 * @param {string} json
 */
export function loadIndexInSteps(json) {
  return MiniSearch.loadJSONAsync(json, OPTIONS);
}

/**
 * How the index reads each word of a query.
 * @typedef {object} QueryWord
 * @property {string} word lower-case
 * @property {boolean} known whether the index holds it: a word it holds means what it says (urlFor is
 *   not url_for), one it does not may be a typo or, the last one typed, a beginning
 * @property {string[]} corrections for an unknown word, the indexed words it is a typo of
 */

/**
 * The query for what the reader typed: every word must match, by its stem, or itself, or (a word the
 * index does not hold) within the typos its length allows, through the words it is a typo of, or, the
 * word being typed, as a prefix.
 * @param {QueryWord[]} queryWords
 * @param {{typing?: boolean}} [options] typing: the last word may be incomplete
 * @returns {import('minisearch').QueryCombination}
 */
export function searchQuery(queryWords, {typing = true} = {}) {
  const last = queryWords.length - 1;
  return {
    combineWith: 'AND',
    queries: queryWords.map(({word, known, corrections}, i) => {
      const stem = stemOf(word);
      /** @type {import('minisearch').Query[]} */
      const alternatives = [
        {
          queries: [word],
          fuzzy: known ? false : editsAllowed(word),
          prefix: !known && typing && i === last && word.length >= 2,
        },
      ];
      if (stem !== word) alternatives.push({queries: [stem]});
      // A typo stands for the word it misspells and that word's relatives ("routng": routes, router).
      const corrected = [...new Set(corrections.map(stemOf))];
      if (corrected.length > 0) alternatives.push({queries: corrected, boostTerm: () => TYPO_WEIGHT});
      return {combineWith: 'OR', queries: alternatives};
    }),
  };
}

/**
 * The words of what the reader typed, as the index reads them (see QueryWord); stop words go unless
 * there is nothing else.
 * @param {MiniSearch<SearchSection>} index
 * @param {string} input
 * @returns {QueryWord[]}
 */
export function readQuery(index, input) {
  return queryWords(input).map((word) => {
    const known = index.search(word, {fuzzy: false, prefix: false}).length > 0;
    const edits = editsAllowed(word);
    const best = known || edits === 0 ? undefined : index.autoSuggest(word, {fuzzy: edits, prefix: false})[0];
    return {word, known, corrections: best ? best.terms : []};
  });
}

/**
 * The pages that match, best first, one hit per page (its best section).
 * @param {MiniSearch<SearchSection>} index
 * @param {string} input what the reader typed
 * @param {{limit?: number, typing?: boolean}} [options]
 * @returns {SearchHit[]}
 */
export function search(index, input, {limit = 8, typing = true} = {}) {
  const queryWords = readQuery(index, input);
  if (queryWords.length === 0) return [];
  const query = searchQuery(queryWords, {typing});
  /** @type {import('minisearch').SearchOptions} */
  const options = {boostDocument: (_id, _term, stored) => (stored?.context === 'blog' ? 1 : GUIDE_BOOST)};
  let results = index.search(query, options);
  // Nothing has every word: the pages with most of them.
  if (results.length === 0) results = index.search({...query, combineWith: 'OR'}, options);

  // Several words typed as they stand in a page (an error message, a heading): that page first.
  const typedWords = words(input);
  const phrase = typedWords.length > 1 ? ` ${typedWords.join(' ')} ` : '';
  // Three words or more as they stand (an error message) outweigh any single word in a title.
  const phraseBoost = typedWords.length > 2 ? LONG_PHRASE_BOOST : PHRASE_BOOST;
  /** @param {import('minisearch').SearchResult} result */
  const hasPhrase = (result) =>
    phrase !== '' && ` ${words(`${result.heading} ${result.text} ${result.code}`).join(' ')} `.includes(phrase);

  // What the query names, one entry per subject: a word (with the words it is a typo of) or each word of
  // an API name (addRoutingMiddleware: add, routing, middleware).
  const subjects = (input.match(WORD) ?? [])
    .filter((token) => !STOP_WORDS.has(token.toLowerCase()))
    .flatMap((token) => {
      const parts = nameParts(token);
      if (parts.length > 1) return parts.map((part) => [stemOf(part)]);
      const word = token.toLowerCase();
      return [[word, ...(queryWords.find((read) => read.word === word)?.corrections ?? [])].map(stemOf)];
    });
  /**
   * Whether a title or heading names what the query names: nothing else, and at least a share of it.
   * @param {string} name
   * @param {number} share
   */
  const names = (name, share) => {
    const stems = words(name)
      .filter((word) => !TITLE_FILLERS.has(word))
      .map(stemOf);
    if (stems.length === 0 || !stems.every((stem) => subjects.some((subject) => subject.includes(stem)))) return false;
    const covered = subjects.filter((subject) => stems.some((stem) => subject.includes(stem))).length;
    return covered >= share * subjects.length;
  };

  /** @type {Map<string, SearchHit & {others: number, phrase: boolean, titleMatched: boolean, headingNamed: boolean, weight: number}>} */
  const pages = new Map();
  for (const result of results) {
    const page = /** @type {string} */ (result.page);
    const titleMatched = Object.values(result.match).some((fields) => fields.includes('title'));
    // A heading that names exactly what the reader typed (cookies.encrypt, "Set encrypted cookie"):
    // that section defines it, and the page leads there.
    const headingNamed = result.heading !== '' && names(/** @type {string} */ (result.heading), 1);
    const seen = pages.get(page);
    if (seen && !(headingNamed && !seen.headingNamed)) {
      seen.others += result.score;
      seen.phrase ||= hasPhrase(result);
      seen.titleMatched ||= titleMatched;
      for (const term of result.terms) if (!seen.terms.includes(term)) seen.terms.push(term);
      continue;
    }
    pages.set(page, {
      url: /** @type {string} */ (result.url),
      page,
      pageTitle: /** @type {string} */ (result.pageTitle),
      heading: /** @type {string} */ (result.heading),
      text: /** @type {string} */ (result.text),
      code: /** @type {string} */ (result.code),
      context: /** @type {string} */ (result.context),
      score: Math.max(result.score, seen?.score ?? 0),
      terms: [...new Set([...result.terms, ...(seen?.terms ?? [])])],
      others: seen ? seen.others + Math.min(result.score, seen.score) : 0,
      phrase: (seen?.phrase ?? false) || hasPhrase(result),
      titleMatched: (seen?.titleMatched ?? false) || titleMatched,
      headingNamed,
      weight: Number(result.weight ?? 1),
    });
  }
  return [...pages.values()]
    .map(({others, phrase: hasTypedPhrase, titleMatched, headingNamed, weight, ...hit}) => {
      let score = hit.score + OTHER_SECTIONS_SHARE * others;
      if (hasTypedPhrase) score *= phraseBoost;
      if (headingNamed) score *= HEADING_NAMED_BOOST;
      // A page that mentions many APIs without defining them, unless its title is what the reader seeks.
      if (!titleMatched) score *= weight;
      // The page about what the reader named (its title names nothing else, and at least half of it):
      // lead to its top rather than to one of its sections.
      if (names(hit.pageTitle, 0.5)) return {...hit, url: hit.page, heading: '', score: score * TITLE_NAMED_BOOST};
      return {...hit, score};
    })
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}
