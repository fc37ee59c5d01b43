// Social cards: every doc page and post points og:image and twitter:image at a 1200×630 PNG of its
// own, made at build time; every other page at the default card. Both files exist.
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, test} from 'node:test';
import * as cheerio from 'cheerio';
import {BUILD_DIR, htmlFileFor} from '../../../../tests/support/build.mjs';
import {site, sitePages} from '../../../../tests/support/site-pages.mjs';

const siteUrl = site.origin;
const config = {baseUrl: site.baseUrl};
const pages = sitePages();
const DEFAULT_CARD = 'img/social-card.png';

/**
 * Width and height of a PNG, from its IHDR chunk; fails on anything that is not a PNG.
 * @param {string} file
 */
function pngSize(file) {
  const bytes = readFileSync(file);
  assert.equal(bytes.subarray(0, 8).toString('hex'), '89504e470d0a1a0a', `${file} is a PNG`);
  assert.equal(bytes.subarray(12, 16).toString('ascii'), 'IHDR');
  return {width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20)};
}

/** @param {string} route */
function imageMeta(route) {
  const file = htmlFileFor(route);
  assert.ok(file, `no HTML for /${route}`);
  const $ = cheerio.load(readFileSync(file, 'utf8'));
  const all = (/** @type {string} */ selector) =>
    $(selector)
      .map((_, el) => $(el).attr('content'))
      .get();
  return {
    og: all('meta[property="og:image"]'),
    twitter: all('meta[name="twitter:image"]'),
    alt: all('meta[property="og:image:alt"]'),
  };
}

const route = (/** @type {string} */ permalink) => permalink.slice(config.baseUrl.length);

describe('social cards', () => {
  test('the default card exists: 1200×630', () => {
    assert.deepEqual(pngSize(join(BUILD_DIR, DEFAULT_CARD)), {width: 1200, height: 630});
  });

  test('every doc page and post names its own card in og:image and twitter:image, once each', () => {
    const problems = [];
    for (const page of pages) {
      const {og, twitter, alt} = imageMeta(route(page.permalink));
      const expected = `${siteUrl}${config.baseUrl}${page.card}`;
      if (og.length !== 1 || og[0] !== expected) problems.push(`${page.permalink}: og:image ${og.join(', ')}`);
      if (twitter.length !== 1 || twitter[0] !== expected)
        problems.push(`${page.permalink}: twitter:image ${twitter.join(', ')}`);
      if (alt[0] !== page.title) problems.push(`${page.permalink}: og:image:alt ${alt.join(', ')}`);
    }
    assert.deepEqual(problems, []);
  });

  test('every card exists and is 1200×630', () => {
    const problems = [];
    for (const page of pages) {
      const file = join(BUILD_DIR, page.card);
      if (!existsSync(file)) problems.push(`${page.card} missing`);
      else {
        const {width, height} = pngSize(file);
        if (width !== 1200 || height !== 630) problems.push(`${page.card} is ${width}×${height}`);
      }
    }
    assert.deepEqual(problems, []);
  });

  test('cards differ from page to page and from the default card', () => {
    const digest = (/** @type {string} */ file) =>
      createHash('sha256')
        .update(readFileSync(join(BUILD_DIR, file)))
        .digest('hex');
    const digests = new Set([DEFAULT_CARD, ...pages.map((page) => page.card)].map(digest));
    assert.equal(digests.size, pages.length + 1);
  });

  test('pages that are neither docs nor posts use the default card', () => {
    for (const other of ['', 'blog', 'blog/tags/release', 'about']) {
      const {og, twitter} = imageMeta(other);
      assert.deepEqual(og, [`${siteUrl}${config.baseUrl}${DEFAULT_CARD}`], `/${other}`);
      assert.deepEqual(twitter, og, `/${other}`);
    }
  });
});
