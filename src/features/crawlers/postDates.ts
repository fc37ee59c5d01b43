// Dates a reader can trust (README, "Dates"). A post is dated by its own date: "Last updated" and a
// later sitemap lastmod appear only when its front matter states a material change
// (`last_update: {date: 2026-02-01}`). This repository's commits to a post (a link fixed, the move to
// this site) are no news to its reader. Doc pages keep the date of their file's last commit.
import type {BlogPost, CreateFeedItemsFn, ProcessBlogPostsFn} from '@docusaurus/plugin-content-blog';
import type {Options as SitemapOptions} from '@docusaurus/plugin-sitemap';

/** A post's date, from its file name (`blog/2019-08-01-slim-4.0.0-release.md`). */
const POST_FILE_DATE = /(?:^|\/)(\d{4}-\d{2}-\d{2})-[^/]+\.mdx?$/;

/** Drops the git date of a post whose front matter states no update (`null`: the sitemap asks git no more). */
export const keepStatedPostUpdates: ProcessBlogPostsFn = async ({blogPosts}) =>
  blogPosts.map((post): BlogPost => {
    const stated = post.metadata.frontMatter.last_update?.date;
    return stated ? post : {...post, metadata: {...post.metadata, lastUpdatedAt: null}};
  });

/** The sitemap's items, each post's lastmod its stated update or else its own date. */
export const sitemapItemsWithPostDates: NonNullable<SitemapOptions['createSitemapItems']> = async ({
  defaultCreateSitemapItems,
  ...params
}) => {
  const items = await defaultCreateSitemapItems(params);
  const postDates = new Map<string, string>();
  for (const route of params.routes) {
    const date = POST_FILE_DATE.exec(route.metadata?.sourceFilePath ?? '')?.[1];
    if (date) postDates.set(route.path, date);
  }
  return items.map((item) =>
    item.lastmod ? item : {...item, lastmod: postDates.get(new URL(item.url).pathname) ?? null},
  );
};

/** Feed entries that carry the post's date as their publication date (JSON Feed's `date_published`, Atom's `<published>`). */
export const feedItemsWithPublishedDates: CreateFeedItemsFn = async ({defaultCreateFeedItems, ...params}) => {
  const items = await defaultCreateFeedItems(params);
  return items.map((item) => ({...item, published: item.date}));
};
