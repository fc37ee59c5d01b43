// The reliance of prefetching on intent (src/features/boot, prefetchOnIntent): read from core's own
// module, the behaviour the site counts on, never from a build.
import {readFileSync} from 'node:fs';
import type {Reliance} from '../reliances';
import {broken, installedFile} from '../contract';

function mustHold(file: string, what: string, patterns: [RegExp, string][]): void {
  const source = readFileSync(file, 'utf8');
  const missing = patterns.filter(([pattern]) => !pattern.test(source)).map(([, said]) => said);
  if (missing.length) broken(`${what} no longer ${missing.join('; no longer ')}`);
}

export const linkPrefetchCalls: Reliance = {
  id: 'link-prefetch-calls',
  what: "How the theme's `Link` fetches other pages: `window.docusaurus.prefetch` when a link comes into view, `preload` on mouse enter and touch start; the loader replaces the frozen object so that only intent fetches",
  upstream: {package: '@docusaurus/core', checkedOn: '3.8.1'},
  usedIn: ['src/features/boot/appLoader.ts'],
  tier: 'install',
  check() {
    mustHold(installedFile('@docusaurus/core', 'lib/client/exports/Link.js'), "@docusaurus/core's Link", [
      [/window\.docusaurus\.prefetch\(/, 'calls window.docusaurus.prefetch'],
      [/window\.docusaurus\.preload\(/, 'calls window.docusaurus.preload'],
      [/onMouseEnter=\{onInteractionEnter\}/, 'preloads on mouse enter'],
      [/onTouchStart=\{onInteractionEnter\}/, 'preloads on touch start'],
    ]);
  },
  alsoProvenBy: ['src/features/boot/tests/prefetch-on-intent.spec.ts'],
};
