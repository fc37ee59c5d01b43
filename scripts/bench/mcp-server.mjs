#!/usr/bin/env node
// MCP server benchmark (src/features/mcp-server): cold start (from spawning `slim-docs-mcp` to the
// answer of tools/list, over stdio with the SDK's client; and to the first run_php answer), a warm
// run_php (median of 20 runs of the guide's hello world after the first, back to back, and of 10 runs 3 s
// apart, as an agent reads an answer before its next call), a search and a get_page,
// and the installed size: the build's files the server reads and the packages it loads.
// Needs a built site (BUILD_DIR, default build/). Prints a table; writes bench-results/mcp-server.json.
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {loadavg} from 'node:os';
import {dirname, join, resolve} from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {median} from '../lib/stats.mjs';
import {writeResults} from './results.mjs';

const BUILD_DIR = resolve(process.env.BUILD_DIR ?? 'build');
const BIN = 'src/features/mcp-server/bin.mjs';
const STARTS = 5;
const WARM_RUNS = 20;
const PAUSED_RUNS = 10;
const AGENT_PAUSE_MS = 3000;
const HELLO = [
  '<?php',
  'use Psr\\Http\\Message\\ResponseInterface as Response;',
  'use Psr\\Http\\Message\\ServerRequestInterface as Request;',
  'use Slim\\Factory\\AppFactory;',
  "require __DIR__ . '/../vendor/autoload.php';",
  '$app = AppFactory::create();',
  "$app->get('/', function (Request $request, Response $response) {",
  "    $response->getBody()->write('Hello world!');",
  '    return $response;',
  '});',
  '$app->run();',
].join('\n');

async function start() {
  const started = performance.now();
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [BIN],
    env: {...process.env, SLIM_DOCS_BUILD: BUILD_DIR},
    stderr: 'inherit',
  });
  const client = new Client({name: 'bench', version: '1.0.0'});
  await client.connect(transport);
  await client.listTools();
  return {client, listed: performance.now() - started, started};
}

/** @param {Client} client @param {string} name @param {Record<string, unknown>} args */
async function timed(client, name, args) {
  const started = performance.now();
  const result = await client.callTool({name, arguments: args});
  if (result.isError) throw new Error(`${name}: ${JSON.stringify(result.content)}`);
  return {result, ms: performance.now() - started};
}

/** @param {string} path */
function bytesUnder(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.size;
  let total = 0;
  for (const entry of readdirSync(path)) total += bytesUnder(join(path, entry));
  return total;
}

const coldLists = [];
const coldRuns = [];
const warmRuns = [];
const pausedRuns = [];
/** The run inside PHP, as the run core measures it (the rest: the thread's message, the next instance's preparation). @type {number[]} */
const phpMs = [];
const searches = [];
const pages = [];
for (let i = 0; i < STARTS; i++) {
  const {client, listed, started} = await start();
  coldLists.push(listed);
  await timed(client, 'run_php', {files: {'public/index.php': HELLO}});
  coldRuns.push(performance.now() - started);
  if (i === 0) {
    for (let run = 0; run < WARM_RUNS; run++) {
      const {result, ms} = await timed(client, 'run_php', {files: {'public/index.php': HELLO}});
      const answer = /** @type {{body: string, milliseconds: number}} */ (result.structuredContent);
      if (answer.body !== 'Hello world!') throw new Error('hello world did not answer');
      warmRuns.push(ms);
      phpMs.push(answer.milliseconds);
    }
    // An agent reads an answer before its next call: meanwhile the worker prepares the next PHP.
    for (let run = 0; run < PAUSED_RUNS; run++) {
      await new Promise((resolve) => setTimeout(resolve, AGENT_PAUSE_MS));
      pausedRuns.push((await timed(client, 'run_php', {files: {'public/index.php': HELLO}})).ms);
    }
    for (const query of ['addErrorMiddleware', 'route groups', 'how do I read the request body']) {
      searches.push((await timed(client, 'search_docs', {query})).ms);
    }
    for (const path of ['objects/routing', 'middleware/error-handling', 'start/installation']) {
      pages.push((await timed(client, 'get_page', {path})).ms);
    }
  }
  await client.close();
}

/** @type {{defaultSet: string, packageSets: Record<string, {file: string}>, versions: {searchIndex: string, pages: {markdown: string}[]}[]}} */
const manifest = JSON.parse(readFileSync(join(BUILD_DIR, 'mcp/manifest.json'), 'utf8'));
const dataFiles = [
  'mcp/manifest.json',
  ...Object.values(manifest.packageSets).map((set) => set.file),
  ...manifest.versions.flatMap((version) => [version.searchIndex, ...version.pages.map((page) => page.markdown)]),
];
const dataBytes = dataFiles.reduce((sum, file) => sum + statSync(join(BUILD_DIR, file)).size, 0);
const packageDir = (/** @type {string} */ name) => dirname(join('node_modules', name, 'package.json'));
// The loader's .wasm (its first line imports it by name), as webPhpInNode.ts loads it.
const jspiDir = join(packageDir('@php-wasm/web-8-2'), 'jspi');
const wasmName = /^import dependencyFilename from '\.\/(.+)';/.exec(
  readFileSync(join(jspiDir, 'php_8_2.js'), 'utf8'),
)?.[1];
if (!wasmName) throw new Error(`${jspiDir}/php_8_2.js no longer names its .wasm`);
const wasmBytes = statSync(join(jspiDir, wasmName)).size;
const packages = ['@modelcontextprotocol/sdk', 'zod', '@php-wasm/universal', 'minisearch', 'stemmer', 'tsx', 'esbuild'];
const packageBytes = packages.reduce((sum, name) => sum + bytesUnder(packageDir(name)), 0);
const mb = (/** @type {number} */ bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
const ms = (/** @type {number} */ value) => `${Math.round(value)} ms`;

const figures = {
  coldStartToToolsListMs: Math.round(median(coldLists)),
  coldStartToFirstRunMs: Math.round(median(coldRuns)),
  warmRunPhpMs: Math.round(median(warmRuns)),
  warmRunInsidePhpMs: Math.round(median(phpMs)),
  warmRunAfterPauseMs: Math.round(median(pausedRuns)),
  searchDocsMs: Math.round(median(searches)),
  getPageMs: Math.round(median(pages)),
  installed: {dataBytes, dataFiles: dataFiles.length, wasmBytes, packageBytes, packages},
};
console.table({
  'cold start → tools/list (median of 5, target ≤ 2 s)': ms(figures.coldStartToToolsListMs),
  'cold start → first run_php answer (median of 5)': ms(figures.coldStartToFirstRunMs),
  'warm run_php, back to back (median of 20, target ≤ 0.5 s)': ms(figures.warmRunPhpMs),
  'of which inside PHP (the run core measures it)': ms(figures.warmRunInsidePhpMs),
  [`warm run_php ${AGENT_PAUSE_MS / 1000} s after the last (median of ${PAUSED_RUNS})`]: ms(
    figures.warmRunAfterPauseMs,
  ),
  'search_docs (median of 3)': ms(figures.searchDocsMs),
  'get_page (median of 3)': ms(figures.getPageMs),
  [`data read from the build (${dataFiles.length} files)`]: mb(dataBytes),
  'PHP 8.2 runtime (.wasm, JSPI build)': mb(wasmBytes),
  [`packages loaded (${packages.join(', ')})`]: mb(packageBytes),
  'load average (1, 5, 15 min)': loadavg()
    .map((load) => load.toFixed(1))
    .join(', '),
});
writeResults('mcp-server', figures);
