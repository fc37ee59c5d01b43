import type {Route} from '@playwright/test';
import {expect, test, type Page} from '../support/test';
import {PAGES} from '../support/pages';
import {BASE_PATH} from '../support/base-path.mjs';

// Route changes under the site's own start-up (src/features/boot/appLoader.ts evaluates the bundle,
// with the theme's client modules, in steps, and stands in for the theme's window.docusaurus).
// Whether a fast switch shows no bar (the theme's 200 ms delay) and whether a hovered route is taken
// from the cache are the theme's own; that hovering fetches the route is
// src/features/boot/tests/prefetch-on-intent.spec.ts.

const JS_CHUNKS = `**${BASE_PATH}assets/js/**`;

/** A marker that survives client-side navigation and disappears on a full page load. */
const markWindow = (page: Page) => page.evaluate(() => ((window as unknown as {marker: number}).marker = 1));
const windowMarked = (page: Page) => page.evaluate(() => (window as unknown as {marker?: number}).marker === 1);

test('a slow route change shows the progress bar until the new page is there', async ({page}) => {
  await page.goto(PAGES.home);
  // The target's scripts are held until the bar shows: the switch is as slow as it needs to be.
  const held: Route[] = [];
  let holding = true;
  await page.route(JS_CHUNKS, (route) => (holding ? held.push(route) : route.continue()));
  await markWindow(page);
  // A footer link: out of view until now, so nothing of its route was fetched yet.
  await page.locator('footer').getByRole('link', {name: 'Slim 2 guide'}).click();
  await expect(page.locator('#nprogress')).toBeAttached();
  expect(held.length).toBeGreaterThan(0);
  holding = false;
  await Promise.all(held.map((route) => route.continue()));
  await expect(page).toHaveURL('docs/v2/');
  await expect(page.locator('article h1')).toBeVisible();
  await expect(page.locator('#nprogress')).toHaveCount(0);
  expect(await windowMarked(page)).toBe(true);
});

test('a failed preload falls back to a full page load of the target', async ({page}) => {
  await page.goto(PAGES.home);
  await page.route(JS_CHUNKS, (route) => route.abort());
  await markWindow(page);
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Blog'}).click();
  await expect(page).toHaveURL('blog');
  await expect(page.locator('.blog-list-page')).toBeVisible();
  // The marker is gone: the browser loaded the page afresh instead of showing a broken view.
  await expect.poll(() => windowMarked(page)).toBe(false);
});
