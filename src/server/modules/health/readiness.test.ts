import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthEndpoints } from '#contracts/health';
import { buildApp } from '#server/app';
import type { AppInstance } from '#server/context';
import { openDatabase, type Db } from '#server/db/database';
import { buildTestApp, requestHelpers, type TestApp } from '#server/testing/test-app';

// Readiness follows the database (a TCP proxy in front of PostgreSQL that the test cuts);
// liveness never asks it. Every wait is bounded by what the README promises: 2 s down, 5 s back.
const PG = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let app: AppInstance;
let db: Db;
let proxy: Server;
let port = 0;
const sockets = new Set<Socket>();

function listen(): Promise<void> {
  proxy = createServer((client) => {
    const upstream = connect(5432, '127.0.0.1');
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => {});
      s.on('close', () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
  });
  return new Promise((done) => proxy.listen(port, '127.0.0.1', () => {
    port = (proxy.address() as { port: number }).port;
    done();
  }));
}

function cut(): Promise<void> {
  for (const s of sockets) s.destroy();
  return new Promise((done) => proxy.close(() => done()));
}

describe.skipIf(!PG)('GET /api/ready while PostgreSQL goes away and comes back', () => {
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
    await listen();
    const url = new URL(t.databaseUrl);
    url.port = String(port);
    db = openDatabase({ url: url.toString() });
    app = await buildApp({ db, databaseUrl: url.toString(), logger: false, config: { UPLOAD_DIR: t.uploadDir, MAIL_DIR: t.mailDir } });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.destroy();
    if (proxy?.listening) await cut();
    await t?.close();
  });

  it('answers 503 within 2 s of the cut and 200 within 5 s of the return, liveness 200 throughout', async () => {
    const { call } = requestHelpers(app);
    expect((await call(healthEndpoints.ready)).status).toBe(200);
    await cut();
    await expect.poll(async () => (await call(healthEndpoints.ready)).status, { timeout: 2000 }).toBe(503);
    const down = await call(healthEndpoints.ready);
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ message: 'O banco de dados não está respondendo.' });
    expect((await call(healthEndpoints.health)).status).toBe(200);
    await listen();
    await expect.poll(async () => (await call(healthEndpoints.ready)).status, { timeout: 5000 }).toBe(200);
    expect((await call(healthEndpoints.health)).status).toBe(200);
  });
});
