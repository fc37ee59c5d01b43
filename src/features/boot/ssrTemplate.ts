import {appLoaderSource} from './appLoaderSource';
import {CHUNK_GLOBAL} from './chunkGlobal';
import {HYDRATED_EVENT} from './hydratedEvent';

/** The global the loader's head tag defines and the template's call reads. */
const LOADER_GLOBAL = 'slimAppLoader';

/**
 * The inline loader (appLoader.ts), as a head tag (the boot plugin's injectHtmlTags, index.ts)
 * rather than in the template: the template is part of the site configuration, which Docusaurus
 * hands to the browser in the app's start-up files; plugins' head tags are not.
 */
export const loaderHeadTag = {tagName: 'script', innerHTML: `${LOADER_GLOBAL}=${appLoaderSource()}`};

/**
 * The page template, through the documented `ssrTemplate` option (Eta syntax, the variables of
 * Docusaurus's documented default template). It differs from that default in one place: the app's
 * files are not `<script defer>` tags, which the browser would fetch and run before the load
 * event, but the arguments of a call of the inline loader, written after the head tags that
 * define it. Nothing else is the site's: a Docusaurus upgrade that changes its default template
 * is compared with this one by hand (docs-dev/upgrading-docusaurus.md).
 */
export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %><%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %><link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <script>${LOADER_GLOBAL}(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>, <%~ JSON.stringify(it.baseUrl) %>, ${JSON.stringify(CHUNK_GLOBAL)}, ${JSON.stringify(HYDRATED_EVENT)});</script>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
