// The newest Slim 4 release, typed for the site's code. The data lives in latestRelease.json so
// that the content tests (plain Node) read the same file.
import data from './latestRelease.json';

export const latestRelease = {
  version: data.version,
  postSlug: data.postSlug,
  headline: data.headline,
  /** The Composer constraint the site recommends: the release's minor line, such as "^4.15". */
  constraint: `^${data.version.split('.').slice(0, 2).join('.')}`,
} as const;
