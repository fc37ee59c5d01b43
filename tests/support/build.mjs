// Reading the production build (build/ and the generated .docusaurus/ data) in content tests.
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import * as cheerio from 'cheerio';

export const BUILD_DIR = process.env.BUILD_DIR ?? 'build';
export const GENERATED_DIR = process.env.GENERATED_DIR ?? '.docusaurus';

/** The HTML file a route is served from, or null. */
export function htmlFileFor(route) {
  const clean = route.replace(/^\/+|\/+$/g, '');
  const file = clean === '' ? join(BUILD_DIR, 'index.html') : join(BUILD_DIR, clean, 'index.html');
  return existsSync(file) ? file : null;
}

export {htmlFiles} from '../../scripts/lib/files.mjs';

export function loadPage(route) {
  const file = htmlFileFor(route);
  return file ? cheerio.load(readFileSync(file, 'utf8')) : null;
}

/** Words of prose in an article: code blocks, anchors and markup left out. */
export function proseWordCount($) {
  const article = $('article .markdown').first().clone();
  article.find('pre, .hash-link, .theme-code-block, script, style').remove();
  return article
    .text()
    .split(/\s+/)
    .filter((word) => /[A-Za-z0-9]/.test(word)).length;
}

/** Metadata of every doc, as the docs plugin wrote it for the build. */
export function docsMetadata() {
  const dir = join(GENERATED_DIR, 'docusaurus-plugin-content-docs', 'default');
  return readdirSync(dir)
    .filter((name) => name.startsWith('site-') && name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')));
}

export function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}
