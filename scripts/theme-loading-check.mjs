#!/usr/bin/env node
// `npm run test:theme-loading`: builds the site with the theme's own way of loading the app
// (THEME_LOADING=1, src/features/boot/themeLoading.ts: Docusaurus's <script defer> tags, no loader) into a
// temporary directory, and runs the whole browser suite against it, but for the tests tagged
// @idle-boot (tests/support/test.ts, idleBoot(reason)): they are about the loader itself (presses held
// before hydration, failing open, the bundle evaluated in steps), which this build does not have.
// Not part of npm test: a second build and a second browser run. Environment: TEST_PORT (4173).
// Options: --keep (leave the build), --build-dir <dir> (test a build made before instead of building).
import {chmodSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {browserTests, buildSite} from './lib/site-build.mjs';
import {IDLE_BOOT_TAG} from '../tests/support/idleBoot.mjs';

const given = process.argv.indexOf('--build-dir');
const parent = given > 0 ? undefined : mkdtempSync(join(tmpdir(), 'slim-theme-loading-'));
// nginx workers run unprivileged: they must be able to walk into the build.
if (parent) chmodSync(parent, 0o755);
const outDir = parent ? join(parent, 'build') : process.argv[given + 1];
const port = Number(process.env.TEST_PORT ?? 4173);
const built = parent ? buildSite(outDir, {env: {THEME_LOADING: '1'}}) : true;
const passed = built && browserTests(outDir, port, ['--grep-invert', IDLE_BOOT_TAG]);
if (!parent || process.argv.includes('--keep')) console.log(`The build is in ${outDir}`);
else rmSync(parent, {recursive: true, force: true});
console.log(
  built
    ? `Theme's loading: the browser suite (but ${IDLE_BOOT_TAG}) ${passed ? 'passed' : 'FAILED'}`
    : "Theme's loading: the build FAILED",
);
process.exit(passed ? 0 : 1);
