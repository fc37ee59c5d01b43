// The one map of version counterparts (src/features/versions/versionCounterparts.json) and what the build derives
// from it: every doc page has an entry and every entry names a real page; the version dropdown, the
// unmaintained banner, the "Other versions" line and the "Coming from Slim 3?" notes follow it.
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {describe, test} from 'node:test';
import {BUILD_DIR, loadPage, readJson, sitemapRoutes} from '../../../../tests/support/build.mjs';
import {basePathFromEnv} from '../../../config/serving.mjs';

/** @typedef {{subject: string, pages: Record<string, string[]>}} Subject */
/** @typedef {{route: string, guide: string, id: string, permalink: string}} Doc */

/** @type {{subjects: Subject[]}} */
const {subjects} = readJson('src/features/versions/versionCounterparts.json');
const base = basePathFromEnv();

/** Every doc page of the build: its guide from the address, its id from the theme's class on <html>. */
const docs = sitemapRoutes()
  .filter((route) => route.startsWith('docs/'))
  .map((route) => {
    const id = /(?:^|\s)docs-doc-id-(\S+)/.exec(loadPage(route)?.('html').attr('class') ?? '')?.[1];
    assert.ok(id, `/${route} names its doc id`);
    return /** @type {Doc} */ ({route, guide: route.split('/')[1], id, permalink: `${base}${route}`});
  });
// Newest first, as the docs plugin lists versions.
const guides = [...new Set(docs.map((doc) => doc.guide))].sort((a, b) => Number(b.slice(1)) - Number(a.slice(1)));

/**
 * @param {string} guide
 * @param {string} id
 */
const docOf = (guide, id) => docs.find((doc) => doc.guide === guide && doc.id === id);

/**
 * The page of guide `to` on the subject of page `id` of guide `from`, as the map says.
 * @param {string} from
 * @param {string} id
 * @param {string} to
 * @returns {Doc | undefined}
 */
function counterpart(from, id, to) {
  if (from === to) return docOf(to, id);
  const subject = subjects.find((candidate) => candidate.pages[from]?.includes(id));
  const counterpartId = subject?.pages[to]?.[0];
  return counterpartId === undefined ? undefined : docOf(to, counterpartId);
}

/** @param {Doc} doc */
const page = (doc) => {
  const $ = loadPage(doc.route);
  assert.ok($, `no HTML for /${doc.route}`);
  return $;
};

describe('the version counterparts map', () => {
  test('names only the guides of the build', () => {
    const named = new Set(subjects.flatMap((subject) => Object.keys(subject.pages)));
    assert.deepEqual([...named].sort(), [...guides].sort());
  });

  for (const guide of ['v4', 'v3', 'v2']) {
    test(`has every ${guide} page in exactly one subject`, () => {
      /** @type {Map<string, number>} */
      const counts = new Map();
      for (const subject of subjects)
        for (const id of subject.pages[guide] ?? []) counts.set(id, (counts.get(id) ?? 0) + 1);
      const pages = docs.filter((doc) => doc.guide === guide).map((doc) => doc.id);
      assert.deepEqual(
        pages.filter((id) => !counts.has(id)),
        [],
        `${guide} pages without an entry`,
      );
      assert.deepEqual(
        [...counts].filter(([, n]) => n > 1).map(([id]) => id),
        [],
        `${guide} pages in two subjects`,
      );
      assert.deepEqual(
        [...counts.keys()].filter((id) => !pages.includes(id)),
        [],
        `${guide} entries naming no page`,
      );
    });
  }

  test('has no empty subject and no subject name twice', () => {
    assert.deepEqual(
      subjects.filter((subject) => Object.values(subject.pages).every((ids) => ids.length === 0)),
      [],
    );
    const names = subjects.map((subject) => subject.subject);
    assert.equal(new Set(names).size, names.length);
  });
});

