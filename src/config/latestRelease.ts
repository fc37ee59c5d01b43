// The newest Slim 4 release the site announces, in one place: the announcement bar and the home
// page's install command read it here, and the installation guide names it in words. Its post must
// exist as blog/<date>-<postSlug>.md; the content tests check that all of them agree with the
// newest release post.
const version = '4.15.3';

export const latestRelease = {
  version,
  postSlug: `slim-${version}-release`,
  /** Completes "Slim <version> is out, with …" in the announcement bar. */
  headline: 'a security fix for route arguments and two error-handling fixes',
  /** The Composer constraint the site recommends: the release's minor line, such as "^4.15". */
  constraint: `^${version.split('.').slice(0, 2).join('.')}`,
} as const;
