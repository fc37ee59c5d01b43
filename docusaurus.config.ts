import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {siteIdentity} from './src/config/siteIdentity';
import {basePathFromEnv} from './src/config/serving.mjs';
import {codeTheme} from './src/features/code-blocks/codeThemes';
import {additionalPrismLanguages} from './src/features/code-blocks/prismLanguages';
import {ssrTemplate} from './src/features/boot/ssrTemplate';
import {THEME_LOADING} from './src/features/boot/themeLoading';
import remarkRunExamples from './src/features/playground/remarkRunExamples';
import {currentGuidePage, currentVersion, guideVersions} from './src/config/versions';
import {editUrlOf, repositoryFrom} from './src/config/repository';
import {canShowLastUpdate} from './src/config/gitHistory';
import {DEFAULT_SOCIAL_CARD} from './src/shared/pageFiles';
import {counterpartLinksIn} from './src/features/versions/remarkCounterpartLinks';
import remarkTutorialSteps from './src/features/tutorial/remarkTutorialSteps';
import remarkTypeCards from './src/features/type-cards/remarkTypeCards';
import {
  feedItemsWithPublishedDates,
  keepStatedPostUpdates,
  sitemapItemsWithPostDates,
} from './src/features/crawlers/postDates';
import type {SearchIndexOptions} from './src/features/search';
import {fasterFlags} from './src/config/fasterFlags';

// One single-segment base path for every route; overridable so the same build works under any host.
const baseUrl = basePathFromEnv();
// Content under construction can relax link checks locally; CI and production always throw.
const linkPolicy = process.env.LINKS_POLICY === 'warn' ? 'warn' : 'throw';
// Where "Edit this page" and "Report a problem" lead (REPOSITORY_URL, REPOSITORY_BRANCH).
const repository = repositoryFrom(process.env);
// "Last updated" and sitemap lastmod come from git: only a clone with its full history has them.
const showLastUpdateTime = canShowLastUpdate(__dirname);

