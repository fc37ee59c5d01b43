// The footer of every doc page and post: "Edit this page" to the source file in the repository,
// "Last updated" from git, and "Report a problem with this page" pre-filled; lastmod in the sitemap.
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {describe, test} from 'node:test';
import * as cheerio from 'cheerio';
import {htmlFileFor, readBuildXml} from '../../../../tests/support/build.mjs';
import {site, sitePages} from '../../../../tests/support/site-pages.mjs';

const siteUrl = site.origin;
// What the build was told (src/config/repository.ts), or its defaults.
const repository = {
  url: (process.env.REPOSITORY_URL || 'https://github.com/slimphp/Slim-Website').replace(/\/+$/, ''),
  branch: process.env.REPOSITORY_BRANCH || 'main',
};
const pages = sitePages();
// Dates come from git: a clone with its full history has them; a shallow clone or a source archive
// builds without them (src/config/gitHistory.ts). Which one this is, asked of git itself.
const fullHistory = (() => {
  try {
    return execFileSync('git', ['rev-parse', '--is-shallow-repository'], {encoding: 'utf8'}).trim() === 'false';
  } catch {
    return false;
  }
})();

/** @param {import('../../../../tests/support/site-pages.mjs').SitePage} page */
const source = (page) => page.source;
/** @param {import('../../../../tests/support/site-pages.mjs').SitePage} page */
const footerOf = (page) => {
  const file = htmlFileFor(page.route);
  assert.ok(file, `no HTML for /${page.route}`);
  const $ = cheerio.load(readFileSync(file, 'utf8'));
  const link = (/** @type {string} */ text) => $('article a').filter((_, a) => $(a).text().trim() === text);
  return {
    $,
    edit: link('Edit this page'),
    report: link('Report a problem with this page'),
    updated: $('article .theme-last-updated time'),
  };
};

/**
 * When a file was last committed, in milliseconds, as git says (the same question Docusaurus asks).
 * @param {string} file
 */
function lastCommitTime(file) {
  return (
    Number(execFileSync('git', ['log', '--max-count=1', '--format=%ct', '--', file], {encoding: 'utf8'}).trim()) * 1000
  );
}

describe('page footer', () => {
  test('every doc page and post links "Edit this page" to its source file in the repository', () => {
    const problems = [];
    for (const page of pages) {
      const {edit} = footerOf(page);
      const expected = `${repository.url}/edit/${repository.branch}/${source(page)}`;
      if (edit.length !== 1 || edit.attr('href') !== expected) problems.push(`${page.permalink}: ${edit.attr('href')}`);
      if (!existsSync(source(page))) problems.push(`${source(page)} is not a file of the repository`);
    }
    assert.deepEqual(problems, []);
  });

  test(`every doc page shows "Last updated" with the date of its last commit, in a clone with full history (this one: ${fullHistory}); a post only a date its front matter states`, () => {
    const problems = [];
    for (const page of pages) {
      const {updated} = footerOf(page);
      const datetime = updated.attr('datetime');
      // A post is dated by its own date (README, "Add a post"), unless its front matter states an update.
      if (page.kind === 'post') {
        const frontMatter = readFileSync(source(page), 'utf8').split(/^---$/m)[1] ?? '';
        const stated = /^last_update:\s*\{?\s*date:\s*['"]?(\d{4}-\d{2}-\d{2})/m.exec(frontMatter)?.[1];
        if (!stated && updated.length > 0)
          problems.push(`${page.permalink}: "Last updated" ${datetime} without last_update in its front matter`);
        if (stated && fullHistory && datetime?.slice(0, 10) !== stated)
          problems.push(`${page.permalink}: "Last updated" ${datetime}, its front matter says ${stated}`);
        continue;
      }
      if (!fullHistory) {
        if (updated.length > 0) problems.push(`${page.permalink}: a date without the history behind it`);
        continue;
      }
      if (!datetime || Number.isNaN(Date.parse(datetime))) problems.push(`${page.permalink}: ${datetime}`);
      else if (new Date(datetime).getTime() !== lastCommitTime(source(page)))
        problems.push(`${page.permalink}: ${datetime} is not the commit date`);
    }
    assert.deepEqual(problems, []);
  });

  test('"Report a problem" opens a new issue with the title, address, version and source of the page', () => {
    const problems = [];
    for (const page of pages) {
      const {report} = footerOf(page);
      if (report.length !== 1) {
        problems.push(`${page.permalink}: ${report.length} report links`);
        continue;
      }
      const url = new URL(String(report.attr('href')));
      const body = url.searchParams.get('body') ?? '';
      const version =
        page.kind === 'doc' ? `Slim ${String(page.version).slice(1)} guide (${page.version}` : 'Blog post of ';
      /** @type {[string | null, string][]} */
      const expected = [
        [`${url.origin}${url.pathname}`, `${repository.url}/issues/new`],
        [url.searchParams.get('title'), `Problem on "${page.title}"`],
      ];
      for (const [actual, wanted] of expected)
        if (actual !== wanted) problems.push(`${page.permalink}: ${actual} ≠ ${wanted}`);
      for (const line of [
        `Page: ${page.title}`,
        `Address: ${siteUrl}${page.permalink}`,
        `Version: ${version}`,
        `Source: ${source(page)}`,
      ]) {
        if (!body.includes(line)) problems.push(`${page.permalink}: body lacks "${line}"`);
      }
    }
    assert.deepEqual(problems, []);
  });

  test('the report link sits with the edit link, in the same footer column', () => {
    for (const page of pages.filter((p) =>
      ['/docs/v4/objects/routing', '/blog/slim-4.14.0-release'].some((s) => p.permalink.endsWith(s)),
    )) {
      const {edit, report} = footerOf(page);
      assert.ok(edit.parent().is(report.parent().parent()), `${page.permalink}: report link under the edit link`);
    }
  });

  test('the sitemap gives every doc page and post a lastmod date (with the full history)', () => {
    /** @type {{loc: string, lastmod?: string}[]} */
    const entries = readBuildXml('sitemap.xml', ['url']).urlset.url;
    const lastmod = new Map(entries.map((entry) => [entry.loc, entry.lastmod]));
    const problems = [];
    for (const page of pages) {
      const value = lastmod.get(`${siteUrl}${page.permalink}`);
      if (!fullHistory) {
        // A post may still carry its own date (Docusaurus 3.10 writes it without git; 3.8 does not),
        // which "a post is dated by its own date" (tests/content/crawlers.test.mjs) checks.
        if (value !== undefined && page.kind !== 'post')
          problems.push(`${page.permalink}: lastmod without the history behind it`);
        continue;
      }
      // A W3C date, as the sitemap protocol asks: the day (Docusaurus 3.8) or a UTC timestamp (3.10).
      if (!/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}(\.\d+)?Z)?$/.test(String(value)))
        problems.push(`${page.permalink}: ${value}`);
    }
    assert.deepEqual(problems, []);
  });
});
