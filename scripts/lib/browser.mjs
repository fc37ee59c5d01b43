// The browser that tests and benchmarks launch (Debian's Chromium when the machine has it, as CI does;
// Playwright's own otherwise), and how they start a page's app. No other import, so that the
// Playwright config can load it.
import {existsSync} from 'node:fs';

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** @returns {import('@playwright/test').LaunchOptions} */
export function launchOptions() {
  return existsSync(SYSTEM_CHROMIUM)
    ? {executablePath: SYSTEM_CHROMIUM, args: CHROMIUM_FLAGS}
    : {args: CHROMIUM_FLAGS.slice(1)};
}

/**
 * Starts a page's app the way a reader's first interaction does, if it has not started by itself
 * (src/features/boot/appLoader.ts), and waits until the loader marks it settled: hydrated, and
 * what was pressed before handed to the app.
 * @param {import('@playwright/test').Page} page
 * @param {number} [timeout]
 */
export async function startApp(page, timeout = 30_000) {
  await page.evaluate(() => window.dispatchEvent(new Event('pointermove')));
  await page.waitForFunction(() => document.documentElement.dataset.appSettled === 'true', null, {timeout});
}
