import { defineConfig, devices } from '@playwright/test';
// Playwright never downloads a browser here: it drives Debian's Chromium.
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_FLAGS } from './tests/support/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// A fresh embedded database per run; set here once, the workers inherit it (tests/e2e/stored.ts reads it).
process.env.E2E_DATA_DIR ??= `test-results/data-${Date.now()}`;
const baseURL = `http://127.0.0.1:${PORT}`;
// The mail catcher (npm run mail-catcher) receives every mail the site sends; tests read its .eml files (tests/e2e/mail.ts).
const MAIL_PORT = Number(process.env.E2E_MAIL_PORT ?? PORT + 25);
process.env.E2E_MAIL_DIR ??= `${process.env.E2E_DATA_DIR}-mail`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // CI (which .ci/run sets): two workers, one per core.
  // Locally Playwright's default, half the cores.
  workers: process.env.CI ? 2 : undefined,
  // In CI a test that fails once is retried, so its report shows the flake, and the run fails anyway:
  // a retry must not turn a failure into a pass.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // The longest flows (sign-in, work a lead, export; consent, events, insights) take about half of this on a
  // slow machine: the timeout catches a hang, not the machine.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    // Recording a trace costs a third of a test's time: only the retry of a failed test records one.
    trace: 'on-first-retry',
    // The site's service worker would answer requests that tests route themselves; the offline test allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: PLAYWRIGHT_CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: [
    {
      command: 'node scripts/mail-catcher.mjs',
      port: MAIL_PORT,
      reuseExistingServer: false,
      timeout: 20_000,
      env: { MAIL_CATCHER_PORT: String(MAIL_PORT), DATA_DIR: process.env.E2E_MAIL_DIR },
    },
    {
      command: 'npm start',
      url: baseURL,
      // Never reuse: a server left over from an older build would be tested instead of this one.
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(PORT),
        DATA_DIR: process.env.E2E_DATA_DIR,
        // Every test posts from 127.0.0.1: the limits themselves are covered by the Vitest suite.
        RATE_LIMIT_SCALE: '1000',
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${MAIL_PORT}`,
      },
    },
  ],
});
