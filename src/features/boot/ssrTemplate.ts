import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import docusaurusTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import {minifySync} from '@swc/core';
import {CHUNK_GLOBAL} from './chunkGlobal';
import {HYDRATED_EVENT} from './hydratedEvent';
import {THEME_LOADING} from './themeLoading';

// The loader that replaces the theme's <script defer> tags (see the file for why).
// The template is part of the site's configuration, which Docusaurus hands to the browser whole: the
// app's start-up files carry it. So the loader goes in minified (no comments, short local names),
// 5.9 KB instead of 22.6 KB (2.2 KB instead of 6.4 KB with Brotli); not compressed, so that the
// minifier keeps it as it is written (one function expression it would otherwise see as unused).
// The file is one function expression, which the template calls with the page's scripts. A formatter
// ends it with a semicolon, which would make the call a separate, side-effect-free expression that the
// HTML minifier drops (an empty inline script, an app that never starts): the semicolon goes.
const appLoader = minifySync(readFileSync(join(__dirname, 'appLoader.js'), 'utf8'), {
  compress: false,
  mangle: true,
  module: false,
  format: {comments: false},
})
  .code.trim()
  .replace(/;$/, '');
if (!/\)$/.test(appLoader)) {
  throw new Error(
    'src/features/boot/appLoader.js must be one parenthesised function expression: the page template calls it.',
  );
}

/** The part of Docusaurus's page template that loads the app with the page. */
const THEME_SCRIPT_TAGS = `
    <% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>
`;

const LOADER_TAG = `
    <script>${appLoader}(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>, <%~ JSON.stringify(it.baseUrl) %>, ${JSON.stringify(CHUNK_GLOBAL)}, ${JSON.stringify(HYDRATED_EVENT)});</script>
`;

/**
 * Docusaurus's own page template with one change: the app's scripts are handed to the inline
 * loader instead of being loaded with the page. Derived, not copied: a Docusaurus whose template
 * no longer has that exact part fails the build here, so that nobody ships a stale template.
 */
function deriveSsrTemplate(template: string): string {
  if (template.split(THEME_SCRIPT_TAGS).length !== 2) {
    throw new Error(
      "src/features/boot/ssrTemplate.ts: Docusaurus's page template no longer loads its scripts the way this site replaces " +
        '(THEME_SCRIPT_TAGS); compare @docusaurus/core/lib/ssg/ssgTemplate.html.js and update src/features/boot/.',
    );
  }
  return template.replace(THEME_SCRIPT_TAGS, LOADER_TAG);
}

/** The site's template, or Docusaurus's own with THEME_LOADING=1 (themeLoading.ts). */
export const ssrTemplate = THEME_LOADING ? docusaurusTemplate : deriveSsrTemplate(docusaurusTemplate);
