#!/usr/bin/env node
// Distils ../shared/facts into tests/fixtures/old-site.json: per docs page, the anchor ids old links
// use and the old prose length; per post, its old URL. The tests then run without ../shared.
import {readFileSync, readdirSync, writeFileSync} from 'node:fs';

const FACTS = process.env.FACTS_DIR ?? '../shared/facts';
const site = JSON.parse(readFileSync(`${FACTS}/original-site.json`, 'utf8'));

const docs = {};
for (const [url, record] of Object.entries(site.docs)) {
  // The old guides kept deployment at deployment/deployment; the new ones at deployment.
  const page = url.replace(/^\/docs\//, '').replace(/\.html$/, '').replace(/deployment\/deployment$/, 'deployment');
  docs[page] = {ids: record.headings.map((h) => h.id), proseWords: record.prose_words};
}
// The fact sheets add ids old links used that the old pages lacked (aliases to keep working).
for (const sheetFile of readdirSync(`${FACTS}/docs`, {recursive: true}).filter((f) => f.endsWith('.md'))) {
  const sheet = `${FACTS}/docs/${sheetFile}`;
  const page = sheetFile.replace(/\.md$/, '');
  docs[page] ??= {ids: [], proseWords: null};
  const ids = [...readFileSync(sheet, 'utf8').matchAll(/— #([a-z0-9_-]+)/g)].map((m) => m[1]);
  docs[page].ids = [...new Set([...docs[page].ids, ...ids])];
}
const posts = site.blog.map((p) => ({slug: p.slug, date: p.date, oldUrl: p.old_url}));
writeFileSync('tests/fixtures/old-site.json', `${JSON.stringify({docs, posts}, null, 1)}\n`);
console.log(`old-site.json: ${Object.keys(docs).length} docs pages, ${posts.length} posts`);
