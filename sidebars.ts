import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {docusaurusAtLeast} from './src/config/docusaurusVersion';
import {currentGuidePage} from './src/config/versions';
import {readSteps} from './src/features/tutorial/model/steps.mjs';

// Items are doc ids: a page's label comes from its front matter (`sidebar_label`, else `title`), so the
// sidebar, breadcrumbs and previous/next links name it alike. Category labels are the sidebar's own.

/** One entry of a sidebar, as the docs plugin accepts it. */
type SidebarItemConfig = Extract<SidebarsConfig[string], unknown[]>[number];

// Docusaurus 3.10 fails on two items of a sidebar with the same label (their translation keys
// collide: Headers and Body are under both The Request and The Response) unless each has a `key`;
// 3.8.1 rejects the field. Drop the test once the site is on 3.10.
const ITEM_KEYS = docusaurusAtLeast(3, 10);

/** Jump links to the sections of one long reference page, as the old guide's sidebar had them. */
function sectionLinks(page: string, sections: [anchor: string, label: string][]): SidebarItemConfig[] {
  return sections.map(
    ([anchor, label]) =>
      ({
        type: 'link',
        label,
        href: `${currentGuidePage(page)}#${anchor}`,
        ...(ITEM_KEYS ? {key: `${page}#${anchor}`} : {}),
      }) as SidebarItemConfig,
  );
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
      items: ['index', 'start/installation', 'start/web-servers', 'deployment', 'start/upgrade'],
    },
    {
      type: 'category',
      label: 'Tutorial',
      link: {type: 'doc', id: 'tutorial/index'},
      // One page per step folder (src/features/tutorial/steps/), in the steps' order.
      items: readSteps().map((step) => `tutorial/${step.slug}`),
    },
    {
      type: 'category',
      label: 'Concepts',
      link: {type: 'doc', id: 'concepts/index'},
      items: ['concepts/life-cycle', 'concepts/value-objects', 'concepts/middleware', 'concepts/di'],
    },
    {
      type: 'category',
      label: 'The Application',
      link: {type: 'doc', id: 'objects/index'},
      items: [
        'objects/application',
        ...sectionLinks('objects/application', [
          ['advanced-notices-and-warnings-handling', 'Notices & Warnings Handling'],
        ]),
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
        'middleware/routing',
        'middleware/error-handling',
        'middleware/method-overriding',
        'middleware/output-buffering',
        'middleware/body-parsing',
        'middleware/content-length',
      ],
    },
    {
      type: 'category',
      label: 'Cookbook',
      link: {type: 'doc', id: 'cookbook/index'},
      items: [
        'cookbook/route-patterns',
        'cookbook/retrieving-current-route',
        'cookbook/database-doctrine',
        'cookbook/enable-cors',
        'cookbook/uploading-files',
        'cookbook/testing',
      ],
    },
    {
      type: 'category',
      label: 'Add-ons',
      link: {type: 'doc', id: 'features/templates'},
      items: ['features/twig-view', 'features/php-view', 'features/csrf', 'features/flash', 'features/caching'],
    },
    {
      type: 'category',
      label: 'Contributing',
      link: {type: 'doc', id: 'contributors/index'},
      items: ['contributors/strategy', 'contributors/guidelines'],
    },
  ],
};

export default sidebars;
