#!/usr/bin/env node
// Quick source-level check of one docs page against the old site's record (../shared/facts):
// anchor ids that must exist, prose words against the two-thirds bound, code blocks written.
// The build-level content tests are the authority; this gives writers fast feedback.
// Usage: node scripts/check-page.mjs v4 objects/request [more paths...]
import {readFileSync, existsSync} from 'node:fs';
import GithubSlugger from 'github-slugger';

const FACTS = process.env.FACTS_DIR ?? '../shared/facts';
const site = JSON.parse(readFileSync(`${FACTS}/original-site.json`, 'utf8'));
const [version, ...paths] = process.argv.slice(2);
const sourceDir = {v4: 'docs', v3: 'versioned_docs/version-3.x', v2: 'versioned_docs/version-2.x'}[version];

function sourceFile(path) {
  for (const candidate of [`${sourceDir}/${path}.md`, `${sourceDir}/${path}.mdx`, `${sourceDir}/${path}/index.md`, `${sourceDir}/${path}/index.mdx`]) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

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
  const record = site.docs[`/docs/${version}/${path}.html`];
  const file = sourceFile(path);
  if (!file) {
    console.log(`${path}: MISSING source file`);
    failed = true;
    continue;
  }
  const text = readFileSync(file, 'utf8');
  const ids = headingIds(text);
  const sheet = existsSync(`${FACTS}/docs/${version}/${path}.md`) ? readFileSync(`${FACTS}/docs/${version}/${path}.md`, 'utf8') : '';
  const wanted = new Set([...(record?.headings ?? []).map((h) => h.id), ...[...sheet.matchAll(/— #([a-z0-9_-]+)/g)].map((m) => m[1])]);
  const missing = [...wanted].filter((id) => !ids.has(id));
  const words = proseWords(text);
  const bound = Math.ceil(((record?.prose_words ?? 0) * 2) / 3);
  const blocks = (text.match(/^\s*(`{3,}|~{3,})\w/gm) ?? []).length;
  const ok = missing.length === 0 && words >= bound;
  if (!ok) failed = true;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${file}: ${words} words (bound ${bound}), ${blocks} code blocks (old ${record?.code_blocks ?? '?'})${missing.length ? `, missing ids: ${missing.join(' ')}` : ''}`);
}
process.exit(failed ? 1 : 0);
