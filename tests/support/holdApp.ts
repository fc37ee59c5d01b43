import type {Page, Route} from '@playwright/test';

/**
 * Holds the app's main script back until `release()`: what a reader does before the app has
 * hydrated can then be done deterministically, whenever the app would otherwise start (it starts
 * by itself once the page has loaded, src/features/boot/appLoader.ts).
 */
export async function holdApp(page: Page): Promise<() => Promise<void>> {
  const MAIN = /\/assets\/js\/main\.[^/]*\.js$/;
  const held: Route[] = [];
  let holding = true;
  await page.route(MAIN, (route) => (holding ? held.push(route) : route.continue()));
  return async () => {
    holding = false;
    await Promise.all(held.map((route) => route.continue()));
    await page.unroute(MAIN);
  };
}
