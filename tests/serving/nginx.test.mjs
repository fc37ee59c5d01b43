// Integration tests of the production nginx configuration over the real build: canonical
// addresses, redirects of the old site, not-found, compression, caching and security headers.
import assert from 'node:assert/strict';
import {readdirSync} from 'node:fs';
import {request as httpsRequest} from 'node:https';
import {join} from 'node:path';
import {after, before, describe, test} from 'node:test';
import {startNginx} from '../../scripts/lib/servers.mjs';
import {BUILD_DIR, readJson} from '../support/build.mjs';
import {BASE_PATH, belowPattern} from '../support/base-path.mjs';
import {DOCS_PAGES, docsRoute} from '../support/guide-pages.mjs';

/** @type {import('../../scripts/lib/servers.mjs').RunningNginx} */
let server;
before(async () => {
  server = await startNginx({buildDir: BUILD_DIR, base: BASE_PATH});
});
after(async () => {
  await server?.stop();
});

/** The base path without its trailing slash (`/slim`), before a path that starts with one. */
const BASE_ROOT = BASE_PATH.replace(/\/$/, '');

/**
 * @param {string} path
 * @param {Record<string, string>} [headers]
 */
const get = (path, headers = {}) => fetch(`http://127.0.0.1:${server.port}${path}`, {redirect: 'manual', headers});

/**
 * @param {string} from
 * @param {string} to
 */
async function assertRedirect(from, to) {
  const response = await get(from);
  assert.equal(response.status, 301, `${from} answers 301`);
  assert.equal(response.headers.get('location'), to, `${from} leads to ${to}`);
}

describe('addresses', () => {
  test('/x, /x/, /x.html and /x/index.html reach page x; the non-canonical forms redirect once', async () => {
    const page = `${BASE_PATH}docs/v4/objects/request`;
    assert.equal((await get(page)).status, 200);
    for (const variant of [`${page}/`, `${page}.html`, `${page}/index.html`]) await assertRedirect(variant, page);
  });

  test('guide roots keep their trailing slash; the site root too', async () => {
    assert.equal((await get(`${BASE_PATH}docs/v3/`)).status, 200);
    await assertRedirect(`${BASE_PATH}docs/v3`, `${BASE_PATH}docs/v3/`);
    await assertRedirect(`${BASE_PATH}docs/v2/index.html`, `${BASE_PATH}docs/v2/`);
    await assertRedirect(BASE_ROOT, BASE_PATH);
    await assertRedirect(`${BASE_PATH}index.html`, `${BASE_PATH}`);
    await assertRedirect('/', `${BASE_PATH}`);
  });

  test('/docs and /docs/ lead to the v4 guide', async () => {
    await assertRedirect(`${BASE_PATH}docs`, `${BASE_PATH}docs/v4/`);
    await assertRedirect(`${BASE_PATH}docs/`, `${BASE_PATH}docs/v4/`);
  });

  test('every page of the three guides answers 200 at its canonical address', async () => {
    for (const [version, pages] of Object.entries(DOCS_PAGES)) {
      for (const page of pages) {
        const response = await get(`${BASE_PATH}${docsRoute(version, page)}`);
        assert.equal(response.status, 200, `${BASE_PATH}${docsRoute(version, page)}`);
        await response.arrayBuffer();
      }
    }
  });

  test('every old docs address (.html) redirects to its new page', async () => {
    const oldSite = readJson('tests/fixtures/old-site.json');
    for (const [version, pages] of Object.entries(DOCS_PAGES)) {
      for (const page of pages.filter((p) => oldSite.docs[`${version}/${p}`]?.proseWords)) {
        const oldPath = page === 'deployment' ? 'deployment/deployment' : page;
        await assertRedirect(`${BASE_PATH}docs/${version}/${oldPath}.html`, `${BASE_PATH}${docsRoute(version, page)}`);
      }
    }
  });

  test("the old site's other pages (/contribute/, deployment/deployment.html) and /markdown-page redirect in every form", async () => {
    for (const {from, to} of readJson('src/config/oldSitePages.json').pages) {
      const canonical = `${BASE_ROOT}${to}`;
      for (const variant of ['', '/', '/index.html', '.html'])
        await assertRedirect(`${BASE_ROOT}${from}${variant}`, canonical);
      assert.equal((await get(canonical)).status, 200, canonical);
    }
  });

  test("the old site's feed address (/blog/feed.rss) redirects to the feed", async () => {
    for (const {from, to} of readJson('src/config/oldSitePages.json').files) {
      await assertRedirect(`${BASE_ROOT}${from}`, `${BASE_ROOT}${to}`);
      assert.equal((await get(`${BASE_ROOT}${to}`)).status, 200, `${BASE_ROOT}${to}`);
    }
  });

  test('every old post address redirects to its post', async () => {
    for (const post of readJson('tests/fixtures/old-site.json').posts) {
      await assertRedirect(`${BASE_ROOT}${post.oldUrl}`, `${BASE_PATH}blog/${post.slug}`);
      assert.equal((await get(`${BASE_PATH}blog/${post.slug}`)).status, 200);
    }
  });

  test('an unknown path answers 404 with the site not-found page', async () => {
    for (const path of [
      `${BASE_PATH}nope`,
      `${BASE_PATH}docs/v4/nope`,
      `${BASE_PATH}blog/page/6`,
      `${BASE_PATH}blog/tags/release/page/5`,
      '/other',
    ]) {
      const response = await get(path);
      assert.equal(response.status, 404, path);
      if (path.startsWith(`${BASE_PATH}`)) assert.match(await response.text(), /Page not found/);
    }
  });

  test('hidden files and the build configuration are never served', async () => {
    for (const path of [`${BASE_PATH}.nginx/csp.conf`, `${BASE_PATH}.git/config`, `${BASE_PATH}.env`]) {
      assert.equal((await get(path)).status, 404, path);
    }
  });

  test('methods other than GET and HEAD are refused', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const response = await fetch(`http://127.0.0.1:${server.port}${BASE_PATH}`, {
        method,
        body: method === 'DELETE' ? undefined : 'x',
      });
      assert.equal(response.status, 405, method);
    }
  });
});

