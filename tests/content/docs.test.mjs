// Content checks over the production build: every docs route of the spec exists, sits in its
// version's sidebar, keeps the old site's deep-link anchors, and is at least two thirds as long.
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {DOCS_PAGES, SIDEBAR_OF, VERSION_NAME, docsRoute} from '../support/spec-routes.mjs';
import {docsMetadata, loadPage, proseWordCount, readJson} from '../support/build.mjs';

const oldSite = readJson('tests/fixtures/old-site.json');
const metadata = docsMetadata();

for (const [version, pages] of Object.entries(DOCS_PAGES)) {
  describe(`docs ${version}`, () => {
    test(`has the ${pages.length} pages of the spec and no other`, () => {
      const built = metadata.filter((doc) => doc.version === VERSION_NAME[version]).map((doc) => doc.id);
      assert.deepEqual([...built].sort(), [...pages].sort());
    });

    for (const page of pages) {
      test(page, () => {
        const route = docsRoute(version, page);
        const $ = loadPage(route);
        assert.ok($, `no HTML for /${route}`);
        const doc = metadata.find((d) => d.version === VERSION_NAME[version] && d.id === page);
        assert.equal(doc?.sidebar, SIDEBAR_OF[version], `${page} is in sidebar ${SIDEBAR_OF[version]}`);

        const ids = new Set($('[id]').map((_, el) => $(el).attr('id')).get());
        const old = oldSite.docs[`${version}/${page}`] ?? {ids: [], proseWords: null};
        const missing = old.ids.filter((id) => !ids.has(id));
        assert.deepEqual(missing, [], `anchors of the old page missing on /${route}`);

        assert.ok($('article h1').text().trim().length > 0, 'has a title');
        const words = proseWordCount($);
        assert.ok(words >= 100, `/${route} has real content (${words} words)`);
        if (old.proseWords) {
          const bound = Math.ceil((old.proseWords * 2) / 3);
          assert.ok(words >= bound, `/${route} has ${words} words, at least ${bound} expected`);
        }
      });
    }
  });
}
