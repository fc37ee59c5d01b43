// @ts-check
// The pages of the three guides, derived from their sources (docs/ for the current guide,
// versioned_docs/version-<n>.x/ for the frozen ones), so that adding a page touches no test: the
// content, serving and Markdown-copy tests check that the build has exactly these pages. The product
// specification's own lists of doc pages (`SPEC.md`, section 2, beside the repository) are read as
// they are, and the content tests check that each of them is among these.
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';

// The repository, as every test runs from it (no import.meta: Playwright loads this file from its specs as CommonJS).
const ROOT = process.cwd();

/** The major version docs/ describes, as `src/config/versions.ts` says (the one place that says it). */
function currentMajor() {
  const match = /export const CURRENT_MAJOR = (\d+);/.exec(readFileSync(join(ROOT, 'src/config/versions.ts'), 'utf8'));
  if (!match) throw new Error('src/config/versions.ts no longer says `export const CURRENT_MAJOR = <n>;`');
  return Number(match[1]);
}

/**
 * Doc ids (paths without the extension) of the Markdown files under `dir`; partials (`_name.md`) are not pages.
 * @param {string} dir
 * @returns {string[]}
 */
function docIds(dir) {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file) && !file.split('/').some((part) => part.startsWith('_')))
    .map((file) => file.replace(/\.mdx?$/, ''))
    .sort();
}

/** @type {string[]} the frozen guides (`3.x`) */
const frozen = JSON.parse(readFileSync(join(ROOT, 'versions.json'), 'utf8'));

/** @type {Record<string, string>} each guide's source folder, relative to the repository, by its label (`v4`) */
export const GUIDE_SOURCES = Object.fromEntries([
  [`v${currentMajor()}`, 'docs'],
  ...frozen.map((name) => [`v${name.replace(/\.x$/, '')}`, `versioned_docs/version-${name}`]),
]);

/** @type {Record<string, string[]>} the doc ids of each guide, by its label */
export const DOCS_PAGES = Object.fromEntries(
  Object.entries(GUIDE_SOURCES).map(([label, dir]) => [label, docIds(join(ROOT, dir))]),
);

/**
 * The doc pages SPEC.md lists per guide (`### Docs v4 pages`: `- section: a, b` or `- id`).
 * @returns {Record<string, string[]>}
 */
export function specDocsPages() {
  const spec = join(ROOT, '..', 'shared', 'SPEC.md');
  if (!existsSync(spec)) throw new Error(`${spec} is missing: the specification sits beside the repository, as in CI`);
  /** @type {Record<string, string[]>} */
  const pages = {};
  let label = '';
  for (const line of readFileSync(spec, 'utf8').split('\n')) {
    const heading = /^### Docs (v\d+) pages/.exec(line);
    if (heading) label = heading[1];
    else if (line.startsWith('#')) label = '';
    const item = label && /^- (.+)$/.exec(line);
    if (!item) continue;
    const [section, names] = item[1].split(/:\s*/);
    const ids = names === undefined ? [section] : names.split(/,\s*/).map((name) => `${section}/${name}`);
    (pages[label] ??= []).push(...ids);
  }
  return pages;
}

/**
 * The URL path of a docs page under the base path, as Docusaurus routes it.
 * @param {string} version the guide's label (`v4`)
 * @param {string} page the doc id
 * @returns {string}
 */
export function docsRoute(version, page) {
  if (page === 'index') return `docs/${version}/`;
  return `docs/${version}/${page.replace(/\/index$/, '')}`;
}
