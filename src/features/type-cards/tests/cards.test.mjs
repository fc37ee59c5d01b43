// @ts-check
// Over the build (npm run build first): every block of the Slim 4 guide with cards has its
// disclosure in the page's HTML, holding the cards the type index gives, and the block that shows
// a mistake on purpose has PHP's message under it.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import * as cheerio from 'cheerio';
import {cardData, shownSignature} from '../cardData.mjs';
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
