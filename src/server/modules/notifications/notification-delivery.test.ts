import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeEndpoints } from '#contracts/notices';
import { notificationEndpoints } from '#contracts/notifications';
import { type NotificationPreferences, userEndpoints } from '#contracts/users';
import { openSession } from '#server/modules/auth/auth.service';
import { SESSION_COOKIE } from '#server/plugins/session';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { createNotification } from './notifications.service.ts';
import { STREAM_LIMITS } from './notifications.routes.ts';

let t: TestApp;
let baseUrl = '';
beforeAll(async () => {
  t = await buildTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t.close());

async function studentWith(prefs?: Partial<NotificationPreferences>) {
  const user = await t.insertUser({ role: 'aluno' });
  const cookie = await openSession(t.app.ctx, user.id);
  if (prefs) {
    const body = { email: true, push: false, newCourses: true, certificates: true, promotions: false, ...prefs };
    const res = await t.call(userEndpoints.updatePreferences, { cookie, body });
    expect(res.status).toBe(200);
  }
  return { ...user, cookie };
}

const titlesOf = async (cookie: string) =>
  (await t.call(notificationEndpoints.list, { query: { pageSize: 50 }, cookie })).body.items.map((n) => n.title);
const outboxFor = (email: string) => t.db.selectFrom('emailOutbox').select(['subject', 'body']).where('toAddress', '=', email).execute();

describe('notification preferences are obeyed', () => {
  it('certificates=false suppresses certificate notifications, not others', async () => {
    const user = await studentWith({ certificates: false, email: false });
    const cert = await createNotification(t.app.ctx, { userId: user.id, type: 'certificate', title: 'Certificado pronto', description: 'x' });
    expect(cert.suppressed).toBe(true);
    await createNotification(t.app.ctx, { userId: user.id, type: 'reminder', title: 'Lembrete', description: 'x' });
    expect(await titlesOf(user.cookie)).toEqual(['Lembrete']);
  });

  it("newCourses=false suppresses 'course' notifications; defaults deliver them", async () => {
    const off = await studentWith({ newCourses: false });
    const on = await studentWith();
    for (const user of [off, on]) await createNotification(t.app.ctx, { userId: user.id, type: 'course', title: 'Novo curso lançado', description: 'x' });
    expect(await titlesOf(off.cookie)).toEqual([]);
    expect(await titlesOf(on.cookie)).toEqual(['Novo curso lançado']);
  });

  it('promotional notifications need promotions=true (off by default)', async () => {
    const byDefault = await studentWith();
    const optedIn = await studentWith({ promotions: true });
    for (const user of [byDefault, optedIn]) {
      await createNotification(t.app.ctx, { userId: user.id, type: 'billing', title: 'Cupom de 20% para você', description: 'x', promotional: true });
    }
    expect(await titlesOf(byDefault.cookie)).toEqual([]);
    expect(await titlesOf(optedIn.cookie)).toEqual(['Cupom de 20% para você']);
  });

  it('email=true also mails the notification to the user; email=false does not', async () => {
    const mailed = await studentWith({ email: true });
    const quiet = await studentWith({ email: false });
    for (const user of [mailed, quiet]) {
      await createNotification(t.app.ctx, { userId: user.id, type: 'message', title: 'Nova mensagem do professor', description: 'Revise a aula 3.', link: '/aluno/mural' });
    }
    const mails = await outboxFor(mailed.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Nova mensagem do professor');
    expect(mails[0].body).toContain('Revise a aula 3.');
    expect(await outboxFor(quiet.email)).toHaveLength(0);
    // Suppressed notifications are not mailed either.
    await createNotification(t.app.ctx, { userId: mailed.id, type: 'billing', title: 'Promoção', description: 'x', promotional: true });
    expect(await outboxFor(mailed.email)).toHaveLength(1);
  });

  it('inside a transaction, the e-mail and the announcement wait for the commit', async () => {
    const user = await studentWith({ email: true });
    const seen: string[] = [];
    const listener = (n: { userId: string; title: string }) => n.userId === user.id && seen.push(n.title);
    t.app.ctx.notificationBus.on('created', listener);
    const created = await t.db.transaction().execute(async (trx) =>
      createNotification(t.app.ctx, { userId: user.id, type: 'reminder', title: 'Em transação', description: 'x' }, trx),
    );
    expect(seen).toEqual([]);
    expect(await outboxFor(user.email)).toHaveLength(0);
    await created.announce();
    t.app.ctx.notificationBus.off('created', listener);
    expect(seen).toEqual(['Em transação']);
    expect(await outboxFor(user.email)).toHaveLength(1);
  });
});

/** Reads server-sent events from a streaming response until `until` matches one. */
async function readEvents(res: Response, until: (event: { event: string; data: any }) => boolean) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const events: Array<{ event: string; data: any }> = [];
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return events;
    buffer += decoder.decode(value, { stream: true });
    let split: number;
    while ((split = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, split);
      buffer = buffer.slice(split + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (!event || data === undefined) continue;
      const parsed = { event, data: JSON.parse(data) };
      events.push(parsed);
      if (until(parsed)) {
        reader.releaseLock();
        return events;
      }
    }
  }
}

// Real HTTP for the stream: app.inject would wait for the never-ending response to finish.
const streamUrl = () => `${baseUrl}${notificationEndpoints.stream.path}`;

describe('GET /api/notifications/stream', () => {
  it("pushes the user's new notifications (and only theirs) with the push preference", async () => {
    const user = await studentWith({ push: true });
    const other = await studentWith();
    const controller = new AbortController();
    const res = await fetch(streamUrl(), { headers: { cookie: `${SESSION_COOKIE}=${user.cookie}` }, signal: controller.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const ready = await readEvents(res, (e) => e.event === 'ready');
    expect(ready.map((e) => e.event)).toEqual(['ready']);

    await createNotification(t.app.ctx, { userId: other.id, type: 'system', title: 'Para outra pessoa', description: 'x' });
    await createNotification(t.app.ctx, { userId: user.id, type: 'certificate', title: 'Certificado emitido', description: 'Parabéns!' });
    const events = await readEvents(res, (e) => e.event === 'notification');
    controller.abort();
    expect(events).toHaveLength(1);
    expect(events[0].data.push).toBe(true);
    expect(events[0].data.notification).toMatchObject({ type: 'certificate', title: 'Certificado emitido', unread: true });
    expect(events[0].data.notification.userId).toBeUndefined();
  });

  it('refuses anonymous callers with 401', async () => {
    const res = await fetch(streamUrl());
    expect(res.status).toBe(401);
    const body = (await res.json()) as { message: string };
    expect(body.message).toBe('Faça login para continuar.');
  });

  it('a teacher message reaches the open stream of the student', async () => {
    const student = await studentWith();
    await t.db.insertInto('enrollments').values({ id: `en-${student.id}`, userId: student.id, courseId: '1', enrolledAt: t.clock.now().toISOString(), lastAccessedAt: t.clock.now().toISOString(), progressPercent: 0, completedAt: null }).execute();
    const controller = new AbortController();
    const res = await fetch(streamUrl(), { headers: { cookie: `${SESSION_COOKIE}=${student.cookie}` }, signal: controller.signal });
    await readEvents(res, (e) => e.event === 'ready');
    const teacher = await t.signInAs('professor');
    const sent = await t.call(noticeEndpoints.sendMessage, { cookie: teacher, body: { studentId: student.id, courseId: '1', message: 'Vi seu exercício: ótimo trabalho!' } });
    expect(sent.status).toBe(201);
    const events = await readEvents(res, (e) => e.event === 'notification');
    controller.abort();
    expect(events.at(-1)!.data.notification).toMatchObject({ type: 'message', title: 'Nova mensagem de Prof. Carlos Silva' });
  });
});

describe('open streams are capped (issue 10 item 12)', () => {
  const open = async (cookie: string, controller: AbortController) => {
    const res = await fetch(streamUrl(), { headers: { cookie: `${SESSION_COOKIE}=${cookie}` }, signal: controller.signal });
    if (res.status === 200) await readEvents(res, (e) => e.event === 'ready');
    return res;
  };

  it(`${STREAM_LIMITS.perSession} per session: the next one gets a Portuguese 429; closing one makes room`, async () => {
    const user = await studentWith();
    const controllers = Array.from({ length: STREAM_LIMITS.perSession }, () => new AbortController());
    for (const controller of controllers) expect((await open(user.cookie, controller)).status).toBe(200);
    const refused = await open(user.cookie, new AbortController());
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toBe('Há muitas abas recebendo notificações ao vivo. Feche algumas abas da plataforma e recarregue a página.');
    controllers[0]!.abort();
    const again = new AbortController();
    await expect.poll(async () => (await open(user.cookie, again)).status, { timeout: 3000 }).toBe(200);
    again.abort();
    for (const controller of controllers) controller.abort();
  });

  it(`${STREAM_LIMITS.perUser} per user, whatever the number of sessions`, async () => {
    const user = await studentWith();
    const controllers: AbortController[] = [];
    for (let opened = 0; opened < STREAM_LIMITS.perUser; opened++) {
      if (opened % STREAM_LIMITS.perSession === 0) user.cookie = await openSession(t.app.ctx, user.id);
      const controller = new AbortController();
      controllers.push(controller);
      expect((await open(user.cookie, controller)).status).toBe(200);
    }
    expect((await open(await openSession(t.app.ctx, user.id), new AbortController())).status).toBe(429);
    for (const controller of controllers) controller.abort();
  });
});
