// feedparser, the parser behind many feed readers, over the blog's RSS and Atom feeds: each parses
// without error, names its own address (`rel="self"`) and has every post with its link, title and
// publication date. Python is Debian's, where python3-feedparser installs. Debian's feedparser (6.0)
// does not read JSON Feed, so feed.json is held to the same rules against JSON Feed 1.1 here.
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {promisify} from 'node:util';
import {test} from 'node:test';
import {BUILD_DIR, readBuildXml, readJson} from '../support/build.mjs';

const run = promisify(execFile);
const PYTHON = '/usr/bin/python3';
const FEEDS = {'rss.xml': 'rss20', 'atom.xml': 'atom10'};

test('feedparser reads the RSS and Atom feeds whole: no error, a self address, every post dated', async () => {
  const started = Date.now();
  const files = Object.keys(FEEDS).map((name) => join(BUILD_DIR, 'blog', name));
  const {stdout} = await run(PYTHON, [fileURLToPath(new URL('feeds.py', import.meta.url)), ...files], {
    maxBuffer: 64 * 1024 * 1024,
  });
  /** @type {Record<string, {version: string, error: string | null, self: string | null, title: string, entries: {link?: string, title?: string, published?: string}[]}>} */
  const report = JSON.parse(stdout);
  const blog = readBuildXml('blog/atom.xml', ['entry', 'link']).feed.link.find(
    (/** @type {{'@_rel': string}} */ link) => link['@_rel'] === 'alternate',
  )['@_href'];
  const posts = readBuildXml('sitemap.xml', ['url']).urlset.url.filter(
    (/** @type {{loc: string}} */ url) =>
      /\/blog\/[^/]+$/.test(url.loc) && !/\/blog\/(archive|authors|tags)$/.test(url.loc),
  ).length;
  /** @type {string[]} */
  const problems = [];
  for (const [name, version] of Object.entries(FEEDS)) {
    const feed = report[join(BUILD_DIR, 'blog', name)];
    if (feed.error) problems.push(`${name}: ${feed.error}`);
    if (feed.version !== version) problems.push(`${name}: read as "${feed.version}", not ${version}`);
    if (feed.self !== `${blog}/${name}`) problems.push(`${name}: self link ${feed.self}, not ${blog}/${name}`);
    if (feed.entries.length !== posts)
      problems.push(`${name}: ${feed.entries.length} entries, the sitemap has ${posts} posts`);
    for (const entry of feed.entries) {
      if (!entry.link?.startsWith(`${blog}/`)) problems.push(`${name}: entry "${entry.title}" links to ${entry.link}`);
      if (!entry.title) problems.push(`${name}: an entry without a title (${entry.link})`);
      if (!entry.published) problems.push(`${name}: entry ${entry.link} has no publication date`);
    }
  }
  console.log(
    `feedparser: ${Object.keys(FEEDS).length} feeds, ${Object.values(report)
      .map((feed) => feed.entries.length)
      .join(' / ')} entries, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  assert.deepEqual(problems, []);
});

test('the JSON feed has its own address and every post with its link, title and publication date', () => {
  /** @type {{version: string, title: string, home_page_url: string, feed_url?: string, items: {id: string, url?: string, title?: string, date_published?: string}[]}} */
  const feed = readJson(join(BUILD_DIR, 'blog', 'feed.json'));
  const rss = readBuildXml('blog/rss.xml', ['item']).rss.channel.item.length;
  /** @type {string[]} */
  const problems = [];
  if (!/^https:\/\/jsonfeed\.org\/version\/1(\.1)?$/.test(feed.version)) problems.push(`version ${feed.version}`);
  if (!feed.title) problems.push('no title');
  if (feed.feed_url !== `${feed.home_page_url}/feed.json`) problems.push(`feed_url ${feed.feed_url}`);
  if (feed.items.length !== rss) problems.push(`${feed.items.length} items, the RSS feed has ${rss}`);
  for (const item of feed.items) {
    if (!item.url?.startsWith(`${feed.home_page_url}/`)) problems.push(`item ${item.id}: url ${item.url}`);
    if (!item.title) problems.push(`item ${item.id}: no title`);
    // RFC 3339, as JSON Feed asks.
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(item.date_published ?? ''))
      problems.push(`item ${item.id}: date_published ${item.date_published}`);
  }
  assert.deepEqual(problems, []);
});
