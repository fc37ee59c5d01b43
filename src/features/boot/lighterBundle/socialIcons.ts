import type {AllContent} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';

/**
 * The theme's social icons (`@theme/Icon/Socials/<Icon>`) by the key of an author's `socials` that
 * shows each, as the theme's `Blog/Components/Author/Socials` maps them. That component imports every
 * icon, so every blog page's chunks carried eleven SVG components (5.5 KB with Brotli) where the
 * site's authors link to GitHub only. Compat contract `theme-social-icons`.
 */
export const SOCIAL_ICONS: Record<string, string> = {
  twitter: 'Twitter',
  github: 'GitHub',
  stackoverflow: 'StackOverflow',
  linkedin: 'LinkedIn',
  x: 'X',
  bluesky: 'Bluesky',
  instagram: 'Instagram',
  threads: 'Threads',
  mastodon: 'Mastodon',
  youtube: 'YouTube',
  twitch: 'Twitch',
};

/** The icon the theme shows for a platform it has no icon of; what an unused icon is replaced with. */
export const DEFAULT_SOCIAL_ICON = '@theme/Icon/Socials/Default';

/** The social platforms of every author of the blog (the authors file's and those written in posts). */
export function socialPlatformsOf(allContent: AllContent): Set<string> {
  const blogs = Object.values(allContent['docusaurus-plugin-content-blog'] ?? {}) as BlogContent[];
  const authors = blogs.flatMap((blog) => [
    ...Object.values(blog.authorsMap ?? {}),
    ...blog.blogPosts.flatMap((post) => post.metadata.authors),
  ]);
  return new Set(authors.flatMap((author) => Object.keys(author.socials ?? {})));
}

/** The requests of the icons no author uses, which both bundles resolve to the default icon; null when all are used. */
export function unusedIconRequests(platforms: Set<string>): RegExp | null {
  const unused = Object.entries(SOCIAL_ICONS)
    .filter(([platform]) => !platforms.has(platform))
    .map(([, icon]) => icon);
  return unused.length === 0 ? null : new RegExp(`^@theme/Icon/Socials/(${unused.join('|')})$`);
}
