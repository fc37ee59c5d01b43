import {mkdir, writeFile} from 'node:fs/promises';
import {dirname, join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {currentVersion} from '../../config/versions';
import {CURRENT_GUIDE_FILE} from '../../config/serving.mjs';

/**
 * What outside the docs plugin names the current version, derived from src/config/versions.ts:
 * theme strings (default messages, so i18n/en/code.json must not set them: a translation file
 * overrides a plugin's defaults) and the current guide's root for the server configuration.
 */
export default function currentVersionPlugin(): Plugin {
  return {
    name: 'current-version',
    getDefaultCodeTranslationMessages: async () => ({
      // Search page choice for pages outside the guides: they search the current guide and the blog
      // (older guides have their own choices).
      'theme.SearchPage.searchContext.everywhere': `${currentVersion.label} and Blog`,
    }),
    async postBuild({outDir}) {
      // scripts/serve-nginx.mjs fills deploy/'s @CURRENT_GUIDE@ from this file.
      const file = join(outDir, CURRENT_GUIDE_FILE);
      await mkdir(dirname(file), {recursive: true});
      await writeFile(file, `${currentVersion.root.replace(/^\//, '')}\n`);
    },
  };
}
