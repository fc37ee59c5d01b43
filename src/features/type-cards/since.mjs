// @ts-check
// "Since Slim 4.N": reads data/slim-since.json (derived by scripts/derive-since.mjs from Slim's tags)
// for the cards, and finds the guide's own "since Slim 4.N" sentences with the evidence the data
// holds for each, for tests/since.test.mjs.
import {readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));

/**
 * @typedef {{since: string, removed?: string, visibility?: string}} SinceEntry
 * @typedef {{repository: string, tags: string[], symbols: Record<string, SinceEntry>,
 *   facts: Record<string, [string, string | null][]>}} SinceData
 */

/** @returns {SinceData} */
export function sinceData() {
  return JSON.parse(readFileSync(join(HERE, 'data', 'slim-since.json'), 'utf8'));
}

/** "4.10.0" → "4.10": the release line a sentence names. @param {string} version */
export const minor = (version) => version.split('.').slice(0, 2).join('.');

/**
 * The release a Slim symbol first appeared in, as "4.N", or null (not Slim's, or not in the history).
 * @param {SinceData} data
 * @param {string} symbol `Slim\App` or `Slim\App::run`
 */
export function sinceOf(data, symbol) {
  const entry = data.symbols[symbol];
  return entry ? minor(entry.since) : null;
}

// "since Slim 4.9", "Since Slim 4.14,", "Slim 4.10 and later".
const CLAIM = /since Slim (4\.\d+)|Slim (4\.\d+) and later/gi;

/**
 * @typedef {{page: string, line: number, version: string, text: string, names: string[]}} Claim
 */

/**
 * Each "since Slim 4.N" of a page, with the backticked names on its line (a table row or a paragraph).
 * @param {string} page the page's path, for messages
 * @param {string} text the page's Markdown
 * @returns {Claim[]}
 */
export function claimsOf(page, text) {
  /** @type {Claim[]} */
  const claims = [];
  let fenced = false;
  text.split('\n').forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) return;
    for (const match of line.matchAll(CLAIM)) {
      const names = [...line.matchAll(/`([^`]+)`/g)].map((name) => name[1].trim());
      claims.push({page, line: index + 1, version: match[1] ?? match[2], text: line.trim(), names});
    }
  });
  return claims;
}

/**
 * The releases the data gives for what a backticked name can mean: a symbol's first release (a class
 * by its full or short name, a method), and the releases in which a fact about it changed (a parent,
 * a property type such as `$title`, a Composer requirement such as `psr/http-message`).
 * @param {SinceData} data
 * @param {string} name
 * @returns {{key: string, release: string}[]}
 */
export function evidenceFor(data, name) {
  const clean = name.replace(/^\\/, '').replace(/\(\)$/, '');
  const matches = (/** @type {string} */ key) =>
    key === clean || key.endsWith(`\\${clean}`) || key.endsWith(`::${clean}`);
  /** @type {{key: string, release: string}[]} */
  const found = [];
  for (const [key, entry] of Object.entries(data.symbols))
    if (matches(key)) found.push({key, release: minor(entry.since)});
  for (const [key, changes] of Object.entries(data.facts)) {
    const subject = key.slice(key.indexOf(' ') + 1);
    if (!matches(subject)) continue;
    const later = key.startsWith('require') ? changes : changes.slice(1);
    for (const [release] of later) found.push({key, release: minor(release)});
  }
  return found;
}
