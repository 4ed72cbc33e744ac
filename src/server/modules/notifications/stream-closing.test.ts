import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints } from '#contracts/admin';
import { authEndpoints } from '#contracts/auth';
import { billingEndpoints } from '#contracts/billing';
import { notificationEndpoints } from '#contracts/notifications';
import { adminSettingsEndpoints } from '#contracts/settings';
import { userEndpoints } from '#contracts/users';
import { openSession } from '#server/modules/auth/auth.service';
import { SESSION_COOKIE } from '#server/plugins/session';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { createNotification } from './notifications.service.ts';

// Issue 22 item 5: a live stream closes the moment its session ends (suspension, password
// change or sign-out elsewhere, reset), not at the next 25-second re-check; maintenance
// closes every stream but administrators' and refuses the public writes too.

let t: TestApp;
let baseUrl = '';
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await t.signInAs('admin');
});
afterAll(async () => t.close());

/** Comfortably above a local round trip, far below the 25-second heartbeat that used to be the only way out. */
const CLOSE_BOUND_MS = 3000;

const opened: AbortController[] = [];
afterAll(() => opened.forEach((c) => c.abort()));

/** Requests a live stream (real HTTP: app.inject would wait for the never-ending response). */
async function requestStream(cookie: string) {
  const controller = new AbortController();
  opened.push(controller);
  return fetch(`${baseUrl}${notificationEndpoints.stream.path}`, { headers: { cookie: `${SESSION_COOKIE}=${cookie}` }, signal: controller.signal });
}

/** Opens a live stream and waits for its `ready` event. */
async function openStream(cookie: string): Promise<OpenStream> {
  const res = await requestStream(cookie);
  expect(res.status).toBe(200);
  const stream = { reader: res.body!.getReader(), buffer: '' };
  expect(await nextEvent(stream, 'ready')).toEqual({ ok: true });
  return stream;
}
type OpenStream = { reader: ReadableStreamDefaultReader<Uint8Array>; buffer: string };

/** Reads until an event named `name`; null when the stream ended first. */
async function nextEvent(stream: OpenStream, name: string): Promise<unknown> {
  const decoder = new TextDecoder();
  for (;;) {
    let split: number;
    while ((split = stream.buffer.indexOf('\n\n')) >= 0) {
      const block = stream.buffer.slice(0, split);
      stream.buffer = stream.buffer.slice(split + 2);
      if (/^event: (.*)$/m.exec(block)?.[1] === name) return JSON.parse(/^data: (.*)$/m.exec(block)![1]!);
    }
    const { value, done } = await stream.reader.read();
    if (done) return null;
    stream.buffer += decoder.decode(value, { stream: true });
  }
}

/** Whether the server ends the stream within CLOSE_BOUND_MS (whatever it sends before). */
async function endsSoon(stream: OpenStream): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'still-open'>((resolve) => (timer = setTimeout(() => resolve('still-open'), CLOSE_BOUND_MS)));
  try {
    for (;;) {
      const next = await Promise.race([stream.reader.read(), timeout]);
      if (next === 'still-open') return false;
      if (next.done) return true;
    }
  } finally {
    clearTimeout(timer);
  }
}

/** The stream still delivers: a new notification for its user arrives on it. */
async function stillDelivers(stream: OpenStream, userId: string) {
  await createNotification(t.app.ctx, { userId, type: 'system', title: 'Ainda conectado', description: 'x' });
  const event = (await nextEvent(stream, 'notification')) as { notification: { title: string } } | null;
  return event?.notification.title === 'Ainda conectado';
}

const versionOf = async (id: string) => Number((await t.db.selectFrom('users').select('version').where('id', '=', id).executeTakeFirstOrThrow()).version);

