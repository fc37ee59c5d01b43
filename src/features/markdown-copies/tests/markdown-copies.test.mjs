// Copies for AI assistants and tools: a plain Markdown copy of every doc page and post at
// `<page>.md`, `llms.txt` at the site root and one `llms-full.txt` per guide version.
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, test} from 'node:test';
import {BUILD_DIR, htmlFileFor} from '../../../../tests/support/build.mjs';
import {site, sitePages} from '../../../../tests/support/site-pages.mjs';
import {DOCS_PAGES} from '../../../../tests/support/guide-pages.mjs';

const siteUrl = site.origin;
const config = {baseUrl: site.baseUrl, title: 'Slim Framework'};
const pages = sitePages();
const docs = pages.filter((page) => page.kind === 'doc');
const posts = pages.filter((page) => page.kind === 'post');

const read = (/** @type {string} */ file) => readFileSync(join(BUILD_DIR, file), 'utf8');
/** The Markdown outside fenced code blocks: where no MDX may be left. */
const prose = (/** @type {string} */ markdown) => markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '');
/** Inline links and images `[text](url)` and definitions `[id]: url` of some Markdown. */
const linkTargets = (/** @type {string} */ markdown) => [
  ...[...prose(markdown).matchAll(/\]\(<?([^)\s>]+)>?(?:\s+"[^"]*")?\)/g)].map((m) => m[1]),
  ...[...prose(markdown).matchAll(/^\s*\[[^\]]+\]:\s+<?(\S+?)>?(?:\s|$)/gm)].map((m) => m[1]),
];
/**
 * The site page an absolute link of this site leads to, or null for another site's link.
 * @param {string} url
 * @returns {string | null}
 */
function sitePathOf(url) {
  const prefix = `${siteUrl}${config.baseUrl}`;
  return url.startsWith(prefix) ? url.slice(prefix.length).replace(/#.*$/, '') : null;
}

describe('Markdown copy of every page', () => {
  test(`there is one for each of the ${docs.length} doc pages and ${posts.length} posts`, () => {
    assert.ok(docs.length > 100 && posts.length > 50, 'the build holds the guides and the blog');
    const missing = pages.filter((page) => !existsSync(join(BUILD_DIR, page.copy))).map((page) => page.copy);
    assert.deepEqual(missing, []);
  });

  test('the address is the page address plus .md', () => {
    assert.ok(existsSync(join(BUILD_DIR, 'docs/v4/objects/routing.md')));
    assert.ok(existsSync(join(BUILD_DIR, 'docs/v3/objects/router.md')));
    assert.ok(existsSync(join(BUILD_DIR, 'docs/v4.md')), 'a guide root: /docs/v4/ → /docs/v4.md');
    assert.ok(existsSync(join(BUILD_DIR, 'blog/slim-4.14.0-release.md')));
  });

  test('each opens with its title, then the guide version (or the blog and date) and its web address', () => {
    for (const page of pages) {
      const [title, blank, preamble] = read(page.copy).split('\n');
      assert.equal(title, `# ${page.title}`, page.copy);
      assert.equal(blank, '', page.copy);
      if (page.kind === 'doc') {
        const label = String(page.version);
        const slim = `Slim ${label.slice(1)}`;
        assert.ok(preamble.startsWith(`> From the ${slim} guide (${label}, `), `${page.copy}: ${preamble}`);
        assert.ok(preamble.includes(`applies to ${slim}.`), `${page.copy} says which Slim its code is for`);
      } else {
        assert.match(
          preamble,
          /^> A post from the Slim Framework blog, published [A-Z][a-z]+ \d{1,2}, \d{4}\./,
          page.copy,
        );
      }
      assert.ok(preamble.endsWith(`Web page: ${siteUrl}${page.permalink}`), `${page.copy} names its page`);
    }
  });

  test('no MDX is left: components, imports, admonition fences and pinned heading ids are resolved', () => {
    const leftovers = [];
    for (const page of pages) {
      const text = prose(read(page.copy));
      /** @type {[string, RegExp][]} */
      const checks = [
        ['JSX component', /<(Tabs|TabItem|Anchor|Admonition|details)\b/],
        ['import', /^import\s/m],
        ['export', /^export\s/m],
        ['admonition fence', /^:::/m],
        ['heading id', /^#{1,6} .*\{#[\w-]+\}\s*$/m],
        ['HTML comment', /<!--/],
      ];
      for (const [what, pattern] of checks) {
        if (pattern.test(text)) leftovers.push(`${page.copy}: ${what}`);
      }
    }
    assert.deepEqual(leftovers, []);
  });

  test('tabs become labelled sections that keep every choice', () => {
    const copy = read('docs/v4/start/web-servers.md');
    for (const label of ['Apache', 'Nginx', 'PHP built-in server', 'IIS', 'lighttpd']) {
      assert.ok(copy.includes(`\n**${label}**\n`), `the "${label}" tab is a labelled section`);
    }
    assert.ok(
      copy.includes('`mod_rewrite`') && copy.includes('`try_files`'),
      'the content of more than one tab is there',
    );
  });

  test('admonitions become blockquotes with their kind and title', () => {
    assert.ok(read('docs/v4/objects/routing.md').includes('\n> **Note: Coming from Slim 3?**\n>\n> '));
  });

  test('<Anchor> markers are dropped, code blocks keep their language and title', () => {
    const request = read('docs/v4/objects/request.md');
    assert.ok(!request.includes('request-helpers'), 'the anchor id is gone');
    assert.ok(request.includes('```php title="public/index.php"\n'), 'a PHP block with its file name');
    const fences = (/** @type {string} */ text) => (text.match(/^```[a-z]+/gm) ?? []).length;
    const source = readFileSync('docs/objects/request.md', 'utf8');
    assert.equal(fences(request), fences(source), 'every fenced block of the source keeps its language');
    const metas = [...pages.flatMap((page) => [...read(page.copy).matchAll(/^```\w+ (.+)$/gm)].map((m) => m[1]))];
    assert.deepEqual(
      metas.filter((meta) => !/^title="[^"]*"$/.test(meta)),
      [],
      "of a code block's meta only its title stays (run, expect, nolint are the site’s own business)",
    );
  });

  test('every link is absolute, and every link to this site leads to a page of the build', () => {
    const problems = [];
    for (const page of pages) {
      for (const url of linkTargets(read(page.copy))) {
        if (!/^(https?:|mailto:)/.test(url)) {
          problems.push(`${page.copy}: relative link ${url}`);
          continue;
        }
        const path = sitePathOf(url);
        if (path === null) continue;
        const exists =
          path.endsWith('.md') || /\.\w+$/.test(path) ? existsSync(join(BUILD_DIR, path)) : htmlFileFor(path) !== null;
        if (!exists) problems.push(`${page.copy}: ${url} leads nowhere`);
      }
    }
    assert.deepEqual(problems, []);
  });

  test('a relative source link becomes the absolute address of the page it names', () => {
    // docs/objects/request.md links `installation.md#step-3-…` and `../concepts/value-objects.md`.
    const request = read('docs/v4/objects/request.md');
    assert.ok(request.includes(`](${siteUrl}${config.baseUrl}docs/v4/start/installation#`), request.slice(0, 2000));
    assert.ok(request.includes(`](${siteUrl}${config.baseUrl}docs/v4/concepts/value-objects)`));
  });
});

