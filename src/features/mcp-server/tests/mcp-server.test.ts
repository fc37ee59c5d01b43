// The MCP server over stdio, driven by the SDK's client, on the build: its tools; the site's search
// relevance suite through search_docs at the site's own rates; get_page of every Slim 4 page is the
// page's Markdown copy; an unknown page names the closest ones.
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {after, before, test} from 'node:test';
import type {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {BUILD_DIR} from '../../../../tests/support/build.mjs';
import {callTool, connectServer} from './mcpClient';

type RelevanceQuery = {in: string; query: string; kind: string; expect: string};
type Result = {title: string; section: string; url: string; path: string; passage: string};
type ListedPage = {path: string; title: string; url: string};

const {queries} = JSON.parse(readFileSync('tests/fixtures/search-relevance.json', 'utf8')) as {
  queries: RelevanceQuery[];
};
/** The site's relevance test's rate (src/features/search/tests/search-relevance.test.mjs). */
const TOP1_AT_LEAST = 0.95;

let client: Client;
before(async () => {
  client = await connectServer();
});
after(async () => {
  await client?.close();
});

test('the server lists its five tools, each described for an agent', async () => {
  const {tools} = await client.listTools();
  assert.deepEqual(tools.map((tool) => tool.name).sort(), [
    'get_page',
    'list_pages',
    'list_versions',
    'run_php',
    'search_docs',
  ]);
  for (const tool of tools) assert.ok((tool.description ?? '').length > 100, `${tool.name} has a description`);
  const runPhp = tools.find((tool) => tool.name === 'run_php')!;
  assert.deepEqual(runPhp.inputSchema.required, ['files']);
});

test('list_versions names the three guides and the Slim and PHP that run_php runs', async () => {
  const {structured} = await callTool(client, 'list_versions', {});
  const {guides, run_php: run} = structured as {
    guides: {version: string; current: boolean}[];
    run_php: {packageSets: {requires: string[]; installed: Record<string, string>}[]; php: string};
  };
  assert.deepEqual(
    guides.map((guide) => guide.version),
    ['v4', 'v3', 'v2'],
  );
  assert.deepEqual(
    guides.filter((guide) => guide.current).map((guide) => guide.version),
    ['v4'],
  );
  const installationPage = run.packageSets.find((set) => set.requires.join(' ') === 'slim/psr7 slim/slim');
  assert.match(installationPage?.installed['slim/slim'] ?? '', /^4\.\d+\.\d+$/);
  assert.ok(run.packageSets.length > 1, 'the sets of the pages that install more');
  assert.match(run.php, /^PHP 8\.2 \(@php-wasm\/web-8-2 \d+\.\d+\.\d+\)$/);
});

test(`search_docs finds the defining page first in ${TOP1_AT_LEAST * 100} % of the guides' relevance queries, and in the first three in all`, async () => {
  const guideQueries = queries.filter((query) => query.in.startsWith('docs/'));
  assert.ok(guideQueries.length >= 60, `${guideQueries.length} guide queries`);
  const ranks: {query: RelevanceQuery; rank: number}[] = [];
  for (const query of guideQueries) {
    const version = query.in.slice('docs/'.length);
    const answer = await callTool(client, 'search_docs', {query: query.query, version});
    assert.equal(answer.isError, false, answer.text);
    const results = (answer.structured as {results: Result[]}).results;
    const pages = results.map((result) => `docs/${version}${result.path ? `/${result.path}` : ''}`);
    ranks.push({query, rank: pages.indexOf(query.expect.replace(/\/+$/, ''))});
  }
  const describe = (list: typeof ranks) =>
    list
      .map(({query, rank}) => `"${query.query}" in ${query.in}: ${query.expect} at ${rank === -1 ? 'none' : rank + 1}`)
      .join('\n');
  const notInTopThree = ranks.filter(({rank}) => rank === -1 || rank > 2);
  assert.deepEqual(notInTopThree, [], `not in the first three:\n${describe(notInTopThree)}`);
  const first = ranks.filter(({rank}) => rank === 0).length;
  assert.ok(
    first >= TOP1_AT_LEAST * ranks.length,
    `first in ${first} of ${ranks.length}:\n${describe(ranks.filter(({rank}) => rank !== 0))}`,
  );
});

test('a search result carries its title, canonical URL, path and the passage that matched', async () => {
  const {structured} = await callTool(client, 'search_docs', {query: 'addErrorMiddleware'});
  const [top] = (structured as {results: Result[]}).results;
  assert.equal(top?.title, 'Error Middleware');
  assert.equal(top?.path, 'middleware/error-handling');
  assert.match(top?.url ?? '', /^https?:\/\/[^/]+\/.*docs\/v4\/middleware\/error-handling/);
  assert.match(top?.passage ?? '', /\S{20}/);
});

/** Every Markdown copy of a guide in the build: the guide's home (`docs/v4.md`) and the files below it. */
function copiesOf(label: string): string[] {
  const root = join(BUILD_DIR, 'docs', label);
  const below = readdirSync(root, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.md'));
  return [
    `docs/${label}.md`,
    ...below.map((file) => relative(BUILD_DIR, join(root, file)).split('\\').join('/')),
  ].sort();
}

test('get_page of every Slim 4 page is its Markdown copy, with its canonical URL', async () => {
  const {structured} = await callTool(client, 'list_pages', {version: 'v4'});
  const pages = (structured as {pages: ListedPage[]}).pages;
  const copies = [];
  for (const page of pages) {
    const answer = await callTool(client, 'get_page', {path: page.path});
    assert.equal(answer.isError, false, answer.text);
    const {url, markdown} = answer.structured as {url: string; markdown: string};
    assert.equal(url, page.url);
    const basePath = new URL(url).pathname.replace(/docs\/v4\/.*$|docs\/v4\/?$/, '');
    const copy = `${new URL(url).pathname.slice(basePath.length).replace(/\/+$/, '')}.md`;
    assert.equal(markdown, readFileSync(join(BUILD_DIR, copy), 'utf8'), `get_page ${page.path} is ${copy}`);
    assert.ok(answer.text.startsWith(`Canonical URL: ${url}\n`), page.path);
    copies.push(copy);
  }
  assert.deepEqual(copies.sort(), copiesOf('v4'), 'every copy in the build is a page get_page returns');
});

test('get_page takes a full URL, whose guide wins over the version argument', async () => {
  const {structured: v4} = await callTool(client, 'list_pages', {version: 'v4'});
  const routing = (v4 as {pages: ListedPage[]}).pages.find((page) => page.path === 'objects/routing')!;
  const v3Url = routing.url.replace('/docs/v4/objects/routing', '/docs/v3/objects/router');
  for (const [path, version, expected] of [
    [`${routing.url}#route-groups`, 'v3', routing.url],
    [`${routing.url}.md`, undefined, routing.url],
    [v3Url, undefined, v3Url],
    ['/docs/v3/objects/router', undefined, v3Url],
  ] as const) {
    const answer = await callTool(client, 'get_page', {path, version});
    assert.equal(answer.isError, false, answer.text);
    assert.equal((answer.structured as {url: string}).url, expected, path);
  }
});

test('an unknown page answers with an error naming the closest pages; an unknown guide names the guides', async () => {
  const mistyped = await callTool(client, 'get_page', {path: 'objects/routng'});
  assert.equal(mistyped.isError, true);
  assert.match(mistyped.text, /has no page "objects\/routng"\. The closest pages:\n- objects\/routing \(Routing\)/);
  const far = await callTool(client, 'get_page', {path: 'nothing/like/any/page/at/all'});
  assert.equal(far.isError, true);
  assert.match(far.text, /search_docs/);
  const guide = await callTool(client, 'search_docs', {query: 'routing', version: 'v9'});
  assert.equal(guide.isError, true);
  assert.match(guide.text, /The guides are v4, v3, v2\./);
});
