// What the browser tests of search share.
import type {Page} from '@playwright/test';

/**
 * How long the first results may take: they wait for the index to download and load in a worker,
 * about a second here and more on a busy shared machine. `npm run bench:search` measures how fast.
 */
export const FIRST_RESULTS = {timeout: 15_000};

/** The paths of the search indexes the page requests from now on, in order. */
export function searchIndexRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('search-index')) paths.push(new URL(request.url()).pathname);
  });
  return paths;
}
