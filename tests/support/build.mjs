// Reading the production build (build/) in content tests: its HTML, sitemap and feeds.
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import * as cheerio from 'cheerio';
import {XMLParser} from 'fast-xml-parser';

export {htmlFiles} from '../../src/shared/files.mjs';

export const BUILD_DIR = process.env.BUILD_DIR ?? 'build';

/**
 * The HTML file a route is served from, or null.
 * @param {string} route below the base path, such as `docs/v4/` or `blog`
 * @returns {string | null}
 */
export function htmlFileFor(route) {
  const clean = route.replace(/^\/+|\/+$/g, '');
  const file = clean === '' ? join(BUILD_DIR, 'index.html') : join(BUILD_DIR, clean, 'index.html');
  return existsSync(file) ? file : null;
}

/**
 * The page at a route, parsed; fails the test when the build has none.
 * @param {string} route
 * @returns {cheerio.CheerioAPI}
 */
export function loadPage(route) {
  const file = htmlFileFor(route);
  if (!file) throw new Error(`no HTML for /${route} in ${BUILD_DIR}/`);
  return cheerio.load(readFileSync(file, 'utf8'));
}

/**
 * Words of prose in an article: code blocks, anchors and markup left out.
 * @param {cheerio.CheerioAPI} $
 * @returns {number}
 */
export function proseWordCount($) {
  const article = $('article .markdown').first().clone();
  article.find('pre, .hash-link, .theme-code-block, script, style').remove();
  return article
    .text()
    .split(/\s+/)
    .filter((word) => /[A-Za-z0-9]/.test(word)).length;
}

/**
 * @param {string} path
 * @returns {any}
 */
export function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/**
 * Parses an XML file of the build (sitemap, feeds); elements that can repeat are always arrays.
 * @param {string} path below the build folder
 * @param {string[]} repeated names of the elements that can repeat
 * @returns {any}
 */
export function readBuildXml(path, repeated) {
  const parser = new XMLParser({ignoreAttributes: false, isArray: (name) => repeated.includes(name)});
  return parser.parse(readFileSync(join(BUILD_DIR, path), 'utf8'));
}

/**
 * Every route of the sitemap, below the base path (`docs/v4/objects/request`, `` for the home page).
 * @returns {string[]}
 */
export function sitemapRoutes() {
  /** @type {string[]} */
  const paths = readBuildXml('sitemap.xml', ['url']).urlset.url.map(
    (/** @type {{loc: string}} */ url) => new URL(url.loc).pathname,
  );
  // The home page is the shortest address: the base path the build was made for.
  const base = paths.reduce((shortest, path) => (path.length < shortest.length ? path : shortest));
  return paths.map((path) => path.slice(base.length));
}
