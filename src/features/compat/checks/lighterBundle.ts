// Reliances of the lighter bundle (src/features/boot/lighterBundle): modules of the theme
// and of Docusaurus that the browser's bundle replaces or rewrites. Checked on the installed packages.
import {existsSync, mkdtempSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {Reliance} from '../reliances';
import {broken, installedFile, requireFromRoot} from '../contract';
import {SOCIAL_ICONS} from '../../boot/lighterBundle/socialIcons';

const BUNDLE = 'src/features/boot/lighterBundle/index.ts';

export const themeProgressModule: Reliance = {
  id: 'theme-progress-module',
  what: "The theme's client module that shows nprogress's bar during a client-side navigation, which the browser's bundle replaces with one that imports nprogress on the first navigation (`NormalModuleReplacementPlugin`)",
  upstream: {package: '@docusaurus/theme-classic', checkedOn: '3.8.1'},
  usedIn: [BUNDLE, 'src/features/boot/lighterBundle/progressBar.ts'],
  tier: 'install',
  check() {
    for (const file of ['lib/nprogress.js', 'lib/nprogress.css']) {
      if (!existsSync(installedFile('@docusaurus/theme-classic', file)))
        broken(
          `@docusaurus/theme-classic/${file} is gone: the replacement in lighterBundle matches nothing and nprogress is back in the start-up files`,
        );
    }
  },
  alsoProvenBy: ['src/features/boot/tests/lighter-bundle.test.mjs', 'src/features/boot/tests/lighter-bundle.spec.ts'],
};

export const utilsCommonEntry: Reliance = {
  id: 'utils-common-entry',
  what: "`@docusaurus/utils-common`'s exports and the files that define them (`lib/applyTrailingSlash`, `lib/stringUtils`, `lib/errorUtils`), which the browser's bundle imports directly instead of its entry (which pulls in tslib)",
  upstream: {package: '@docusaurus/utils-common', checkedOn: '3.8.1'},
  usedIn: [BUNDLE, 'src/features/boot/lighterBundle/utilsCommon.js'],
  tier: 'install',
  async check() {
    const upstream = requireFromRoot('@docusaurus/utils-common') as Record<string, unknown>;
    const ours = (await import('../../boot/lighterBundle/utilsCommon.js')) as Record<string, unknown>;
    const names = (exports: Record<string, unknown>) =>
      Object.keys(exports)
        .filter((name) => name !== '__esModule' && name !== 'default')
        .sort();
    const missing = names(upstream).filter((name) => !(name in ours));
    if (missing.length > 0) broken(`utils-common exports ${missing.join(', ')}, which utilsCommon.js does not`);
    const differing = names(ours).filter((name) => ours[name] !== upstream[name]);
    if (differing.length > 0)
      broken(`utilsCommon.js's ${differing.join(', ')} differ from @docusaurus/utils-common's (a file moved?)`);
  },
  alsoProvenBy: ['src/features/boot/tests/lighter-bundle.test.mjs'],
};

/** What the browser's code imports from react-helmet-async: Docusaurus's client entry and its <Head>. */
const HELMET_IMPORTS = {
  'lib/client/clientEntry.js': 'HelmetProvider',
  'lib/client/exports/Head.js': 'Helmet',
};

export const helmetClientApi: Reliance = {
  id: 'helmet-client-api',
  what: "What Docusaurus's browser code takes from react-helmet-async: `HelmetProvider` around the app (`clientEntry.js`) and `Helmet` as `<Head>`, given its children (`exports/Head.js`); the browser's bundle gets the same two from browserHead.tsx, held to react-helmet-async's output by a unit test",
  upstream: {package: '@docusaurus/core', checkedOn: '3.8.1'},
  usedIn: [BUNDLE, 'src/features/boot/lighterBundle/browserHead.tsx'],
  tier: 'install',
  check() {
    const importing = /import \{([^}]*)\} from 'react-helmet-async'/g;
    for (const [file, name] of Object.entries(HELMET_IMPORTS)) {
      const source = readFileSync(installedFile('@docusaurus/core', file), 'utf8');
      const names = [...source.matchAll(importing)].map(([, list]) => list!.trim());
      if (names.join() !== name)
        broken(
          `@docusaurus/core/${file} imports ${names.join('; ') || 'nothing'} from react-helmet-async, not ${name}`,
        );
    }
    const head = readFileSync(installedFile('@docusaurus/core', 'lib/client/exports/Head.js'), 'utf8');
    if (!head.includes('<Helmet {...props}/>')) broken("Docusaurus's <Head> no longer renders <Helmet {...props}/>");
  },
  alsoProvenBy: ['src/features/boot/tests/browser-head.unit.ts', 'src/features/boot/tests/lighter-bundle.test.mjs'],
};

