// The server as an agent's client sees it: started from the package's bin over stdio, spoken to with
// the SDK's own client. The tests read the build at BUILD_DIR (build/ unless told).
import {resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {BUILD_DIR} from '../../../../tests/support/build.mjs';

export const BIN = fileURLToPath(new URL('../bin.mjs', import.meta.url));

export async function connectServer(): Promise<Client> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [BIN],
    env: {...(process.env as Record<string, string>), SLIM_DOCS_BUILD: resolve(BUILD_DIR)},
    stderr: 'inherit',
  });
  const client = new Client({name: 'slim-docs-mcp-test', version: '1.0.0'});
  await client.connect(transport);
  return client;
}

export type ToolAnswer = {isError: boolean; text: string; structured: Record<string, unknown> | undefined};

/** Calls a tool and returns its text, its structured content and whether it failed. */
export async function callTool(client: Client, name: string, args: Record<string, unknown>): Promise<ToolAnswer> {
  // run_php's time limit is 10 s; the SDK's default request timeout is 60 s.
  const result = await client.callTool({name, arguments: args});
  const content = result.content as {type: string; text?: string}[];
  return {
    isError: result.isError === true,
    text: content.map((part) => part.text ?? '').join(''),
    structured: result.structuredContent as Record<string, unknown> | undefined,
  };
}
