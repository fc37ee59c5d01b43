#!/usr/bin/env node
// Lints every ```php block in docs, versioned docs, blog posts and the home feature's Markdown (the home
// page's hello world) with `php -l`.
// A fragment gets `<?php` put in front; a block whose meta says nolint="why" is skipped and counted.
// Usage: node scripts/lint-php-blocks.mjs [file-or-dir ...]
import {spawn} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {relative} from 'node:path';
import {cpus} from 'node:os';
import {extractCodeBlocks, markdownFiles} from '../src/features/playground/model/markdown-blocks.mjs';

const roots = process.argv.slice(2);
const targets = roots.length ? roots : ['docs', 'versioned_docs', 'blog', 'src/features/home'];

/** @typedef {{line: number, meta: string, code: string, skipReason: string | null}} PhpBlock */

/**
 * The ```php blocks of a Markdown text, with the reason a block is not linted (its `nolint="…"`).
 * @param {string} text
 * @returns {PhpBlock[]}
 */
export function extractPhpBlocks(text) {
  return extractCodeBlocks(text)
    .filter((block) => block.lang === 'php')
    .map(({line, meta, code}) => {
      const skip = /\bnolint="([^"]+)"/.exec(meta);
      return {line, meta, code, skipReason: skip ? skip[1] : null};
    });
}

/**
 * A template (HTML first, or PHP tags inside) is linted as it is; anything else is PHP code.
 * @param {string} code
 * @returns {string}
 */
function asPhpFile(code) {
  const trimmed = code.trimStart();
  if (trimmed.startsWith('<?php') || trimmed.startsWith('<') || /<\?(php|=)/.test(code)) return code;
  return `<?php\n${code}`;
}

/**
 * @param {string} source
 * @returns {Promise<{ok: boolean, out: string}>}
 */
function lint(source) {
  return new Promise((resolve) => {
    const child = spawn('php', ['-d', 'display_errors=1', '-d', 'log_errors=0', '-l'], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', (error) => resolve({ok: false, out: `cannot run php: ${error.message}`}));
    child.on('close', (code) => resolve({ok: code === 0, out: out.trim()}));
    child.stdin.end(source);
  });
}

async function main() {
  /** @type {(PhpBlock & {file: string})[]} */
  const jobs = [];
  let skipped = 0;
  for (const root of targets) {
    for (const file of markdownFiles(root)) {
      for (const block of extractPhpBlocks(readFileSync(file, 'utf8'))) {
        if (block.skipReason) {
          skipped++;
          console.log(`skip ${relative('.', file)}:${block.line} (${block.skipReason})`);
        } else {
          jobs.push({file, ...block});
        }
      }
    }
  }
  /** @type {(PhpBlock & {file: string, out: string})[]} */
  const failures = [];
  const workers = Math.max(2, cpus().length * 2);
  let next = 0;
  await Promise.all(
    Array.from({length: workers}, async () => {
      while (next < jobs.length) {
        const job = jobs[next++];
        const result = await lint(asPhpFile(job.code));
        if (!result.ok) failures.push({...job, out: result.out});
      }
    }),
  );
  for (const f of failures) {
    console.error(`FAIL ${relative('.', f.file)}:${f.line}\n  ${f.out.replace(/\n/g, '\n  ')}`);
  }
  console.log(`php blocks: ${jobs.length} linted, ${failures.length} failed, ${skipped} skipped (nolint)`);
  if (failures.length) process.exit(1);
}

// Not a top-level await: the site config reads the guide through this file with jiti, as CommonJS.
if (import.meta.url === `file://${process.argv[1]}`) main();
