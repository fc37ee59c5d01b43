// @ts-check
// The type index of the Slim 4 guide's PHP blocks: for each block, the calls it makes and the symbol
// each resolves to in the packages the block runs with (its package set), and for each symbol its
// signature, summary, declaring class and source link at the installed tag.
//
// One `php` process per build resolves every block not already in the cache (php/type-index.php);
// a block's cache entry (node_modules/.cache/type-cards/) is keyed by the hash of its code, the
// `use` lines and class files it relies on, its package set, the pinned versions and the resolver's
// own source, so a changed block, pin or resolver is resolved again and nothing else is.
//
//   const index = await buildTypeIndex();
//   index.blocks[0].calls[0]; // {line, name, kind, receiver, status, symbol, message}
import {spawn} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {collectExamples, installPackageSet, setId, SLIM4_EXAMPLES} from '../playground/index.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = resolve(HERE, '..', '..', '..');
const PHP_DIR = join(HERE, 'php');
const CACHE_DIR = join(REPO_ROOT, 'node_modules', '.cache', 'type-cards', 'blocks');
const PINNED = join(REPO_ROOT, 'src', 'features', 'playground', 'composer', 'composer.json');
/** Debian's php-parser (nikic, 4.x): `apt-get install php-parser`. */
export const PHP_PARSER = '/usr/share/php/PhpParser/autoload.php';

/**
 * @typedef {'resolved' | 'own' | 'php' | 'placeholder' | 'dynamic' | 'unknown' | 'other' | 'missing' | 'unknown-class'} CallStatus
 * @typedef {{line: number, name: string, kind: 'method' | 'static' | 'new', receiver: string | null,
 *   status: CallStatus, symbol: string | null, message: string | null}} Call
 * @typedef {{kind: string, name: string, signature: string, summary: string, declaringClass: string,
 *   static: boolean, package: string | null, version: string | null, path: string | null, line: number | null,
 *   url?: string | null}} SymbolInfo
 * @typedef {import('../playground/model/php-examples.mjs').Example} Example
 * @typedef {{example: Example, set: string, calls: Call[], parseError: string | null,
 *   symbols: Record<string, SymbolInfo>}} IndexedBlock
 *   (symbols: those its calls resolve to, as its own set has them: two sets may hold two versions of a package)
 * @typedef {{blocks: IndexedBlock[], phpProcesses: number,
 *   resolvedBlocks: number, milliseconds: number}} TypeIndex
 */

/** The calls that say a block misuses an API: a method its receiver lacks, a class nobody declares. */
export const MISUSE = new Set(['missing', 'unknown-class']);

/** @param {string} text */
const sha256 = (text) => createHash('sha256').update(text).digest('hex');

/** The hash of what every block's result depends on besides the block: the resolver and the pins. */
function toolHash() {
  const sources = readdirSync(PHP_DIR)
    .sort()
    .map((name) => readFileSync(join(PHP_DIR, name), 'utf8'));
  return sha256([...sources, readFileSync(PINNED, 'utf8'), existsSync(PHP_PARSER) ? PHP_PARSER : ''].join('\0'));
}

/**
 * The class files the page shows (other than the block itself), as the resolver's context.
 * @param {Example} example
 */
function contextOf(example) {
  return example.files
    .filter((file) => file.path.endsWith('.php') && file.line !== example.line)
    .map((file) => file.code);
}

/**
 * @param {Record<string, unknown>} input
 * @returns {Promise<{blocks: Record<string, {calls: Call[], parseError: string | null}>, symbols: Record<string, SymbolInfo>}>}
 */
