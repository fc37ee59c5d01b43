import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Reliance} from '../reliances';
import {broken, installedFile} from '../contract';

/**
 * The theme's components the site replaces rather than wraps, with why, and the SHA-256 of each
 * version of the theme's source (@docusaurus/theme-classic/src/theme/…) the site's version was
 * written from or compared with (3.8.1's first): a change upstream (a fix, a new prop) is then
 * noticed, and compared by hand.
 */
export const EJECTED: {component: string; upstream: string; sha256: string[]; ours: string; why: string}[] = [
  {
    component: 'CodeBlock',
    upstream: 'CodeBlock/index.tsx',
    sha256: ['02872fb480f9cfba3bf6fb26683dfc2a7b4b8d43a2f56f7f72911482028d8a2b'],
    ours: 'src/features/code-blocks/theme/CodeBlock/index.tsx',
    why: 'The theme renders every block twice (once more after hydration, for the colour mode); the site hydrates a block from its server HTML. No option turns that off.',
  },
  {
    component: 'CodeBlock/Content',
    upstream: 'CodeBlock/Content/index.tsx',
    sha256: ['b82ef1f4c49f4e2c5f5474c0076d0e1caa18cf1fd1d5efd99e442e4546d1e5ec'],
    ours: 'src/features/code-blocks/theme/CodeBlock/Content/index.tsx',
    why: 'One React element per token in the browser; the site keeps the server HTML of a block as one element and loads Prism only for blocks that mount later.',
  },
  {
    component: 'CodeBlock/Content/String',
    upstream: 'CodeBlock/Content/String.tsx',
    sha256: ['76e8e89a5336d05d474fde11ea8c1f2a3ee43f5313fa34914b395614b93f3d53'],
    ours: 'src/features/code-blocks/CodeBlockString.tsx',
    why: "Its word-wrap hook (theme-common's useCodeWordWrap) sorts its observer's options with localeCompare, whose first call starts ICU's collator: 70-130 ms of main thread at 4x CPU inside hydration on every page with a code block. The site's block and hook (codeWordWrap.ts) are the theme's without it.",
  },
  {
    component: 'DocVersionBanner',
    upstream: 'DocVersionBanner/index.tsx',
    sha256: ['4cbfaa11f966ce242de021f0934df85b1a3517de31bb05fe2364add5b2f040fe'],
    ours: 'src/features/versions/theme/DocVersionBanner/index.tsx',
    why: "Its text and link must name the counterpart page on the same subject, which the theme's banner cannot be told.",
  },
  {
    component: 'NavbarItem/DocsVersionDropdownNavbarItem',
    upstream: 'NavbarItem/DocsVersionDropdownNavbarItem.tsx',
    // 3.10.2 reads the query and the hash with useHistorySelector (taken here too).
    sha256: [
      '4fc6597b0b90515e823649b2f5bf07923f0d380a8c54613264cd36195ff55f05',
      'cbf64a215f4c1fc15377ef0027d21877f67ef4db17cb6859c7e7b5cb926e7159',
    ],
    ours: 'src/features/versions/theme/NavbarItem/DocsVersionDropdownNavbarItem.tsx',
    why: "Each menu entry must lead to the counterpart page; the theme links a version's first page or the same path.",
  },
  {
    component: 'NotFound/Content',
    upstream: 'NotFound/Content/index.tsx',
    sha256: ['44b71ba528b17c08eba546b6462ee97c05b5780a0caf7a297560e3c063cfa9f4'],
    ours: 'src/features/not-found/theme/NotFound/Content/index.tsx',
    why: "The site's own not-found content, with the closest pages to the address asked for.",
  },
  {
    component: 'prism-include-languages',
    upstream: 'prism-include-languages.ts',
    sha256: ['ae4f25b4ca4dc254b47b072626e15a25e63dc23d4891e8b9e45f8257ea301770'],
    ours: 'src/features/code-blocks/theme/prism-include-languages.ts',
    why: "The site's languages are registered where Prism loads (lazily), not in the app's start-up files.",
  },
  {
    component: 'DocSidebar/Mobile',
    upstream: 'DocSidebar/Mobile/index.tsx',
    sha256: ['8384e429631642ecbc584a0ca9d3b9f3bd2829b009498d90b80ffb383ec0d2fc'],
    ours: 'src/features/boot/theme/DocSidebar/Mobile/index.tsx',
    why: "It hands the phone menu the sidebar's props as they are, and the theme's menu memoises them by sorting their names with localeCompare, whose first call starts ICU's collator: 39-86 ms of main thread at 4x CPU inside the render after hydration on a phone. The site hands one object. A wrapper cannot change the props the theme's component passes on.",
  },
  {
    component: 'LastUpdated',
    upstream: 'LastUpdated/index.tsx',
    sha256: ['53ab70761b412f831312428568d9fb5db6b748d97ae714724c7d372c1b4a9f7b'],
    ours: 'src/features/crawlers/theme/LastUpdated/index.tsx',
    why: "The theme's date carries itemprop outside an item, which the HTML standard forbids; and it formats the date with Intl, whose first use costs 120-280 ms of main thread at 4x CPU during hydration.",
  },
  {
    component: 'BlogPostItem/Header/Info',
    upstream: 'BlogPostItem/Header/Info/index.tsx',
    sha256: ['19633d867631820f6577188ec802cb1ac05bfac3855ad1e87b929b0c06450bc3'],
    ours: 'src/features/crawlers/theme/BlogPostItem/Header/Info/index.tsx',
    why: 'The theme formats the date and the reading time with Intl as it renders; the first Intl object a page creates costs 120-280 ms of main thread at 4x CPU, inside hydration. No option avoids it.',
  },
];

function sha256(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

export const ejectedComponents: Reliance = {
  id: 'ejected-theme-components',
  what: `The theme's source of each component the site replaces (${EJECTED.map(({component}) => component).join(', ')}): unchanged since the site's version was written from it`,
  upstream: {package: '@docusaurus/theme-classic', checkedOn: '3.8.1'},
  usedIn: EJECTED.map(({ours}) => ours),
  tier: 'install',
  check() {
    const source = installedFile('@docusaurus/theme-classic', 'src/theme');
    const changed = EJECTED.flatMap(({component, upstream, sha256: recorded, ours}) => {
      const file = join(source, upstream);
      if (!existsSync(file)) return [`${component}: the theme has no src/theme/${upstream} any more (ours: ${ours})`];
      const now = sha256(file);
      return recorded.includes(now)
        ? []
        : [
            `${component}: src/theme/${upstream} changed (sha256 ${recorded.at(-1)!.slice(0, 12)}… → ${now.slice(0, 12)}…); compare it with ${ours} and take what upstream fixed, then add the new hash`,
          ];
    });
    if (changed.length) broken(changed.join('; '));
  },
};
