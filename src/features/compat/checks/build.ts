// Reliances checked over the production build (BUILD_DIR, default build/): each start-up file is run
// in a sandbox of its own (no page, an empty `self`) and what it pushes into the chunk array is
// looked at, never the text of the minified code; the theme's markup is read from built pages.
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import vm from 'node:vm';
import * as cheerio from 'cheerio';
import type {Reliance} from '../reliances';
import {broken} from '../contract';
import {APP_MODULES_CHUNK, CHUNK_GLOBAL} from '../../boot';

type Chunk = [unknown, Record<string, unknown>, ((require: unknown) => unknown)?];
type ChunkArray = Chunk[] & {push: (chunk: Chunk) => unknown};

/** The one start-up file of the build whose name starts with `prefix.` */
function startupFile(buildDir: string, prefix: string): string {
  const folder = join(buildDir, 'assets', 'js');
  if (!existsSync(folder)) throw new Error(`no ${folder}: build the site first (npm run build)`);
  const found = readdirSync(folder).filter((name) => name.startsWith(`${prefix}.`) && name.endsWith('.js'));
  if (found.length !== 1)
    broken(
      `the build has ${found.length} ${prefix}.*.js files, not one (src/features/boot/entryChunk.ts lays them out)`,
    );
  return join(folder, found[0]!);
}

/** Runs start-up files, in order, in one sandbox with no page, and gives back its chunk array. */
function chunkArrayAfterRunning(files: string[]): ChunkArray | undefined {
  const sandbox: Record<string, unknown> = {document: {baseURI: 'http://127.0.0.1/slim/'}};
  // The runtime reads the page's base address as it starts; nothing else of the page.
  sandbox.self = sandbox;
  const context = vm.createContext(sandbox);
  for (const file of files) vm.runInContext(readFileSync(file, 'utf8'), context, {filename: file});
  return sandbox[CHUNK_GLOBAL] as ChunkArray | undefined;
}

export const chunkFormat: Reliance = {
  id: 'bundler-chunk-format',
  what: `The bundler's JSONP chunk format: a start-up file pushes \`[[chunk ids], {module id: factory}, startup function?]\` into \`self[output.chunkLoadingGlobal]\`, and the runtime takes that array over; \`main.js\` is the entry alone with its startup function, \`${APP_MODULES_CHUNK}\` every other module without one`,
  upstream: {package: '@docusaurus/faster', checkedOn: '3.8.1 (Rspack)'},
  usedIn: ['src/features/boot/appLoader.ts', 'src/features/boot/chunkGlobal.ts', 'src/features/boot/entryChunk.ts'],
  tier: 'build',
  check({buildDir}) {
    const runtime = chunkArrayAfterRunning([startupFile(buildDir, 'runtime~main')]);
    if (!Array.isArray(runtime)) broken(`runtime~main does not create self.${CHUNK_GLOBAL}`);
    if (runtime.push === Array.prototype.push)
      broken(`runtime~main does not take over pushes into self.${CHUNK_GLOBAL}`);
    const main = chunkArrayAfterRunning([startupFile(buildDir, 'main')]) ?? [];
    if (main.length !== 1) broken(`main.js pushes ${main.length} chunks, not one`);
    const [ids, modules, startup] = main[0]!;
    if (!Array.isArray(ids) || typeof modules !== 'object')
      broken('main.js pushes a chunk that is not [[ids], {modules}, startup]');
    if (typeof startup !== 'function') broken('main.js pushes no startup function');
    if (Object.keys(modules).length !== 1)
      broken(`main.js holds ${Object.keys(modules).length} modules, not its entry alone`);
    const appModules = chunkArrayAfterRunning([startupFile(buildDir, APP_MODULES_CHUNK)]) ?? [];
    if (appModules.length !== 1) broken(`${APP_MODULES_CHUNK}.js pushes ${appModules.length} chunks, not one`);
    if (appModules[0]![2] !== undefined) broken(`${APP_MODULES_CHUNK}.js has a startup function`);
    if (Object.keys(appModules[0]![1]).length <= 1) broken(`${APP_MODULES_CHUNK}.js holds no more than one module`);
  },
  alsoProvenBy: ['src/features/boot/tests/deferred-app.spec.ts'],
};

/** The theme's markup the site's search index reads, and a page of each kind that has it. */
const THEME_MARKUP: {selector: string; page: string}[] = [
  {selector: 'article .theme-doc-markdown', page: 'docs/v4/objects/routing'},
  {selector: '.theme-code-block', page: 'docs/v4/objects/routing'},
  {selector: '.theme-code-block .token-line', page: 'docs/v4/objects/routing'},
  {selector: 'article .theme-doc-markdown h2 .hash-link', page: 'docs/v4/objects/routing'},
  {selector: 'article #__blog-post-container', page: 'blog/slim-4.0.0-release'},
];

export const themeMarkup: Reliance = {
  id: 'theme-markup',
  what: `The classic theme's class names and ids that the search index reads from built pages: ${THEME_MARKUP.map(({selector}) => `\`${selector}\``).join(', ')}`,
  upstream: {package: '@docusaurus/theme-classic', checkedOn: '3.8.1'},
  usedIn: ['src/features/search/extract.ts'],
  tier: 'build',
  check({buildDir}) {
    const missing = THEME_MARKUP.filter(({selector, page}) => {
      const file = join(buildDir, page, 'index.html');
      if (!existsSync(file)) throw new Error(`no ${file} in the build: update THEME_MARKUP's pages`);
      return cheerio.load(readFileSync(file, 'utf8'))(selector).length === 0;
    });
    if (missing.length)
      broken(`built pages no longer have ${missing.map(({selector, page}) => `${selector} (/${page})`).join(', ')}`);
  },
  alsoProvenBy: ['src/features/search/tests/search-index.test.mjs'],
};
