// Lighthouse CI (`npm run test:budgets`): the bench pages, served by our nginx as in production,
// each measured three times on the mobile preset; the median run must meet every assertion. The
// figures go to budget-report/ (CI keeps it as an artifact), not into git.
const base = `/${(process.env.BASE_URL ?? '/slim/').replace(/^\/+|\/+$/g, '')}/`;
const port = Number(process.env.BUDGET_PORT ?? 8190);
const origin = `http://127.0.0.1:${port}${base}`;

/** The pages the budgets hold for: the home, a short and a long guide page, the blog and a post. */
const PAGES = ['', 'docs/v4/start/installation', 'docs/v4/objects/routing', 'blog', 'blog/slim-4.14.0-release'];

module.exports = {
  ci: {
    collect: {
      url: PAGES.map((page) => `${origin}${page}`),
      numberOfRuns: 3,
      startServerCommand: `PORT=${port} node scripts/serve-nginx.mjs`,
      startServerReadyPattern: 'Serving',
      startServerReadyTimeout: 30000,
      ...(require('node:fs').existsSync('/usr/bin/chromium') ? {chromePath: '/usr/bin/chromium'} : {}),
      settings: {
        chromeFlags:
          '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update',
      },
    },
    assert: {
      aggregationMethod: 'median-run',
      assertions: {
        'categories:performance': ['error', {minScore: 0.9}],
        'categories:accessibility': ['error', {minScore: 1}],
        'categories:best-practices': ['error', {minScore: 1}],
        'categories:seo': ['error', {minScore: 1}],
        'largest-contentful-paint': ['error', {maxNumericValue: 2500}],
        'total-blocking-time': ['error', {maxNumericValue: 200}],
        // Bytes a page view costs (as Lighthouse counts them, compressed): the 220 KB of
        // JavaScript and 300 KB in all.
        'resource-summary:script:size': ['error', {maxNumericValue: 220 * 1024}],
        'resource-summary:total:size': ['error', {maxNumericValue: 300 * 1024}],
      },
    },
    upload: {target: 'filesystem', outputDir: 'budget-report/lighthouse'},
  },
};
