import {existsSync} from 'node:fs';
import {defineConfig, devices} from '@playwright/test';

// Debian's Chromium when the machine has it (CI does); Playwright's own browser otherwise.
const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const PORT = Number(process.env.TEST_PORT ?? 4173);
const BASE_PATH = '/slim/';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}${BASE_PATH}`,
    trace: 'retain-on-failure',
    colorScheme: 'light',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: existsSync(SYSTEM_CHROMIUM)
          ? {executablePath: SYSTEM_CHROMIUM, args: CHROMIUM_FLAGS}
          : {args: CHROMIUM_FLAGS.slice(1)},
      },
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
