// The search page lives with the search feature (src/features/search/SearchPage). It stays a page of
// the pages plugin, rather than a route the search plugin adds, so that it keeps the pages plugin's
// route metadata (the `plugin-pages` class on <html>) and the page is built exactly as before.
export {default} from '@site/src/features/search/SearchPage';
