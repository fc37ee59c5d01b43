import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';

type Redirect = {from: string; to: string};

const OLD_PAGES_FILE = join(__dirname, 'oldSitePages.json');
const BLOG_DIR = join(__dirname, '..', '..', 'blog');
// A post's file name gives both addresses: blog/2019-08-01-slim-4.0.0-release.md was published at
// /2019/08/01/slim-4.0.0-release.html by the previous site and is /blog/slim-4.0.0-release now.
const POST_FILE = /^(\d{4})-(\d{2})-(\d{2})-(.+)\.mdx?$/;

/**
 * The previous site published posts at /YYYY/MM/DD/slug.html. Each keeps working through a
 * redirect page written at build time, so it works on any static host (nginx answers the same
 * addresses with a 301; the blog tests check every post of the old site). Its other pages follow.
 */
export function oldSiteRedirects(): Redirect[] {
  const posts = readdirSync(BLOG_DIR).flatMap((file) => {
    const match = POST_FILE.exec(file);
    if (!match) return [];
    const [, year, month, day, slug] = match;
    return [{from: `/${year}/${month}/${day}/${slug}.html`, to: `/blog/${slug}`}];
  });
  return [...posts, ...oldSitePageRedirects()];
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
