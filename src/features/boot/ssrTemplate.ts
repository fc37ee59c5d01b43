import docusaurusTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import {appLoaderSource} from './appLoaderSource';
import {CHUNK_GLOBAL} from './chunkGlobal';
import {HYDRATED_EVENT} from './hydratedEvent';
import {THEME_LOADING} from './themeLoading';

// The loader that replaces the theme's <script defer> tags (see appLoader.js for why), minified.
const appLoader = appLoaderSource();

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
export function deriveSsrTemplate(template: string): string {
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