describe('a stream closes at once when its session ends', () => {
  it('suspension closes every stream of the suspended user, and only theirs', async () => {
    const user = await t.insertUser();
    const bystander = await t.insertUser();
    const first = await openStream(await openSession(t.app.ctx, user.id));
    const second = await openStream(await openSession(t.app.ctx, user.id));
    const other = await openStream(await openSession(t.app.ctx, bystander.id));
    const res = await t.call(adminEndpoints.suspendUser, { params: { id: user.id }, body: { version: await versionOf(user.id) }, cookie: admin });
    expect(res.status).toBe(200);
    expect(await endsSoon(first)).toBe(true);
    expect(await endsSoon(second)).toBe(true);
    expect(await stillDelivers(other, bystander.id)).toBe(true);
  });

  it('a password change closes the streams of the other sessions and keeps this one', async () => {
    const user = await t.insertUser();
    const here = await t.signIn(user.email, user.password);
    const elsewhere = await t.signIn(user.email, user.password);
    const kept = await openStream(here);
    const ended = await openStream(elsewhere);
    const res = await t.call(userEndpoints.changePassword, { cookie: here, body: { currentPassword: user.password, newPassword: 'Outra@Senha2026', confirmPassword: 'Outra@Senha2026' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.otherSessionsEnded).toBe(1);
    expect(await endsSoon(ended)).toBe(true);
    expect(await stillDelivers(kept, user.id)).toBe(true);
  });

  it('signing out in one tab closes the streams of that session in the other tabs, not other sessions', async () => {
    const user = await t.insertUser();
    const session = await t.signIn(user.email, user.password);
    const phone = await t.signIn(user.email, user.password);
    const otherTab = await openStream(session);
    const onPhone = await openStream(phone);
    expect((await t.call(authEndpoints.logout, { cookie: session })).status).toBe(200);
    expect(await endsSoon(otherTab)).toBe(true);
    expect(await stillDelivers(onPhone, user.id)).toBe(true);
  });

  it("an administrator's password reset closes every stream of the account", async () => {
    const user = await t.insertUser();
    const stream = await openStream(await t.signIn(user.email, user.password));
    const res = await t.call(adminEndpoints.resetPassword, { params: { id: user.id }, body: { version: await versionOf(user.id) }, cookie: admin });
    expect(res.status).toBe(200);
    expect(await endsSoon(stream)).toBe(true);
  });
});

describe('maintenance mode', () => {
  async function setMaintenance(on: boolean) {
    const { body } = await t.call(adminSettingsEndpoints.getPlatform, { cookie: admin });
    const { updatedAt: _updatedAt, ...form } = body;
    const res = await t.call(adminSettingsEndpoints.savePlatform, { cookie: admin, body: { ...form, maintenanceMode: on } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  const MAINTENANCE = { message: 'A plataforma está em manutenção. Tente novamente em instantes.', code: 'maintenance' };

  it("turning it on closes every open stream but administrators', and refuses new ones", async () => {
    const student = await t.signInAs('aluno');
    const teacher = await t.signInAs('professor');
    const studentStream = await openStream(student);
    const teacherStream = await openStream(teacher);
    const adminStream = await openStream(admin);
    await setMaintenance(true);
    try {
      expect(await endsSoon(studentStream)).toBe(true);
      expect(await endsSoon(teacherStream)).toBe(true);
      const me = await t.call(authEndpoints.me, { cookie: admin });
      expect(await stillDelivers(adminStream, me.body.id)).toBe(true);
      const refused = await requestStream(student);
      expect(refused.status).toBe(503);
      expect(await refused.json()).toEqual(MAINTENANCE);
      expect((await requestStream(admin)).status).toBe(200);
    } finally {
      await setMaintenance(false);
    }
    expect((await requestStream(student)).status).toBe(200);
  });

  it('refuses the public writes (sign-up, coupon check, e-mail confirmation) with 503; public reads, sign-in and the webhook stay open', async () => {
    await setMaintenance(true);
    try {
      const signUp = await t.call(billingEndpoints.signUp, { body: { name: 'Visitante Novo', email: 'visitante@teste.com.br', password: 'Senha@12345', planId: 'monthly' } });
      expect(signUp.status).toBe(503);
      expect(signUp.body).toEqual(MAINTENANCE);
      expect(await t.db.selectFrom('users').select('id').where('email', '=', 'visitante@teste.com.br').executeTakeFirst()).toBeUndefined();
      const coupon = await t.call(billingEndpoints.checkCoupon, { body: { code: 'BEMVINDO10', planId: 'quarterly' } });
      expect(coupon.status).toBe(503);
      expect(coupon.body).toEqual(MAINTENANCE);
      const confirm = await t.call(authEndpoints.confirmEmail, { body: { token: 'x'.repeat(43) } });
      expect(confirm.status).toBe(503);
      expect(confirm.body).toEqual(MAINTENANCE);

      expect((await t.call(billingEndpoints.plans)).status).toBe(200);
      expect((await t.signInAs('admin')).length).toBeGreaterThan(0);
      // The provider's notification reaches its signature check (401/400 here: unsigned), not the maintenance wall.
      const webhook = await t.app.inject({ method: 'POST', url: billingEndpoints.webhook.path, payload: '{}', headers: { 'content-type': 'application/json' } });
      expect(webhook.statusCode).not.toBe(503);
      // An administrator is never refused.
      expect((await t.call(billingEndpoints.checkCoupon, { cookie: admin, body: { code: 'BEMVINDO10', planId: 'quarterly' } })).status).toBe(200);
    } finally {
      await setMaintenance(false);
    }
    expect((await t.call(billingEndpoints.checkCoupon, { body: { code: 'BEMVINDO10', planId: 'quarterly' } })).status).toBe(200);
  });
});
