// Marks on the page a search result opens the words the reader searched for (`?_highlight=word`).
// It touches the article only when there is something to mark or to unmark: a page opened
// otherwise, hydration included, costs reading the address. The marking (highlightMarks.ts, with
// the stemmer) is fetched by the first page that has words to mark, not with every page.
import type {ClientModule} from '@docusaurus/types';
import {HIGHLIGHT_PARAM} from './client';

// Set once a page had words to mark: from then on every page may have marks to take away.
let marks: Promise<typeof import('./highlightMarks')> | undefined;

const highlight: ClientModule = {
  onRouteDidUpdate({location}) {
    const words = new URLSearchParams(location.search)
      .getAll(HIGHLIGHT_PARAM)
      .filter(Boolean)
      .map((word) => word.toLowerCase());
    if (words.length === 0 && !marks) return;
    marks ??= import('./highlightMarks');
    void marks.then(({showMarks}) => showMarks(words));
  },
};

export default highlight;
