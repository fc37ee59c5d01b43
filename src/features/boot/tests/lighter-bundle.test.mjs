// Content check over the production build: what the app's start-up files (runtime, app-modules and
// main, which every page fetches) must not carry, because the browser never uses it there or uses
// it only after an interaction, and which social icons the blog's chunks carry. Each line names the
// change that took it out (src/features/boot/README.md, "Lighter start-up files"); the browser tests
// show the features still working.
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {test} from 'node:test';
import yaml from 'js-yaml';
import {BUILD_DIR} from '../../../../tests/support/build.mjs';

const JS_DIR = join(BUILD_DIR, 'assets', 'js');
const startUpFiles = readdirSync(JS_DIR).filter((name) =>
  /^(main|runtime~main|app-modules)\.[0-9a-f]+\.js$/.test(name),
);
const startUp = startUpFiles.map((name) => readFileSync(join(JS_DIR, name), 'utf8')).join('\n');

/** What must stay out, each as text only that thing contains. */
const LEFT_OUT = [
  // lighterBundle/progressBar.ts: fetched on the first client-side navigation.
  {what: 'nprogress', text: 'role="bar"'},
  // lighterBundle/utilsCommon.js: utils-common's entry without tslib.
  {what: 'tslib', text: '__asyncGenerator'},
  // lighterBundle/registryLoader.js: the route registry's source paths.
  {what: "the route registry's source paths", text: '"@site/'},
  // lighterBundle/browserHead.tsx: react-helmet-async stays with the server's render.
  {what: 'react-helmet-async', text: 'HelmetDispatcher'},
  // lighterBundle/siteConfigLoader.js: the configuration's page template and plugin options.
  {what: 'the page template', text: '<%~ it.'},
  {what: "the plugins' options", text: 'src/features/fonts/index.ts'},
  // crawlers/redirectPages.ts: the old addresses live in the plugin, not in the site configuration.
  {what: 'the redirect list', text: 'hello-world.html'},
  // boot/ssrTemplate.ts: the loader is a head tag, not part of the page template in the configuration.
  {what: "the inline loader's text", text: 'data-app-failed-open'},
  // search/results.ts, highlightMarks.ts: the stemmer comes with the first index or the first marks.
  {what: "the search's stemmer", text: 'tional:"tion"'},
  // versions/remarkCounterpartLinks.ts: the remark plugin's folder is in a closure.
  {what: 'the folder the site was built in', text: resolve('.')},
];

test('the start-up files are the runtime, app-modules and main', () => {
  assert.equal(startUpFiles.length, 3);
});

// lighterBundle/index.ts, CHUNK_FILENAME: a chunk loaded later is named by its id, so that the
// runtime does not carry every chunk's name a second time to build its file name.
test('the chunks loaded later are named by id and content hash, not by chunk name', () => {
  const later = readdirSync(JS_DIR).filter((name) => name.endsWith('.js') && !startUpFiles.includes(name));
  assert.ok(later.length > 100, `only ${later.length} later chunks`);
  assert.deepEqual(
    later.filter((name) => !/^\d+\.[0-9a-f]{8}\.js$/.test(name)),
    [],
    'chunk files named otherwise',
  );
});

// lighterBundle/chunkNames.js: a route chunk is named by the shortest start of its 8-digit hash that
// no other chunk's shares, in the registry (an entry per chunk: `name:[()=>…import…,"",id]`) and so
// in the runtime's map of names to ids.
test('the route registry names its chunks by 3 or 4 characters, not 8', () => {
  const keys = [...startUp.matchAll(/[{,]"?([0-9a-z]+)"?:\[\(\)=>/g)].map(([, key]) => key ?? '');
  assert.ok(keys.length > 100, `only ${keys.length} registry entries found`);
  const short = keys.filter((key) => key.length <= 4);
  assert.ok(short.length >= 0.9 * keys.length, `${keys.length - short.length} of ${keys.length} names are longer`);
});

for (const {what, text} of LEFT_OUT) {
  test(`the start-up files do not carry ${what}`, () => {
    assert.ok(!startUp.includes(text), `${what} is in the start-up files (found ${JSON.stringify(text)})`);
  });
}

// lighterBundle/socialIcons.ts: the blog's chunks carry the social icons of the platforms its
// authors link to, and no other (Twitter's, the one with a colour of its own, stands for them).
const authors = /** @type {Record<string, {socials?: Record<string, string>}>} */ (
  yaml.load(readFileSync('blog/authors.yml', 'utf8'))
);
const platforms = new Set(Object.values(authors).flatMap((author) => Object.keys(author.socials ?? {})));
const allScripts = readdirSync(JS_DIR)
  .filter((name) => name.endsWith('.js'))
  .map((name) => readFileSync(join(JS_DIR, name), 'utf8'));

test("the blog's chunks carry the GitHub icon its authors use, and not Twitter's, which none uses", () => {
  assert.ok(
    platforms.has('github') && !platforms.has('twitter'),
    'blog/authors.yml no longer says so: update this test',
  );
  assert.ok(
    allScripts.some((text) => text.includes('githubSvg')),
    'no chunk has the GitHub icon',
  );
  assert.ok(!allScripts.some((text) => text.includes('#55acee')), "a chunk has Twitter's icon");
});
