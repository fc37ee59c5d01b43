// Content checks over the production build: every page of the guides' sources is built (and no other),
// every doc page the product specification lists is among them, each sits in its guide's sidebar, keeps the old site's deep-link anchors, and is at least two thirds as long.
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {DOCS_PAGES, docsRoute, specDocsPages} from '../support/guide-pages.mjs';
import {loadPage, proseWordCount, readJson, sitemapRoutes} from '../support/build.mjs';
import {proseWordFloor} from '../../scripts/lib/page-rules.mjs';

/** @type {{docs: Record<string, {ids: string[], proseWords: number | null}>}} */
const oldSite = readJson('tests/fixtures/old-site.json');
const routes = sitemapRoutes();
/** Index pages of a section route with or without their trailing slash (`docs/v4/concepts/`): compare without. */
const unslashed = (/** @type {string} */ route) => route.replace(/\/$/, '');

test('every doc page the specification lists has a source', () => {
  const spec = specDocsPages();
  assert.deepEqual(Object.keys(spec).sort(), Object.keys(DOCS_PAGES).sort());
  for (const [version, pages] of Object.entries(spec)) {
    assert.deepEqual(
      pages.filter((page) => !DOCS_PAGES[version].includes(page)),
      [],
      `${version} pages of SPEC.md without a source`,
    );
  }
});

for (const [version, pages] of Object.entries(DOCS_PAGES)) {
  describe(`docs ${version}`, () => {
    test(`has its source's ${pages.length} pages and no other`, () => {
      const built = routes.filter((route) => route.startsWith(`docs/${version}/`)).map(unslashed);
      assert.deepEqual(built.sort(), pages.map((page) => unslashed(docsRoute(version, page))).sort());
    });

    for (const page of pages) {
      test(page, () => {
        const route = docsRoute(version, page);
        const $ = loadPage(route);
        const sidebarLinks = $('nav[aria-label="Docs sidebar"] a.menu__link')
          .map((_, a) => $(a).attr('href'))
          .get();
        assert.ok(
          sidebarLinks.some((href) => unslashed(href).endsWith(`/${unslashed(route)}`)),
          `/${route} is in the sidebar of ${version}`,
        );

        const ids = new Set(
          $('[id]')
            .map((_, el) => $(el).attr('id'))
            .get(),
        );
        const old = oldSite.docs[`${version}/${page}`] ?? {ids: [], proseWords: null};
        const missing = old.ids.filter((id) => !ids.has(id));
        assert.deepEqual(missing, [], `anchors of the old page missing on /${route}`);

        assert.ok($('article h1').text().trim().length > 0, 'has a title');
        const words = proseWordCount($);
        const floor = proseWordFloor(old.proseWords);
        assert.ok(words >= floor, `/${route} has ${words} words of prose, at least ${floor} expected`);
      });
    }
  });
}
