import { defineConfig } from '@playwright/test';

// E2E_PORT and WEB_DIST_DIR let several work trees run their suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 5100);

// Journeys that change what every other journey sees (a course approved into the catalogue,
// the monthly plan switched off for a moment) run after all the others, so the catalogue and
// checkout journeys meet the seed's own catalogue and plans whatever the worker order.
const SHARED_STATE_CHANGERS = ['**/admin/moderation.spec.ts', '**/admin/course-revision.spec.ts', '**/professor/teacher-to-student.spec.ts', '**/admin/review-confirmations.spec.ts'];

// Browser tests drive Debian's Chromium (never a downloaded browser) against the real
// server on a fresh SQLite database with the demo data.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'journeys', testIgnore: SHARED_STATE_CHANGERS },
    { name: 'shared-state-changers', testMatch: SHARED_STATE_CHANGERS, dependencies: ['journeys'] },
  ],
  webServer: {
    // The production server, as `npm start` runs it (npm run test:e2e builds it first).
    command: `rm -rf data/e2e-${PORT} && node dist/server/main.js`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:./data/e2e-${PORT}/eduia.db`,
      UPLOAD_DIR: `./data/e2e-${PORT}/uploads`,
      // No SMTP server: each message is written complete here (tests read links as the recipient would).
      MAIL_DIR: `./data/e2e-${PORT}/mail`,
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
      LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
      // The demo installation, as `npm start` runs it (role cards on the landing page).
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
    },
  },
});