describe('llms.txt', () => {
  const llms = read('llms.txt');

  test('follows llmstxt.org: a title, a summary, then sections of links', () => {
    const lines = llms.split('\n');
    assert.equal(lines[0], `# ${config.title}`);
    assert.ok(lines[2].startsWith('> '), 'a one-paragraph summary');
    for (const line of lines.filter((l) => l.startsWith('- '))) {
      assert.match(line, /^- \[[^\]]+\]\(https?:\/\/\S+\.md\)(: .+)?$/, line);
    }
  });

  test('lists the guides by version, newest first, then the blog', () => {
    const sections = [...llms.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    assert.deepEqual(
      sections.map((s) => s.replace(/ \(.*$/, '')),
      ['Slim 4 guide', 'Slim 3 guide', 'Slim 2 guide', 'Blog'],
    );
    assert.ok(sections[0].includes('v4, the current version'));
    assert.ok(sections[1].includes('v3, no longer maintained'));
  });

  test('links every doc page and post once, to its Markdown copy', () => {
    const linked = [...llms.matchAll(/^- \[[^\]]+\]\((\S+)\)/gm)].map((m) => sitePathOf(m[1]));
    assert.equal(new Set(linked).size, linked.length, 'no page twice');
    assert.deepEqual([...linked].sort(), pages.map((page) => page.copy).sort());
  });

  test('names the single-file guide of each version, which holds every page of it', () => {
    for (const label of Object.keys(DOCS_PAGES)) {
      const file = `docs/${label}/llms-full.txt`;
      assert.ok(llms.includes(`${siteUrl}${config.baseUrl}${file}`), `llms.txt names ${file}`);
      const full = read(file);
      assert.ok(full.startsWith(`# Slim ${label.slice(1)} guide\n`), file);
      for (const doc of docs.filter((d) => d.version === label)) {
        assert.ok(
          full.includes(`\n# ${doc.title}\n\n> From the Slim ${label.slice(1)} guide`),
          `${file} holds ${doc.route}`,
        );
      }
      assert.ok(!full.includes('> A post from the Slim Framework blog'), `${file} holds no post`);
    }
  });
});