type ChunkNamesLoader = {withShortNames: (source: string) => string};
type RoutesChunkNamesLoader = {withShortNames: (source: string, registrySource: string) => string};
type RouteFiles = {generateRouteFiles: (options: {generatedFilesDir: string; routes: unknown[]}) => Promise<void>};

export const routeRegistryFormat: Reliance = {
  id: 'route-registry-format',
  what: "The route registry Docusaurus generates (`registry.js` in the generated files folder, `[() => import(p), p, require.resolveWeak(p)]` per chunk, keyed by the chunk's name) and each route's chunk names (`routesChunkNames.json`, the same names): the browser's copy blanks the paths, read only by react-loadable's server-side report, and shortens the names in both files alike",
  upstream: {package: '@docusaurus/core', checkedOn: '3.8.1'},
  usedIn: [
    BUNDLE,
    'src/features/boot/lighterBundle/registryLoader.js',
    'src/features/boot/lighterBundle/routesChunkNamesLoader.js',
    'src/features/boot/lighterBundle/chunkNames.js',
  ],
  tier: 'install',
  async check() {
    const {generateRouteFiles} = requireFromRoot('@docusaurus/core/lib/server/codegen/codegenRoutes.js') as RouteFiles;
    const registryLoader = requireFromRoot(
      './src/features/boot/lighterBundle/registryLoader.js',
    ) as ChunkNamesLoader & {
      withoutPaths: (source: string) => string;
    };
    const routesLoader = requireFromRoot(
      './src/features/boot/lighterBundle/routesChunkNamesLoader.js',
    ) as RoutesChunkNamesLoader;
    const folder = mkdtempSync(join(tmpdir(), 'route-registry-'));
    try {
      const page = '@site/docs/a "quoted" page.md';
      await generateRouteFiles({
        generatedFilesDir: folder,
        routes: [
          {path: '/a', component: '@theme/DocItem', exact: true, modules: {content: page}},
          {path: '/b', component: '@theme/DocItem', exact: true, modules: {content: '@site/docs/b.md'}},
        ],
      });
      const file = join(folder, 'registry.js');
      if (!existsSync(file)) broken('generateRouteFiles no longer writes registry.js');
      let blanked: string;
      try {
        blanked = registryLoader.withoutPaths(readFileSync(file, 'utf8'));
      } catch (error) {
        broken((error as Error).message);
      }
      if (!blanked.includes(`import(/* webpackChunkName`) || blanked.includes(`, ${JSON.stringify(page)}, `))
        broken('the blanked registry lost its imports or kept a path');
      const registry = readFileSync(file, 'utf8');
      let routes: Record<string, Record<string, string>>;
      let shortRegistry: string;
      try {
        shortRegistry = registryLoader.withShortNames(registry);
        routes = JSON.parse(
          routesLoader.withShortNames(readFileSync(join(folder, 'routesChunkNames.json'), 'utf8'), registry),
        ) as typeof routes;
      } catch (error) {
        broken((error as Error).message);
      }
      const names = Object.values(routes).flatMap((chunks) => Object.values(chunks));
      const {REGISTRY_ENTRY: entry} = requireFromRoot('./src/features/boot/lighterBundle/chunkNames.js') as {
        REGISTRY_ENTRY: RegExp;
      };
      const keys = [...shortRegistry.matchAll(entry)];
      const longKeys = [...registry.matchAll(entry)];
      const shortKeys = new Set(keys.map(([, key]) => key));
      if (names.length === 0 || shortKeys.size !== new Set(names).size || !names.every((name) => shortKeys.has(name)))
        broken(`the routes' short chunk names (${names.join(', ')}) are not the registry's short keys and chunk names`);
      const length = (matches: RegExpExecArray[]) => matches.reduce((sum, [, key]) => sum + key!.length, 0);
      if (keys.length !== longKeys.length || length(keys) >= length(longKeys))
        broken('the registry kept its long chunk names');
    } finally {
      rmSync(folder, {recursive: true, force: true});
    }
  },
  alsoProvenBy: ['src/features/boot/tests/lighter-bundle.test.mjs'],
};

type SiteFiles = {generateSiteFiles: (params: Record<string, unknown>) => Promise<void>};

