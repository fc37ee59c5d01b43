// @ts-check
// Reads a guide's PHP examples and what their code fences promise: which blocks run, with which
// requests, and what each answer holds. The example runners (tests/examples/) and the playground's
// build read the guide only through collectExamples(), so the convention below is parsed once.
//
// The convention lives in the fence's meta, beside Docusaurus's own `title="…"`, as key="value"
// (or key='value' when the value holds double quotes, such as a JSON body):
//
//   ```php title="public/index.php" run="GET /hello/world" expect="Hello, world" status="200"
//
//   run="METHOD /path"        the request to send (the first one);
//   status="201"              the status it must answer with (default 200);
//   expect="text"             text the body must hold;
//   expect-header="Name: v"   a response header that must hold v (several: "A: 1 | B: 2");
//   send="Name: v"            request headers (several: "A: 1 | B: 2");
//   body='{"a": 1}'           the request body;
//   upload="f=a.png | g[]=b.txt"   sends a multipart form with a small file under each field name;
//   run2=, status2=, expect2=, expect-header2=, send2=, body2=, upload2=, run3=, …   further requests;
//   expect-log="text"         an error PHP must log, such as the uncaught HttpNotFoundException of an app
//                             without error middleware (any other PHP error, warning, notice or
//                             deprecation in the log fails the block);
//   wrap="route"              a fragment that works on $request and $response runs as the body of a
//                             route callback for its first request; what it echoes joins the body;
//   wire="$app->add(…);"      for a class file: the lines that put it into the skeleton app (below);
//   norun="why"               the block cannot run here; the runner lists it with the reason;
//   since="4.14"              the block documents a newer release than the installed one: the runner
//                             says it cannot check that part;
//   placeholders="UserRepository MiddlewareOne"   names the block uses as stand-ins for the
//                             reader's own classes: the static check does not look for them;
//   nolint="why"              (the PHP lint's own) the block is not valid PHP on purpose.
//   phpunit="pass"            a PHPUnit test class: the runner runs it with PHPUnit and it must pass
//                             (scripts/lib/phpunit-examples.mjs).
//   packages="slim/http"      packages this block needs beyond its page's (package-sets.mjs).
//
// The packages a block runs with (package-sets.mjs): slim/slim and slim/psr7, what the installation
// page installs, plus the page's front matter `packages: [php-di/php-di, slim/twig-view]` (what the
// page tells the reader to install), the block's packages=, and the PSR-7 implementation its psr7=
// names.
//
// Kinds of block:
//   app       starts with `<?php` and calls `$app->run()`: served as public/index.php as it is;
//   class     starts with `<?php` and declares a class: written to its title path. It runs when a
//             later run on its page loads it (the runner checks that it did), or with its own run=
//             and wire=, in the skeleton app;
//   fragment  anything else. With run=, it runs inside the skeleton app (SKELETON_HEAD, its own
//             `use` lines, `$app = AppFactory::create();`, the fragment, `$app->run();`); without,
//             it is checked statically: every class, function and method it names must exist (it
//             may rely on the `use` lines shown earlier on its page, as a reader does).
// Every run's project holds the page's files as a reader following the page has them: for each
// title (templates, classes, settings), the last version shown before the block, else the first after.
import {readFileSync} from 'node:fs';
import {relative} from 'node:path';
import {declaredClasses} from './declared-classes.mjs';
import {extractCodeBlocks, markdownFiles} from './markdown-blocks.mjs';
import {packageSet, parsePackageList, PSR7_PACKAGES} from './package-sets.mjs';

/** The `use` lines every skeleton run starts with: those of the guide's first application. */
export const SKELETON_HEAD = [
  'use Psr\\Http\\Message\\ResponseInterface as Response;',
  'use Psr\\Http\\Message\\ServerRequestInterface as Request;',
  'use Slim\\Factory\\AppFactory;',
];

/**
 * @typedef {{method: string, path: string, headers: [string, string][], body: string | null,
 *   status: number, expect: string | null, expectHeaders: [string, string][], uploads: [string, string][]}} ExampleRequest
 * @typedef {{path: string, code: string, line: number}} ProjectFile
 * @typedef {{
 *   where: string, file: string, line: number, lang: string, title: string | null,
 *   kind: 'app' | 'class' | 'fragment', code: string, meta: Record<string, string>,
 *   requests: ExampleRequest[], norun: string | null, since: string | null, wire: string | null,
 *   nolint: string | null, previous: string | null, borrowedUses: string[], placeholders: string[],
 *   files: ProjectFile[], declares: string[], packages: string[]
 * }} Example
 */

/** The home page's hello world (src/features/home/HomeHero): one block, in the guide's convention. */
export const HOME_EXAMPLE = 'src/features/home/HomeHero/hello-world.md';

/** Where the Slim 4 examples live: the current guide, and the home page's hello world. */
export const SLIM4_EXAMPLES = ['docs', HOME_EXAMPLE];

/**
 * The key="value" and key='value' pairs of a fence's meta.
 * @param {string} meta
 * @returns {Record<string, string>}
 */
