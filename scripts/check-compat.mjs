#!/usr/bin/env node
// `npm run compat:check [-- --build <dir> | --install-only]`: every contract of
// src/features/compat/reliances.ts, one line each (ok, or FAIL with what changed); the build's
// contracts when a build is named or build/ exists, not with --install-only. Exits 1 if any fails.
// The upgrade canary runs it on the newest Docusaurus 3.x.
import {existsSync} from 'node:fs';
import {checkReliance} from '../src/features/compat/contract';
import {RELIANCES} from '../src/features/compat/reliances';

const named = process.argv.indexOf('--build');
const buildDir = named > 0 ? process.argv[named + 1] : 'build';
const withBuild = !process.argv.includes('--install-only') && (named > 0 || existsSync(buildDir));
let failed = 0;
for (const reliance of RELIANCES) {
  if (reliance.tier === 'build' && !withBuild) {
    console.log(`--   ${reliance.id} (needs a build)`);
    continue;
  }
  try {
    await checkReliance(reliance, {buildDir});
    console.log(`ok   ${reliance.id}`);
  } catch (error) {
    failed++;
    console.log(`FAIL ${error instanceof Error ? error.message : String(error)}`);
  }
}
console.log(failed ? `${failed} contract(s) broken` : 'Every contract holds.');
process.exit(failed ? 1 : 0);
