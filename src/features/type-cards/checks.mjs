// @ts-check
// What the build says of the type index (typeIndex.mjs): the misuses that fail it, and the coverage
// report it prints.
//
// A block that shows a mistake on purpose says so in its fence meta, `errors="withJson"` (the names
// whose calls must fail, as Twoslash's `@errors` lists codes): those calls are expected, the page shows
// their message under the block, and a listed name that does not fail is itself an error.
import {MISUSE, pageLine, pageOf} from './typeIndex.mjs';

/** Statuses of calls into an API the set installs: the coverage report's "seen". */
const API = new Set(['resolved', 'dynamic', 'unknown', 'missing', 'unknown-class']);

/** @typedef {import('./typeIndex.mjs').TypeIndex} TypeIndex @typedef {import('./typeIndex.mjs').IndexedBlock} IndexedBlock */

/** @param {IndexedBlock} block @returns {string[]} */
export function expectedErrors(block) {
  return (block.example.meta.errors ?? '').split(/[\s,]+/).filter(Boolean);
}

/**
 * Every misuse the build must fail on, as "page:line: symbol: message", and every `errors=` name
 * that did not fail.
 * @param {TypeIndex} index
 * @returns {string[]}
 */
export function misuses(index) {
  const problems = [];
  for (const block of index.blocks) {
    const expected = expectedErrors(block);
    const failed = new Set();
    for (const call of block.calls) {
      if (!MISUSE.has(call.status)) continue;
      const symbol = call.receiver && call.kind !== 'new' ? `${call.receiver}::${call.name}()` : call.name;
      if (expected.includes(call.name)) failed.add(call.name);
      else problems.push(`${pageOf(block)}:${pageLine(block, call)}: ${symbol}: ${call.message}`);
    }
    for (const name of expected)
      if (!failed.has(name))
        problems.push(
          `${pageOf(block)}:${block.example.line}: errors="${name}" but no call of ${name} fails in this block`,
        );
  }
  return problems;
}

/**
 * Calls resolved and seen, per page and in all, and the names not resolved.
 * @param {TypeIndex} index
 */
export function coverage(index) {
  /** @type {Map<string, {resolved: number, seen: number}>} */
  const pages = new Map();
  /** @type {Map<string, number>} */
  const unresolved = new Map();
  let resolved = 0;
  let seen = 0;
  for (const block of index.blocks) {
    const page = pageOf(block);
    const entry = pages.get(page) ?? {resolved: 0, seen: 0};
    pages.set(page, entry);
    for (const call of block.calls) {
      if (!API.has(call.status)) continue;
      entry.seen++;
      seen++;
      // An expected misuse is resolved: the index knows the call fails.
      if (call.status === 'resolved' || expectedErrors(block).includes(call.name)) {
        entry.resolved++;
        resolved++;
      } else if (!MISUSE.has(call.status)) {
        const name = `${call.receiver ? `${call.receiver}::` : '?->'}${call.name}`;
        unresolved.set(name, (unresolved.get(name) ?? 0) + 1);
      }
    }
  }
  return {resolved, seen, pages, unresolved};
}

/** @param {number} part @param {number} whole */
const percent = (part, whole) => (whole ? `${((100 * part) / whole).toFixed(1)} %` : 'n/a');

/**
 * The report the build prints.
 * @param {TypeIndex} index
 */
export function coverageReport(index) {
  const {resolved, seen, pages, unresolved} = coverage(index);
  const lines = [
    `Type index: ${resolved} of ${seen} Slim, PSR and add-on calls resolved (${percent(resolved, seen)}), ${index.blocks.length} blocks, ${index.resolvedBlocks} resolved anew in ${index.phpProcesses} php process(es), ${index.milliseconds} ms`,
  ];
  for (const [page, entry] of [...pages].sort())
    if (entry.seen) lines.push(`  ${page}: ${entry.resolved}/${entry.seen} (${percent(entry.resolved, entry.seen)})`);
  if (unresolved.size)
    lines.push(
      `  not resolved: ${[...unresolved]
        .sort((a, b) => b[1] - a[1])
        .map(([name, count]) => (count > 1 ? `${name} ×${count}` : name))
        .join(', ')}`,
    );
  return lines.join('\n');
}
