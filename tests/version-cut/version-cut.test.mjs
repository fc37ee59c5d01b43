// Proves CONTRIBUTING's "Add a version" steps: in a throwaway copy of the site, freeze the current guide
// with `docs:version`, raise CURRENT_MAJOR in src/config/versions.ts, build, and check that nothing
// still leads into the frozen guide where the new one is meant: sidebars, home page, footer, not-found
// page, `/docs` (Docusaurus and nginx), search. A full build of one more guide: about as slow as
// `npm run build`, so it runs once, at the end of `npm test` (`npm run test:version-cut`).
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {after, before, describe, test} from 'node:test';
import * as cheerio from 'cheerio';
import {DEFAULT_BASE_PATH} from '../../src/config/serving.mjs';
import {currentGuideOf} from '../../scripts/serve-nginx.mjs';
import {htmlFiles} from '../../src/shared/files.mjs';
import {startNginx} from '../../scripts/lib/servers.mjs';

const REPO = resolve('.');
// What `docusaurus build` reads; node_modules is linked, not copied.
const SITE_FILES = [
  'package.json',
  'docusaurus.config.ts',
  'sidebars.ts',
  'versions.json',
  'docs',
  'versioned_docs',
  'versioned_sidebars',
  'blog',
  'src',
  'static',
  'i18n',
];
const VERSIONS_MODULE = join('src', 'config', 'versions.ts');
// The PHP-example model: its Composer wrapper finds the offline Composer repository beside the
// repository it lives in, so the copy links it rather than copying it.
const PLAYGROUND_MODEL = join('src', 'features', 'playground', 'model');
// What an install leaves in the playground's Composer project (gitignored): the copy installs afresh.
const INSTALLED =
  /[\\/]src[\\/]features[\\/]playground[\\/]composer[\\/](vendor|composer\.lock|\.composer-install\.lock)$/;
const CURRENT_MAJOR = /export const CURRENT_MAJOR = (\d+);/;

const oldMajor = Number(CURRENT_MAJOR.exec(readFileSync(VERSIONS_MODULE, 'utf8'))?.[1]);
const newMajor = oldMajor + 1;
const base = DEFAULT_BASE_PATH;
const oldRoot = `${base}docs/v${oldMajor}/`;
const newRoot = `${base}docs/v${newMajor}/`;
const UNLISTED_SLUG = 'a-post-kept-off-the-lists';

const site = mkdtempSync(join(tmpdir(), 'slim-version-cut-'));
// nginx workers run unprivileged: they must be able to walk into the copy's build.
chmodSync(site, 0o755);
const buildDir = join(site, 'build');
after(() => rmSync(site, {recursive: true, force: true}));

/**
 * Runs a command in the copy; fails with its output when it fails.
 * @param {string[]} command
 */
