#!/usr/bin/env node
// Post-build step: each feed names its own address, which the blog plugin leaves out: Atom and RSS a
// `rel="self"` link, JSON Feed `feed_url`. Feed readers and validators use it to tell the feed's
// canonical address from a copy (the old site's /blog/feed.rss). The address is the blog's, as the
// feed itself gives it (`<link>`, `home_page_url`), plus the file's name.
import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

const BLOG_DIR = join(process.argv[2] ?? 'build', 'blog');

/**
 * @param {string} name
 * @param {(text: string) => string} complete
 */
function rewrite(name, complete) {
  const file = join(BLOG_DIR, name);
  writeFileSync(file, complete(readFileSync(file, 'utf8')));
}

/**
 * @param {string} text
 * @param {RegExp} pattern
 * @param {string} what
 */
function mustMatch(text, pattern, what) {
  const match = pattern.exec(text);
  if (!match) throw new Error(`blog feed: no ${what}; has the feed's markup changed?`);
  return match;
}

rewrite('atom.xml', (text) => {
  const [alternate, blog] = mustMatch(text, /<link rel="alternate" href="([^"]+)"\/>/, 'Atom alternate link');
  return text.replace(
    alternate,
    `${alternate}\n    <link rel="self" type="application/atom+xml" href="${blog}/atom.xml"/>`,
  );
});

rewrite('rss.xml', (text) => {
  const [channelLink, blog] = mustMatch(text, /<link>([^<]+)<\/link>/, 'RSS channel link');
  const withNamespace = text.replace(
    '<rss version="2.0"',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"',
  );
  return withNamespace.replace(
    channelLink,
    `${channelLink}\n        <atom:link href="${blog}/rss.xml" rel="self" type="application/rss+xml"/>`,
  );
});

rewrite('feed.json', (text) => {
  /** @type {Record<string, unknown>} */
  const feed = JSON.parse(text);
  if (typeof feed.home_page_url !== 'string') throw new Error('blog feed: feed.json has no home_page_url');
  const {version, title, home_page_url, ...rest} = feed;
  return `${JSON.stringify({version, title, home_page_url, feed_url: `${home_page_url}/feed.json`, ...rest}, null, 4)}\n`;
});

console.log('feeds: self links written (Atom, RSS, JSON Feed)');
