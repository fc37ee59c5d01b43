// Site-wide checks over the production build.
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import {BUILD_DIR, htmlFiles, loadPage} from '../support/build.mjs';

test('no page loads anything from another origin', () => {
  const offenders = [];
  for (const file of htmlFiles(BUILD_DIR)) {
    const html = readFileSync(file, 'utf8');
    // Resources (not links): scripts, styles, images, fonts, frames.
    for (const match of html.matchAll(/<(script|link|img|iframe|source)\b[^>]*\b(src|href)="(https?:)?\/\/[^"]+"/g)) {
      if (match[1] === 'link' && !/rel="(stylesheet|preload|prefetch|modulepreload|icon)"/.test(match[0])) continue;
      offenders.push(`${file}: ${match[0].slice(0, 120)}`);
    }
  }
  assert.deepEqual(offenders, []);
});

test('the home page example is valid PHP', () => {
  const $ = loadPage('');
  const code = $('header pre code').first().text();
  assert.match(code, /AppFactory::create\(\)/);
  const out = execFileSync('php', ['-l'], {input: code, encoding: 'utf8'});
  assert.match(out, /No syntax errors/);
});

test('the home page shows the three newest posts', () => {
  const $ = loadPage('');
  const links = $('section[aria-labelledby="latest-posts-heading"] h3 a');
  assert.equal(links.length, 3);
  const rss = readFileSync(join(BUILD_DIR, 'blog', 'rss.xml'), 'utf8');
  const newest = [...rss.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)]
    .slice(0, 3)
    .map((m) => new URL(m[1]).pathname);
  assert.deepEqual(links.map((_, a) => $(a).attr('href')).get(), newest);
});

test('the not-found page exists and the markdown page is real content', () => {
  assert.ok(readFileSync(join(BUILD_DIR, '404.html'), 'utf8').includes('Page not found'));
  const $ = loadPage('about');
  assert.equal($('main h1').text(), 'About this website');
  assert.ok($('main').text().split(/\s+/).length > 150);
});
