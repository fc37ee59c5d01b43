// The installed Docusaurus's version, from its package's own metadata: the few places where 3.8.1
// (the pinned version) and the newest 3.x read the configuration differently ask it, so that the
// upgrade canary (npm run test:upgrade) gets past them to whatever breaks next.
import {version} from '@docusaurus/core/package.json';

/** Whether the installed Docusaurus is `major.minor` or later. */
export function docusaurusAtLeast(major: number, minor: number): boolean {
  const [installedMajor, installedMinor] = version.split('.').map(Number);
  return installedMajor > major || (installedMajor === major && installedMinor >= minor);
}