function runResolver(input) {
  return new Promise((done, fail) => {
    const child = spawn(
      'php',
      ['-d', 'memory_limit=1G', '-d', 'display_errors=stderr', join(PHP_DIR, 'type-index.php')],
      {
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', (error) => fail(new Error(`cannot run php: ${error.message}`)));
    child.on('close', (code) => {
      if (code !== 0) return fail(new Error(`the type index's resolver failed (exit ${code}):\n${err.slice(0, 4000)}`));
      try {
        done(JSON.parse(out));
      } catch (error) {
        fail(new Error(`the type index's resolver wrote no JSON: ${String(error)}\n${err.slice(0, 2000)}`));
      }
    });
    child.stdin.end(JSON.stringify(input));
  });
}

/**
 * The GitHub repository of each installed package: its composer.json's support.source or a github.com
 * homepage, else data/source-repositories.json.
 * @param {string} vendorDir
 * @returns {Map<string, string>}
 */
function sourceRepositories(vendorDir) {
  /** @type {Record<string, string>} */
  const known = JSON.parse(readFileSync(join(HERE, 'data', 'source-repositories.json'), 'utf8'));
  const installed = JSON.parse(readFileSync(join(vendorDir, 'composer', 'installed.json'), 'utf8'));
  /** @type {Map<string, string>} */
  const repositories = new Map();
  for (const entry of installed.packages ?? installed) {
    const candidates = [entry.support?.source, entry.homepage, `https://github.com/${known[entry.name] ?? ''}`];
    const github = candidates
      .map((url) => /^https:\/\/github\.com\/([\w.-]+\/[\w.-]+?)(?:\.git)?(?:\/|$)/.exec(url ?? '')?.[1])
      .find(Boolean);
    if (github) repositories.set(entry.name, github);
  }
  return repositories;
}

/**
 * A symbol's source at its installed tag, or null when its repository is not known.
 * @param {SymbolInfo} symbol
 * @param {Map<string, string>} repositories
 */
function sourceUrl(symbol, repositories) {
  const repository = symbol.package && repositories.get(symbol.package);
  if (!repository || !symbol.path || !symbol.version) return null;
  return `https://github.com/${repository}/blob/${symbol.version}/${symbol.path}${symbol.line ? `#L${symbol.line}` : ''}`;
}

/**
 * Builds the index of every PHP block under `roots` (the Slim 4 guide and the home page's example).
 * @param {{roots?: string[], siteDir?: string, log?: (line: string) => void}} [options]
 * @returns {Promise<TypeIndex>}
 */
export async function buildTypeIndex({roots = SLIM4_EXAMPLES, siteDir = REPO_ROOT, log = () => {}} = {}) {
  const started = performance.now();
  if (!existsSync(PHP_PARSER))
    throw new Error(`the type index needs nikic's php-parser at ${PHP_PARSER} (apt-get install php-parser)`);
  const examples = roots.flatMap((root) => collectExamples(resolve(siteDir, root), {base: siteDir}));
  /** @type {Map<string, string[]>} */
  const sets = new Map();
  for (const example of examples) sets.set(setId(example.packages), example.packages);
  /** @type {Record<string, string>} */
  const vendors = {};
  for (const [id, packages] of sets) vendors[id] = (await installPackageSet(packages)).vendorDir;

  const tool = toolHash();
  mkdirSync(CACHE_DIR, {recursive: true});
  const inputs = examples.map((example) => {
    const set = setId(example.packages);
    const request = {
      set,
      code: example.code,
      uses: example.kind === 'fragment' ? example.borrowedUses : [],
      context: contextOf(example),
      placeholders: example.placeholders,
    };
    return {example, set, request, key: sha256(`${tool}\0${JSON.stringify(request)}`)};
  });
  /** @type {Map<string, {calls: Call[], parseError: string | null, symbols: Record<string, SymbolInfo>}>} */
  const results = new Map();
  /** @type {typeof inputs} */
  const missing = [];
  for (const input of inputs) {
    const file = join(CACHE_DIR, `${input.key}.json`);
    if (existsSync(file)) results.set(input.key, JSON.parse(readFileSync(file, 'utf8')));
    else if (!missing.some((other) => other.key === input.key)) missing.push(input);
  }
  if (missing.length) {
    log(`type index: resolving ${missing.length} of ${inputs.length} blocks in one php process`);
    const output = await runResolver({
      parser: PHP_PARSER,
      sets: vendors,
      blocks: missing.map((input) => ({id: input.key, ...input.request})),
    });
    for (const input of missing) {
      const block = output.blocks[input.key];
      /** @type {Record<string, SymbolInfo>} */
      const symbols = {};
      for (const call of block.calls) if (call.symbol) symbols[call.symbol] = output.symbols[call.symbol];
      const result = {...block, symbols};
      writeFileSync(join(CACHE_DIR, `${input.key}.json`), JSON.stringify(result));
      results.set(input.key, result);
    }
  }
  /** @type {Map<string, Map<string, string>>} */
  const repositoriesBySet = new Map();
  const blocks = inputs.map(({example, set, key}) => {
    const result = /** @type {{calls: Call[], parseError: string | null, symbols: Record<string, SymbolInfo>}} */ (
      results.get(key)
    );
    if (!repositoriesBySet.has(set)) repositoriesBySet.set(set, sourceRepositories(vendors[set]));
    const repositories = /** @type {Map<string, string>} */ (repositoriesBySet.get(set));
    /** @type {Record<string, SymbolInfo>} */
    const symbols = {};
    for (const [name, symbol] of Object.entries(result.symbols))
      symbols[name] = {...symbol, url: sourceUrl(symbol, repositories)};
    return {example, set, calls: result.calls, parseError: result.parseError, symbols};
  });
  return {
    blocks,
    phpProcesses: missing.length ? 1 : 0,
    resolvedBlocks: missing.length,
    milliseconds: Math.round(performance.now() - started),
  };
}

/**
 * A block's line on its page: the fence is `example.line`, the code's first line the one after.
 * @param {IndexedBlock} block
 * @param {Call} call
 */
export function pageLine(block, call) {
  return block.example.line + call.line;
}

/** The block's page, relative to the site's folder. @param {IndexedBlock} block */
export function pageOf(block) {
  return block.example.where.replace(/:\d+$/, '');
}
