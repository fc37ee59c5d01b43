// The doc pages and posts of the build, read from the build itself (sitemap, Atom feed, HTML) and the
// sources, with the files the build writes beside each: its Markdown copy and its social card.
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {loadPage, readBuildXml, readJson, sitemapRoutes} from './build.mjs';
import {DOCS_PAGES, docsRoute} from './guide-pages.mjs';

/**
 * @typedef {object} SitePage
 * @property {'doc' | 'post'} kind
 * @property {string} route below the base path: `docs/v4/objects/routing`, `docs/v4/`
 * @property {string} permalink with the base path: `/slim/docs/v4/objects/routing`
 * @property {string} title
 * @property {string | null} version the guide's label (`v4`), null for a post
 * @property {string} source the source file, relative to the repository
 * @property {string} copy the Markdown copy, relative to the build folder: `docs/v4/objects/routing.md`
 * @property {string} card the social card, relative to the build folder: `img/social/docs/v4/objects/routing.png`
 */

/** @type {string[]} */
const urls = readBuildXml('sitemap.xml', ['url']).urlset.url.map((/** @type {{loc: string}} */ url) => url.loc);

/** Every route of the sitemap, below the base path. */
const routes = sitemapRoutes();

/** The origin the build was made for (`https://www.slimframework.com`) and its base path (`/slim/`). */
export const site = (() => {
  const home = urls.reduce((shortest, url) => (url.length < shortest.length ? url : shortest));
  const {origin, pathname} = new URL(home);
  return {origin, baseUrl: pathname};
})();

/** @type {string[]} the frozen guides (`3.x`) */
const archived = readJson('versions.json');

/**
 * The source file of a doc: docs/ for the current guide, versioned_docs/ for a frozen one.
 * @param {string} version `v4`
 * @param {string} id `objects/routing`
 * @returns {string}
 */
function docSource(version, id) {
  const frozen = `${version.slice(1)}.x`;
  const dir = archived.includes(frozen) ? `versioned_docs/version-${frozen}` : 'docs';
  const candidates = [`${dir}/${id}.md`, `${dir}/${id}.mdx`];
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`no source for ${version} ${id}`);
  return found;
}

/**
 * The source file of each post by its slug: the front matter's `slug`, or the file name after its date.
 * @returns {Map<string, string>}
 */
function postSources() {
  const sources = new Map();
  for (const name of readdirSync('blog').filter((file) => /\.mdx?$/.test(file))) {
    const text = readFileSync(join('blog', name), 'utf8');
    const slug =
      /^slug:\s*(\S+)\s*$/m.exec(text.split(/^---$/m)[1] ?? '')?.[1] ??
      name.replace(/^\d{4}-\d{2}-\d{2}-/, '').replace(/\.mdx?$/, '');
    sources.set(slug, `blog/${name}`);
  }
  return sources;
}

/**
 * @param {Omit<SitePage, 'copy' | 'card' | 'permalink'>} page
 * @returns {SitePage}
 */
function withFiles(page) {
  const key = page.route.replace(/\/$/, '');
  return {...page, permalink: `${site.baseUrl}${page.route}`, copy: `${key}.md`, card: `img/social/${key}.png`};
}

/** @returns {SitePage[]} every doc page of the spec and every post of the feed */
export function sitePages() {
  /** @type {SitePage[]} */
  const pages = [];
  for (const [version, ids] of Object.entries(DOCS_PAGES)) {
    for (const id of ids) {
      // The sitemap's form of the route: a section's index page keeps its trailing slash.
      const specRoute = docsRoute(version, id).replace(/\/$/, '');
      const route = routes.find((candidate) => candidate.replace(/\/$/, '') === specRoute);
      if (!route) throw new Error(`/${specRoute} is not in the sitemap`);
      const $ = loadPage(route);
      if (!$) throw new Error(`no HTML for /${route}`);
      pages.push(
        withFiles({
          kind: 'doc',
          route,
          title: $('article h1').first().text().trim(),
          version,
          source: docSource(version, id),
        }),
      );
    }
  }
  const sources = postSources();
  /** @type {any[]} */
  const entries = readBuildXml(join('blog', 'atom.xml'), ['entry']).feed.entry;
  for (const entry of entries) {
    const permalink = new URL(entry.link['@_href']).pathname;
    const slug = permalink.replace(/^.*\/blog\//, '');
    const source = sources.get(slug);
    if (!source) throw new Error(`no source for post ${slug}`);
    const title = String(entry.title['#text'] ?? entry.title);
    pages.push(withFiles({kind: 'post', route: permalink.slice(site.baseUrl.length), title, version: null, source}));
  }
  return pages;
}
