#!/usr/bin/env node
// Post-build step: the not-found page answers every unknown address with a 404, so it is nobody's
// canonical page. The theme gives every page a canonical link, og:url and hreflang alternates to its
// own address (`/slim/404.html`, itself a 404 behind nginx); they are removed here. Its noindex and
// description come from src/features/not-found/theme/NotFound/Content.
import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

const BUILD_DIR = process.argv[2] ?? 'build';
const file = join(BUILD_DIR, '404.html');
// The tags as the minifier writes them, with or without quotes around attribute values.
const ADDRESS_TAGS = [
  /<link[^>]*\srel="?canonical"?[\s>][^>]*>?/g,
  /<link[^>]*\srel="?alternate"?\s[^>]*\shreflang=[^>]*>/g,
  /<meta[^>]*\sproperty="?og:url"?[\s>][^>]*>?/g,
];

let html = readFileSync(file, 'utf8');
let removed = 0;
for (const tag of ADDRESS_TAGS) {
  html = html.replace(tag, () => {
    removed++;
    return '';
  });
}
if (removed === 0) throw new Error(`${file}: no canonical link or og:url found; has the theme's markup changed?`);
writeFileSync(file, html);
console.log(`not-found page: ${removed} address tags removed`);
