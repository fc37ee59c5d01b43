// The versions feature's public entry for code that runs in the browser: which guide a page is in and
// what subject it covers (the not-found page offers the same subject in the current guide).
export {guideKeyOf, subjectOf} from './counterparts';
