// @ts-check
// Reads contributor prose: which files it is, the repository paths it names, the links it makes and
// the headings a link can reach (GitHub's anchors, as the repository's readers follow them).
import {execFileSync} from 'node:child_process';
import {basename, join} from 'node:path';
import GithubSlugger from 'github-slugger';

const PROSE_NAMES = new Set(['README.md', 'CONTRIBUTING.md', 'ARCHITECTURE.md']);
/** Top-level folders whose files prose names; generated ones (build/, node_modules/) are not among them. */
const PATH =
  /^(?:src|scripts|tests|deploy|docs-dev|docs|blog|versioned_docs|versioned_sidebars|static|\.github|\.ci)\/[\w./@-]*$/;

/**
 * The committed contributor prose: every README, CONTRIBUTING.md, ARCHITECTURE.md and docs-dev/ page.
 * @param {string} root
 * @returns {string[]}
 */
export function contributorProse(root) {
  const files = execFileSync('git', ['ls-files', '*.md'], {cwd: root, encoding: 'utf8'}).split('\n');
  return files
    .filter((file) => file && (PROSE_NAMES.has(basename(file)) || file.startsWith('docs-dev/')))
    .map((file) => join(root, file));
}

/**
 * Each line of the text outside fenced code blocks, with its number (code shows commands, not claims).
 * @param {string} text
 * @returns {{line: number, content: string}[]}
 */
function proseLines(text) {
  const lines = [];
  let fence = '';
  for (const [index, content] of text.split('\n').entries()) {
    const opener = /^\s*(`{3,}|~{3,})/.exec(content);
    if (opener && (!fence || opener[1].startsWith(fence))) fence = fence ? '' : opener[1];
    else if (!fence) lines.push({line: index + 1, content});
  }
  return lines;
}

/**
 * Backticked spans that are repository paths (patterns with `<`, `*` or `$` are not).
 * @param {string} text
 * @returns {{path: string, line: number}[]}
 */
export function repositoryPaths(text) {
  const found = [];
  for (const {line, content} of proseLines(text)) {
    for (const [, span] of content.matchAll(/`([^`\s]+)`/g)) {
      if (PATH.test(span)) found.push({path: span.replace(/[/.]+$/, ''), line});
    }
  }
  return found;
}

/**
 * Targets of Markdown links to files or headings of this repository (not other sites, not inline code).
 * @param {string} text
 * @returns {{target: string, line: number}[]}
 */
export function linkTargets(text) {
  const found = [];
  for (const {line, content} of proseLines(text)) {
    const withoutCode = content.replace(/`[^`]*`/g, '');
    for (const [, target] of withoutCode.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      if (!/^(?:[a-z]+:|\/)/i.test(target)) found.push({target, line});
    }
  }
  return found;
}

/**
 * The anchors a link can reach in a Markdown file: its headings' slugs, pinned ids and `<a id>`s.
 * @param {string} text
 * @returns {Set<string>}
 */
export function headingSlugs(text) {
  const slugger = new GithubSlugger();
  const slugs = new Set();
  for (const {content} of proseLines(text)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(content);
    if (heading) slugs.add(slugger.slug(heading[1].replace(/`/g, '')));
    for (const [, id] of content.matchAll(/(?:\{#|<a\s+(?:name|id)=")([\w-]+)/g)) slugs.add(id);
  }
  return slugs;
}

/**
 * Sections named in words: `CONTRIBUTING's "Add a version"`, `the root README's "Search" section`
 * (`file`: that file at the repository's root), or `"Share" below` (`file`: null, the same file).
 * @param {string} text
 * @returns {{file: string | null, section: string, line: number}[]}
 */
export function sectionReferences(text) {
  const found = [];
  for (const [index, content] of text.split('\n').entries()) {
    for (const match of content.matchAll(
      /\b(README|CONTRIBUTING|ARCHITECTURE)(?:\.md)?(?:'s)?(?: section)? "([^"]+)"/g,
    ))
      found.push({file: `${match[1]}.md`, section: match[2], line: index + 1});
    for (const match of content.matchAll(/"([^"]+)" (?:below|above)\b/g))
      found.push({file: null, section: match[1], line: index + 1});
  }
  return found;
}

/**
 * The headings of a Markdown file, as written (lower case, without code marks or a pinned id).
 * @param {string} text
 * @returns {Set<string>}
 */
export function headingTexts(text) {
  const headings = new Set();
  for (const {content} of proseLines(text)) {
    const heading = /^#{1,6}\s+(.*?)\s*(?:\\?\{#[\w-]+\})?\s*$/.exec(content);
    if (heading) headings.add(heading[1].replace(/`/g, '').toLowerCase());
  }
  return headings;
}
