// The newest Slim 4 release the site announces, in one place: the announcement bar and the home
// page's install command read it here, and the installation guide names it in words. Its post must
// exist as blog/<date>-<postSlug>.md; the content tests check that all of them agree with the
// newest release post.
const version = '4.15.2';

export const latestRelease = {
  version,
  postSlug: `slim-${version}-release`,
  /** Completes "Slim <version> is out, with …" in the announcement bar. */
  // The advisory GHSA-h377-p8x2-prf9 names 4.15.3 as the fix of a routing problem; no release notes
  // for it were found, so it gets no post and the bar only points past 4.15.2 (docs/start/installation.md says so).
  headline: 'a security fix for the HTML error page; an advisory names 4.15.3 for a routing fix',
  /** The Composer constraint the site recommends: the release's minor line, such as "^4.15". */
  constraint: `^${version.split('.').slice(0, 2).join('.')}`,
} as const;
