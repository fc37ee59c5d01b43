#!/usr/bin/env node
// Post-build step: the previous site's files that still have readers at their old address (its RSS
// feed, linked from slim/slim's composer.json) get a copy of the new file there, so that the address
// works on any static host. nginx answers the same addresses with a 301 (deploy/site.conf).
import {copyFileSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

const BUILD_DIR = process.argv[2] ?? 'build';
const {files} = JSON.parse(readFileSync(new URL('../src/config/oldSitePages.json', import.meta.url), 'utf8'));

for (const {from, to} of files) copyFileSync(join(BUILD_DIR, to), join(BUILD_DIR, from));
console.log(`old addresses: ${files.length} file(s) copied`);
