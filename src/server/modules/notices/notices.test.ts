import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeEndpoints } from '#contracts/notices';
import { buildApp } from '#server/app';
import { openSession } from '#server/modules/auth/auth.service';
import { enroll, insertCourse } from '#server/testing/assessment-factories';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { runDueReminders } from './notices.service.ts';
import { SENDER_LIMITS } from './sender-limits.ts';

let t: TestApp;
let demo = '';
beforeAll(async () => {
  t = await buildTestApp();
  demo = await t.signInAs('aluno');
});
afterAll(async () => t.close());

const MINUTE = 60_000;

async function newStudent() {
  const user = await t.insertUser({ role: 'aluno' });
  return { ...user, cookie: await openSession(t.app.ctx, user.id) };
}

async function insertEvent(id: string, startsInMs: number, durationMinutes = 60) {
  await t.db
    .insertInto('events')
    .values({ id, type: 'live', title: `Evento ${id}`, description: '', instructorId: 'user-professor-demo', courseId: null, startsAt: new Date(t.clock.now().getTime() + startsInMs).toISOString(), durationMinutes, createdAt: t.clock.now().toISOString() })
    .execute();
}

const notificationTitles = async (userId: string) =>
  (await t.db.selectFrom('notifications').select('title').where('userId', '=', userId).orderBy('createdAt').execute()).map((n) => n.title);

describe('events', () => {
  it("lists upcoming events soonest first with participants and the student's own state", async () => {
    const res = await t.call(noticeEndpoints.events, { cookie: demo });
    expect(res.status).toBe(200);
    expect(res.body.map((e: { id: string }) => e.id)).toEqual(['event-live-ml', 'event-webinar-ia', 'event-workshop-figma', 'event-live-ingles', 'event-webinar-agil']);
    const live = res.body[0];
    expect(live).toMatchObject({ type: 'live', instructorName: 'Prof. Carlos Silva', courseTitle: 'Machine Learning com Python', durationMinutes: 90, participants: 3, registered: true, reminderSent: false, status: 'upcoming' });
    expect(new Date(live.startsAt).getTime() - new Date(live.reminderAt!).getTime()).toBe(60 * MINUTE);
    expect(res.body[1]).toMatchObject({ participants: 2, registered: false, reminderAt: null });
  });

  it("'Participar' registers (count +1), a second call is idempotent, and unregistering counts down", async () => {
    const student = await newStudent();
    const before = (await t.call(noticeEndpoints.events, { cookie: student.cookie })).body.find((e: { id: string }) => e.id === 'event-workshop-figma')!;
    const joined = await t.call(noticeEndpoints.register, { params: { id: 'event-workshop-figma' }, cookie: student.cookie });
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ registered: true, participants: before.participants + 1 });
    const again = await t.call(noticeEndpoints.register, { params: { id: 'event-workshop-figma' }, cookie: student.cookie });
    expect(again.body.participants).toBe(before.participants + 1);
    // Persisted: another student sees the new count but is not registered.
    const other = await newStudent();
    const seen = (await t.call(noticeEndpoints.events, { cookie: other.cookie })).body.find((e: { id: string }) => e.id === 'event-workshop-figma');
    expect(seen).toMatchObject({ participants: before.participants + 1, registered: false });
    const left = await t.call(noticeEndpoints.unregister, { params: { id: 'event-workshop-figma' }, cookie: student.cookie });
    expect(left.body).toMatchObject({ registered: false, participants: before.participants });
  });

  it('unknown events are 404; ended events refuse registration and reminders', async () => {
    const student = await newStudent();
    const missing = await t.call(noticeEndpoints.register, { params: { id: 'nao-existe' }, cookie: student.cookie });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Evento não encontrado.');
    expect((await t.call(noticeEndpoints.setReminder, { params: { id: 'nao-existe' }, cookie: student.cookie })).status).toBe(404);
    await insertEvent('evento-passado', -3 * 60 * MINUTE, 60);
    const ended = await t.call(noticeEndpoints.register, { params: { id: 'evento-passado' }, cookie: student.cookie });
    expect(ended.status).toBe(400);
    expect(ended.body.message).toBe('Este evento já foi encerrado.');
    expect((await t.call(noticeEndpoints.setReminder, { params: { id: 'evento-passado' }, cookie: student.cookie })).status).toBe(400);
    const list = (await t.call(noticeEndpoints.events, { cookie: student.cookie })).body.map((e: { id: string }) => e.id);
    expect(list).not.toContain('evento-passado');
  });
});

