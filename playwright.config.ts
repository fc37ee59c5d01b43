import {defineConfig, devices} from '@playwright/test';
// Debian's Chromium when the machine has it (CI does); Playwright's own browser otherwise.
import {launchOptions} from './scripts/lib/browser.mjs';
import {DEFAULT_BASE_PATH} from './src/config/serving.mjs';

const PORT = Number(process.env.TEST_PORT ?? 4173);
const BASE_PATH = DEFAULT_BASE_PATH;
/** The hostile-PHP corpus's browser spec, which only its own project runs. */
const HOSTILE_CORPUS = 'src/features/playground/tests/hostile-php.spec.ts';
const CHROMIUM = {...devices['Desktop Chrome'], launchOptions: launchOptions()};

export default defineConfig({
  // The site-wide browser tests, and each feature's own (src/features/<feature>/tests/).
  testDir: '.',
  testMatch: ['tests/e2e/**/*.spec.ts', 'src/features/*/tests/**/*.spec.ts'],
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // CI keeps an HTML report (with the traces of failed tests) that the workflow uploads on failure.
  reporter: process.env.CI ? [['list'], ['html', {open: 'never'}]] : [['list']],
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
