// @ts-check
// Over the build (npm run build first): every block of the Slim 4 guide with cards has its
// disclosure in the page's HTML, holding the cards the type index gives, and the block that shows
// a mistake on purpose has PHP's message under it; and the browser's JavaScript carries only the
// key of each page's cards file, which the build holds.
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import * as cheerio from 'cheerio';
import {cardData, pageCards, shownSignature} from '../cardData.mjs';
import {CARDS_PATH} from '../cardsPath.mjs';
import {buildTypeIndex} from '../typeIndex.mjs';
import {BUILD_DIR, htmlFiles} from '../../../../tests/support/build.mjs';

test('the guide’s pages hold the cards and messages the type index gives', async () => {
  const data = cardData(await buildTypeIndex());
  const blocks = Object.entries(data)
    .filter(([page]) => page.includes(`${join('/', 'docs')}/`))
    .flatMap(([, entries]) => entries);
  const expectedLists = blocks.filter((block) => block.calls.length);
  const expectedSignatures = expectedLists.flatMap((block) =>
    [...new Set(block.calls.map((call) => call.symbol))].map((symbol) => shownSignature(block.cards[symbol])),
  );
  const expectedErrors = blocks.flatMap((block) => block.errors.map((error) => error.message));

  let lists = 0;
  /** @type {string[]} */
  const signatures = [];
  /** @type {string[]} */
  const errors = [];
  for (const file of htmlFiles(join(BUILD_DIR, 'docs', 'v4'))) {
    if (file.endsWith('.md')) continue;
    const $ = cheerio.load(readFileSync(file, 'utf8'));
    $('article details.type-cards').each((_, details) => {
      lists++;
      assert.ok($(details).prevAll('.theme-code-block').length, `${file}: a list of cards with no block before it`);
      $(details)
        .find('.type-card-signature code')
        .each((__, code) => {
          signatures.push($(code).text());
        });
    });
    $('article .type-cards-errors code').each((_, code) => {
      errors.push($(code).text());
    });
  }
  assert.ok(expectedLists.length > 150, `only ${expectedLists.length} blocks with cards`);
  assert.equal(lists, expectedLists.length, 'one list of cards per block with cards');
  assert.deepEqual(signatures.sort(), expectedSignatures.sort());
  assert.deepEqual(errors.sort(), expectedErrors.sort());
  assert.ok(errors.includes('Call to undefined method Slim\\Psr7\\Response::withJson()'));
});

test('each page’s JavaScript names its cards by the key of a file the build holds, and carries no card', async () => {
  const data = cardData(await buildTypeIndex());
  const jsDir = join(BUILD_DIR, 'assets', 'js');
  const scripts = readdirSync(jsDir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(join(jsDir, name), 'utf8'));
  let pages = 0;
  for (const [page, blocks] of Object.entries(data)) {
    if (!page.includes(`${join('/', 'docs')}/`)) continue;
    const {key, cards, indexOf} = pageCards(blocks);
    if (!indexOf.size) continue;
    pages++;
    const file = join(BUILD_DIR, CARDS_PATH, `${key}.json`);
    assert.ok(existsSync(file), `${page}: no ${CARDS_PATH}/${key}.json in the build`);
    assert.deepEqual(JSON.parse(readFileSync(file, 'utf8')), cards, `${page}: the cards file differs from its cards`);
    // Two pages with the same cards share one file (the key is the hash of its content).
    const naming = scripts.filter((script) => script.includes(`key:"${key}"`));
    assert.ok(naming.length, `${page}: no script names the key ${key}`);
    const signature = JSON.stringify(cards[0].signature).slice(1, -1);
    assert.ok(!naming.some((script) => script.includes(signature)), `${page}: its script holds a card`);
  }
  assert.ok(pages > 30, `only ${pages} pages with cards`);
});
