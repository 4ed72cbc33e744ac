import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationEndpoints } from '#contracts/notifications';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { createNotification } from './notifications.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('notifications', () => {
  it("lists the user's notifications newest first with the unread count", async () => {
    const cookie = await t.signInAs('aluno');
    const res = await t.call(notificationEndpoints.list, { cookie });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(res.body.unreadCount).toBe(2);
    expect(res.body.items.map((n: { title: string }) => n.title)).toEqual(['Certificado disponível', 'Novo curso lançado', 'Continue estudando!']);
  });

  it('never shows another user’s notifications', async () => {
    const cookie = await t.signInAs('professor');
    const res = await t.call(notificationEndpoints.list, { cookie });
    expect(res.body.items.every((n: { title: string }) => n.title !== 'Certificado disponível')).toBe(true);
  });

  it('pages with page and pageSize, and rejects bad paging with 400', async () => {
    const cookie = await t.signInAs('aluno');
    const page2 = await t.call(notificationEndpoints.list, { query: { page: 2, pageSize: 2 }, cookie });
    expect(page2.body.items).toHaveLength(1);
    expect(page2.body.items[0].title).toBe('Continue estudando!');
    const bad = await t.call(notificationEndpoints.list, { query: { pageSize: 500 }, cookie });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/pageSize/);
  });

  it('read-all marks every unread notification of the user and persists', async () => {
    const user = await t.insertUser();
    for (const title of ['Um', 'Dois']) {
      await createNotification(t.app.ctx, { userId: user.id, type: 'system', title, description: 'x' });
    }
    const other = await t.insertUser();
    await createNotification(t.app.ctx, { userId: other.id, type: 'system', title: 'Outro', description: 'x' });
    const cookie = await t.signIn(user.email, user.password);
    expect((await t.call(notificationEndpoints.list, { cookie })).body.unreadCount).toBe(2);
    expect((await t.call(notificationEndpoints.readAll, { cookie })).status).toBe(200);
    expect((await t.call(notificationEndpoints.list, { cookie })).body.unreadCount).toBe(0);
    const otherCookie = await t.signIn(other.email, other.password);
    expect((await t.call(notificationEndpoints.list, { cookie: otherCookie })).body.unreadCount).toBe(1);
  });

  it('marks one as read; another user’s id is 404', async () => {
    const user = await t.insertUser();
    const { notification } = await createNotification(t.app.ctx, { userId: user.id, type: 'reminder', title: 'Lembrete', description: 'x' });
    const cookie = await t.signIn(user.email, user.password);
    const intruder = await t.insertUser();
    const intruderCookie = await t.signIn(intruder.email, intruder.password);
    expect((await t.call(notificationEndpoints.readOne, { params: { id: notification.id }, cookie: intruderCookie })).status).toBe(404);
    expect((await t.call(notificationEndpoints.readOne, { params: { id: notification.id }, cookie })).status).toBe(200);
    const list = await t.call(notificationEndpoints.list, { cookie });
    expect(list.body.items[0].unread).toBe(false);
  });

  it('announces created notifications on the bus', async () => {
    const user = await t.insertUser();
    const seen: string[] = [];
    const listener = (n: { userId: string; title: string }) => n.userId === user.id && seen.push(n.title);
    t.app.ctx.notificationBus.on('created', listener);
    await createNotification(t.app.ctx, { userId: user.id, type: 'system', title: 'Ao vivo', description: 'x' });
    t.app.ctx.notificationBus.off('created', listener);
    expect(seen).toEqual(['Ao vivo']);
  });
});
