import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** "Copy page" beside each title and "Report a problem with this page" in each footer: theme wrappers only. */
export default function pageToolsPlugin(): Plugin {
  return {name: 'page-tools', getThemePath: () => join(__dirname, 'theme')};
}
