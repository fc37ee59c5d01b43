#!/usr/bin/env node
// `npm run test:theme-loading`: builds the site with the theme's own way of loading the app
// (THEME_LOADING=1, src/features/boot/themeLoading.ts: Docusaurus's <script defer> tags, no loader) into a
// temporary directory, and runs the browser smoke test (tests/e2e/smoke.spec.ts) against it.
// Not part of npm test: a second build. Environment: TEST_PORT (the port to serve on, 4173).
import {chmodSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {buildSite, smokeTest} from './lib/site-build.mjs';

const parent = mkdtempSync(join(tmpdir(), 'slim-theme-loading-'));
// nginx workers run unprivileged: they must be able to walk into the build.
chmodSync(parent, 0o755);
const outDir = join(parent, 'build');
const port = Number(process.env.TEST_PORT ?? 4173);
const built = buildSite(outDir, {env: {THEME_LOADING: '1'}});
const passed = built && smokeTest(outDir, port);
if (process.argv.includes('--keep')) console.log(`The build is kept in ${outDir}`);
else rmSync(parent, {recursive: true, force: true});
console.log(
  built ? `Theme's loading: smoke test ${passed ? 'passed' : 'FAILED'}` : "Theme's loading: the build FAILED",
);
process.exit(passed ? 0 : 1);
