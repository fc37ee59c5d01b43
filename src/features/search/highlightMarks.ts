// Marks the searched words in the article of the page a result opened (highlight.ts loads this
// module the first time a page has words to mark; it needs the word handling and stemmer).
import {indexTerms, markMatches} from './text.mjs';

const MARK_ATTRIBUTE = 'data-search-highlight';
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'MARK', 'BUTTON']);

function unmark(root: Element): void {
  const parents = new Set<Node>();
  for (const mark of Array.from(root.querySelectorAll(`mark[${MARK_ATTRIBUTE}]`))) {
    if (mark.parentNode) parents.add(mark.parentNode);
    mark.replaceWith(...Array.from(mark.childNodes));
  }
  // Join the text split by marks back into one node, where there were marks only.
  for (const parent of parents) parent.normalize();
}

function mark(root: Element, words: string[]): void {
  const terms = [...new Set(words.flatMap(indexTerms))];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.parentElement && SKIPPED.has(node.parentElement.tagName)
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
  for (const text of texts) {
    const pieces = markMatches(text.data, terms);
    if (!pieces.some((piece) => piece.marked)) continue;
    const fragment = document.createDocumentFragment();
    for (const piece of pieces) {
      if (!piece.marked) {
        fragment.append(piece.text);
        continue;
      }
      const element = document.createElement('mark');
      element.setAttribute(MARK_ATTRIBUTE, '');
      element.textContent = piece.text;
      fragment.append(element);
    }
    text.replaceWith(fragment);
  }
}

// Marks the words again in what the page renders anew while they are shown: a code block reached by
// a client-side navigation shows plain code until its highlighter's chunk arrives, then replaces it.
let remarker: MutationObserver | null = null;

function keepMarking(article: Element, words: string[]): void {
  remarker = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of Array.from(record.addedNodes)) {
        // Text and marks come from marking itself; an element is content rendered anew.
        if (node instanceof Element && node.isConnected && !node.hasAttribute(MARK_ATTRIBUTE)) mark(node, words);
      }
    }
  });
  remarker.observe(article, {childList: true, subtree: true});
}

/** Unmarks the article, then marks the words (none: nothing more) and keeps them marked. */
export function showMarks(words: string[]): void {
  remarker?.disconnect();
  remarker = null;
  const article = document.querySelector('article');
  if (!article) return;
  if (article.querySelector(`mark[${MARK_ATTRIBUTE}]`)) unmark(article);
  if (words.length === 0) return;
  mark(article, words);
  keepMarking(article, words);
}
