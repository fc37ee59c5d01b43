#!/usr/bin/env node
// Compiles Markdown files as the site's build does (scripts/lib/site-mdx.mjs), so a writer sees a
// syntax error in seconds instead of at the end of a full build.
// Usage: npm run check:mdx -- file.md [file.md ...]
import {mdxError} from './lib/site-mdx.mjs';

let failed = 0;
const files = process.argv.slice(2);
for (const file of files) {
  const error = await mdxError(file);
  if (error) {
    failed++;
    console.error(`FAIL ${file}: ${error}`);
  }
}
console.log(`mdx: ${files.length - failed} ok, ${failed} failed`);
process.exit(failed ? 1 : 0);
