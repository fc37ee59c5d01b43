// The Playwright `test` of the browser tests. A page starts its app once it has loaded and the
// browser is idle, or on the reader's first interaction (src/features/boot/appLoader.ts); tests that
// exercise the app wait after every goto and reload until it has hydrated (starting it at once, as
// a reader's first touch would), so that no test races the app's start. `startApp: false` leaves
// a page alone; tests/support/holdApp.ts holds the app back to act before it runs.
import {test as base, type Page, type Response} from '@playwright/test';
import {startApp} from '../../scripts/lib/browser.mjs';

export {expect, type Locator, type Page} from '@playwright/test';

async function startedAfter(page: Page, navigation: Promise<Response | null>): Promise<Response | null> {
  const response = await navigation;
  // A page that is not a page (an error status) has nothing to start.
  if (response?.ok()) await startApp(page);
  return response;
}

export const test = base.extend<{startApp: boolean}>({
  startApp: [true, {option: true}],
  context: async ({context}, use) => {
    await use(context);
    // A route handler still at work when the test ends (reading a chunk the page asked for at the
    // last moment) finds the page closing under it, and its error would fail a test whose checks
    // all passed. Routes go first, and what their handlers throw from then on is dropped.
    await Promise.all(context.pages().map((page) => page.unrouteAll({behavior: 'ignoreErrors'})));
    await context.unrouteAll({behavior: 'ignoreErrors'});
  },
  page: async ({page, startApp: start, javaScriptEnabled}, use) => {
    if (start && javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = (url, options) => startedAfter(page, goto(url, options));
      page.reload = (options) => startedAfter(page, reload(options));
    }
    await use(page);
  },
});
