// The production nginx (deploy/) over the build, for the validators. One header is added to the test
// copy of the configuration: `LinkChecker`, which lets linkchecker send more than 10 requests a second
// to the host (its default politeness limit, which made a run take 10 minutes).
import {appendFileSync} from 'node:fs';
import {join} from 'node:path';
import {startNginx} from '../../scripts/lib/servers.mjs';
import {BUILD_DIR} from '../support/build.mjs';
import {BASE_PATH} from '../support/base-path.mjs';

/** @returns {Promise<import('../../scripts/lib/servers.mjs').RunningNginx>} */
export function startCrawlerServer() {
  return startNginx({
    buildDir: BUILD_DIR,
    base: BASE_PATH,
    configure: (runtime) =>
      appendFileSync(join(runtime, 'headers.conf'), '\nadd_header LinkChecker "allowed" always;\n'),
  });
}
