// @ts-check
// The packages the tutorial tells its reader to install (model/packages.mjs: the set its Check runs on
// and its download requires), installed once as the example runner installs every package set. The
// steps, their variants and the downloads run on it, so that a check passes only on what the reader has
// (no slim/http, whose decorators would decode JSON bodies and add withJson()).
import {prepareVendor} from '../../../../scripts/lib/php-example-runner.mjs';
import {TUTORIAL_PACKAGES} from '../model/packages.mjs';

export async function installTutorialPackages() {
  const install = await prepareVendor(TUTORIAL_PACKAGES);
  return {...install, packages: install.versions};
}
