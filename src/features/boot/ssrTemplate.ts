import docusaurusTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import {appLoaderSource} from './appLoaderSource';
import {CHUNK_GLOBAL} from './chunkGlobal';
import {HYDRATED_EVENT} from './hydratedEvent';
import {THEME_LOADING} from './themeLoading';

/** The part of Docusaurus's page template that loads the app with the page. */
const THEME_SCRIPT_TAGS = `
    <% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>
`;

/** Where the template writes the plugins' head tags: before THEME_SCRIPT_TAGS. */
const HEAD_TAGS = '<%~ it.headTags %>';

/** The global the loader's head tag defines and the template's call reads. */
const LOADER_GLOBAL = 'slimAppLoader';

/**
 * The inline loader that replaces the theme's <script defer> tags (see appLoader.js for why),
 * minified, as a head tag (the boot plugin's injectHtmlTags, index.ts): the template is part of the
 * site configuration, which Docusaurus hands to the browser whole in the app's start-up files, and
 * plugins' head tags are not (2.2 KB of the start-up files with Brotli). Only its call, with the
 * page's scripts, stays in the template.
 */
export const loaderHeadTag = {tagName: 'script', innerHTML: `${LOADER_GLOBAL}=${appLoaderSource()}`};

const LOADER_CALL = `
    <script>${LOADER_GLOBAL}(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>, <%~ JSON.stringify(it.baseUrl) %>, ${JSON.stringify(CHUNK_GLOBAL)}, ${JSON.stringify(HYDRATED_EVENT)});</script>
`;

/**
 * Docusaurus's own page template with one change: the app's scripts are handed to the inline
 * loader (defined by a head tag, loaderHeadTag) instead of being loaded with the page. Derived, not copied: a Docusaurus whose template
 * no longer has that exact part fails the build here, so that nobody ships a stale template.
 */
export function deriveSsrTemplate(template: string): string {
  const scriptTags = template.split(THEME_SCRIPT_TAGS);
  if (scriptTags.length !== 2 || !scriptTags[0]!.includes(HEAD_TAGS)) {
    throw new Error(
      "src/features/boot/ssrTemplate.ts: Docusaurus's page template no longer loads its scripts the way this site replaces " +
        '(THEME_SCRIPT_TAGS, after the head tags that define the loader); compare @docusaurus/core/lib/ssg/ssgTemplate.html.js and update src/features/boot/.',
    );
  }
  return template.replace(THEME_SCRIPT_TAGS, LOADER_CALL);
}

/** The site's template, or Docusaurus's own with THEME_LOADING=1 (themeLoading.ts). */
export const ssrTemplate = THEME_LOADING ? docusaurusTemplate : deriveSsrTemplate(docusaurusTemplate);
