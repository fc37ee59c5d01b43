// Old addresses on any static host: the build writes a redirect page for each of the old site's pages
// listed in src/config/oldSitePages.json, at the address and its .html form, a copy of each old file
// (the feed) at its old address, and the security contact
// the old /contribute/ page held has a page of its own.
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import {BUILD_DIR, loadPage, readJson} from '../support/build.mjs';
import {basePathFromEnv} from '../../src/config/serving.mjs';

const base = basePathFromEnv();

/** @typedef {{from: string, to: string}} OldAddress */

test('every old page of the previous site has a redirect page to its new page, .html form included', () => {
  /** @type {{pages: OldAddress[]}} */
  const {pages} = readJson('src/config/oldSitePages.json');
  assert.ok(pages.some(({from}) => from === '/contribute'));
  for (const {from, to} of pages) {
    assert.ok(loadPage(to.replace(/^\//, '')), `${to} is a page`);
    for (const address of [from, `${from}.html`]) {
      const file = join(BUILD_DIR, address, 'index.html');
      assert.ok(existsSync(file), `redirect page for ${address}`);
      assert.match(
        readFileSync(file, 'utf8'),
        new RegExp(`http-equiv="refresh" content="0; url=${base}${to.slice(1)}"`),
        address,
      );
    }
  }
});

test('the old feed address holds the same feed, for hosts without redirects', () => {
  /** @type {{files: OldAddress[]}} */
  const {files} = readJson('src/config/oldSitePages.json');
  for (const {from, to} of files) {
    assert.ok(existsSync(join(BUILD_DIR, from)), from);
    assert.equal(readFileSync(join(BUILD_DIR, from), 'utf8'), readFileSync(join(BUILD_DIR, to), 'utf8'), from);
  }
});

test('the security policy gives the private reporting address, and the contributing pages link it', () => {
  const $ = loadPage('security');
  assert.ok($, 'the security page exists');
  assert.equal($('main h1').text(), 'Security policy');
  assert.equal($('main a[href="mailto:security@slimframework.com"]').length, 1);
  const contributing = loadPage('docs/v4/contributors');
  assert.ok(contributing, 'the contributing page exists');
  assert.equal(contributing(`article a[href="${base}security"]`).length, 1);
});
