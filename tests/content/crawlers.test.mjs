// What crawlers, link previews and feed readers read in the build: robots.txt, a description and a
// distinct title on every page, the not-found page's metadata, and dates that follow the README's rule
// and that each page writes as its readers see them (src/features/crawlers/shownDate.ts).
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import * as cheerio from 'cheerio';
import {BUILD_DIR, htmlFiles, readBuildXml} from '../support/build.mjs';
import {shownDate} from '../../src/features/crawlers/shownDate';

/** Every page of the build (redirect pages left out), parsed, by its file below the build folder. */
const pages = [...htmlFiles(BUILD_DIR)].flatMap((path) => {
  const $ = cheerio.load(readFileSync(path, 'utf8'));
  return $('meta[http-equiv="refresh"]').length > 0 ? [] : [{file: path.slice(BUILD_DIR.length), $}];
});

/** @type {{loc: string, lastmod?: string}[]} */
const sitemap = readBuildXml('sitemap.xml', ['url']).urlset.url;

test('robots.txt names the sitemap by its absolute address', () => {
  const robots = readFileSync(join(BUILD_DIR, 'robots.txt'), 'utf8');
  const home = sitemap.map((url) => url.loc).reduce((shortest, loc) => (loc.length < shortest.length ? loc : shortest));
  assert.match(robots, /^User-agent: \*$/m);
  assert.equal(/^Sitemap: (\S+)$/m.exec(robots)?.[1], `${home}sitemap.xml`);
});

test('every page has a meta description and an og:description', () => {
  assert.ok(pages.length > 250, `only ${pages.length} pages`);
  const missing = pages.flatMap(({file, $}) => [
    ...($('meta[name="description"]').attr('content')?.trim() ? [] : [`${file}: no description`]),
    ...($('meta[property="og:description"]').attr('content')?.trim() ? [] : [`${file}: no og:description`]),
  ]);
  assert.deepEqual(missing, []);
});

test("no two guide pages share a title; an older guide's titles name its Slim", () => {
  /** @type {Map<string, string[]>} */
  const byTitle = new Map();
  for (const {file, $} of pages.filter((page) => page.file.startsWith('/docs/'))) {
    const title = $('title').text();
    byTitle.set(title, [...(byTitle.get(title) ?? []), file]);
  }
  const shared = [...byTitle]
    .filter(([, files]) => files.length > 1)
    .map(([title, files]) => `${title}: ${files.join(', ')}`);
  assert.deepEqual(shared, []);
  const installation = pages.find((page) => page.file === '/docs/v3/start/installation/index.html');
  assert.equal(installation?.$('title').text(), 'Installation (Slim 3) | Slim Framework');
  assert.equal(installation?.$('meta[property="og:title"]').attr('content'), 'Installation (Slim 3) | Slim Framework');
  assert.equal(installation?.$('article h1').text(), 'Installation', "the heading stays the page's own title");
});

test('the not-found page is kept out of indexes and names no address of its own', () => {
  const $ = cheerio.load(readFileSync(join(BUILD_DIR, '404.html'), 'utf8'));
  assert.equal($('meta[name="robots"]').attr('content'), 'noindex');
  assert.equal($('link[rel="canonical"]').length, 0);
  assert.equal($('meta[property="og:url"]').length, 0);
  assert.equal($('link[rel="alternate"][hreflang]').length, 0);
});

test('a post is dated by its own date: sitemap lastmod, and no "Last updated" unless its front matter states one', () => {
  /** @type {Map<string, string>} slug → YYYY-MM-DD from the file name, for posts without `last_update` */
  const postDates = new Map();
  for (const name of readdirSync('blog').filter((file) => /^\d{4}-\d{2}-\d{2}-.+\.mdx?$/.test(file))) {
    const text = readFileSync(join('blog', name), 'utf8');
    const frontMatter = text.split(/^---$/m)[1] ?? '';
    if (/^last_update:/m.test(frontMatter)) continue;
    const slug =
      /^slug:\s*(\S+)\s*$/m.exec(frontMatter)?.[1] ?? name.replace(/^\d{4}-\d{2}-\d{2}-/, '').replace(/\.mdx?$/, '');
    postDates.set(slug, name.slice(0, 10));
  }
  assert.ok(postDates.size > 80);
  /** @type {string[]} */
  const wrong = [];
  for (const [slug, date] of postDates) {
    const entry = sitemap.find((url) => url.loc.endsWith(`/blog/${slug}`));
    // The day of the value: Docusaurus 3.8 writes the day, 3.10 a UTC timestamp at midnight of it.
    if (String(entry?.lastmod).slice(0, 10) !== date)
      wrong.push(`${slug}: sitemap lastmod ${entry?.lastmod}, post date ${date}`);
    const page = pages.find((candidate) => candidate.file === `/blog/${slug}/index.html`);
    if (page?.$('.theme-last-updated').length) wrong.push(`${slug}: shows "${page.$('.theme-last-updated').text()}"`);
  }
  assert.deepEqual(wrong, []);
});

test('every date a page shows is its own datetime, written in English for UTC ("August 1, 2019" or "Aug 1, 2019")', () => {
  /** @type {string[]} */
  const wrong = [];
  let dates = 0;
  for (const {file, $} of pages) {
    $('time').each((_, element) => {
      dates++;
      const datetime = $(element).attr('datetime') ?? '';
      const text = $(element).text();
      if (!datetime || ![shownDate(datetime, 'long'), shownDate(datetime, 'short')].includes(text))
        wrong.push(`${file}: "${text}" for ${datetime}`);
    });
  }
  // The home page's latest posts, each guide page's "Last updated", each post and listing's dates.
  assert.ok(dates > 300, `only ${dates} dates`);
  assert.deepEqual(wrong, []);
});
