import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
const t0 = performance.now();
const transport = new StdioClientTransport({command: process.execPath, args: ['/work/main/src/features/mcp-server/bin.mjs'], env: {...process.env, SLIM_DOCS_BUILD: '/work/main/build'}, stderr: 'inherit'});
const client = new Client({name: 'transcript', version: '1.0.0'});
await client.connect(transport);
const {tools} = await client.listTools();
console.log(`[${(performance.now()-t0).toFixed(0)} ms] tools/list → ${tools.map(t=>t.name).join(', ')}`);
async function call(name, args) {
  const s = performance.now();
  const r = await client.callTool({name, arguments: args});
  const text = r.content.map(p=>p.text??'').join('');
  console.log(`\n> ${name} ${JSON.stringify(args).slice(0,300)}\n[${(performance.now()-s).toFixed(0)} ms]${r.isError?' ERROR':''}\n${text.slice(0, 700)}${text.length>700?'\n…':''}`);
  return {text, structured: r.structuredContent};
}
const found = await call('search_docs', {query: 'read a JSON request body', version: 'v4'});
const path = /"?path"?:?\s*"?([a-z0-9\-/]+)"?/.exec(JSON.stringify(found.structured ?? found.text))?.[1];
console.log('\n(path picked:', path, ')');
const page = await call('get_page', {path: path ?? 'docs/v4/objects/request'});
const code = `<?php
use Psr\\Http\\Message\\ResponseInterface as Response;
use Psr\\Http\\Message\\ServerRequestInterface as Request;
use Slim\\Factory\\AppFactory;
require __DIR__ . '/../vendor/autoload.php';
$app = AppFactory::create();
$app->addBodyParsingMiddleware();
$app->post('/echo', function (Request $request, Response $response) {
    $data = $request->getParsedBody();
    $response->getBody()->write(json_encode(['you sent' => $data['name'] ?? null]));
    return $response->withHeader('Content-Type', 'application/json');
});
$app->run();`;
await call('run_php', {files: {'public/index.php': code}, request: {method: 'POST', path: '/echo', headers: {'Content-Type': 'application/json'}, body: '{"name":"Ann"}'}});
await client.close();
