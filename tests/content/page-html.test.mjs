// What the server-rendered HTML of every doc page and post says before any script runs, checked on
// every page rather than on one in a browser: the table of contents, the headings' anchors, the
// title, the docs sidebar, the "Copy page" button; and the site-wide navbar and not-found page.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import * as cheerio from 'cheerio';
import {BUILD_DIR, loadPage} from '../support/build.mjs';
import {BASE_PATH} from '../support/base-path.mjs';
import {site, sitePages} from '../support/site-pages.mjs';

const SITE_TITLE = 'Slim Framework';
const pages = sitePages().map((page) => ({...page, $: loadPage(page.route)}));
const docs = pages.filter((page) => page.kind === 'doc');
const frozenGuides = new Set(readJsonList('versions.json').map((name) => `v${name.replace(/\.x$/, '')}`));

/** @param {string} path */
function readJsonList(path) {
  return /** @type {string[]} */ (JSON.parse(readFileSync(path, 'utf8')));
}

/**
 * The problems `check` finds on each page, as one list (empty when every page passes).
 * @param {typeof pages} list
 * @param {(page: (typeof pages)[number]) => string[]} check
 */
const problemsOf = (list, check) => list.flatMap((page) => check(page).map((problem) => `/${page.route}: ${problem}`));

test('the build is made for the base path the tests address it at (BASE_URL)', () => {
  assert.equal(site.baseUrl, BASE_PATH, 'build and tests were given different BASE_URL values');
});

test('the table of contents of every doc page and post lists its h2 and h3 headings, in order, and no deeper one', () => {
  const problems = problemsOf(pages, ({$}) => {
    const listed = $('.table-of-contents a')
      .map((_, a) => $(a).attr('href'))
      .get();
    // Headings inside tabs and disclosures are not the page's outline (the theme leaves them out).
    const outline = $('article .markdown')
      .find('h2[id], h3[id]')
      .filter((_, heading) => $(heading).closest('.tabs-container, details').length === 0)
      .map((_, heading) => `#${$(heading).attr('id')}`)
      .get();
    return JSON.stringify(listed) === JSON.stringify(outline)
      ? []
      : [`contents ${listed.join(' ')} ≠ headings ${outline.join(' ')}`];
  });
  assert.deepEqual(problems, []);
  assert.ok(
    pages.some(({$}) => $('.table-of-contents a').length > 2),
    'no page has a table of contents to check',
  );
});

test('every heading of every doc page and post but its title has an id and one anchor link to it', () => {
  const problems = problemsOf(pages, ({$}) => {
    const found = [];
    if ($('article h1 a.hash-link').length > 0) found.push('the title has an anchor link');
    $('article')
      .find('h2, h3, h4, h5, h6')
      .each((_, heading) => {
        const id = $(heading).attr('id');
        const links = id ? $(heading).find(`a.hash-link[href="#${id}"]`).length : 0;
        if (links !== 1) found.push(`${$(heading).text().trim()}: id ${id}, ${links} anchor links`);
      });
    return found;
  });
  assert.deepEqual(problems, []);
});

test('page titles read "title | Slim Framework" (an older guide\'s "title (Slim n) | …"); the home page is the site title', () => {
  const problems = problemsOf(pages, ({$, version, kind}) => {
    const heading = $('article h1').first().text().trim();
    const slim = kind === 'doc' && version && frozenGuides.has(version) ? ` (Slim ${version.slice(1)})` : '';
    const expected = `${heading}${slim} | ${SITE_TITLE}`;
    return $('title').text() === expected ? [] : [`title "${$('title').text()}", expected "${expected}"`];
  });
  assert.deepEqual(problems, []);
  assert.equal(loadPage('')('title').text(), SITE_TITLE);
  assert.equal(loadPage('blog')('title').text(), `Blog | ${SITE_TITLE}`);
  assert.equal(loadPage('about')('title').text(), `About this website | ${SITE_TITLE}`);
});

test('every doc page has the docs sidebar, which cannot be hidden', () => {
  const problems = problemsOf(docs, ({$}) => [
    ...($('nav[aria-label="Docs sidebar"]').length === 1 ? [] : ['no docs sidebar']),
    ...($('button[title="Collapse sidebar"], button[aria-label="Collapse sidebar"]').length === 0
      ? []
      : ['a button hides the sidebar']),
  ]);
  assert.deepEqual(problems, []);
});

test('every doc page and post has "Copy page" beside its title; a listing of posts has none', () => {
  const problems = problemsOf(pages, ({$}) =>
    $('article button[title^="Copy this page"]').text().trim() === 'Copy page' ? [] : ['no "Copy page" button'],
  );
  assert.deepEqual(problems, []);
  const list = loadPage('blog');
  assert.ok(list('article').length > 1);
  assert.equal(list('button[title^="Copy this page"]').length, 0);
});

test('the navbar is labelled Main and holds the links the specification names', () => {
  const $ = loadPage('');
  const navbar = $('nav[aria-label="Main"]');
  assert.equal(navbar.length, 1);
  const href = (/** @type {string} */ label) =>
    navbar
      .find('a')
      .filter((_, a) => $(a).text().trim() === label)
      .first()
      .attr('href');
  assert.deepEqual(
    Object.fromEntries(
      ['User Guide', 'Tutorial', 'Blog', 'GitHub', 'Support forum'].map((label) => [label, href(label)]),
    ),
    {
      'User Guide': `${BASE_PATH}docs/v4/`,
      Tutorial: `${BASE_PATH}docs/v4/tutorial`,
      Blog: `${BASE_PATH}blog`,
      GitHub: 'https://github.com/slimphp/Slim',
      'Support forum': 'https://discourse.slimframework.com',
    },
  );
});

test('the site is in English only, left to right: the language dropdown offers English alone', () => {
  const $ = loadPage('');
  assert.equal($('html').attr('lang'), 'en');
  assert.equal($('html').attr('dir'), 'ltr');
  const dropdown = $('nav[aria-label="Main"] .dropdown').filter(
    (_, item) => $(item).children('a').text() === 'English',
  );
  assert.equal(dropdown.length, 1);
  assert.deepEqual(
    dropdown
      .find('.dropdown__menu a')
      .map((_, a) => $(a).text())
      .get(),
    ['English'],
  );
});

test('the not-found page is titled, says what happened, leads to the user guide and has a search form', () => {
  const $ = cheerio.load(readFileSync(join(BUILD_DIR, '404.html'), 'utf8'));
  assert.equal($('title').text(), `Page Not Found | ${SITE_TITLE}`);
  assert.equal($('main h1').text().trim(), 'Page not found');
  const guide = $('main a').filter((_, a) => $(a).text().trim() === 'Slim 4 user guide');
  assert.equal(guide.attr('href'), `${BASE_PATH}docs/v4/`);
  // A plain form, so that it searches before the app runs (not-found.spec.ts presses it then).
  const form = $('main form[role="search"]');
  assert.equal(form.attr('action'), `${BASE_PATH}search`);
  assert.equal(form.attr('method'), 'get');
  assert.equal(form.find('input[type="search"][name="q"]').length, 1);
});