/** The browser code of Docusaurus and of its theme and content plugins: what reads the configuration there. */
const BROWSER_CODE = [
  ['@docusaurus/core', 'lib/client'],
  ['@docusaurus/theme-classic', 'lib/theme'],
  ['@docusaurus/theme-common', 'lib'],
  ['@docusaurus/plugin-content-docs', 'lib/client'],
  ['@docusaurus/plugin-content-blog', 'lib/client'],
] as const;

function scriptsUnder(folder: string): string[] {
  return readdirSync(folder, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.js'))
    .map((file) => join(folder, file));
}

export const siteConfigModule: Reliance = {
  id: 'site-config-module',
  what: "The site configuration Docusaurus generates for the browser (`docusaurus.config.mjs`, `export default <JSON>;`), whose browser copy drops what only the build reads (siteConfigLoader.js's list): no browser code of Docusaurus, of its theme or of its content plugins reads those keys of `siteConfig`",
  upstream: {package: '@docusaurus/core', checkedOn: '3.8.1'},
  usedIn: [BUNDLE, 'src/features/boot/lighterBundle/siteConfigLoader.js'],
  tier: 'install',
  async check() {
    const {withoutBuildOnly, BUILD_ONLY} = requireFromRoot('./src/features/boot/lighterBundle/siteConfigLoader.js') as {
      withoutBuildOnly: (source: string) => string;
      BUILD_ONLY: string[];
    };
    const {generateSiteFiles} = requireFromRoot('@docusaurus/core/lib/server/codegen/codegen.js') as SiteFiles;
    const folder = mkdtempSync(join(tmpdir(), 'site-config-'));
    try {
      const siteConfig = {title: 'A "quoted" site', ssrTemplate: '<html>', plugins: [['p', {}]], baseUrl: '/'};
      await generateSiteFiles({
        generatedFilesDir: folder,
        siteConfig,
        clientModules: [],
        routes: [],
        globalData: {},
        siteMetadata: {},
        siteStorage: {},
        i18n: {},
        codeTranslations: {},
      });
      let kept: string;
      try {
        kept = withoutBuildOnly(readFileSync(join(folder, 'docusaurus.config.mjs'), 'utf8'));
      } catch (error) {
        broken((error as Error).message);
      }
      if (!kept.includes(JSON.stringify({title: siteConfig.title, baseUrl: '/'})))
        broken(`the browser's copy of the configuration is not what was expected: ${kept}`);
    } finally {
      rmSync(folder, {recursive: true, force: true});
    }
    const reads = new RegExp(
      `siteConfig\\??\\.(${BUILD_ONLY.join('|')})\\b|\\b(${BUILD_ONLY.join('|')})\\b[^;=]*\\}\\s*=\\s*siteConfig\\b`,
    );
    for (const [packageName, under] of BROWSER_CODE) {
      for (const file of scriptsUnder(installedFile(packageName, under))) {
        const found = reads.exec(readFileSync(file, 'utf8'));
        if (found) broken(`${file} reads siteConfig's ${found[1] ?? found[2]}, which the browser's copy drops`);
      }
    }
  },
  alsoProvenBy: ['src/features/boot/tests/lighter-bundle.test.mjs'],
};

export const themeSocialIcons: Reliance = {
  id: 'theme-social-icons',
  what: "The theme's social icons (`@theme/Icon/Socials/<Icon>`, with `Default` for other platforms) and the author's `socials` key each shows, which both bundles resolve to the default icon when no author of the blog uses that platform",
  upstream: {package: '@docusaurus/theme-classic', checkedOn: '3.8.1'},
  usedIn: [BUNDLE, 'src/features/boot/lighterBundle/socialIcons.ts'],
  tier: 'install',
  check() {
    const folder = installedFile('@docusaurus/theme-classic', 'lib/theme/Icon/Socials');
    if (!existsSync(folder)) broken('@docusaurus/theme-classic has no lib/theme/Icon/Socials any more');
    const theirs = readdirSync(folder).sort();
    const ours = [...Object.values(SOCIAL_ICONS), 'Default'].sort();
    if (theirs.join() !== ours.join())
      broken(`the theme's social icons are ${theirs.join(', ')}; socialIcons.ts knows ${ours.join(', ')}`);
    if (!existsSync(installedFile('@docusaurus/theme-classic', 'lib/theme/Blog/Components/Author/Socials/index.js')))
      broken("the theme's Blog/Components/Author/Socials, which imports the icons, is gone");
  },
  alsoProvenBy: ['src/features/boot/tests/lighter-bundle.test.mjs'],
};
