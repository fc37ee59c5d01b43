// Content check over the production build: a code block that names its language is highlighted
// in the static HTML, so the colours are there before (and without) the app.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {test} from 'node:test';
import * as cheerio from 'cheerio';
import {BUILD_DIR, htmlFiles, loadPage} from '../../../../tests/support/build.mjs';
import {prismLanguageLoaders} from '../prismLanguages';

// Languages the pages use that have a grammar; `text` and the like are plain on purpose.
const HIGHLIGHTED = ['php', 'bash', 'json', 'http', 'nginx', 'apacheconf', 'ini', 'html', 'xml', 'twig'];

// Prism's own grammars, to tell a block the highlighter skipped from one with nothing to mark (a
// shell command of plain words): the site writes plain text without a token around it. The site's
// loaders register the languages on the global that requiring `prismjs` sets in Node.
/** @type {typeof import('prismjs')} */
const Prism = createRequire(import.meta.url)('prismjs');
for (const load of Object.values(prismLanguageLoaders)) load();

/**
 * Whether Prism marks anything in this code (true when the site has no grammar to ask).
 * @param {string} code
 * @param {string} language
 */
function hasSomethingToMark(code, language) {
  const grammar = Prism.languages[language];
  if (!grammar) return true;
  return Prism.tokenize(code, grammar).some((token) => typeof token !== 'string');
}

/** @type {Map<string, {total: number, plain: string[]}>} */
const blocks = new Map(HIGHLIGHTED.map((language) => [language, {total: 0, plain: []}]));
for (const file of htmlFiles(BUILD_DIR)) {
  const $ = cheerio.load(readFileSync(file, 'utf8'));
  $('pre.prism-code').each((_, pre) => {
    const language = /\blanguage-([\w-]+)/.exec($(pre).attr('class') ?? '')?.[1];
    const counts = language && blocks.get(language);
    if (!counts) return;
    counts.total += 1;
    if ($(pre).find('.token').length === 0 && hasSomethingToMark($(pre).text(), language)) counts.plain.push(file);
  });
}

for (const [language, {total, plain}] of blocks) {
  test(`${language} code blocks are highlighted`, () => {
    assert.ok(total > 0, `the site has ${language} blocks`);
    assert.deepEqual(plain, [], `${plain.length} of ${total} ${language} blocks have no highlighting`);
  });
}

test('Twig tags are highlighted in the text and the attributes of a template', () => {
  const $ = loadPage('docs/v4/features/twig-view');
  const templates = $('pre.language-twig');
  // The renderer flattens nested tokens: one span per piece, with the classes of all its tokens.
  /** @param {string} selector */
  const texts = (selector) =>
    templates
      .find(selector)
      .map((_, el) => $(el).text())
      .get();
  assert.ok(texts('.token.tag').includes('h1'), 'HTML tags are tokens');
  // `<h1>Profile of {{ name }}</h1>`: an expression in the text.
  assert.ok(texts('.token.twig.delimiter:not(.attr-value)').includes('{{'), 'a Twig expression in the text');
  // `href="{{ url_for('home') }}"`: an expression in an attribute value.
  assert.ok(texts('.token.attr-value.twig.string').includes('home'), 'a Twig expression in an attribute');
  assert.ok(
    texts('.token.twig.comment').some((text) => text.startsWith('{#')),
    'a Twig comment',
  );
});

// Plain text in a block is bare text (theme/CodeBlock/Line/Token): its colour is its line's.
test('every line of a highlighted block carries the plain colour its bare text takes', () => {
  const $ = loadPage('docs/v4/objects/routing');
  const lines = $('pre.prism-code .token-line');
  assert.ok(lines.length > 100, `the routing page has ${lines.length} lines of code`);
  const uncoloured = lines.filter((_, line) => !/color:\s*var\(--code-plain-color\)/.test($(line).attr('style') ?? ''));
  assert.equal(uncoloured.length, 0, `${uncoloured.length} lines have no plain colour`);
  assert.equal($('pre.prism-code .token.plain:not([style])').length, 0, 'plain text is written without an element');
});
