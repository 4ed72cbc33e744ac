import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '#contracts/auth';
import { healthEndpoints } from '#contracts/health';
import { buildApp } from '#server/app';
import type { AppInstance } from '#server/context';
import { openDatabase, type Db } from '#server/db/database';
import { MINUTE_MS } from '#server/lib/clock';
import { openSession } from '#server/modules/auth/auth.service';
import { settleDueSubscriptions } from '#server/modules/billing/billing.service';
import { runDueReminders } from '#server/modules/notices/notices.service';
import { createNotification } from '#server/modules/notifications/notifications.service';
import { SESSION_COOKIE } from '#server/plugins/session';
import { subscribedStudent } from '#server/modules/billing/billing-test-helpers';
import { buildTestApp, requestHelpers, type TestApp } from '#server/testing/test-app';

// Two instances of the platform on one PostgreSQL database (docs/decisions/instances-talk-through-listen-notify.md,
// counters-and-claims-in-the-database.md, background-items-claimed-once.md): A is the test app,
// B a second app on the same database, both with the cluster channel on. Every wait is bounded.
const PG = Boolean(process.env.TEST_DATABASE_URL);

let a: TestApp;
let b: AppInstance;
let bDb: Db;
let bUrl: string;

async function until(check: () => boolean | Promise<boolean>, ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return check();
}

describe.skipIf(!PG)('two instances on one PostgreSQL', () => {
  beforeAll(async () => {
    a = await buildTestApp({ cluster: true, config: { LOGIN_RATE_LIMIT_PER_MINUTE: 3 } });
    bDb = openDatabase({ url: a.databaseUrl });
    b = await buildApp({ db: bDb, databaseUrl: a.databaseUrl, clock: a.clock, logger: false, audit: a.audit, cluster: true, config: { UPLOAD_DIR: a.uploadDir, MAIL_DIR: a.mailDir, LOGIN_RATE_LIMIT_PER_MINUTE: 3 } });
    bUrl = await b.listen({ port: 0, host: '127.0.0.1' });
    expect(await until(() => a.app.ctx.cluster.listening && b.ctx.cluster.listening, 5000)).toBe(true);
  });
  afterAll(async () => {
    b?.server.closeAllConnections();
    await b?.close();
    await bDb?.destroy();
    await a?.close();
  });

  it('a notification stored on A reaches the streams of B within a second, read from the table', async () => {
    const user = await a.insertUser({ role: 'aluno' });
    const stream = await holdStream(user.id);
    try {
      const { notification } = await createNotification(a.app.ctx, { userId: user.id, type: 'system', title: 'Olá de A', description: 'entre instâncias' });
      const event = await stream.next(1000);
      expect(event).toContain(notification.id);
      expect(event).toContain('Olá de A');
    } finally {
      stream.close();
    }
  });

  it("after B's LISTEN connection is killed, what was notified meanwhile is caught up from the table", async () => {
    const user = await a.insertUser({ role: 'aluno' });
    const stream = await holdStream(user.id);
    try {
      await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN eduia_cluster%' and pid <> pg_backend_pid()`.execute(a.db);
      // Both instances lose theirs; A's notice is sent while B (probably) is not listening.
      const { notification } = await createNotification(a.app.ctx, { userId: user.id, type: 'system', title: 'Durante a queda', description: 'recuperada' });
      expect(await stream.next(5000)).toContain(notification.id);
      expect(await until(() => b.ctx.cluster.listening, 5000)).toBe(true);
    } finally {
      stream.close();
    }
  });

  it('the catch-up reads the table on the app clock: notifications stored long before the machine clock are still found', async () => {
    // The stored times and the moment of the loss are on the same (app) clock: here it is 10
    // minutes behind the machine's, as a test run's manual clock becomes after a long run.
    const saved = a.clock.now();
    a.clock.set(new Date(Date.now() - 10 * MINUTE_MS));
    const user = await a.insertUser({ role: 'aluno' });
    const stream = await holdStream(user.id);
    try {
      await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN eduia_cluster%' and pid <> pg_backend_pid()`.execute(a.db);
      const { notification } = await createNotification(a.app.ctx, { userId: user.id, type: 'system', title: 'Durante a queda', description: 'horário do app' });
      expect(await stream.next(5000)).toContain(notification.id);
      expect(await until(() => b.ctx.cluster.listening && a.app.ctx.cluster.listening, 5000)).toBe(true);
    } finally {
      stream.close();
      a.clock.set(saved);
    }
  });

  it('settings saved on A apply on B within a second', async () => {
    expect((await b.ctx.settings.get()).platform.platformName).toBe((await a.app.ctx.settings.get()).platform.platformName);
    const admin = await a.signInAs('admin');
    const current = await a.request('GET', '/api/admin/settings/platform', { cookie: admin });
    expect(current.status).toBe(200);
    const { updatedAt: _stamp, ...view } = current.body as Record<string, unknown>;
    const saved = await a.request('PUT', '/api/admin/settings/platform', { cookie: admin, body: { ...view, platformName: 'EduIA Cluster' } });
    expect(saved.status).toBe(200);
    expect(await until(async () => (await b.ctx.settings.get()).platform.platformName === 'EduIA Cluster', 1000)).toBe(true);
  });

  it('the sign-in limit per address and e-mail counts the attempts made on both', async () => {
    const bCalls = requestHelpers(b);
    const body = { email: 'ninguem@example.com', password: 'errada-123456' };
    const statuses = [];
    for (const call of [a.call, bCalls.call, a.call, bCalls.call]) statuses.push((await call(authEndpoints.login, { body })).status);
    expect(statuses.slice(0, 3).every((s) => s === 401)).toBe(true);
    expect(statuses[3]).toBe(429);
  });

  it('a suspension on A ends the session on B at its next request', async () => {
    const user = await a.insertUser({ role: 'aluno' });
    const cookie = await openSession(a.app.ctx, user.id);
    const bCalls = requestHelpers(b);
    expect((await bCalls.call(authEndpoints.me, { cookie })).status).toBe(200);
    const ended = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 1000);
      b.ctx.notificationBus.on('sessions-ended', (e) => {
        if (e.userId === user.id) {
          clearTimeout(timer);
          resolve(true);
        }
      });
    });
    const admin = await a.signInAs('admin');
    const version = (await a.db.selectFrom('users').select('version').where('id', '=', user.id).executeTakeFirstOrThrow()).version;
    const suspend = await a.request('POST', `/api/admin/users/${user.id}/suspend`, { cookie: admin, body: { version } });
    expect(suspend.status).toBe(200);
    expect(await ended).toBe(true);
    expect((await bCalls.call(authEndpoints.me, { cookie })).status).toBe(401);
  });

  it('two runners at the same moment charge one renewal and send one reminder', async () => {
    const student = await subscribedStudent(a, 'monthly');
    const shift = new Date(student.subscription.currentPeriodEnd).getTime() - a.clock.now().getTime() - 30 * MINUTE_MS;
    await a.db.insertInto('events').values({
      id: 'evento-duas-instancias', type: 'live', title: 'Evento duplo', description: '', instructorId: 'user-professor-demo', courseId: null,
      startsAt: new Date(a.clock.now().getTime() + shift + 30 * MINUTE_MS).toISOString(), durationMinutes: 60, createdAt: a.clock.now().toISOString(),
    }).execute();
    const reminder = await a.request('PUT', '/api/notices/events/evento-duas-instancias/reminder', { cookie: student.cookie });
    expect(reminder.status).toBe(200);
    a.clock.advance(shift);
    try {
      await Promise.all([settleDueSubscriptions(a.app.ctx), settleDueSubscriptions(b.ctx), runDueReminders(a.app.ctx), runDueReminders(b.ctx)]);
      const renewals = await a.db.selectFrom('payments').select('id').where('userId', '=', student.id).where('kind', '=', 'renewal').execute();
      expect(renewals).toHaveLength(1);
      const reminders = await a.db.selectFrom('notifications').select('id').where('userId', '=', student.id).where('type', '=', 'reminder').execute();
      expect(reminders).toHaveLength(1);
    } finally {
      a.clock.advance(-shift);
    }
  });

  it('readiness answers 200 while the database answers; liveness never asks it', async () => {
    expect((await a.call(healthEndpoints.ready)).status).toBe(200);
    expect((await a.call(healthEndpoints.health)).body).toEqual({ status: 'ok', database: 'postgres' });
  });
});