function run(command) {
  const result = spawnSync('npx', command, {
    cwd: site,
    encoding: 'utf8',
    // The copy builds without the bundler's persistent cache, which lives in the linked node_modules.
    env: {...process.env, BASE_URL: base, DOCUSAURUS_NO_PERSISTENT_CACHE: 'true', LINKS_POLICY: 'throw'},
  });
  assert.equal(result.status, 0, `npx ${command.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
}

before(() => {
  const notInstalled = (/** @type {string} */ source) => !INSTALLED.test(resolve(source));
  for (const path of SITE_FILES) cpSync(path, join(site, path), {recursive: true, filter: notInstalled});
  symlinkSync(join(REPO, 'node_modules'), join(site, 'node_modules'));
  // The playground's plugins import the PHP-example model, whose Composer wrapper finds the offline
  // Composer repository beside the real repository: linked, it resolves to its real place.
  rmSync(join(site, PLAYGROUND_MODEL), {recursive: true});
  symlinkSync(join(REPO, PLAYGROUND_MODEL), join(site, PLAYGROUND_MODEL));
  // A newest post that is unlisted: the home page's latest posts must pass over it.
  writeFileSync(
    join(site, 'blog', '2099-01-01-a-post-kept-off-the-lists.md'),
    '---\ntitle: A post kept off the lists\nslug: a-post-kept-off-the-lists\nauthors: [team]\ntags: [news]\n' +
      'unlisted: true\ndescription: Reachable by its address only, never listed on the home page.\n---\n\n' +
      'Reachable by its address only.\n\n{/* truncate */}\n\nThe body.\n',
  );

  // The README's steps.
  run(['docusaurus', 'docs:version', `${oldMajor}.x`]);
  const versionsModule = join(site, VERSIONS_MODULE);
  writeFileSync(
    versionsModule,
    readFileSync(versionsModule, 'utf8').replace(CURRENT_MAJOR, `export const CURRENT_MAJOR = ${newMajor};`),
  );

  run(['docusaurus', 'build', '--out-dir', buildDir]);
  // The policy nginx sends (deploy/headers.conf includes it); compression is left out, nginx does without.
  run(['node', join(REPO, 'scripts', 'write-csp.mjs'), buildDir]);
});

/**
 * @param {string} route below the base path
 * @returns {cheerio.CheerioAPI}
 */
function page(route) {
  const file = route.endsWith('.html') ? join(buildDir, route) : join(buildDir, route, 'index.html');
  assert.ok(existsSync(file), `the copy's build has /${route}`);
  return cheerio.load(readFileSync(file, 'utf8'));
}

/**
 * The links of a selection that lead into a guide (any version).
 * @param {cheerio.CheerioAPI} $
 * @param {string} selector
 * @returns {string[]}
 */
function guideLinks($, selector) {
  return $(selector)
    .find('a[href]')
    .map((_, a) => $(a).attr('href') ?? '')
    .get()
    .filter((href) => /\/docs\/v\d+\//.test(href));
}

describe(`after freezing v${oldMajor} and raising the current version to v${newMajor}`, () => {
  test(`v${newMajor}'s pages link only into v${newMajor} from their sidebar, breadcrumbs and pagination, and v${oldMajor}'s only into v${oldMajor}`, () => {
    for (const [root, major] of /** @type {[string, number][]} */ ([
      [newRoot, newMajor],
      [oldRoot, oldMajor],
    ])) {
      const dir = join(buildDir, root.slice(base.length));
      let pages = 0;
      for (const file of htmlFiles(dir)) {
        const $ = cheerio.load(readFileSync(file, 'utf8'));
        if ($('meta[http-equiv="refresh"]').length > 0) continue;
        pages++;
        const wrong = guideLinks(
          $,
          'nav[aria-label="Docs sidebar"], nav[aria-label="Breadcrumbs"], nav.pagination-nav',
        ).filter((href) => !href.startsWith(root));
        assert.deepEqual(wrong, [], `${file} links out of v${major}`);
      }
      assert.ok(pages > 20, `v${major} has its pages (${pages})`);
    }
  });

  test(`the home page's guide links lead to v${newMajor}`, () => {
    const $ = page('');
    $('nav.navbar, footer').remove();
    const links = guideLinks($, 'body');
    assert.ok(links.length >= 5, `the home page links into the guide (${links.length})`);
    assert.deepEqual(
      links.filter((href) => !href.startsWith(newRoot)),
      [],
    );
    assert.match($('a.button--primary').text(), new RegExp(`Slim ${newMajor}\\b`));
  });

  test('the footer and the not-found page offer the new guide first, then the frozen one', () => {
    const footer = page('');
    const footerGuides = footer('footer a[href*="/docs/v"]')
      .map((_, a) => footer(a).attr('href'))
      .get();
    assert.deepEqual(footerGuides.slice(0, 2), [newRoot, oldRoot]);
    const notFound = page('404.html');
    const ways = notFound('main a[href*="/docs/v"]')
      .map((_, a) => `${notFound(a).text()} ${notFound(a).attr('href')}`)
      .get();
    assert.deepEqual(ways, [`Slim ${newMajor} user guide ${newRoot}`, `Slim ${oldMajor} user guide ${oldRoot}`]);
  });

  test(`/docs leads to v${newMajor} on any host and in nginx`, async () => {
    assert.match(readFileSync(join(buildDir, 'docs', 'index.html'), 'utf8'), new RegExp(`url=${newRoot}"`));
    assert.equal(currentGuideOf(buildDir), `docs/v${newMajor}/`);
    const server = await startNginx({buildDir});
    try {
      const response = await fetch(`${server.origin}docs`, {redirect: 'manual'});
      assert.equal(response.status, 301);
      assert.equal(response.headers.get('location'), newRoot);
    } finally {
      await server.stop();
    }
  });

  test(`search has a v${newMajor} index, and the pages outside the guides search v${newMajor}, not v${oldMajor}`, () => {
    assert.ok(existsSync(join(buildDir, `search-index-docs-v${newMajor}.json`)));
    assert.ok(existsSync(join(buildDir, `search-index-docs-v${oldMajor}.json`)));
    /** @type {{storedFields: Record<string, {url: string}>}} */
    const rootIndex = JSON.parse(readFileSync(join(buildDir, 'search-index.json'), 'utf8'));
    const urls = Object.values(rootIndex.storedFields).map(({url}) => url);
    assert.ok(urls.some((url) => url.startsWith(newRoot)));
    assert.deepEqual(
      urls.filter((url) => url.startsWith(oldRoot)),
      [],
    );
    const bundles = readdirSync(join(buildDir, 'assets', 'js')).map((name) =>
      readFileSync(join(buildDir, 'assets', 'js', name), 'utf8'),
    );
    assert.ok(
      bundles.some((code) => code.includes(`"v${newMajor} and Blog"`)),
      `the search page names v${newMajor}`,
    );
  });

  test('the home page lists the newest posts, not an unlisted one', () => {
    const $ = page('');
    const latest = $('section[aria-labelledby="latest-posts-heading"] h3 a')
      .map((_, a) => $(a).attr('href'))
      .get();
    assert.equal(latest.length, 3);
    assert.ok(!latest.some((href) => href.endsWith(`/blog/${UNLISTED_SLUG}`)), `${latest.join(' ')}`);
    assert.ok(existsSync(join(buildDir, 'blog', UNLISTED_SLUG, 'index.html')), 'the unlisted post is built');
  });
});
