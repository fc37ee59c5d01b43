import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The closest guide pages to an address (the MCP server's get_page answers a wrong path with them). */
export {closestDocs} from './NotFoundHelp/closestPages';

/** The not-found page's content, with the closest pages to the address asked for: a theme component only. */
export default function notFoundPlugin(): Plugin {
  return {name: 'not-found', getThemePath: () => join(__dirname, 'theme')};
}
