// The stdio MCP server: the guides' search, their pages as Markdown, and Slim run on the Run
// button's PHP and packages, from a build of the site (no network). bin.mjs starts it.
import {join} from 'node:path';
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {GuideData} from './guideData';
import {PackageSetRunners} from './phpRunner';
import {registerTools} from './tools';

export async function startServer(buildDir: string): Promise<void> {
  const data = new GuideData(buildDir);
  const {packageSets, defaultSet} = data.manifest;
  const runner = new PackageSetRunners((set) => join(buildDir, packageSets[set]!.file));
  const server = new McpServer(
    {name: 'slim-docs-mcp', version: data.slimVersion},
    {
      instructions:
        `The Slim Framework's user guides (Slim 4, 3 and 2) and a PHP sandbox with slim/slim ${data.slimVersion}. ` +
        'Search before answering a Slim question, read the page a result names, and check code with run_php before proposing it.',
    },
  );
  registerTools(server, data, runner);
  // PHP starts once the client has initialised, while it lists the tools (compiling the .wasm would
  // otherwise compete with the handshake for the CPU): the first run_php finds it ready.
  server.server.oninitialized = () => void runner.warm(defaultSet).catch(() => {});
  const transport = new StdioServerTransport();
  transport.onclose = () => void runner.close();
  await server.connect(transport);
}
