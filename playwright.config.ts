import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium'
import { ADMIN } from './testing/server'

// End-to-end tests drive Debian's Chromium (never a downloaded browser) against the production build,
// served on its own port with a fresh SQLite database for the run.
const port = Number(process.env.E2E_PORT ?? 3310)
// Set once by the runner, inherited by its workers, so tests can look into the server's outbox.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `tembo-e2e-${process.pid}`)
const dataDir = process.env.E2E_DATA_DIR

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  // A test's whole budget. Playwright's 30 s was a speed limit in disguise: on a machine busy with other
  // work the longest tests (a sweep of every back-office page, a lead carried through its statuses, the
  // phone's back-office with axe on each screen) took more, and failed with nothing wrong. Speed is
  // measured by `npm run bench`, never asserted here; a test that needs longer still says so itself.
  timeout: 90_000,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [
    // Tests at the top of tests/e2e run on both; desktop/ and phone/ hold what only one of them has.
    { name: 'desktop', testIgnore: /phone\//, use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'phone',
      testIgnore: /desktop\/|server-html/,
      use: { ...devices['Pixel 7'], channel: undefined },
    },
  ],
  webServer: {
    command: 'node server.js',
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: `file:${path.join(dataDir, 'tembo.db')}`,
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
      MAIL_OUTBOX_DIR: path.join(dataDir, 'outbox'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_PER_10_MIN: '100000',
      ACKNOWLEDGEMENTS_PER_DAY: '100000',
    },
  },
})
