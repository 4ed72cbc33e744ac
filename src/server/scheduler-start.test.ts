import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthEndpoints } from '#contracts/health';
import { buildApp } from '#server/app';
import type { AppInstance } from '#server/context';
import { buildTestApp, type TestApp } from '#server/testing/test-app';

// The background jobs start once the server listens and their first runs (the catch-up after
// downtime: renewals, retention, reminders) go on in the background: a first run that does not
// end never holds the start, and closing (SIGTERM's path in main.ts) still waits for it.
let t: TestApp;
let app: AppInstance | null = null;

beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

describe('server start with a long first run', () => {
  it('listens and answers ready while the first run goes on; close waits for that run', async () => {
    app = await buildApp({ db: t.db, databaseUrl: t.databaseUrl, clock: t.clock, logger: false, config: { UPLOAD_DIR: t.uploadDir, MAIL_DIR: t.mailDir } });
    let runs = 0;
    let finish = () => {};
    app.scheduler.every('recuperação longa', 3_600_000, () => {
      runs += 1;
      return new Promise<void>((resolve) => (finish = resolve));
    });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    expect(runs).toBe(1);
    expect((await fetch(`${base}${healthEndpoints.ready.path}`)).status).toBe(200);

    let closed = false;
    const closing = app.close().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed).toBe(false);
    finish();
    await closing;
    expect(closed).toBe(true);
  });
});
