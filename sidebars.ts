import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** One entry of a sidebar, as the docs plugin accepts it. */
type SidebarItemConfig = Extract<SidebarsConfig[string], unknown[]>[number];

/** Jump links to the sections of one long reference page, as the old guide's sidebar had them. */
function sectionLinks(page: string, sections: [anchor: string, label: string][]): SidebarItemConfig[] {
  return sections.map(([anchor, label]) => ({type: 'link', label, href: `/docs/v4/${page}#${anchor}`}));
}

/** A category whose title opens its own page, with that page's section links beneath. */
function referenceCategory(label: string, page: string, sections: [string, string][]): SidebarItemConfig {
  return {type: 'category', label, link: {type: 'doc', id: page}, items: sectionLinks(page, sections)};
}

const sidebars: SidebarsConfig = {
  docSidebar: [
    {
      type: 'category',
      label: 'Get Started',
      link: {type: 'doc', id: 'start/index'},
      collapsed: false,
      items: [
        {type: 'doc', id: 'index', label: 'Home'},
        {type: 'doc', id: 'start/installation', label: 'Installation'},
        {type: 'doc', id: 'start/web-servers', label: 'Web Servers'},
        {type: 'doc', id: 'deployment', label: 'Deployment'},
        {type: 'doc', id: 'start/upgrade', label: 'Upgrade Guide'},
      ],
    },
    {
      type: 'category',
      label: 'Concepts',
      link: {type: 'doc', id: 'concepts/index'},
      items: [
        {type: 'doc', id: 'concepts/life-cycle', label: 'Application Life Cycle'},
        {type: 'doc', id: 'concepts/value-objects', label: 'PSR-7'},
        {type: 'doc', id: 'concepts/middleware', label: 'Middleware'},
        {type: 'doc', id: 'concepts/di', label: 'Dependency Container'},
      ],
    },
    {
      type: 'category',
      label: 'The Application',
      link: {type: 'doc', id: 'objects/index'},
      items: [
        {type: 'doc', id: 'objects/application', label: 'Overview'},
        ...sectionLinks('objects/application', [['advanced-notices-and-warnings-handling', 'Notices & Warnings Handling']]),
      ],
    },
    referenceCategory('The Request', 'objects/request', [
      ['the-request-method', 'Method'],
      ['the-request-headers', 'Headers'],
      ['the-request-body', 'Body'],
      ['uploaded-files', 'Uploaded Files'],
      ['request-helpers', 'Helpers'],
      ['route-object', 'Route object'],
    ]),
    referenceCategory('The Response', 'objects/response', [
      ['the-response-status', 'Status'],
      ['the-response-headers', 'Headers'],
      ['the-response-body', 'Body'],
      ['returning-json', 'JSON'],
    ]),
    referenceCategory('Routing', 'objects/routing', [
      ['how-to-create-routes', 'Create Routes'],
      ['route-callbacks', 'Callbacks'],
      ['route-strategies', 'Strategies'],
      ['route-placeholders', 'Placeholders'],
      ['route-names', 'Names'],
      ['route-groups', 'Groups'],
      ['route-middleware', 'Middleware'],
      ['route-expressions-caching', 'Caching'],
      ['container-resolution', 'Container Resolution'],
    ]),
    {
      type: 'category',
      label: 'Packaged Middleware',
      link: {type: 'doc', id: 'middleware/index'},
      items: [
        {type: 'doc', id: 'middleware/routing', label: 'Routing'},
        {type: 'doc', id: 'middleware/error-handling', label: 'Error Handling'},
        {type: 'doc', id: 'middleware/method-overriding', label: 'Method Overriding'},
        {type: 'doc', id: 'middleware/output-buffering', label: 'Output Buffering'},
        {type: 'doc', id: 'middleware/body-parsing', label: 'Body Parsing'},
        {type: 'doc', id: 'middleware/content-length', label: 'Content Length'},
      ],
    },
    {
      type: 'category',
      label: 'Cookbook',
      link: {type: 'doc', id: 'cookbook/index'},
      items: [
        {type: 'doc', id: 'cookbook/route-patterns', label: 'Trailing / in routes'},
        {type: 'doc', id: 'cookbook/retrieving-current-route', label: 'Retrieving Current Route'},
        {type: 'doc', id: 'cookbook/database-doctrine', label: 'Using Doctrine with Slim'},
        {type: 'doc', id: 'cookbook/enable-cors', label: 'Enabling CORS'},
        {type: 'doc', id: 'cookbook/uploading-files', label: 'Uploading Files'},
      ],
    },
    {
      type: 'category',
      label: 'Add-ons',
      link: {type: 'doc', id: 'features/templates'},
      items: [
        {type: 'doc', id: 'features/twig-view', label: 'Twig Templates'},
        {type: 'doc', id: 'features/php-view', label: 'PHP Templates'},
      ],
    },
    {
      type: 'category',
      label: 'Contributing',
      link: {type: 'doc', id: 'contributors/index'},
      items: [
        {type: 'doc', id: 'contributors/strategy', label: 'Branching Strategy'},
        {type: 'doc', id: 'contributors/guidelines', label: 'Guidelines'},
      ],
    },
  ],
};

export default sidebars;
