// Blog checks over the production build: the posts, the listing, tag and author pages of the spec
// (and no further page), the feeds and the old post addresses. The posts are read from the Atom feed.
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {describe, test} from 'node:test';
import yaml from 'js-yaml';
import {BUILD_DIR, htmlFileFor, loadPage, readBuildXml, readJson} from '../support/build.mjs';

/** @typedef {{title: string, permalink: string, slug: string, description: string, authorNames: string[], tags: string[]}} Post */

/** @type {Record<string, {name: string}>} */
const authors = /** @type {any} */ (yaml.load(readFileSync('blog/authors.yml', 'utf8')));
const authorKeyByName = new Map(Object.entries(authors).map(([key, author]) => [author.name, key]));

/** @type {any[]} */
const entries = readBuildXml(join('blog', 'atom.xml'), ['entry', 'author', 'category']).feed.entry;
/** @type {Post[]} */
const posts = entries.map((entry) => {
  const permalink = new URL(entry.link['@_href']).pathname;
  return {
    title: String(entry.title['#text'] ?? entry.title),
    permalink,
    slug: permalink.replace(/^.*\/blog\//, ''),
    description: String(entry.summary?.['#text'] ?? entry.summary ?? ''),
    authorNames: (entry.author ?? []).map((/** @type {{name: string}} */ author) => author.name),
    tags: (entry.category ?? []).map((/** @type {Record<string, string>} */ category) => category['@_term']),
  };
});
/** @type {{posts: {slug: string, oldUrl: string}[]}} */
const oldSite = readJson('tests/fixtures/old-site.json');
const slugs = new Set(posts.map((p) => p.slug));
const PER_PAGE = 20;
/** @param {number} n */
const pageCount = (n) => Math.ceil(n / PER_PAGE);

/**
 * The listing at `route` exists with pages 2..last, and no page after the last.
 * @param {string} route
 * @param {string} pagePrefix
 * @param {number} count
 */
function assertPaged(route, pagePrefix, count) {
  assert.ok(htmlFileFor(route), `/${route} exists`);
  const last = pageCount(count);
  for (let n = 2; n <= last; n++) assert.ok(htmlFileFor(`${route}/${pagePrefix}/${n}`), `/${route}/${pagePrefix}/${n}`);
  assert.equal(htmlFileFor(`${route}/${pagePrefix}/${last + 1}`), null, `no /${route}/${pagePrefix}/${last + 1}`);
}

/** The blog listing's pages: `blog`, `blog/page/2`, ... */
function listingRoutes() {
  return Array.from({length: pageCount(posts.length)}, (_, i) => (i === 0 ? 'blog' : `blog/page/${i + 1}`));
}

describe('posts', () => {
  test('every post of the old site is here', () => {
    assert.ok(posts.length >= oldSite.posts.length, `${posts.length} posts, ${oldSite.posts.length} on the old site`);
    const missing = oldSite.posts.filter((p) => !slugs.has(p.slug)).map((p) => p.slug);
    assert.deepEqual(missing, []);
  });

  test('every slug group of the spec is present', () => {
    const groups = [
      ['hello-world', 'version-152-has-landed', 'version-2', 'version-230', 'version-260'],
      [
        'version-160',
        'version-161',
        'version-162',
        'version-163',
        'version-164',
        'version-165',
        'version-166',
        'version-167',
      ],
      ['slim3-primer', 'slim3-beta1', 'slim3-beta2', 'slim3-rc1', 'slim3-rc2', 'slim3-rc3', 'slim-3'],
      ['slim-3.1.0', 'slim-3.4.0', 'slim-3.8.0', 'slim-3.12.0', 'slim-3.12.3-release'],
      ['slim-4.0.0-alpha-release', 'slim-4.0.0-beta-release', 'slim-4.0.0-release'],
      Array.from({length: 15}, (_, i) => `slim-4.${i + 1}.0-release`),
      ['slim-4.15.1-release', 'slim-4.15.2-release', 'slim-4.15.3-release'],
      ['slim-psr7-advisory-CVE-2023-30536'],
      ['slim-framework-moves-to-pagodabox', 'slim-github-organization', 'slim-and-laravel-eloquent-orm'],
    ];
    const missing = groups.flat().filter((slug) => !slugs.has(slug));
    assert.deepEqual(missing, []);
  });

  test('every post has the team author, known tags and a description', () => {
    for (const post of posts) {
      assert.ok(post.authorNames.includes(authors.team.name), `${post.permalink} has the team author`);
      assert.ok(post.tags.length > 0, `${post.permalink} has tags`);
      for (const tag of post.tags) assert.ok(['news', 'release', 'tutorial'].includes(tag), tag);
      assert.ok(post.description.length > 20, `${post.permalink} has a description`);
    }
  });

  test('every post is truncated in the listing, with a link to the whole post', () => {
    /** @type {string} */
    const readMore = readJson('i18n/en/code.json')['theme.blog.post.readMore'].message;
    const truncated = new Set();
    for (const route of listingRoutes()) {
      const $ = loadPage(route);
      $('article footer a')
        .filter((_, a) => $(a).text().trim() === readMore)
        .each((_, a) => void truncated.add($(a).attr('href')));
    }
    assert.deepEqual(
      posts.map((p) => p.permalink).filter((permalink) => !truncated.has(permalink)),
      [],
    );
  });

  test('a post page shows title, date, authors, tags and reading time', () => {
    const $ = loadPage('blog/slim-4.14.0-release');
    assert.ok($('article h1').text().includes('4.14.0'));
    assert.ok($('article header time[datetime^="2024-06-13"]').length === 1);
    assert.match($('article header').text(), /min read/);
    assert.ok($('article header').text().includes('Slim Framework Team'));
    assert.ok($('article footer a[href$="/blog/tags/release"]').length > 0);
  });
});

describe('the newest release', () => {
  // src/config/latestRelease.ts names it once; every place that shows it must agree with the
  // newest release post.
  /** @param {string} slug */
  const versionOf = (slug) =>
    slug
      .match(/^slim-(\d+)\.(\d+)\.(\d+)-release$/)
      ?.slice(1)
      .map(Number);
  const newest = /** @type {number[][]} */ ([...slugs].map(versionOf).filter(Boolean)).sort(
    (a, b) => b[0] - a[0] || b[1] - a[1] || b[2] - a[2],
  )[0];
  const version = newest.join('.');

  test('its post names it', () => {
    const $ = loadPage(`blog/slim-${version}-release`);
    assert.ok($('article h1').text().includes(version));
  });

  test('the announcement bar, the home page and the installation guide name it', () => {
    const home = loadPage('');
    assert.ok(home.html().includes(`Slim ${version} is out`), 'announcement bar');
    assert.ok(home.html().includes(`/blog/slim-${version}-release"`), 'announcement link');
    assert.ok(
      home('main').text().includes(`composer require slim/slim:"^${newest[0]}.${newest[1]}"`),
      'install command',
    );
    const install = loadPage('docs/v4/start/installation');
    assert.ok(install('article').text().includes(`Slim ${version}`), 'installation guide');
  });
});

describe('listings', () => {
  // Page counts follow from the number of posts, so a new post never breaks them for the wrong reason.
  test('the post list has a page per 20 posts', () => {
    assertPaged('blog', 'page', posts.length);
    assert.equal(loadPage('blog')('article').length, Math.min(PER_PAGE, posts.length));
  });

  test('tags: a listing per tag, a page per 20 of its posts', () => {
    /** @param {string} label */
    const count = (label) => posts.filter((p) => p.tags.includes(label)).length;
    for (const tag of ['release', 'tutorial', 'news']) {
      assert.ok(count(tag) > 0, `${tag} has posts`);
      assertPaged(`blog/tags/${tag}`, 'page', count(tag));
    }
    assert.ok(htmlFileFor('blog/tags'));
    const tagDirs = readdirSync(join(BUILD_DIR, 'blog', 'tags'), {withFileTypes: true}).filter(
      (d) => d.isDirectory() && !d.name.endsWith('.html'),
    );
    assert.deepEqual(tagDirs.map((d) => d.name).sort(), ['news', 'release', 'tutorial']);
  });

  test('authors: a page per author, the team author on every post', () => {
    assert.ok(htmlFileFor('blog/authors'));
    /** @type {Record<string, number>} */
    const byAuthor = {};
    for (const post of posts) {
      for (const name of post.authorNames) {
        const key = authorKeyByName.get(name);
        assert.ok(key, `${post.permalink}: ${name} is in blog/authors.yml`);
        byAuthor[key] = (byAuthor[key] ?? 0) + 1;
      }
    }
    assert.equal(byAuthor.team, posts.length);
    for (const [key, count] of Object.entries(byAuthor)) assertPaged(`blog/authors/${key}`, 'authors', count);
  });

  test('the archive lists every post', () => {
    const $ = loadPage('blog/archive');
    const linked = new Set(
      $('main a[href*="/blog/"]')
        .map((_, a) => $(a).attr('href'))
        .get(),
    );
    const missing = posts.filter((p) => !linked.has(p.permalink)).map((p) => p.permalink);
    assert.deepEqual(missing, []);
  });

  test('the sidebar lists all posts grouped by year', () => {
    const $ = loadPage('blog');
    const sidebar = $('nav[aria-label="Blog recent posts navigation"]');
    assert.equal(sidebar.find('a').length, posts.length);
    const years = sidebar
      .find('[class*="yearGroupHeading"]')
      .map((_, h) => $(h).text())
      .get();
    assert.ok(years.includes('2011') && years.includes('2024'), `years: ${years.join(' ')}`);
  });
});

describe('feeds', () => {
  test('RSS lists every post of the Atom feed with its content', () => {
    /** @type {Record<string, unknown>[]} */
    const items = readBuildXml(join('blog', 'rss.xml'), ['item']).rss.channel.item;
    assert.equal(items.length, posts.length);
    assert.ok(items.every((item) => String(item['content:encoded'] ?? item.description ?? '').length > 100));
  });
});

describe('old addresses', () => {
  test('every old post URL leads to its post', () => {
    for (const post of oldSite.posts) {
      const file = join(BUILD_DIR, post.oldUrl.replace(/^\//, ''), 'index.html');
      const html = readFileSync(file, 'utf8');
      assert.match(html, new RegExp(`url=[^"]*/blog/${post.slug.replace(/\./g, '\\.')}"`), post.oldUrl);
    }
  });
});