describe('compression and caching', () => {
  test('precompressed Brotli and gzip files are sent as such', async () => {
    for (const [encoding, expected] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['br, gzip', 'br'],
    ]) {
      const response = await get(`${BASE_PATH}search-index-docs-v4.json`, {'accept-encoding': encoding});
      assert.equal(response.headers.get('content-encoding'), expected);
      assert.match(response.headers.get('vary') ?? '', /Accept-Encoding/);
    }
  });

  test('hashed assets are cached for a year; pages, feeds and the search index revalidate', async () => {
    const html = await (await get(`${BASE_PATH}`)).text();
    // Named in the app loader's list of scripts.
    const script = belowPattern('assets/js/main\\.[0-9a-f]+\\.js').exec(html)?.[0];
    assert.ok(script, 'the home page names its main script');
    assert.equal((await get(script)).headers.get('cache-control'), 'public, max-age=31536000, immutable');
    for (const path of [
      `${BASE_PATH}`,
      `${BASE_PATH}docs/v4/`,
      `${BASE_PATH}blog/rss.xml`,
      `${BASE_PATH}blog/atom.xml`,
      `${BASE_PATH}search-index-docs-v4.json`,
    ]) {
      const response = await get(path);
      assert.equal(response.headers.get('cache-control'), 'no-cache', path);
      assert.ok(response.headers.get('etag'), `${path} has an ETag`);
    }
  });
});

describe('byte ranges', () => {
  const page = `${BASE_PATH}docs/v4/start/installation`;

  test('one range is answered (206); many get the whole file, never a multipart answer larger than it', async () => {
    const whole = await get(page, {'Accept-Encoding': 'identity'});
    const length = (await whole.arrayBuffer()).byteLength;
    const one = await get(page, {'Accept-Encoding': 'identity', Range: 'bytes=0-9'});
    assert.equal(one.status, 206);
    assert.equal((await one.arrayBuffer()).byteLength, 10);
    // 100 one-byte ranges: without a limit, nginx answers each in its own part, with its own headers.
    const ranges = Array.from({length: 100}, (_, n) => `${2 * n}-${2 * n}`).join(',');
    const many = await get(page, {'Accept-Encoding': 'identity', Range: `bytes=${ranges}`});
    assert.equal(many.status, 200);
    assert.doesNotMatch(many.headers.get('content-type') ?? '', /multipart/);
    assert.equal((await many.arrayBuffer()).byteLength, length);
  });
});

describe('the PHP runtime of the Run buttons', () => {
  const phpAssets = readdirSync(join(BUILD_DIR, 'assets', 'php'));

  test('PHP (.wasm) and the package sets are hashed assets, sent compressed and cached for a year', async () => {
    const wasm = phpAssets.filter((name) => /^php_8_2\.[0-9a-f]{8}\.wasm$/.test(name));
    // One packed vendor/ per package set (src/features/playground/model/package-sets.mjs), the installation page's among them.
    const vendor = phpAssets.filter((name) => /^vendor-[\w.-]+\.[0-9a-f]{8}\.json$/.test(name));
    assert.equal(wasm.length, 2, 'the JSPI and the Asyncify builds');
    assert.ok(
      vendor.some((name) => name.startsWith('vendor-default.')),
      'the default set is packed',
    );
    for (const name of [...wasm, ...vendor]) {
      for (const encoding of ['br', 'gzip']) {
        const response = await get(`${BASE_PATH}assets/php/${name}`, {'accept-encoding': encoding});
        assert.equal(response.status, 200, name);
        assert.match(
          response.headers.get('content-type') ?? '',
          name.endsWith('.wasm') ? /^application\/wasm$/ : /^application\/json\b/,
          name,
        );
        assert.equal(response.headers.get('content-encoding'), encoding, `${name} with ${encoding}`);
        assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable', name);
        await response.arrayBuffer();
      }
    }
  });
});

