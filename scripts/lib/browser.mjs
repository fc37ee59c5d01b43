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
 * (src/features/boot/appLoader.js), and waits until it has hydrated and settled.
 * @param {import('@playwright/test').Page} page
 * @param {number} [timeout]
 */
export async function startApp(page, timeout = 30_000) {
  await page.evaluate(() => window.dispatchEvent(new Event('pointermove')));
  // Settled: hydrated, and what was pressed before handed to the app (the loader marks it). A page
  // built with THEME_LOADING=1 loads the app the theme's way (<script defer>) and has no loader:
  // there, hydrated is all the page says.
  const settledByLoader = await page.waitForFunction(
    () => {
      const {appSettled, hasHydrated} = document.documentElement.dataset;
      const themeLoading = document.querySelector('script[src*="/assets/js/main."][defer]') !== null;
      if (appSettled === 'true') return 'loader';
      return themeLoading && hasHydrated === 'true' ? 'theme' : false;
    },
    null,
    {timeout},
  );
  if ((await settledByLoader.jsonValue()) === 'theme') await page.evaluate(untilStill);
}

/**
 * Waits, in the page, as the loader does before it marks the app settled: until an idle period sees
 * the page's elements unchanged (at least two, at most five). The app renders anew just after
 * hydration (tabs, code blocks); a press before that is lost.
 */
function untilStill() {
  return new Promise((resolve) => {
    let changed = true;
    let periods = 0;
    const changes = new MutationObserver(() => {
      changed = true;
    });
    changes.observe(document.body, {childList: true, subtree: true});
    const period = () => {
      periods++;
      if (changed && periods < 5) {
        changed = false;
        requestIdleCallback(period, {timeout: 1000});
        return;
      }
      changes.disconnect();
      resolve(undefined);
    };
    requestIdleCallback(period, {timeout: 1000});
  });
}
