// Behind the production nginx (deploy/), every address the site gives out as a page's own answers
// 200 at once, with no redirect: each sitemap URL, each page's canonical link and og:url (which agree),
// each redirect page's target (a static host's one hop), and the sitemap named in robots.txt.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {after, before, test} from 'node:test';
import * as cheerio from 'cheerio';
import {BUILD_DIR, htmlFiles, readBuildXml} from '../support/build.mjs';
import {startCrawlerServer} from './crawlerServer.mjs';

/** @type {import('../../scripts/lib/servers.mjs').RunningNginx} */
let server;
before(async () => {
  server = await startCrawlerServer();
});
after(async () => {
  await server?.stop();
});

/**
 * The addresses among `urls` that do not answer 200 behind nginx, each with what they answer.
 * @param {Map<string, string>} urls absolute URL or path → the page that gives it out
 * @returns {Promise<string[]>}
 */
async function notAnswering200(urls) {
  /** @type {string[]} */
  const problems = [];
  for (const [url, page] of urls) {
    const {pathname, search} = new URL(url, 'http://site.invalid');
    const response = await fetch(`http://127.0.0.1:${server.port}${pathname}${search}`, {redirect: 'manual'});
    await response.arrayBuffer();
    if (response.status !== 200) {
      const location = response.headers.get('location');
      problems.push(`${page}: ${url} answers ${response.status}${location ? ` → ${location}` : ''}`);
    }
  }
  return problems;
}

/** Every HTML file below the build folder, parsed, with its path there; redirect pages apart. */
function builtPages() {
  /** @type {{file: string, $: cheerio.CheerioAPI}[]} */
  const pages = [];
  /** @type {{file: string, target: string}[]} */
  const redirects = [];
  for (const path of htmlFiles(BUILD_DIR)) {
    const file = path.slice(BUILD_DIR.length);
    const $ = cheerio.load(readFileSync(path, 'utf8'));
    const refresh = $('meta[http-equiv="refresh"]').attr('content');
    if (refresh) redirects.push({file, target: refresh.replace(/^\d+;\s*url=/i, '')});
    else pages.push({file, $});
  }
  return {pages, redirects};
}

test('every sitemap URL answers 200 behind nginx', async () => {
  /** @type {string[]} */
  const locs = readBuildXml('sitemap.xml', ['url']).urlset.url.map((/** @type {{loc: string}} */ url) => url.loc);
  assert.ok(locs.length > 200, `the sitemap lists only ${locs.length} URLs`);
  assert.deepEqual(await notAnswering200(new Map(locs.map((loc) => [loc, 'sitemap.xml']))), []);
});

test("every page's canonical link answers 200 behind nginx, og:url says the same, and the sitemap lists it", async () => {
  const {pages} = builtPages();
  const sitemap = new Set(
    readBuildXml('sitemap.xml', ['url']).urlset.url.map((/** @type {{loc: string}} */ url) => url.loc),
  );
  /** @type {Map<string, string>} */
  const canonicals = new Map();
  /** @type {string[]} */
  const problems = [];
  for (const {file, $} of pages) {
    const canonical = $('link[rel="canonical"]').attr('href');
    const ogUrl = $('meta[property="og:url"]').attr('content');
    // The not-found page answers unknown addresses: it has no address of its own to name.
    if (file === '/404.html') {
      if (canonical || ogUrl) problems.push(`${file}: canonical ${canonical}, og:url ${ogUrl}`);
      continue;
    }
    if (!canonical) {
      problems.push(`${file}: no canonical link`);
      continue;
    }
    if (ogUrl !== canonical) problems.push(`${file}: og:url ${ogUrl} is not the canonical ${canonical}`);
    if (!sitemap.has(canonical)) problems.push(`${file}: canonical ${canonical} is not in the sitemap`);
    canonicals.set(canonical, file);
  }
  problems.push(...(await notAnswering200(canonicals)));
  console.log(`canonical links: ${canonicals.size} pages checked`);
  assert.deepEqual(problems, []);
});

test('every redirect page leads straight to an address that answers 200 (one hop on a static host)', async () => {
  const {redirects} = builtPages();
  assert.ok(redirects.length > 300, `only ${redirects.length} redirect pages`);
  /** @type {Map<string, string>} */
  const targets = new Map();
  for (const {file, target} of redirects) targets.set(target, file);
  console.log(`redirect pages: ${redirects.length}, ${targets.size} targets`);
  assert.deepEqual(await notAnswering200(targets), []);
});

test("robots.txt answers at the host's root and names the sitemap, which answers 200", async () => {
  const response = await fetch(`http://127.0.0.1:${server.port}/robots.txt`, {redirect: 'manual'});
  assert.equal(response.status, 200);
  const text = await response.text();
  assert.equal(text, readFileSync(`${BUILD_DIR}/robots.txt`, 'utf8'));
  const sitemap = /^Sitemap: (\S+)$/m.exec(text)?.[1];
  assert.ok(sitemap, 'robots.txt names a sitemap');
  assert.deepEqual(await notAnswering200(new Map([[sitemap, 'robots.txt']])), []);
});
