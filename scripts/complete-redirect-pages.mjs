#!/usr/bin/env node
// Post-build step: the redirect pages that @docusaurus/plugin-client-redirects writes (old `.html`
// addresses, old posts, `/docs`) are not valid HTML: no `<title>`, no `lang`, a script between head and
// body. Each is written again, valid and with the same redirect (refresh, script, canonical link), plus
// a link for a reader whose browser follows neither. nginx answers these addresses with a 301 itself;
// the pages serve static hosts such as GitHub Pages.
import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {htmlFiles} from '../src/shared/files.mjs';

const BUILD_DIR = process.argv[2] ?? 'build';
// The plugin's page: a refresh to the target and nothing a page of the site has (no stylesheet).
const REDIRECT_PAGE =
  /^<!DOCTYPE html>\s*<html>\s*<head>\s*<meta charset="UTF-8">\s*<meta http-equiv="refresh" content="0; url=([^"]+)">/;

/** @param {string} text */
const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A valid page that sends the reader to `target` (a path of this site).
 * @param {string} target
 * @param {string} lang
 */
export function redirectPage(target, lang) {
  const href = escapeHtml(target);
  return `<!DOCTYPE html>
<html lang="${escapeHtml(lang)}">
  <head>
    <meta charset="UTF-8">
    <title>Moved to ${href}</title>
    <meta http-equiv="refresh" content="0; url=${href}">
    <link rel="canonical" href="${href}">
    <script>
      window.location.href = ${JSON.stringify(target)} + window.location.search + window.location.hash;
    </script>
  </head>
  <body>
    <p>This page has moved to <a href="${href}">${href}</a>.</p>
  </body>
</html>
`;
}

function main() {
  const lang = /<html[^>]*\slang="?([A-Za-z-]+)/.exec(readFileSync(join(BUILD_DIR, 'index.html'), 'utf8'))?.[1];
  if (!lang) throw new Error(`${BUILD_DIR}/index.html has no lang`);
  let count = 0;
  for (const file of htmlFiles(BUILD_DIR)) {
    const target = REDIRECT_PAGE.exec(readFileSync(file, 'utf8'))?.[1];
    if (!target) continue;
    writeFileSync(file, redirectPage(target, lang));
    count++;
  }
  console.log(`redirect pages: ${count} written as valid HTML`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
