import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';

type OldPost = {old_url: string; slug: string};
type Redirect = {from: string; to: string};

const OLD_POSTS_FILE = join(__dirname, 'oldPostUrls.json');
const OLD_PAGES_FILE = join(__dirname, 'oldSitePages.json');
const BLOG_DIR = join(__dirname, '..', '..', 'blog');

/**
 * The previous site published posts at /YYYY/MM/DD/slug.html. Each keeps working through a
 * redirect page written at build time, so it works on any static host. Only posts that exist
 * get one (the blog tests check that every old post does). Its other pages follow.
 */
export function oldSiteRedirects(): Redirect[] {
  const posts = JSON.parse(readFileSync(OLD_POSTS_FILE, 'utf8')) as OldPost[];
  const files = readdirSync(BLOG_DIR);
  return posts
    .filter((post) => files.some((file) => file.replace(/\.mdx?$/, '').endsWith(`-${post.slug}`)))
    .map((post) => ({from: post.old_url, to: `/blog/${post.slug}`}))
    .concat(oldSitePageRedirects());
}

/**
 * The previous site's other pages whose address no page of this site has (its `/contribute/` page, the
 * guides' `deployment/deployment.html`), each at its old address and its `.html` form. nginx answers
 * the same addresses with a 301 (deploy/site.conf; tests/serving checks both agree).
 */
function oldSitePageRedirects(): Redirect[] {
  const {pages} = JSON.parse(readFileSync(OLD_PAGES_FILE, 'utf8')) as {pages: Redirect[]};
  return pages.flatMap(({from, to}) => [
    {from, to},
    {from: `${from}.html`, to},
  ]);
}
