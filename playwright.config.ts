import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';
import { SERVICES_ORIGIN } from './tests/e2e/support/services';

const port = Number(process.env.E2E_PORT ?? 4173);
// The test build shows stand-in consented reviews (package.json, build:e2e); the tests read the same file.
process.env.REVIEWS_FILE ??= 'tests/fixtures/reviews-consented.json';
const services = new URL(SERVICES_ORIGIN);
const executablePath = findChromium();
const launchOptions = { executablePath, args: chromiumArgs };

export default defineConfig({
  testDir: './tests/e2e',
  // Maps `server-only` to a no-op for the tests, which read the words as the server does.
  tsconfig: './tsconfig.e2e.json',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // The list for the log; the JSON (playwright-report/results.json) gives each test's time, to find the slow ones.
  reporter: [['list'], ['json', { outputFile: 'playwright-report/results.json' }]],
  timeout: 30_000,
  // Assertions wait on what the page does. Client navigations fetch the next page's data first, and
  // on a busy 2-core CI machine that can pass the default 5 s, so they may wait up to 10 s.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace is recorded only when a failed test runs again (CI retries once): recording one for every
    // test, to keep it on failure, cost about a quarter of the browser tests' time on 2 cores (3 Dec 2026:
    // pages, listings and hero-first specs, 251 s with traces, 190 s without). Locally, `--trace on`.
    trace: 'on-first-retry',
    launchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } },
    // Tests tagged @once check what does not change with the viewport (files, metadata, what a form
    // sends, how a page waits for its code): the desktop project runs them, the phone project the rest.
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions }, grepInvert: /@once/, testIgnore: /seo\.spec\.ts$/ },
  ],
  webServer: [
    {
      // Serves out/ as the static hosts do, with the security headers of out/_headers applied.
      command: `node scripts/serve-static.mjs --port ${port} --headers`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      // The form service the test build posts brochure requests to (see package.json build:e2e).
      command: `node tests/e2e/support/endpoints.mjs ${services.port}`,
      url: `${SERVICES_ORIGIN}/__leads`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
