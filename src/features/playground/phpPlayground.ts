import {readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';
import type {LoadContext, Plugin} from '@docusaurus/types';
// The example runner's Composer wrapper: the offline repository here, Packagist elsewhere.
import {installedPackages} from './model/composer.mjs';
import {installPackageSet, packageSetDir} from './model/package-set-install.mjs';
import {DEFAULT_PACKAGES, requireLine, setId} from './model/package-sets.mjs';
import {collectExamples, isRunnable, SLIM4_EXAMPLES} from './model/php-examples.mjs';
import {TUTORIAL_PACKAGES} from '../tutorial/index.mjs';

/** Files of vendor/ PHP reads at run time, and the licences that travel with the code. */
const SHIPPED = /\.php$|(^|\/)(LICEN[CS]E|COPYING)[^/]*$/;
/** Hashed, so nginx caches them for a year (deploy/site.conf, `assets/`). */
const ASSET_NAME = 'assets/php/[name].[contenthash:8][ext]';
/** A package set's packed vendor/, one asset per set: `vendor-<set id>.json` (model/package-sets.mjs). */
const VENDOR_ASSET = /[\\/]php-playground[\\/]default[\\/]vendor-[\w.-]+\.json$/;

export type VendorArchiveMeta = {bytes: number; files: number; packages: Record<string, string>};
/** A set as the worker knows it (`vendor-sets.js`): its asset's URL and size, and its require line. */
export type VendorSet = {id: string; url: string; bytes: number; require: string};
/** What every page may read with usePluginData('php-playground'). */
export type PhpPlaygroundGlobalData = {slim: string};

export type PackedSet = {id: string; packages: string[]; json: string; meta: VendorArchiveMeta};

/**
 * The slim/slim version of the last install of the installation page's set (the Markdown copies
 * name it after the build, where the installation page shows <ExamplesRanOn />).
 */
export function installedSlimVersion(): string {
  return slimVersionOf({
    bytes: 0,
    files: 0,
    packages: Object.fromEntries(installedPackages(join(packageSetDir(setId([...DEFAULT_PACKAGES])), 'vendor'))),
  });
}

function slimVersionOf(meta: VendorArchiveMeta): string {
  const slim = meta.packages['slim/slim'];
  if (!slim) throw new Error('Composer did not install slim/slim');
  return slim;
}

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/** Every set a Run button or the tutorial's Check runs on, once, the installation page's first. */
function setsInUse(siteDir: string): string[][] {
  const sets = new Map<string, string[]>([[setId([...DEFAULT_PACKAGES]), [...DEFAULT_PACKAGES]]]);
  for (const root of SLIM4_EXAMPLES)
    for (const example of collectExamples(join(siteDir, root)).filter(isRunnable))
      sets.set(setId(example.packages), example.packages);
  sets.set(setId(TUTORIAL_PACKAGES), TUTORIAL_PACKAGES);
  return [...sets.values()];
}

/**
 * Installs a set with Composer (model/package-set-install.mjs) and packs what PHP needs of its
 * vendor/ into one JSON object (path → source), which the worker writes into PHP's file system.
 */
async function packSet(packages: string[]): Promise<PackedSet> {
  const {vendorDir, id} = await installPackageSet(packages);
  const projectDir = dirname(vendorDir);
  const files: Record<string, string> = {};
  for (const path of [...filesUnder(vendorDir)].sort()) {
    const name = relative(projectDir, path).split('\\').join('/');
    if (SHIPPED.test(name)) files[name] = readFileSync(path, 'utf8');
  }
  const json = JSON.stringify(files);
  return {
    id,
    packages,
    json,
    meta: {
      bytes: Buffer.byteLength(json),
      files: Object.keys(files).length,
      packages: Object.fromEntries(installedPackages(vendorDir)),
    },
  };
}

/** The module the page's side imports: each set's asset URL (the bundler's), size and require line. */
function vendorSetsModule(sets: PackedSet[]): string {
  const imports = sets.map((set, i) => `import url${i} from './vendor-${set.id}.json';`);
  const entries = sets.map(
    (set, i) =>
      `  ${JSON.stringify(set.id)}: {id: ${JSON.stringify(set.id)}, url: url${i}, bytes: ${set.meta.bytes}, require: ${JSON.stringify(requireLine(set.packages))}},`,
  );
  return `${imports.join('\n')}\nexport default {\n${entries.join('\n')}\n};\n`;
}

/**
 * The "Run" of the guide's examples (src/features/playground/RunExample): bundles the PHP WebAssembly
 * runtime and the Slim packages as hashed assets, fetched only when a reader presses Run.
 */
export default function phpPlaygroundPlugin(context: LoadContext): Plugin<PackedSet[]> {
  const require = createRequire(import.meta.url);
  const phpWasmDir = dirname(require.resolve('@php-wasm/web-8-2/package.json'));
  return {
    name: 'php-playground',
    // The Run button, as `@theme/RunExample`: the one component other features render.
    getThemePath: () => fileURLToPath(new URL('./theme', import.meta.url)),
    async loadContent() {
      const sets: PackedSet[] = [];
      // One install at a time: the machine that builds also runs the example runner's installs.
      for (const packages of setsInUse(context.siteDir)) sets.push(await packSet(packages));
      return sets;
    },
    async contentLoaded({content, actions}) {
      for (const set of content) {
        await actions.createData(`vendor-${set.id}.json`, set.json);
      }
      await actions.createData('vendor-sets.js', vendorSetsModule(content));
      // Which Slim the Run button and the example runner run (Composer's installed.json of the
      // installation page's set): the installation page and the Run panel name it (src/features/playground/ExamplesRanOn).
      actions.setGlobalData({slim: slimVersionOf(content[0].meta)} satisfies PhpPlaygroundGlobalData);
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
            {test: VENDOR_ASSET, type: 'asset/resource', generator: {filename: ASSET_NAME}},
          ],
        },
      };
    },
  };
}
