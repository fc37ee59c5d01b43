#!/usr/bin/env node
// @ts-check
// slim-docs-mcp: the Slim guides' MCP server on stdio (server.ts). It reads the site's build, by
// default the `build/` folder of the clone it lives in; SLIM_DOCS_BUILD names another.
import {fileURLToPath} from 'node:url';
import {register} from 'tsx/esm/api';

register();
/** @type {typeof import('./server')} */
const {startServer} = await import(new URL('server.ts', import.meta.url).href);
const buildDir = process.env.SLIM_DOCS_BUILD ?? fileURLToPath(new URL('../../../build', import.meta.url));
try {
  await startServer(buildDir);
} catch (error) {
  // stdout is the protocol's: what went wrong goes to stderr, where clients log it.
  console.error(`slim-docs-mcp: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