describe('pages built from the map', () => {
  /** @param {import('cheerio').CheerioAPI} $ */
  const dropdownLinks = ($) =>
    Object.fromEntries(
      $('.navbar__items--right .dropdown__menu a.dropdown__link')
        .filter((_, a) => /^v\d+$/.test($(a).text()))
        .map((_, a) => [[$(a).text(), $(a).attr('href')]])
        .get(),
    );

  test('the version dropdown of every doc page leads to the same subject, or to the version home', () => {
    for (const doc of docs) {
      const links = dropdownLinks(page(doc));
      for (const guide of guides) {
        const target = counterpart(doc.guide, doc.id, guide) ?? /** @type {Doc} */ (docOf(guide, 'index'));
        assert.equal(links[guide], target.permalink, `${doc.permalink}: dropdown ${guide}`);
      }
    }
  });

  test('v3 Router: the dropdown and the banner lead to v4 Routing', () => {
    const $ = page(/** @type {Doc} */ (docOf('v3', 'objects/router')));
    assert.equal(dropdownLinks($).v4, `${base}docs/v4/objects/routing`);
    const banner = $('.theme-doc-version-banner');
    assert.match(banner.text(), /no longer actively maintained/);
    assert.equal(banner.find('a').attr('href'), `${base}docs/v4/objects/routing`);
    assert.equal(banner.find('a').text(), 'Routing');
  });

  test('the banner of every v3 and v2 page links the v4 counterpart, or says there is none', () => {
    for (const doc of docs.filter((candidate) => candidate.guide !== 'v4')) {
      const banner = page(doc)('.theme-doc-version-banner');
      const target = counterpart(doc.guide, doc.id, 'v4');
      assert.equal(
        banner.find('a').attr('href'),
        (target ?? /** @type {Doc} */ (docOf('v4', 'index'))).permalink,
        doc.permalink,
      );
      if (!target) assert.match(banner.text(), /has no page on this subject/, doc.permalink);
    }
  });

  test('every doc page names the other versions that cover its subject, or says none does', () => {
    for (const doc of docs) {
      const line = page(doc)('[data-other-versions]');
      assert.equal(line.length, 1, doc.permalink);
      const expected = guides.filter((guide) => guide !== doc.guide && counterpart(doc.guide, doc.id, guide));
      const hrefs = line
        .find('a')
        .map((_, a) => line.find(a).attr('href'))
        .get();
      assert.deepEqual(
        hrefs,
        expected.map((guide) => counterpart(doc.guide, doc.id, guide)?.permalink),
        doc.permalink,
      );
      if (expected.length === 0)
        assert.match(line.text(), new RegExp(`Only the ${doc.guide} guide covers this subject`));
    }
  });

  test('v4 Content Length is only in the v4 guide; v3 Flash is in v4 and v2 too', () => {
    const contentLength = page(/** @type {Doc} */ (docOf('v4', 'middleware/content-length')));
    assert.equal(contentLength('[data-other-versions]').text(), 'Only the v4 guide covers this subject.');
    const flash = page(/** @type {Doc} */ (docOf('v3', 'features/flash')))('[data-other-versions] a');
    assert.deepEqual(flash.map((index) => flash.eq(index).attr('href')).get(), [
      `${base}docs/v4/features/flash`,
      `${base}docs/v2/flash/overview`,
    ]);
  });

  test('the "Coming from Slim 3?" notes link the v3 counterpart from the map, never a hand-written address', () => {
    /** @type {string[]} */
    const notes = [];
    for (const doc of docs.filter((candidate) => candidate.guide === 'v4')) {
      const $ = page(doc);
      $('.theme-admonition').each((_, element) => {
        if (!/Coming from Slim 3\?/.test($(element).text())) return;
        const v3Links = $(element)
          .find(`a[href^="${base}docs/v3/"]`)
          .map((_, a) => $(a).attr('href'))
          .get();
        notes.push(doc.id);
        assert.deepEqual(v3Links, [counterpart('v4', doc.id, 'v3')?.permalink], doc.permalink);
      });
    }
    assert.ok(notes.length >= 5, `found ${notes.length} notes`);
    // The pages' Markdown copies (src/features/markdown-copies) resolve them the same way.
    for (const id of notes) {
      const doc = /** @type {Doc} */ (docOf('v4', id));
      const copy = readFileSync(join(BUILD_DIR, `${doc.route.replace(/\/$/, '')}.md`), 'utf8');
      assert.doesNotMatch(copy, /counterpart:/, `${doc.route}.md`);
      assert.ok(
        copy.includes(`${counterpart('v4', id, 'v3')?.permalink})`),
        `${doc.route}.md links its v3 counterpart`,
      );
    }
    for (const file of readdirSync('docs', {recursive: true}).filter((name) => String(name).endsWith('.md'))) {
      const source = readFileSync(join('docs', String(file)), 'utf8');
      for (const note of source.matchAll(/:::note\[Coming from Slim 3\?\]\n([\s\S]*?)\n:::/g)) {
        assert.doesNotMatch(note[1], /\]\(\/docs\/v3\//, `${file}: the note's link comes from counterpart:v3`);
      }
    }
  });
});
