#!/usr/bin/env node
// Compiles Markdown files the way Docusaurus parses them (MDX 3, GFM, directives for admonitions),
// so a writer sees a syntax error in seconds instead of at the end of a full build.
// Usage: node scripts/check-mdx.mjs file.md [file.md ...]
import {readFileSync} from 'node:fs';
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import yaml from 'js-yaml';

let failed = 0;
for (const file of process.argv.slice(2)) {
  const raw = readFileSync(file, 'utf8');
  const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(raw);
  try {
    if (frontMatter) yaml.load(frontMatter[1]);
  } catch (error) {
    failed++;
    console.error(
      `FAIL ${file}: front matter is not valid YAML: ${String(error instanceof Error ? error.message : error).split('\n')[0]}`,
    );
    continue;
  }
  // Docusaurus accepts HTML comments (mdx1Compat); MDX itself does not.
  const source = raw
    .replace(/^---\n[\s\S]*?\n---\n/, (m) => '\n'.repeat(m.split('\n').length - 1))
    .replace(/<!--[\s\S]*?-->/g, '')
    // Docusaurus reads `{#id}` heading ids before MDX parses the heading.
    .replace(/^(#{1,6} .*?)\s*\\?\{#[^}]+\}\s*$/gm, '$1');
  try {
    await compile(source, {remarkPlugins: [remarkGfm, remarkDirective]});
  } catch (error) {
    failed++;
    console.error(`FAIL ${file}: ${error instanceof Error ? error.message : error}`);
  }
}
console.log(`mdx: ${process.argv.length - 2 - failed} ok, ${failed} failed`);
process.exit(failed ? 1 : 0);
