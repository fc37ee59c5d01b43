import {copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join, relative} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
// The example runner's Composer wrapper: the offline repository here, Packagist elsewhere.
import {composerInstall, installedPackages} from './model/composer.mjs';

/** The guide's Slim 4 packages, exactly pinned; the example runner installs the same file. */
const COMPOSER_PROJECT = 'src/features/playground/composer';
/** Files of vendor/ PHP reads at run time, and the licences that travel with the code. */
const SHIPPED = /\.php$|(^|\/)(LICEN[CS]E|COPYING)[^/]*$/;
/** Hashed, so nginx caches them for a year (deploy/site.conf, `assets/`). */
const ASSET_NAME = 'assets/php/[name].[contenthash:8][ext]';

export type VendorArchiveMeta = {bytes: number; files: number; packages: Record<string, string>};
/** What every page may read with usePluginData('php-playground'). */
export type PhpPlaygroundGlobalData = {slim: string};

/** Where the build installs the project: node_modules/.cache/php-playground. */
function playgroundCacheDir(siteDir: string): string {
  return join(siteDir, 'node_modules', '.cache', 'php-playground');
}

/**
 * The slim/slim version of the last install (the Markdown copies name it after the build, where
 * the installation page shows <ExamplesRanOn />).
 */
export function installedSlimVersion(siteDir: string): string {
  return slimVersionOf({
    bytes: 0,
    files: 0,
    packages: Object.fromEntries(installedPackages(join(playgroundCacheDir(siteDir), 'vendor'))),
  });
}

function slimVersionOf(meta: VendorArchiveMeta): string {
  const slim = meta.packages['slim/slim'];
  if (!slim) throw new Error(`${COMPOSER_PROJECT}: Composer did not install slim/slim`);
  return slim;
}

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Installs the packages with Composer in a cache folder and packs what PHP needs of vendor/ into
 * one JSON object (path → source), which the worker writes into PHP's file system.
 */
async function buildVendorArchive(siteDir: string, cacheDir: string): Promise<{json: string; meta: VendorArchiveMeta}> {
  mkdirSync(cacheDir, {recursive: true});
  for (const name of ['composer.json', 'composer.lock']) {
    const source = join(siteDir, COMPOSER_PROJECT, name);
    const target = join(cacheDir, name);
    // Copied only when changed: Composer's wrapper discards a lock older than composer.json.
    if (existsSync(source) && (!existsSync(target) || !readFileSync(source).equals(readFileSync(target)))) {
      copyFileSync(source, target);
    }
  }
  const {vendorDir} = await composerInstall(cacheDir);
  const files: Record<string, string> = {};
  for (const path of [...filesUnder(vendorDir)].sort()) {
    const name = relative(cacheDir, path).split('\\').join('/');
    if (SHIPPED.test(name)) files[name] = readFileSync(path, 'utf8');
  }
  const json = JSON.stringify(files);
  return {
    json,
    meta: {
      bytes: Buffer.byteLength(json),
      files: Object.keys(files).length,
      packages: Object.fromEntries(installedPackages(vendorDir)),
    },
  };
}

/**
 * The "Run" of the guide's examples (src/features/playground/RunExample): bundles the PHP WebAssembly
 * runtime and the Slim packages as hashed assets, fetched only when a reader presses Run.
 */
export default function phpPlaygroundPlugin(context: LoadContext): Plugin<{json: string; meta: VendorArchiveMeta}> {
  const require = createRequire(import.meta.url);
  const phpWasmDir = dirname(require.resolve('@php-wasm/web-8-2/package.json'));
  return {
    name: 'php-playground',
    async loadContent() {
      return buildVendorArchive(context.siteDir, playgroundCacheDir(context.siteDir));
    },
    async contentLoaded({content, actions}) {
      await actions.createData('slim-vendor.json', content.json);
      await actions.createData('slim-vendor-meta.json', JSON.stringify(content.meta));
      // Which Slim the Run button and the example runner run (Composer's installed.json of the same
      // project): the installation page and the Run panel name it (src/features/playground/ExamplesRanOn).
      actions.setGlobalData({slim: slimVersionOf(content.meta)} satisfies PhpPlaygroundGlobalData);
    },
    configureWebpack() {
      return {
        resolve: {
          alias: {
            // Node-only branches of @php-wasm: its Node.js message transport, Emscripten's Node events.
            worker_threads: false,
            events: false,
            // The two builds of PHP 8.2 (JSPI where the browser has it, else Asyncify), without the
            // package's index, which would also bundle the 13 MB intl extension.
            '@php-wasm-loader/jspi$': join(phpWasmDir, 'jspi', 'php_8_2.js'),
            '@php-wasm-loader/asyncify$': join(phpWasmDir, 'asyncify', 'php_8_2.js'),
          },
        },
        module: {
          rules: [
            {test: /\.wasm$/, type: 'asset/resource', generator: {filename: ASSET_NAME}},
            {test: /[\\/]slim-vendor\.json$/, type: 'asset/resource', generator: {filename: ASSET_NAME}},
          ],
        },
      };
    },
  };
}
