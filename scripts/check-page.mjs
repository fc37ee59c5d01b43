#!/usr/bin/env node
// Quick source-level check of docs pages against the old site's record (tests/fixtures/old-site.json,
// which tests/content/docs.test.mjs checks the build against): anchor ids that must exist and prose
// words against the two-thirds bound. The build-level content tests are the authority; this gives
// writers feedback in a second, without a build.
// Usage: npm run check:page -- v4 objects/request [more paths...]
import {readFileSync, existsSync} from 'node:fs';
import GithubSlugger from 'github-slugger';

/** @type {{docs: Record<string, {ids: string[], proseWords: number | null}>}} */
const oldSite = JSON.parse(readFileSync('tests/fixtures/old-site.json', 'utf8'));
/** @type {string[]} */
const frozenGuides = JSON.parse(readFileSync('versions.json', 'utf8'));
const [version = '', ...paths] = process.argv.slice(2);
// A frozen guide (`v3`) lives under versioned_docs/ by its versions.json name (`3.x`); the current one in docs/.
const frozenName = `${version.replace(/^v/, '')}.x`;
const sourceDir = frozenGuides.includes(frozenName) ? `versioned_docs/version-${frozenName}` : 'docs';

/**
 * @param {string} path
 * @returns {string | null}
 */
function sourceFile(path) {
  for (const candidate of [
    `${sourceDir}/${path}.md`,
    `${sourceDir}/${path}.mdx`,
    `${sourceDir}/${path}/index.md`,
    `${sourceDir}/${path}/index.mdx`,
  ]) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

/**
 * @param {string} markdown
 * @returns {Set<string>}
 */
export function headingIds(markdown) {
  const slugger = new GithubSlugger();
  const ids = new Set();
  const withoutCode = markdown.replace(/^(\s*)(`{3,}|~{3,})[\s\S]*?^\1\2\s*$/gm, '');
  for (const match of withoutCode.matchAll(/^#{2,6}\s+(.*)$/gm)) {
    const explicit = /\{#([^}]+)\}\s*$/.exec(match[1]);
    ids.add(explicit ? explicit[1] : slugger.slug(match[1].replace(/`/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')));
  }
  for (const match of markdown.matchAll(/\bid=["']([^"']+)["']/g)) ids.add(match[1]);
  return ids;
}

/**
 * @param {string} markdown
 * @returns {number}
 */
export function proseWords(markdown) {
  return markdown
    .replace(/^---[\s\S]*?\n---\n/, '')
    .replace(/^(\s*)(`{3,}|~{3,})[\s\S]*?^\1\2\s*$/gm, '')
    .replace(/^(import|export) .*$/gm, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\{#[^}]+\}/g, '')
    .split(/\s+/)
    .filter((w) => /[A-Za-z0-9]/.test(w)).length;
}

let failed = false;
for (const path of paths) {
  const record = oldSite.docs[`${version}/${path}`];
  const file = sourceFile(path);
  if (!file) {
    console.log(`${path}: MISSING source file`);
    failed = true;
    continue;
  }
  const text = readFileSync(file, 'utf8');
  const ids = headingIds(text);
  const missing = (record?.ids ?? []).filter((id) => !ids.has(id));
  const words = proseWords(text);
  const bound = Math.ceil(((record?.proseWords ?? 0) * 2) / 3);
  const blocks = (text.match(/^\s*(`{3,}|~{3,})\w/gm) ?? []).length;
  const ok = missing.length === 0 && words >= bound;
  if (!ok) failed = true;
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${file}: ${words} words (bound ${bound}), ${blocks} code blocks${missing.length ? `, missing ids: ${missing.join(' ')}` : ''}`,
  );
}
process.exit(failed ? 1 : 0);
