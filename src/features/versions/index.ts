import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import currentVersion from './currentVersion';

/** Where a `counterpart:` link leads (the Markdown copies write it out as the pages do). */
export {resolveCounterpartUrl} from './remarkCounterpartLinks';

/**
 * The guide versions beyond what the docs plugin does: theme strings and the server's file naming
 * the current guide (currentVersion.ts), and the banner, badge and dropdown that lead to the same
 * subject in another guide (theme/). The `counterpart:` links are a remark plugin the docs preset
 * is given in docusaurus.config.ts (remarkCounterpartLinks.ts).
 */
export default function versionsPlugin(): Plugin {
  return {...currentVersion(), name: 'versions', getThemePath: () => join(__dirname, 'theme')};
}