describe('event reminders', () => {
  it('schedules a reminder an hour before; the scheduler sends it once when due', async () => {
    const student = await newStudent();
    await insertEvent('evento-lembrete', 3 * 60 * MINUTE);
    const res = await t.call(noticeEndpoints.setReminder, { params: { id: 'evento-lembrete' }, cookie: student.cookie });
    expect(res.status).toBe(200);
    const startsAt = new Date(res.body.startsAt).getTime();
    expect(new Date(res.body.reminderAt!).getTime()).toBe(startsAt - 60 * MINUTE);
    expect(await runDueReminders(t.app.ctx)).toBe(0);
    expect(await notificationTitles(student.id)).toEqual([]);

    t.clock.advance(2 * 60 * MINUTE + MINUTE);
    try {
      await runDueReminders(t.app.ctx);
      await runDueReminders(t.app.ctx);
      expect(await notificationTitles(student.id)).toEqual(['Lembrete: Evento evento-lembrete']);
      // (the earlier session went idle while the clock moved)
      const after = (await t.call(noticeEndpoints.events, { cookie: await openSession(t.app.ctx, student.id) })).body.find((e: { id: string }) => e.id === 'evento-lembrete');
      expect(after?.reminderSent).toBe(true);
    } finally {
      t.clock.advance(-(2 * 60 * MINUTE + MINUTE));
    }
  });

  it('an event closer than the lead time is reminded at once; a cancelled reminder never fires', async () => {
    const student = await newStudent();
    await insertEvent('evento-proximo', 20 * MINUTE);
    await t.call(noticeEndpoints.setReminder, { params: { id: 'evento-proximo' }, cookie: student.cookie });
    expect(await notificationTitles(student.id)).toEqual(['Lembrete: Evento evento-proximo']);
    const notification = await t.db.selectFrom('notifications').selectAll().where('userId', '=', student.id).executeTakeFirstOrThrow();
    expect(notification).toMatchObject({ type: 'reminder', link: '/aluno/mural?aba=eventos&evento=evento-proximo' });
    expect(notification.description).toContain('com Prof. Carlos Silva começa em');

    const other = await newStudent();
    await insertEvent('evento-cancelado', 5 * 60 * MINUTE);
    await t.call(noticeEndpoints.setReminder, { params: { id: 'evento-cancelado' }, cookie: other.cookie });
    const cleared = await t.call(noticeEndpoints.clearReminder, { params: { id: 'evento-cancelado' }, cookie: other.cookie });
    expect(cleared.body.reminderAt).toBeNull();
    t.clock.advance(6 * 60 * MINUTE);
    try {
      await runDueReminders(t.app.ctx);
    } finally {
      t.clock.advance(-6 * 60 * MINUTE);
    }
    expect(await notificationTitles(other.id)).toEqual([]);
  });

  it('reminders stored before a restart are sent when the server starts', async () => {
    const student = await newStudent();
    await insertEvent('evento-reinicio', 30 * MINUTE);
    // Stored while "the server was down": due, never sent.
    await t.db
      .insertInto('eventReminders')
      .values({ id: 'lembrete-reinicio', eventId: 'evento-reinicio', userId: student.id, remindAt: new Date(t.clock.now().getTime() - 5 * MINUTE).toISOString(), sentAt: null, createdAt: t.clock.now().toISOString() })
      .execute();
    const restarted = await buildApp({ db: t.db, databaseUrl: process.env.TEST_DATABASE_URL ?? 'file::memory:', clock: t.clock, logger: false, config: { UPLOAD_DIR: t.app.ctx.config.UPLOAD_DIR } });
    // The jobs start once the server listens; closing waits for the catch-up that is running.
    await restarted.listen({ port: 0, host: '127.0.0.1' });
    await restarted.close();
    expect(await notificationTitles(student.id)).toEqual(['Lembrete: Evento evento-reinicio']);
  });
});

