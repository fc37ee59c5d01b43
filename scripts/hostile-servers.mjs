#!/usr/bin/env node
// The servers of the hostile-PHP test (src/features/playground/tests/hostile-php.spec.ts), in a process of their own:
// `node scripts/hostile-servers.mjs nginx|bare [buildDir]` starts the site behind the production
// nginx or behind a static host with no headers, and the "other origin"; prints one JSON line
// ({site, other, siteLog, otherLog}) once they answer; SIGTERM stops them.
import {startBareHosts, startProductionNginx} from './lib/logged-servers.mjs';
import {DEFAULT_BASE_PATH} from '../src/config/serving.mjs';

const [host, buildDir = 'build'] = process.argv.slice(2);
if (host !== 'nginx' && host !== 'bare') {
  console.error('usage: node scripts/hostile-servers.mjs nginx|bare [buildDir]');
  process.exit(2);
}
const bare = await startBareHosts({buildDir, base: DEFAULT_BASE_PATH});
const production = host === 'nginx' ? await startProductionNginx({buildDir, base: DEFAULT_BASE_PATH}) : null;
const site = production ?? bare.site;
console.log(
  JSON.stringify({site: site.origin, other: bare.other.origin, siteLog: site.logFile, otherLog: bare.other.logFile}),
);
const stop = async () => {
  await production?.stop();
  await bare.stop();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
