#!/usr/bin/env node
// A guide page's source checked in seconds, without a build, by the rules the build and the content
// tests apply (tests/content/docs.test.mjs, src/features/versions/tests/): it compiles as the build
// compiles it (scripts/lib/site-mdx.mjs), has a title and a description, is in its guide's sidebar and
// in the version counterparts map, keeps the old site's anchors, and has enough prose
// (scripts/lib/page-rules.mjs). The build-level tests stay the authority.
// Usage: npm run check:page -- v4 objects/request [more doc ids...]
import {existsSync, readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import GithubSlugger from 'github-slugger';
import yaml from 'js-yaml';
import {proseWordFloor} from './lib/page-rules.mjs';
import {mdxError} from './lib/site-mdx.mjs';

/** @type {{docs: Record<string, {ids: string[], proseWords: number | null}>}} */
const oldSite = JSON.parse(readFileSync('tests/fixtures/old-site.json', 'utf8'));
/** @type {{subjects: {pages: Record<string, string[]>}[]}} */
const counterparts = JSON.parse(readFileSync('src/features/versions/versionCounterparts.json', 'utf8'));
/** @type {string[]} */
const frozenGuides = JSON.parse(readFileSync('versions.json', 'utf8'));
const [version = '', ...ids] = process.argv.slice(2);
// A frozen guide (`v3`) lives under versioned_docs/ by its versions.json name (`3.x`); the current one in docs/.
const frozenName = `${version.replace(/^v/, '')}.x`;
const frozen = frozenGuides.includes(frozenName);
const sourceDir = frozen ? `versioned_docs/version-${frozenName}` : 'docs';

/**
 * Every doc id a sidebar names: items, `{type: 'doc'}` entries and categories' own pages.
 * @param {unknown} item
 * @returns {string[]}
 */
function sidebarDocIds(item) {
  if (typeof item === 'string') return [item];
  if (Array.isArray(item)) return item.flatMap(sidebarDocIds);
  if (!item || typeof item !== 'object') return [];
  const entry = /** @type {{type?: string, id?: string, link?: {type?: string, id?: string}, items?: unknown}} */ (
    item
  );
  return [
    ...(entry.type === 'doc' && entry.id ? [entry.id] : []),
    ...(entry.link?.type === 'doc' && entry.link.id ? [entry.link.id] : []),
    ...sidebarDocIds(entry.items ?? []),
    ...(entry.type || entry.items ? [] : Object.values(entry).flatMap(sidebarDocIds)),
  ];
}

const sidebars = frozen
  ? JSON.parse(readFileSync(`versioned_sidebars/version-${frozenName}-sidebars.json`, 'utf8'))
  : (await import(resolve('sidebars.ts'))).default;
const inSidebar = new Set(sidebarDocIds(sidebars));
const inCounterparts = new Set(counterparts.subjects.flatMap((subject) => subject.pages[version] ?? []));

/**
 * @param {string} id
 * @returns {string | null}
 */
function sourceFile(id) {
  return [`${sourceDir}/${id}.md`, `${sourceDir}/${id}.mdx`].find((candidate) => existsSync(candidate)) ?? null;
}

/**
 * @param {string} markdown
 * @returns {Set<string>}
 */
export function headingIds(markdown) {
  const slugger = new GithubSlugger();
  const found = new Set();
  const withoutCode = markdown.replace(/^(\s*)(`{3,}|~{3,})[\s\S]*?^\1\2\s*$/gm, '');
  for (const match of withoutCode.matchAll(/^#{2,6}\s+(.*)$/gm)) {
    const explicit = /\{#([^}]+)\}\s*$/.exec(match[1]);
    found.add(
      explicit ? explicit[1] : slugger.slug(match[1].replace(/`/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')),
    );
  }
  for (const match of markdown.matchAll(/\bid=["']([^"']+)["']/g)) found.add(match[1]);
  return found;
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
for (const id of ids) {
  const file = sourceFile(id);
  if (!file) {
    console.log(`FAIL ${sourceDir}/${id}: no source file`);
    failed = true;
    continue;
  }
  const text = readFileSync(file, 'utf8');
  /** @type {string[]} */
  const problems = [];
  const compileError = await mdxError(file);
  if (compileError) problems.push(`does not compile: ${compileError}`);
  const frontMatter = /** @type {Record<string, unknown>} */ (
    yaml.load(/^---\n([\s\S]*?)\n---\n/.exec(text)?.[1] ?? '') ?? {}
  );
  for (const key of ['title', 'description']) if (!frontMatter[key]) problems.push(`no \`${key}\` in its front matter`);
  if (!inSidebar.has(id)) problems.push(`not in the ${version} sidebar`);
  if (!inCounterparts.has(id)) problems.push(`not in src/features/versions/versionCounterparts.json for ${version}`);
  const record = oldSite.docs[`${version}/${id}`];
  const missing = (record?.ids ?? []).filter((anchor) => !headingIds(text).has(anchor));
  if (missing.length) problems.push(`the old page's anchors are missing: ${missing.join(' ')}`);
  const words = proseWords(text);
  const floor = proseWordFloor(record?.proseWords);
  if (words < floor) problems.push(`${words} words of prose, at least ${floor} expected`);
  const blocks = (text.match(/^\s*(`{3,}|~{3,})\w/gm) ?? []).length;
  if (problems.length) failed = true;
  console.log(
    `${problems.length ? 'FAIL' : 'ok  '} ${file}: ${words} words (floor ${floor}), ${blocks} code blocks${problems.map((problem) => `\n  - ${problem}`).join('')}`,
  );
}
process.exit(failed ? 1 : 0);
