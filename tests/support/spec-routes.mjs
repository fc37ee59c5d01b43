// The routes of the three guides, written out once: the content, serving and Markdown-copy tests check that the build has exactly these pages (CONTRIBUTING.md, "Add a doc page").

/**
 * Doc ids from pages grouped by section (`''` holds ids as they are).
 * @param {Record<string, string[]>} groups
 * @returns {string[]}
 */
const expand = (groups) =>
  Object.entries(groups).flatMap(([section, pages]) =>
    section === '' ? pages : pages.map((page) => (page === 'index' ? `${section}/index` : `${section}/${page}`)),
  );

/** @type {Record<string, string[]>} the doc ids of each guide, by its label */
export const DOCS_PAGES = {
  v4: expand({
    '': ['index', 'deployment'],
    concepts: ['index', 'di', 'life-cycle', 'middleware', 'value-objects'],
    contributors: ['index', 'guidelines', 'strategy'],
    cookbook: [
      'index',
      'database-doctrine',
      'enable-cors',
      'retrieving-current-route',
      'route-patterns',
      'testing',
      'uploading-files',
    ],
    features: ['caching', 'csrf', 'flash', 'php-view', 'templates', 'twig-view'],
    middleware: [
      'index',
      'body-parsing',
      'content-length',
      'error-handling',
      'method-overriding',
      'output-buffering',
      'routing',
    ],
    objects: ['index', 'application', 'request', 'response', 'routing'],
    start: ['index', 'installation', 'upgrade', 'web-servers'],
    tutorial: ['index', '01-first-route'],
  }),
  v3: expand({
    '': ['index', 'deployment', 'tutorial/first-app'],
    concepts: ['di', 'life-cycle', 'middleware', 'value-objects'],
    contributors: ['guidelines', 'strategy'],
    cookbook: [
      'action-domain-responder',
      'database-atlas',
      'database-doctrine',
      'database-eloquent',
      'enable-cors',
      'environment',
      'ip-address',
      'retrieving-current-route',
      'route-patterns',
      'uploading-files',
    ],
    features: ['caching', 'csrf', 'flash', 'templates'],
    handlers: ['error', 'not-allowed', 'not-found', 'php-error'],
    objects: ['application', 'request', 'response', 'router'],
    start: ['installation', 'upgrade', 'web-servers'],
  }),
  v2: expand({
    '': ['index', 'di/overview', 'environment/overview', 'start/get-started'],
    cache: ['etag', 'expires', 'lastmodified', 'overview'],
    configuration: ['modes', 'names-and-scopes', 'overview', 'settings'],
    errors: ['404', '500', 'debug', 'output', 'overview'],
    flash: ['keep', 'next', 'now', 'overview'],
    hooks: ['custom', 'defaults', 'how-to-use', 'overview'],
    logging: ['activate', 'levels', 'overview', 'writers'],
    middleware: ['how-to-use', 'how-to-write', 'overview'],
    request: [
      'body',
      'content-types',
      'cookies',
      'headers',
      'helpers',
      'method',
      'overview',
      'paths',
      'variables',
      'xhr',
    ],
    response: ['body', 'cookies', 'headers', 'helpers', 'overview', 'status'],
    routing: [
      'conditions',
      'custom',
      'delete',
      'get',
      'groups',
      'helpers',
      'middleware',
      'names',
      'options',
      'overview',
      'params',
      'patch',
      'post',
      'put',
      'rewrite',
    ],
    sessions: ['cookies', 'native'],
    view: ['custom', 'data', 'overview', 'rendering'],
  }),
};

/**
 * The URL path of a docs page under the base path, as Docusaurus routes it.
 * @param {string} version the guide's label (`v4`)
 * @param {string} page the doc id
 * @returns {string}
 */
export function docsRoute(version, page) {
  if (page === 'index') return `docs/${version}/`;
  return `docs/${version}/${page.replace(/\/index$/, '')}`;
}