describe('copies for AI assistants and social cards', () => {
  test("a page's Markdown copy is text/markdown in UTF-8, compressed, revalidated, with the security headers", async () => {
    for (const path of [
      `${BASE_PATH}docs/v4/objects/routing.md`,
      `${BASE_PATH}docs/v4.md`,
      `${BASE_PATH}blog/slim-4.14.0-release.md`,
    ]) {
      const response = await get(path);
      assert.equal(response.status, 200, path);
      assert.equal(response.headers.get('content-type'), 'text/markdown; charset=utf-8', path);
      assert.equal(response.headers.get('cache-control'), 'no-cache', path);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff', path);
      assert.match(await response.text(), /^# .+\n\n> /, `${path} is the Markdown copy`);
    }
    for (const [encoding, expected] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const response = await get(`${BASE_PATH}docs/v4/objects/routing.md`, {'accept-encoding': encoding});
      assert.equal(response.headers.get('content-encoding'), expected);
      assert.equal(response.headers.get('content-type'), 'text/markdown; charset=utf-8');
    }
  });

  test('llms.txt and the single-file guides are plain text in UTF-8', async () => {
    for (const path of [
      `${BASE_PATH}llms.txt`,
      `${BASE_PATH}docs/v4/llms-full.txt`,
      `${BASE_PATH}docs/v3/llms-full.txt`,
    ]) {
      const response = await get(path);
      assert.equal(response.status, 200, path);
      assert.equal(response.headers.get('content-type'), 'text/plain; charset=utf-8', path);
    }
  });

  test('social cards are PNG images', async () => {
    for (const path of [`${BASE_PATH}img/social-card.png`, `${BASE_PATH}img/social/docs/v4/objects/routing.png`]) {
      const response = await get(path);
      assert.equal(response.status, 200, path);
      assert.equal(response.headers.get('content-type'), 'image/png', path);
    }
  });

  test('the CSP lets a page fetch its own Markdown copy (same origin) and nothing else', async () => {
    const csp = (await get(`${BASE_PATH}docs/v4/objects/routing`)).headers.get('content-security-policy') ?? '';
    assert.match(csp, /connect-src 'self'(;|$)/);
  });

  test('a page that has no Markdown copy answers 404', async () => {
    assert.equal((await get(`${BASE_PATH}docs/v4/objects/routng.md`)).status, 404);
  });
});

describe('security headers', () => {
  const EXPECTED = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
  };

  test('every kind of response carries the security headers and a strict CSP', async () => {
    for (const path of [
      `${BASE_PATH}`,
      `${BASE_PATH}docs/v4/objects/request`,
      `${BASE_PATH}assets/`,
      `${BASE_PATH}nope`,
      `${BASE_PATH}blog/rss.xml`,
    ]) {
      const response = await get(path);
      for (const [name, value] of Object.entries(EXPECTED))
        assert.equal(response.headers.get(name), value, `${name} on ${path}`);
      assert.ok(response.headers.get('permissions-policy'), `permissions-policy on ${path}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      assert.match(csp, /default-src 'self'/, path);
      // WebAssembly may be compiled (the guide's Run buttons); JavaScript may not be evaluated.
      assert.match(csp, /script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')+;/, path);
      assert.match(csp, /worker-src 'self';/, path);
      assert.match(csp, /frame-ancestors 'none'/);
      assert.doesNotMatch(csp, /(?<!wasm-)unsafe-eval|https?:|\*/, path);
      assert.equal(response.headers.get('strict-transport-security'), null, 'no HSTS over plain HTTP');
    }
  });

  test('the HTTPS server adds HSTS', async () => {
    const headers = await new Promise((resolve, reject) => {
      const req = httpsRequest(
        {host: '127.0.0.1', port: server.tlsPort, path: `${BASE_PATH}`, rejectUnauthorized: false},
        (res) => {
          res.resume();
          resolve(res.headers);
        },
      );
      req.on('error', reject);
      req.end();
    });
    assert.match(headers['strict-transport-security'] ?? '', /max-age=\d{7,}/);
    assert.ok(headers['content-security-policy']);
  });
});