describe('tasks', () => {
  it("lists the tasks of the student's courses with their own ticks, pending by due date then done", async () => {
    const res = await t.call(noticeEndpoints.tasks, { cookie: demo });
    expect(res.status).toBe(200);
    expect(res.body.items.map((task: { id: string }) => task.id)).toEqual(['task-demo-1', 'task-elisa-1', 'task-demo-2', 'task-elisa-2', 'task-demo-3', 'task-demo-4']);
    expect(res.body.items.map((task: { priority: string }) => task.priority)).toEqual(['alta', 'alta', 'média', 'baixa', 'baixa', 'média']);
    expect(res.body.items[0]).toMatchObject({ courseTitle: 'Machine Learning com Python', status: 'pendente', overdue: false });
    expect(res.body.items[5]).toMatchObject({ status: 'concluida', overdue: false });
  });

  it('marks a task done (persisted) and back to pending', async () => {
    const student = await newStudent();
    const courseId = await insertCourse(t.db);
    await enroll(t.db, student.id, courseId);
    await t.db.insertInto('courseTasks').values({ id: 'tarefa-teste', courseId, authorId: null, title: 'Tarefa', description: '', dueDate: '2020-01-01', priority: 'alta', createdAt: t.clock.now().toISOString(), updatedAt: t.clock.now().toISOString() }).execute();
    expect((await t.call(noticeEndpoints.tasks, { cookie: student.cookie })).body.items[0].overdue).toBe(true);
    const done = await t.call(noticeEndpoints.updateTask, { params: { id: 'tarefa-teste' }, cookie: student.cookie, body: { done: true } });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'concluida', overdue: false, completedAt: t.clock.now().toISOString() });
    expect((await t.call(noticeEndpoints.tasks, { cookie: student.cookie })).body.items[0].status).toBe('concluida');
    const undone = await t.call(noticeEndpoints.updateTask, { params: { id: 'tarefa-teste' }, cookie: student.cookie, body: { done: false } });
    expect(undone.body).toMatchObject({ status: 'pendente', completedAt: null });
  });

  it("a task of a course the student is not enrolled in is 404 and gets no tick; bad bodies are 400", async () => {
    const intruder = await newStudent();
    const res = await t.call(noticeEndpoints.updateTask, { params: { id: 'task-demo-1' }, cookie: intruder.cookie, body: { done: true } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Tarefa não encontrada.');
    expect(await t.db.selectFrom('taskCompletions').select('userId').where('taskId', '=', 'task-demo-1').where('userId', '=', intruder.id).execute()).toEqual([]);
    const bad = await t.callRaw(noticeEndpoints.updateTask, { params: { id: 'task-demo-1' }, cookie: demo, body: { done: 'sim' } });
    expect(bad.status).toBe(400);
  });
});

