// The doc pages and posts of the build, in reading order, as the docs and blog plugins loaded them:
// what the Markdown copies, llms.txt and the social cards are made from.
import type {AllContent} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {toGuideVersion, type GuideVersion} from './pageFiles';

type SidebarItem = {type: string; id?: string; items?: SidebarItem[]; link?: {type: string; id?: string}};

export type SitePage = {
  kind: 'doc' | 'post';
  title: string;
  description: string;
  permalink: string;
  /** The source file, relative to the site directory: `docs/objects/routing.md`. */
  source: string;
  /** Docs only. */
  version?: GuideVersion;
  /** Posts only: ISO date. */
  date?: string;
};

export type SitePages = {
  versions: {version: GuideVersion; docs: SitePage[]}[];
  posts: SitePage[];
  /** Every page by the absolute path of its source file, to resolve links between sources. */
  bySource: Map<string, SitePage>;
};

/** `@site/docs/x.md` → `docs/x.md`. */
function siteRelative(source: string): string {
  return source.replace(/^@site\//, '');
}

/** Doc ids in sidebar order (categories' own pages included), then docs in no sidebar. */
function sidebarOrder(sidebars: Record<string, SidebarItem[]>): string[] {
  const ids: string[] = [];
  const walk = (items: SidebarItem[]) => {
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') ids.push(item.id!);
      if (item.type === 'category') {
        if (item.link?.type === 'doc') ids.push(item.link.id!);
        walk(item.items ?? []);
      }
    }
  };
  for (const items of Object.values(sidebars)) walk(items);
  return [...new Set(ids)];
}

export function collectSitePages(allContent: AllContent, siteDir: string): SitePages {
  const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
  const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
  const bySource = new Map<string, SitePage>();
  const absolute = (source: string) => `${siteDir}/${source}`;

  const versions = (docs?.loadedVersions ?? []).map((loaded) => {
    const version = toGuideVersion(loaded);
    const order = sidebarOrder(loaded.sidebars as Record<string, SidebarItem[]>);
    const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
    const pages = [...loaded.docs]
      .sort((a, b) => rank(a.id) - rank(b.id))
      .map((doc): SitePage => ({
        kind: 'doc',
        title: doc.title,
        description: doc.description,
        permalink: doc.permalink,
        source: siteRelative(doc.source),
        version,
      }));
    for (const page of pages) bySource.set(absolute(page.source), page);
    return {version, docs: pages};
  });

  const posts = (blog?.blogPosts ?? [])
    .filter(({metadata}) => !metadata.unlisted)
    .map(({metadata}): SitePage => ({
      kind: 'post',
      title: metadata.title,
      description: metadata.description,
      permalink: metadata.permalink,
      source: siteRelative(metadata.source),
      date: metadata.date.toISOString(),
    }));
  for (const post of posts) bySource.set(absolute(post.source), post);

  return {versions, posts, bySource};
}
