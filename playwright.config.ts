import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, JOURNEY_CHROMIUM } from './tests/e2e/browsers';
import { timeLimit } from './tests/e2e/timeLimit';

// E2E_PORT lets two runs (or a run beside a dev server) use different ports.
const PORT = Number(process.env.E2E_PORT ?? 3100);

// The config is loaded by the runner and again by each worker: create the data directory once
// and hand it down through the environment, so the server and every worker agree on it.
process.env.MNEMO_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'mnemo-e2e-'));

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  // Two journeys at a time (E2E_WORKERS sets another count). Every journey registers accounts of
  // its own (those that need the admin badge or a database of their own start their own server,
  // ownServer.ts), and those reading figures shared by all (the home's statistics, the ranking)
  // compare the page with what it was served. On a 2-core machine (2026-11-26) one at a time took
  // 16.3 minutes, two 12.7, two with service workers blocked (below) 11.5; two in the headless
  // shell without traces (browsers.ts, below) 8.6 on 2026-11-27. On machines whose Chromium runs
  // two to three times as slowly, time limits are stretched for them (timeLimit.ts).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  reporter: 'list',
  timeout: timeLimit(45_000),
  expect: { timeout: timeLimit(10_000) },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // Off: recording every journey's trace (screenshots and DOM snapshots at each step) took a
    // quarter of the run's time, for the few that fail. `--trace retain-on-failure` records them.
    trace: 'off',
    // Each new browser context would install the service worker and download its whole precache
    // (every route chunk) beside the journey: a sixth of the run's time. Only the journeys about the
    // installed app (offline.spec.ts, pwa.spec.ts) let it run.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        headless: true,
        launchOptions: {
          executablePath: JOURNEY_CHROMIUM,
          args: CHROMIUM_ARGS,
        },
      },
    },
  ],
  webServer: {
    command: 'node dist/server/main.js',
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    // A first PGlite start (initdb) on a loaded machine can take a while.
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.MNEMO_E2E_DATA_DIR,
      RATE_LIMIT_PER_MINUTE: '100000',
      // Accounts created through the API say which address they come from (helpers.registerViaApi).
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
    },
  },
});