describe('announcements and teacher messages', () => {
  it("lists the announcements of the student's audiences newest first, with type and priority", async () => {
    const res = await t.call(noticeEndpoints.announcements, { cookie: demo });
    // All students', and the teacher's for Machine Learning (course 2); not the Anual plan's (the demo student has another plan).
    expect(res.body.items.map((a) => a.id)).toEqual(['announcement-simulados', 'announcement-manutencao', 'announcement-ml-projeto', 'announcement-design']);
    expect(res.body.items.map((a: { type: string; priority: string }) => `${a.type}/${a.priority}`)).toEqual(['feature/success', 'maintenance/warning', 'content/info', 'content/info']);
    expect(res.body.items[1].scheduledFor).not.toBeNull();
    expect(res.body.items[2]).toMatchObject({ authorName: 'Prof. Carlos Silva', courseTitle: 'Machine Learning com Python' });
    expect(res.body.items[0].authorName).toBe('Administrador EduIA');
  });

  it("lists the student's messages newest first, never another student's", async () => {
    const res = await t.call(noticeEndpoints.messages, { cookie: demo });
    expect(res.body.map((m: { teacherName: string }) => m.teacherName)).toEqual(['Prof. Carlos Silva', 'Dra. Maria Santos', 'Profa. Ana Costa']);
    expect(res.body[0].courseTitle).toBe('Machine Learning com Python');
    const other = await newStudent();
    expect((await t.call(noticeEndpoints.messages, { cookie: other.cookie })).body).toEqual([]);
  });

  it('a teacher writes to a student of their course: stored, newest first, and notified', async () => {
    const teacher = await t.signInAs('professor');
    const res = await t.call(noticeEndpoints.sendMessage, { cookie: teacher, body: { studentId: 'user-aluno-elisa', courseId: '1', message: '  Lembre-se do questionário!  ' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ teacherName: 'Prof. Carlos Silva', courseTitle: 'Introdução à Inteligência Artificial', message: 'Lembre-se do questionário!' });
    const elisa = await openSession(t.app.ctx, 'user-aluno-elisa');
    const list = await t.call(noticeEndpoints.messages, { cookie: elisa });
    expect(list.body[0].message).toBe('Lembre-se do questionário!');
    expect(await notificationTitles('user-aluno-elisa')).toContain('Nova mensagem de Prof. Carlos Silva');
  });

  it("refuses teachers writing to students outside their courses; bad students or courses are 404; empty messages 400", async () => {
    const teacher = await t.signInAs('professor');
    const stranger = await newStudent();
    const outside = await t.call(noticeEndpoints.sendMessage, { cookie: teacher, body: { studentId: stranger.id, message: 'Olá' } });
    expect(outside.status).toBe(403);
    expect(outside.body.message).toBe('Você só pode enviar mensagens a alunos matriculados nos seus cursos.');
    const notMine = await t.call(noticeEndpoints.sendMessage, { cookie: teacher, body: { studentId: 'user-aluno-elisa', courseId: '3', message: 'Olá' } });
    expect(notMine.status).toBe(403);
    expect((await t.call(noticeEndpoints.sendMessage, { cookie: teacher, body: { studentId: 'user-admin-demo', message: 'Olá' } })).status).toBe(404);
    expect((await t.call(noticeEndpoints.sendMessage, { cookie: teacher, body: { studentId: 'user-aluno-elisa', courseId: 'nao-existe', message: 'Olá' } })).status).toBe(404);
    const empty = await t.call(noticeEndpoints.sendMessage, { cookie: teacher, body: { studentId: 'user-aluno-elisa', message: '   ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('Escreva a mensagem.');
    expect(await t.db.selectFrom('teacherMessages').select('id').where('studentId', '=', stranger.id).execute()).toEqual([]);
    // Admins may write to any student.
    const admin = await t.call(noticeEndpoints.sendMessage, { cookie: await t.signInAs('admin'), body: { studentId: stranger.id, message: 'Bem-vindo!' } });
    expect(admin.status).toBe(201);
  });
});

describe('per-sender message limits (issue 10 item 12)', () => {
  const [perMinute, perHour] = SENDER_LIMITS;

  async function newSender() {
    const user = await t.insertUser({ role: 'admin' });
    return openSession(t.app.ctx, user.id);
  }

  const send = (cookie: string, message = 'Olá') => t.call(noticeEndpoints.sendMessage, { cookie, body: { studentId: 'user-aluno-elisa', message } });

  it(`at most ${perMinute.max} a minute, even sent all at once; a Portuguese 429 for the rest`, async () => {
    const sender = await newSender();
    const results = await Promise.all(Array.from({ length: perMinute.max + 3 }, (_, i) => send(sender, `mensagem ${i}`)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(perMinute.max);
    const refused = results.filter((r) => r.status === 429);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.body.message).toBe('Você enviou muitas mensagens em pouco tempo. Aguarde alguns minutos e tente novamente.');
    // Another sender is not held back by this one.
    expect((await send(await newSender())).status).toBe(201);
    t.clock.advance(perMinute.windowMs + 1000);
    expect((await send(sender)).status).toBe(201);
  });

  it(`at most ${perHour.max} an hour`, async () => {
    const admin = await t.insertUser({ role: 'admin' });
    const sender = await openSession(t.app.ctx, admin.id);
    let sent = 0;
    while (sent < perHour.max) {
      for (let i = 0; i < perMinute.max && sent < perHour.max; i++, sent++) expect((await send(sender)).status).toBe(201);
      t.clock.advance(perMinute.windowMs + 1000);
    }
    expect((await send(sender)).status).toBe(429);
    t.clock.advance(perHour.windowMs);
    // (The session idled out meanwhile: a new one.)
    expect((await send(await openSession(t.app.ctx, admin.id))).status).toBe(201);
  });
});
