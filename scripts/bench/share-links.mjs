#!/usr/bin/env node
// Share-link lengths: every Run button's example as Share writes it before any edit (the JSON the
// button gets, src/features/playground/remarkRunExamples.ts), encoded with the site's own codec, as the
// full link a reader pastes (site URL, base path, page, `#share=…`). Prints the distribution and the
// longest links, writes bench-results/share-links.json, and fails when a link reaches the limit.
// Run with `npm run bench:share` (TypeScript modules through tsx; no build needed).
import {relative} from 'node:path';
import {
  collectExamples,
  HOME_EXAMPLE,
  isRunnable,
  SLIM4_EXAMPLES,
} from '../../src/features/playground/model/php-examples.mjs';
import {runButtonProps} from '../../src/features/playground/remarkRunExamples';
import {encodeShared} from '../../src/features/playground/share/codec';
import {SHARE_FRAGMENT} from '../../src/features/playground/share/fragment';
import {panelState} from '../../src/features/playground/share/panelState';
import {basePathFromEnv} from '../../src/config/serving.mjs';
import {docsRoute} from '../../tests/support/guide-pages.mjs';
import {median} from '../lib/stats.mjs';
import {writeResults} from './results.mjs';

/** Links longer than this are cut or refused by some browsers, chat tools and servers. */
const LIMIT = 2000;
/** The production site's address, as docusaurus.config.ts has it. */
const SITE_URL = process.env.SITE_URL ?? 'https://www.slimframework.com';

/**
 * The page a block's Run button is on, below the base path.
 * @param {string} file
 */
function pageOf(file) {
  if (file === HOME_EXAMPLE) return '';
  return docsRoute('v4', relative('docs', file).replace(/\.mdx?$/, ''));
}

/**
 * The nearest-rank percentile of sorted values.
 * @param {number[]} sorted
 * @param {number} p
 */
const percentile = (sorted, p) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];

const examples = SLIM4_EXAMPLES.flatMap((root) => collectExamples(root)).filter(isRunnable);
const links = [];
for (const example of examples) {
  /** @type {import('../../src/features/playground/remarkRunExamples').RunnableExample} */
  const button = JSON.parse(runButtonProps(example));
  const [first] = button.requests;
  const state = panelState(button.where, button.code, {...first, body: first.body ?? ''});
  const link = `${SITE_URL}${basePathFromEnv()}${pageOf(example.file)}${SHARE_FRAGMENT}${await encodeShared(state)}`;
  links.push({where: button.where, codeChars: button.code.length, linkChars: link.length});
}

const lengths = links.map((link) => link.linkChars).sort((a, b) => a - b);
const distribution = {
  count: lengths.length,
  min: lengths[0],
  median: median(lengths),
  p90: percentile(lengths, 90),
  max: lengths.at(-1),
  overLimit: lengths.filter((length) => length >= LIMIT).length,
};
const longest = [...links].sort((a, b) => b.linkChars - a.linkChars).slice(0, 5);

console.log(`Share links of ${distribution.count} Run buttons (${SITE_URL}${basePathFromEnv()}…#share=…)`);
console.table([distribution]);
console.log('The longest:');
console.table(longest);
writeResults('share-links', {limit: LIMIT, siteUrl: SITE_URL, distribution, longest});
if (distribution.overLimit > 0) {
  console.error(`${distribution.overLimit} links are ${LIMIT} characters or longer.`);
  process.exitCode = 1;
}