const config: Config = {
  title: siteIdentity.title,
  tagline: siteIdentity.tagline,
  favicon: 'img/favicon.svg',
  url: process.env.SITE_URL ?? 'https://www.slimframework.com',
  baseUrl,
  trailingSlash: undefined,

  // Every flag spelled out rather than `v4: true` / `experimental_faster: true`, which turn on
  // whatever flags a newer Docusaurus adds (3.10's v4 adds storage namespacing, which renames
  // every localStorage key): an upgrade (npm run test:upgrade) changes only what its release
  // notes say. These are exactly what the shortcuts turn on in 3.8.1.
  future: {
    v4: {removeLegacyPostBuildHeadAttribute: true, useCssCascadeLayers: true},
    ...fasterFlags({
      swcJsLoader: true,
      swcJsMinimizer: true,
      swcHtmlMinimizer: true,
      lightningCssMinimizer: true,
      mdxCrossCompilerCache: true,
      rspackBundler: true,
      rspackPersistentCache: true,
      ssgWorkerThreads: true,
    }),
  },

  // The content uses MDX 3 syntax only ({/* truncate */}, :::note[Title]): the MDX 1 forms are not
  // accepted, so that they cannot come back (Docusaurus 4 drops them).
  markdown: {mdx1Compat: {comments: false, admonitions: false, headingIds: true}},

  onBrokenLinks: linkPolicy,
  onBrokenAnchors: linkPolicy,
  onBrokenMarkdownLinks: linkPolicy,
  onDuplicateRoutes: 'throw',

  // Pages are complete HTML; the app starts once the page has loaded and the browser is idle
  // (src/features/boot/appLoader.ts), which also shows the banner for a wrong base path in place of
  // the theme's. The theme's own loading (THEME_LOADING=1, a comparison for the benchmarks only)
  // keeps Docusaurus's template and banner.
  ...(THEME_LOADING ? {} : {ssrTemplate}),
  baseUrlIssueBanner: THEME_LOADING,

  // The repository for the theme's "Report a problem with this page" link; both for the content tests.
  customFields: {repository, showLastUpdateTime},

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: {label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en'},
    },
  },

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: 'docs',
          sidebarPath: './sidebars.ts',
          // A Run button under every complete Slim 4 application the example runner executes; each
          // tutorial step's data for its <TutorialStep>; what the type index says of each PHP block.
          remarkPlugins: [remarkRunExamples, remarkTutorialSteps, remarkTypeCards],
          // A tutorial step page keeps its step folder's name, number included, as its id and address
          // (docs/tutorial/01-first-route.md is tutorial/01-first-route), as the steps' links expect.
          numberPrefixParser: false,
          lastVersion: 'current',
          versions: Object.fromEntries(
            guideVersions.map((version) => [
              version.name,
              {
                label: version.label,
                path: version.label,
                ...(version.maintained ? {} : {banner: 'unmaintained' as const}),
              },
            ]),
          ),
          // "Edit this page" and "Last updated" (the date of the file's newest commit).
          editUrl: ({versionDocsDirPath, docPath}) => editUrlOf(repository, `${versionDocsDirPath}/${docPath}`),
          showLastUpdateTime,
          // `counterpart:v3` links ("Coming from Slim 3?") name the same subject's page in that guide.
          // The site's folder is given in a closure: options written here are also sent to every browser.
          beforeDefaultRemarkPlugins: [counterpartLinksIn(__dirname)],
        },
        blog: {
          blogTitle: 'Blog',
          blogDescription: 'Release announcements, tutorials and news from the Slim Framework project.',
          blogSidebarTitle: 'All posts',
          blogSidebarCount: 'ALL',
          postsPerPage: 20,
          showReadingTime: true,
          authorsMapPath: 'authors.yml',
          tags: 'tags.yml',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          editUrl: ({blogDirPath, blogPath}) => editUrlOf(repository, `${blogDirPath}/${blogPath}`),
          showLastUpdateTime,
          // A post's date is its own; "Last updated" only for a change its front matter states.
          processBlogPosts: keepStatedPostUpdates,
          feedOptions: {
            type: 'all',
            limit: false,
            title: 'Slim Framework blog',
            description: 'Release announcements, tutorials and news from the Slim Framework project.',
            copyright: siteIdentity.copyright,
            createFeedItems: feedItemsWithPublishedDates,
          },
        },
        theme: {
          customCss: './src/css/custom.css',
        },
        // A doc page's <lastmod> is its source's last commit date, a post's its own date or stated update.
        // Without the history the sitemap would ask git itself and fail the build.
        sitemap: {lastmod: showLastUpdateTime ? 'date' : null, createSitemapItems: sitemapItemsWithPostDates},
      } satisfies Preset.Options,
    ],
  ],

  // One folder per feature (src/features/<feature>/README.md says what each does); a feature's
  // theme components come with its plugin (getThemePath), so src/theme/ holds only what is one per site.
  plugins: [
    './src/features/home/latestPosts.ts',
    './src/features/code-blocks/index.ts',
    './src/features/boot/index.ts',
    './src/features/boot/entryChunk.ts',
    './src/features/versions/index.ts',
    './src/features/markdown-copies/index.ts',
    './src/features/social-cards/index.ts',
    './src/features/playground/phpPlayground.ts',
    './src/features/playground/homeExample.ts',
    './src/features/type-cards/index.ts',
    './src/features/page-tools/index.ts',
    './src/features/not-found/index.ts',
    './src/features/crawlers/index.ts',
    './src/features/fonts/index.ts',
    [
      './src/features/search/index.ts',
      {
        // One index per guide and one for the blog: a reader downloads only the one in use. Pages outside
        // them (home, the search page) search the current guide and the blog.
        contexts: [
          ...guideVersions.map((version) => ({label: version.label, path: version.root.replace(/^\/|\/$/g, '')})),
          {label: 'Blog', path: 'blog'},
        ],
        rootContexts: [currentVersion.root.replace(/^\/|\/$/g, ''), 'blog'],
        // The upgrade guides name every API that changed in their headings: the pages that define
        // those APIs come first.
        secondaryPages: guideVersions.map((version) => `${version.root.replace(/^\//, '')}start/upgrade`),
      } satisfies SearchIndexOptions,
    ],
    './src/features/mcp-server/index.ts',
    // The redirect pages of the old and `.html` addresses (@docusaurus/plugin-client-redirects, with
    // its options in that file: what is written here is also sent to every browser).
    './src/features/crawlers/redirectPages.ts',
  ],

  themeConfig: {
    // The default card (src/features/social-cards); doc pages and posts get their own.
    image: DEFAULT_SOCIAL_CARD,
    metadata: [{name: 'keywords', content: 'Slim, PHP, micro framework, PSR-7, PSR-15, router, middleware'}],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    announcementBar: {
      id: siteIdentity.announcement.id,
      content: siteIdentity.announcement.html(baseUrl),
      isCloseable: true,
    },
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: 'Slim',
      hideOnScroll: true,
      logo: {alt: 'Slim Framework logo', src: 'img/logo.svg', width: 32, height: 32},
      items: [
        {type: 'doc', docId: 'index', label: 'User Guide', position: 'left'},
        {to: currentGuidePage('tutorial'), label: 'Tutorial', position: 'left'},
        {to: '/blog', label: 'Blog', position: 'left'},
        {type: 'docsVersionDropdown', position: 'right', dropdownActiveClassDisabled: true},
        {type: 'localeDropdown', position: 'right'},
        {type: 'search', position: 'right'},
        {href: siteIdentity.links.github, label: 'GitHub', position: 'right'},
        {href: siteIdentity.links.forum, label: 'Support forum', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Docs',
          items: guideVersions.map((version) => ({label: `Slim ${version.major} guide`, to: version.root})),
        },
        {
          title: 'Community',
          items: [
            {label: 'Stack Overflow', href: siteIdentity.links.stackOverflow},
            {label: 'Support forum', href: siteIdentity.links.forum},
          ],
        },
        {
          title: 'More',
          items: [
            {label: 'Blog', to: '/blog'},
            {label: 'GitHub', href: siteIdentity.links.github},
            {label: 'About this website', to: '/about'},
          ],
        },
      ],
      copyright: siteIdentity.copyright,
    },
    prism: {
      // One theme of CSS variables for both modes (src/features/code-blocks/codeThemeVariables.ts defines them).
      theme: codeTheme,
      darkTheme: codeTheme,
      additionalLanguages: additionalPrismLanguages,
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
