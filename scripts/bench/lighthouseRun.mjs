// One Lighthouse run (its defaults: the mobile preset, simulated throttling) in a fresh Chromium,
// made again when Lighthouse fails to record a trace (NO_NAVSTART), as it now and then does.
// Shared by lighthouse.mjs and long-tasks.mjs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {CHROMIUM_FLAGS, SYSTEM_CHROMIUM} from '../lib/browser.mjs';

/** @typedef {NonNullable<Awaited<ReturnType<typeof lighthouse>>>} LighthouseResult */

/**
 * @param {string} url
 * @param {string[]} [categories] every category unless some are named
 * @returns {Promise<LighthouseResult>}
 */
async function runOnce(url, categories) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? SYSTEM_CHROMIUM,
    chromeFlags: CHROMIUM_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      ...(categories && {onlyCategories: categories}),
    });
    if (!result) throw new Error(`Lighthouse on ${url}: no result`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
    return result;
  } finally {
    await chrome.kill();
  }
}

/**
 * @param {string} url
 * @param {string[]} [categories] every category unless some are named
 * @returns {Promise<LighthouseResult>}
 */
export async function runLighthouse(url, categories, attempts = 3) {
  try {
    return await runOnce(url, categories);
  } catch (error) {
    if (attempts <= 1) throw error;
    process.stderr.write(`${error instanceof Error ? error.message : error}: running again\n`);
    return runLighthouse(url, categories, attempts - 1);
  }
}
