// The crawlers feature's public entry for code that runs in the browser: a date as the site shows it
// (the home page's latest posts show theirs the way the posts do).
export {formatPostDate, shownDate} from './shownDate';
