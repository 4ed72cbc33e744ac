import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeEndpoints } from '#contracts/notices';
import { notificationEndpoints } from '#contracts/notifications';
import { buildTestApp, type TestApp } from '#server/testing/test-app';

// Issue 11 item 6: every notification leads to what it is about.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('notification links', () => {
  it("the demo student's seeded notifications each lead somewhere precise", async () => {
    const cookie = await t.signInAs('aluno');
    const res = await t.call(notificationEndpoints.list, { query: { page: 1, pageSize: 50 }, cookie });
    expect(res.status).toBe(200);
    const linkOf = (type: string) => res.body.items.filter((n) => n.type === type).map((n) => n.link);
    expect(res.body.items.every((n) => typeof n.link === 'string' && n.link.startsWith('/aluno/'))).toBe(true);
    expect(linkOf('certificate')).toEqual(['/aluno/certificados']);
    // A new course leads to that course, a study reminder to the course it is about (not just the dashboard).
    expect(linkOf('course')).toEqual(['/aluno/curso/13']);
    expect(linkOf('reminder')).toEqual(['/aluno/curso/2']);
  });

  it("a teacher's message leads to the notice board's teachers tab", async () => {
    const teacher = await t.signInAs('professor');
    const sent = await t.call(noticeEndpoints.sendMessage, { cookie: teacher, body: { studentId: 'user-aluno-elisa', courseId: '1', message: 'Revise a aula 3.' } });
    expect(sent.status).toBe(201);
    const row = await t.db.selectFrom('notifications').select(['type', 'link']).where('userId', '=', 'user-aluno-elisa').where('type', '=', 'message').executeTakeFirstOrThrow();
    expect(row).toEqual({ type: 'message', link: '/aluno/mural?aba=professores' });
  });
});
