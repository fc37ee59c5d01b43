// @ts-check
// The packages the tutorial tells its reader to install: its download's composer.json (the final
// step's, the largest set), installed with Composer into a folder of its own. The steps and their
// variants run on it, so that a check passes only on what the reader has (no slim/http, whose
// decorators would decode JSON bodies and add withJson()).
import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {downloadFiles} from '../download';
import {composerInstall, installedPackages} from '../../playground/model/composer.mjs';

/**
 * @param {import('../model/steps.mjs').TutorialStep} final the last step
 * @param {string} work a folder for the install
 */
export async function installTutorialPackages(final, work) {
  const dir = join(work, 'tutorial-packages');
  mkdirSync(dir, {recursive: true});
  writeFileSync(join(dir, 'composer.json'), downloadFiles(final, final.solution)['composer.json']);
  const install = await composerInstall(dir);
  return {...install, packages: installedPackages(install.vendorDir)};
}
