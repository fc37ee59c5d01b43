#!/usr/bin/env node
// Post-build step: computes the Content-Security-Policy of the build (only the site's own origin,
// plus the hashes of the inline scripts Docusaurus emits) and writes it for nginx to
// build/.nginx/csp.conf and for other hosts to build/.nginx/csp.txt.
import {createHash} from 'node:crypto';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {htmlFiles} from '../src/shared/files.mjs';

const BUILD_DIR = process.argv[2] ?? 'build';
// Executable inline scripts: no src, and not a data block such as JSON-LD.
const INLINE_SCRIPT = /<script(?![^>]*\b(?:src=|type="?application\/ld\+json))[^>]*>([\s\S]*?)<\/script>/g;
// Redirect pages carry a script per target, but work without it (meta refresh) and nginx answers
// those addresses with a 301 before they are read; their scripts are left out of the policy.
const REDIRECT_PAGE = /<meta http-equiv="?refresh"?/;

/**
 * The CSP source expressions (`'sha256-…'`) of the inline scripts of a build's pages.
 * @param {string} buildDir
 * @returns {string[]}
 */
export function inlineScriptHashes(buildDir) {
  const hashes = new Set();
  for (const file of htmlFiles(buildDir)) {
    const html = readFileSync(file, 'utf8');
    if (REDIRECT_PAGE.test(html)) continue;
    for (const [, body] of html.matchAll(INLINE_SCRIPT)) {
      hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/**
 * @param {string[]} hashes
 * @returns {string}
 */
export function contentSecurityPolicy(hashes) {
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval' compiles WebAssembly (PHP, in the Run worker of the guide's examples); it
    // allows no JavaScript eval.
    `script-src 'self' 'wasm-unsafe-eval' ${hashes.join(' ')}`,
    // Inline style attributes come from the theme and the code highlighter.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    // The examples' PHP runs in workers from the site's own files.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const hashes = inlineScriptHashes(BUILD_DIR);
const policy = contentSecurityPolicy(hashes);
mkdirSync(join(BUILD_DIR, '.nginx'), {recursive: true});
writeFileSync(join(BUILD_DIR, '.nginx', 'csp.conf'), `add_header Content-Security-Policy "${policy}" always;\n`);
writeFileSync(join(BUILD_DIR, '.nginx', 'csp.txt'), `${policy}\n`);
console.log(`Content-Security-Policy: ${hashes.length} inline script hashes`);
