#!/usr/bin/env node
// Takes screenshots of key pages in light and dark, desktop and phone, for a visual review of a change.
// Needs the build served: `PORT=8080 npm run serve:nginx`, then `PORT=8080 npm run screenshots [-- outDir]`.
import {mkdirSync} from 'node:fs';
import {chromium} from '@playwright/test';
import {launchOptions} from './lib/browser.mjs';
import {basePathFromEnv} from '../src/config/serving.mjs';
import {currentGuideOf} from './serve-nginx.mjs';

const BASE = `http://127.0.0.1:${process.env.PORT ?? 8080}${basePathFromEnv()}`;
const OUT = process.argv[2] ?? 'screenshots';
/** @type {Record<string, string>} */
const PAGES = {
  home: '',
  doc: `${currentGuideOf(process.env.BUILD_DIR ?? 'build')}objects/request`,
  blog: 'blog',
  post: 'blog/slim-4.14.0-release',
  notfound: 'nope',
};
const VIEWPORTS = {desktop: {width: 1280, height: 900}, mobile: {width: 390, height: 844}};

mkdirSync(OUT, {recursive: true});
const browser = await chromium.launch(launchOptions());
for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  for (const theme of /** @type {const} */ (['light', 'dark'])) {
    const context = await browser.newContext({viewport, colorScheme: theme});
    await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const page = await context.newPage();
    for (const [name, path] of Object.entries(PAGES)) {
      await page.goto(BASE + path, {waitUntil: 'networkidle'});
      const file = `${OUT}/${name}-${viewportName}-${theme}.png`;
      await page.screenshot({path: file});
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
