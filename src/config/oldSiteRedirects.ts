import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';

type OldPost = {old_url: string; slug: string};

const OLD_POSTS_FILE = join(__dirname, 'oldPostUrls.json');
const BLOG_DIR = join(__dirname, '..', '..', 'blog');

/**
 * The previous site published posts at /YYYY/MM/DD/slug.html. Each keeps working through a
 * redirect page written at build time, so it works on any static host. Only posts that exist
 * get one (the blog tests check that every old post does).
 */
export function oldSiteRedirects(): {from: string; to: string}[] {
  const posts = JSON.parse(readFileSync(OLD_POSTS_FILE, 'utf8')) as OldPost[];
  const files = readdirSync(BLOG_DIR);
  return posts
    .filter((post) => files.some((file) => file.replace(/\.mdx?$/, '').endsWith(`-${post.slug}`)))
    .map((post) => ({from: post.old_url, to: `/blog/${post.slug}`}));
}