/** Opens a real live stream on B (listening on a free port) as `userId`; `next` waits for its next notification event. */
async function holdStream(userId: string) {
  const cookie = await openSession(b.ctx, userId);
  const controller = new AbortController();
  const response = await fetch(`${bUrl}/api/notifications/stream`, { headers: { cookie: `${SESSION_COOKIE}=${cookie}` }, signal: controller.signal });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  let buffer = '';
  const decoder = new TextDecoder();
  async function nextEvent(name: string, ms: number): Promise<string> {
    const end = Date.now() + ms;
    for (;;) {
      const at = buffer.indexOf(`event: ${name}\n`);
      if (at >= 0) {
        const stop = buffer.indexOf('\n\n', at);
        if (stop >= 0) {
          const event = buffer.slice(at, stop);
          buffer = buffer.slice(stop + 2);
          return event;
        }
      }
      const left = end - Date.now();
      if (left <= 0) throw new Error(`nenhum evento ${name} em ${ms} ms`);
      const chunk = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), left))]);
      if (chunk === null) continue;
      if (chunk.done) throw new Error('o fluxo fechou');
      buffer += decoder.decode(chunk.value, { stream: true });
    }
  }
  await nextEvent('ready', 2000);
  return {
    next: (ms = 1000) => nextEvent('notification', ms),
    close: () => controller.abort(),
  };
}
