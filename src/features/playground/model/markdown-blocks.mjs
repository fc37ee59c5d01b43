// @ts-check
// The fenced code blocks of the site's Markdown, as the PHP-example model (php-examples.mjs) and the
// PHP lint (scripts/lint-php-blocks.mjs) read them.
import {statSync} from 'node:fs';
import {filesUnder} from '../../../shared/files.mjs';

const MARKDOWN = /\.mdx?$/;

/**
 * The Markdown files a path names: itself, or every one below it.
 * @param {string} path
 * @returns {Generator<string>}
 */
export function* markdownFiles(path) {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return;
  }
  if (stat.isDirectory()) yield* filesUnder(path, MARKDOWN);
  else if (MARKDOWN.test(path)) yield path;
}

// Fences may be indented (inside tabs or lists); the closing fence matches the opening one.
const FENCE = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)(.*)$/;

/** @typedef {{line: number, lang: string, meta: string, code: string}} CodeBlock */

/**
 * Every fenced code block of a Markdown text: its 1-based line, language, meta (the rest of the fence line) and code.
 * @param {string} text
 * @returns {CodeBlock[]}
 */
export function extractCodeBlocks(text) {
  const lines = text.split('\n');
  /** @type {CodeBlock[]} */
  const blocks = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, lang, meta] = open;
    const body = [];
    let j = i + 1;
    while (j < lines.length && !new RegExp(`^\\s*${fence[0]}{${fence.length},}\\s*$`).test(lines[j])) {
      body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j].trimStart());
      j++;
    }
    blocks.push({line: i + 1, lang, meta, code: body.join('\n')});
    i = j;
  }
  return blocks;
}
