import {defineConfig, devices, type ReporterDescription} from '@playwright/test';
// Debian's Chromium when the machine has it (CI does); Playwright's own browser otherwise.
import {launchOptions} from './scripts/lib/browser.mjs';
// The base path the build was made with (BASE_URL, as the build reads it): CI builds once for GitHub
// Pages and runs the browser tests on that build.
import {BASE_PATH} from './tests/support/base-path.mjs';

const PORT = Number(process.env.TEST_PORT ?? 4173);
/** The hostile-PHP corpus's browser spec, which only its own project runs. */
const HOSTILE_CORPUS = 'src/features/playground/tests/hostile-php.spec.ts';
const CHROMIUM = {...devices['Desktop Chrome'], launchOptions: launchOptions()};
// A pull request's run retries a failed test once and names it flaky if it then passes, so that one
// flake does not cost the whole run; everywhere else (main, the nightly run, a contributor's machine)
// a failure is a failure.
const ON_PULL_REQUEST = process.env.GITHUB_EVENT_NAME === 'pull_request';

const reporters: ReporterDescription[] = [['list']];
// CI keeps an HTML report (with the traces of failed tests, and of a flaky test's failed try) that the
// workflow uploads; on GitHub each failure and each flaky test is also an annotation of the run, and
// the run's summary counts the flaky ones.
if (process.env.CI) reporters.push(['html', {open: 'never'}]);
if (process.env.GITHUB_ACTIONS) reporters.push(['github']);

export default defineConfig({
  // The site-wide browser tests, and each feature's own (src/features/<feature>/tests/).
  testDir: '.',
  testMatch: ['tests/e2e/**/*.spec.ts', 'src/features/*/tests/**/*.spec.ts'],
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: ON_PULL_REQUEST ? 1 : 0,
  reporter: reporters,
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}${BASE_PATH}`,
    trace: 'retain-on-failure',
    colorScheme: 'light',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: HOSTILE_CORPUS,
      use: CHROMIUM,
    },
    // The whole hostile-PHP corpus on both hosts: `npm run test:hostile` (the nightly job, and CI on a
    // playground change). Not a default project: `playwright test` alone leaves it out.
    {
      name: 'hostile',
      testMatch: HOSTILE_CORPUS,
      default: false,
      use: CHROMIUM,
    },
  ],
  webServer: {
    command: 'node scripts/serve-nginx.mjs',
    env: {PORT: String(PORT), BASE_URL: BASE_PATH},
    url: `http://127.0.0.1:${PORT}${BASE_PATH}`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
