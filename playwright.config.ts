import { defineConfig } from '@playwright/test';
import { E2E_PAYMENT_WEBHOOK_SECRET } from './tests/e2e/webhook-secret.ts';

// E2E_PORT and WEB_DIST_DIR let several work trees run their suites side by side. Each work tree
// uses two ports: E2E_PORT and E2E_PORT + 1000 (the second server, below), and the cluster spec three
// more from E2E_PORT + 2000.
const PORT = Number(process.env.E2E_PORT ?? 5100);
const SECOND_PORT = PORT + 1000;

// Journeys that change what every other journey sees (a course approved into the catalogue,
// the monthly plan switched off for a moment) run against a server of their own, on its own
// fresh database, at the same time as all the others: the catalogue and checkout journeys meet
// the seed's own catalogue and plans whatever the order, and nothing waits for anything.
const SHARED_STATE_CHANGERS = ['**/admin/moderation.spec.ts', '**/admin/course-revision.spec.ts', '**/professor/teacher-to-student.spec.ts', '**/admin/review-confirmations.spec.ts'];

// The platform as `npm run cluster` runs it: two instances on PostgreSQL behind HAProxy, started
// by the spec itself on E2E_PORT + 2000 (and the two ports after it) with a fresh database.
const CLUSTER = ['**/cluster/*.spec.ts'];

// The production server, as `npm start` runs it (npm run test:e2e builds it first), on a fresh
// SQLite database with the demo data in data/e2e-<port>.
const server = (port: number) => ({
  command: `rm -rf data/e2e-${port} && node dist/server/main.js`,
  url: `http://127.0.0.1:${port}/api/health`,
  reuseExistingServer: false,
  timeout: 60_000,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: `file:./data/e2e-${port}/eduia.db`,
    UPLOAD_DIR: `./data/e2e-${port}/uploads`,
    // No SMTP server: each message is written complete here (tests read links as the recipient would).
    MAIL_DIR: `./data/e2e-${port}/mail`,
    ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
    // The demo installation, as `npm start` runs it (role cards on the landing page).
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    // The sandbox's webhook key, which the journeys that sign a delivery themselves also use.
    PAYMENT_WEBHOOK_SECRET: E2E_PAYMENT_WEBHOOK_SECRET,
  },
});

// Browser tests drive Debian's Chromium (never a downloaded browser) against the real
// server on a fresh SQLite database with the demo data.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A journey's limit catches a hang, not a slow step: with Debian's Chromium 156 on two cores, the
  // long billing journeys (four accessibility scans each) took 24–33 s beside another worker.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // The cookie banner answered beforehand ("recusados" in eduia_cookies, src/contracts/consents.ts;
    // cookies ignore the port: both servers), so no other journey meets it;
    // tests/e2e/public/cookie-banner.spec.ts starts without it.
    storageState: { cookies: [{ name: 'eduia_cookies', value: 'recusados', domain: '127.0.0.1', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }], origins: [] },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  // Listed first, so its long journeys start first instead of making the tail of the run.
  projects: [
    { name: 'shared-state-changers', testMatch: SHARED_STATE_CHANGERS, use: { baseURL: `http://127.0.0.1:${SECOND_PORT}` } },
    { name: 'cluster', testMatch: CLUSTER },
    { name: 'journeys', testIgnore: [...SHARED_STATE_CHANGERS, ...CLUSTER] },
  ],
  webServer: [server(PORT), server(SECOND_PORT)],
});
