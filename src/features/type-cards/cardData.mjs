// @ts-check
// What the pages get of the type index: per page, per PHP block (in page order, matched by its code),
// the calls with a card (line, name, symbol), each symbol's card (signature, summary, "since 4.N"
// for Slim's own, source link) and the errors a block shows on purpose (fence meta errors=).
// The plugin (index.ts) writes it once per build to CARD_DATA; the remark step (remarkTypeCards.ts)
// reads it while the pages compile.
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {expectedErrors} from './checks.mjs';
import {sinceData, sinceOf} from './since.mjs';
import {MISUSE} from './typeIndex.mjs';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const CARD_DATA = join(REPO_ROOT, 'node_modules', '.cache', 'type-cards', 'cards.json');

/**
 * @typedef {{name: string, signature: string, summary: string, since: string | null, url: string | null,
 *   package: string | null, version: string | null}} Card
 * @typedef {{code: string, calls: {line: number, name: string, symbol: string}[], cards: Record<string, Card>,
 *   errors: {line: number, name: string, message: string}[]}} BlockCards
 * @typedef {Record<string, BlockCards[]>} CardData  page's absolute path → its blocks, in page order
 */

/**
 * @param {import('./typeIndex.mjs').TypeIndex} index
 * @returns {CardData}
 */
export function cardData(index) {
  const since = sinceData();
  /** @type {CardData} */
  const pages = {};
  for (const block of index.blocks) {
    /** @type {BlockCards} */
    const entry = {code: block.example.code, calls: [], cards: {}, errors: []};
    const expected = expectedErrors(block);
    for (const call of block.calls) {
      if (MISUSE.has(call.status) && expected.includes(call.name) && call.message) {
        entry.errors.push({line: call.line, name: call.name, message: call.message});
      }
      if (call.status !== 'resolved' || !call.symbol) continue;
      const symbol = block.symbols[call.symbol];
      entry.calls.push({line: call.line, name: call.name, symbol: call.symbol});
      const slim = symbol.package === 'slim/slim';
      entry.cards[call.symbol] ??= {
        name: call.symbol,
        signature: symbol.signature,
        summary: symbol.summary,
        since: slim ? (sinceOf(since, call.symbol) ?? sinceOf(since, symbol.declaringClass)) : null,
        url: symbol.url ?? null,
        package: symbol.package,
        version: symbol.version,
      };
    }
    (pages[resolve(block.example.file)] ??= []).push(entry);
  }
  return pages;
}

/**
 * What a card shows of a signature: a method's with its declaring class in front
 * (`static Slim\\Factory\\AppFactory::create(?ResponseFactoryInterface $responseFactory = null, …): App`),
 * the types of its parameters and result by their short names (the source link gives the rest).
 * @param {Card} card
 */
export function shownSignature(card) {
  if (!card.name.includes('::')) return card.signature;
  const className = card.name.slice(0, card.name.indexOf('::'));
  const isStatic = card.signature.startsWith('static ');
  const short = card.signature.replace(/^static /, '').replace(/(?:[A-Za-z_]\w*\\)+([A-Za-z_]\w*)/g, '$1');
  return `${isStatic ? 'static ' : ''}${className}::${short}`;
}

/** @param {CardData} data */
export function writeCardData(data) {
  mkdirSync(dirname(CARD_DATA), {recursive: true});
  writeFileSync(CARD_DATA, JSON.stringify(data));
}

/** @type {{mtime: number, data: CardData} | null} */
let loaded = null;

/** The data the last build's plugin wrote (re-read when it changes, as in `docusaurus start`). */
export function readCardData() {
  if (!existsSync(CARD_DATA)) return null;
  const mtime = statSync(CARD_DATA).mtimeMs;
  if (!loaded || loaded.mtime !== mtime) loaded = {mtime, data: JSON.parse(readFileSync(CARD_DATA, 'utf8'))};
  return loaded.data;
}

/**
 * A card as a page holds it: the signature as shown, the rest as the index gives it.
 * @typedef {{signature: string, summary: string, since: string | null, url: string | null, source: string}} PageCard
 */

/**
 * A page's cards, each once, in the order its blocks first call them; blocks name them by index.
 * Derived from the data alone, so that the remark step and the plugin's postBuild agree.
 * @param {BlockCards[]} blocks the page's blocks, in page order
 */
export function pageCards(blocks) {
  /** @type {PageCard[]} */
  const cards = [];
  /** @type {Map<string, number>} */
  const indexOf = new Map();
  for (const block of blocks)
    for (const call of block.calls) {
      if (indexOf.has(call.symbol)) continue;
      const card = block.cards[call.symbol];
      indexOf.set(
        call.symbol,
        cards.push({
          signature: shownSignature(card),
          summary: card.summary,
          since: card.since,
          url: card.url,
          source: `${card.package} ${card.version}`,
        }) - 1,
      );
    }
  const json = JSON.stringify(cards);
  return {cards, indexOf, json, key: createHash('sha256').update(json).digest('hex').slice(0, 12)};
}