export function parseMeta(meta) {
  /** @type {Record<string, string>} */
  const attributes = {};
  for (const match of meta.matchAll(/([\w-]+)=(?:"([^"]*)"|'([^']*)')/g)) attributes[match[1]] = match[2] ?? match[3];
  return attributes;
}

/** @param {string | undefined} list "A: 1 | B: 2" @returns {[string, string][]} */
function headerList(list) {
  if (!list) return [];
  return list.split(' | ').map((header) => {
    const colon = header.indexOf(':');
    if (colon < 1) throw new Error(`"${header}" is not "Name: value"`);
    return /** @type {[string, string]} */ ([header.slice(0, colon).trim(), header.slice(colon + 1).trim()]);
  });
}

/**
 * The requests a block's meta asks for, in order (run=, run2=, run3=, …).
 * @param {Record<string, string>} meta
 * @returns {ExampleRequest[]}
 */
export function requestsOf(meta) {
  const requests = [];
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : String(n);
    const run = meta[`run${suffix}`];
    if (!run) break;
    const match = /^([A-Z]+) (\/\S*)$/.exec(run.trim());
    if (!match) throw new Error(`run${suffix}="${run}" is not "METHOD /path"`);
    requests.push({
      method: match[1],
      path: match[2],
      headers: headerList(meta[`send${suffix}`]),
      body: meta[`body${suffix}`] ?? null,
      status: Number(meta[`status${suffix}`] ?? 200),
      expect: meta[`expect${suffix}`] ?? null,
      expectHeaders: headerList(meta[`expect-header${suffix}`]),
      uploads: (meta[`upload${suffix}`] ?? '')
        .split(' | ')
        .filter(Boolean)
        .map((pair) => {
          const [field, filename] = pair.split('=').map((part) => part.trim());
          if (!field || !filename) throw new Error(`upload${suffix}: "${pair}" is not "field=filename"`);
          return /** @type {[string, string]} */ ([field, filename]);
        }),
    });
  }
  return requests;
}

/**
 * Whether a block gets a Run button (src/features/playground/remarkRunExamples.ts): it sends a request, is not
 * marked norun=, and is a whole application, a fragment, or a class file with the lines that wire it in.
 * @param {Example} example
 */
export function isRunnable(example) {
  return example.requests.length > 0 && !example.norun && (example.kind !== 'class' || Boolean(example.wire));
}

/**
 * The packages a page's front matter declares (`packages: [a/b, c/d]`).
 * @param {string} text the page's Markdown
 * @returns {string[]}
 */
export function pagePackages(text) {
  const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(text);
  const line = frontMatter?.[1].split(/\r?\n/).find((entry) => /^packages:/.test(entry));
  return parsePackageList(line?.slice('packages:'.length));
}

/**
 * A block's packages: its page's, its own packages=, and the PSR-7 implementation a single psr7= names.
 * @param {string[]} page
 * @param {Record<string, string>} meta
 */
function blockPackages(page, meta) {
  const psr7 =
    meta.psr7 && meta.psr7 !== 'all' ? PSR7_PACKAGES[/** @type {keyof typeof PSR7_PACKAGES} */ (meta.psr7)] : [];
  return packageSet([...page, ...parsePackageList(meta.packages), ...(psr7 ?? [])]);
}

/** @param {string} code */
function kindOf(code) {
  const trimmed = code.trimStart();
  if (trimmed.startsWith('<?php') && /\$app->run\(/.test(code)) return 'app';
  if (
    trimmed.startsWith('<?php') &&
    /^\s*(?:(?:final|abstract|readonly)\s+)*(?:class|interface|trait|enum)\s+\w/m.test(code)
  )
    return 'class';
  return 'fragment';
}

// The browser needs it too (the tutorial's Check), so it lives in a module without Node imports.
export {declaredClasses};

/**
 * Every PHP example of the Markdown files under `root`, in page order, with its kind, its requests
 * and the project files a run of it gets. A block is runnable when it has requests and no norun;
 * the runner's entryPointFor() gives the public/index.php it is served as.
 * @param {string} root a guide's folder (docs/) or one Markdown file
 * @param {{base?: string}} [options] `where` names are relative to `base` (default: the current folder)
 * @returns {Example[]}
 */
export function collectExamples(root, {base = '.'} = {}) {
  /** @type {Example[]} */
  const examples = [];
  for (const file of markdownFiles(root)) {
    const text = readFileSync(file, 'utf8');
    const blocks = extractCodeBlocks(text);
    const declaredByPage = pagePackages(text);
    /** @type {ProjectFile[]} */
    const titled = blocks
      .map((block) => ({path: parseMeta(block.meta).title ?? '', code: block.code, line: block.line}))
      .filter((entry) => /^[\w.-]+(\/[\w.-]+)*\.[\w.]+$/.test(entry.path) && entry.path !== 'public/index.php');
    /** @type {string | null} */
    let previous = null;
    /** @type {Set<string>} */
    const usesSoFar = new Set();
    for (const block of blocks) {
      if (block.lang !== 'php') continue;
      const meta = parseMeta(block.meta);
      const kind = kindOf(block.code);
      /** @type {Map<string, ProjectFile>} */
      const files = new Map();
      for (const entry of titled) {
        if (entry.line === block.line) continue;
        // In page order: a later version shown before the block replaces an earlier one; a file
        // shown only after the block counts in its first version.
        if (entry.line < block.line || !files.has(entry.path)) files.set(entry.path, entry);
      }
      if (kind === 'class' && meta.title) files.set(meta.title, {path: meta.title, code: block.code, line: block.line});
      examples.push({
        where: `${relative(base, file)}:${block.line}`,
        file,
        line: block.line,
        lang: block.lang,
        title: meta.title ?? null,
        kind,
        code: block.code,
        meta,
        requests: requestsOf(meta),
        norun: meta.norun ?? null,
        since: meta.since ?? null,
        wire: meta.wire ?? null,
        nolint: meta.nolint ?? null,
        previous,
        borrowedUses: [...usesSoFar],
        placeholders: (meta.placeholders ?? '').split(/[\s,]+/).filter(Boolean),
        files: [...files.values()],
        declares: declaredClasses(block.code),
        packages: blockPackages(declaredByPage, meta),
      });
      previous = block.code;
      for (const match of block.code.matchAll(/^use\s+[^;(]+;/gm)) usesSoFar.add(match[0]);
    }
  }
  return examples;
}
