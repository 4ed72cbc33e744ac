import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminNoticeEndpoints, teacherNoticeEndpoints, type AnnouncementInput, type EventInput, type TaskInput } from '#contracts/notice-publishing';
import { noticeEndpoints } from '#contracts/notices';
import { DAY_MS, saoPauloDay } from '#server/lib/clock';
import { openSession } from '#server/modules/auth/auth.service';
import { enroll, insertCourse, insertSubscription } from '#server/testing/assessment-factories';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { SENDER_LIMITS } from './sender-limits.ts';

// Issue 12 item 7 (teacher) and issue 13 item 8 (admin): publishing to the notice board.
// The demo teacher (Prof. Carlos Silva) teaches courses 1 and 2; Elisa is enrolled in course 1.

let t: TestApp;
let teacher = '';
let admin = '';
let elisa = '';
beforeAll(async () => {
  t = await buildTestApp();
  teacher = await t.signInAs('professor');
  admin = await t.signInAs('admin');
  elisa = await openSession(t.app.ctx, 'user-aluno-elisa');
});
afterAll(async () => t.close());

const day = (days: number) => saoPauloDay(new Date(t.clock.now().getTime() + days * DAY_MS));

async function newStudent(courseId?: string) {
  const user = await t.insertUser({ role: 'aluno' });
  if (courseId) await enroll(t.db, user.id, courseId);
  return { ...user, cookie: await openSession(t.app.ctx, user.id) };
}

const task = (overrides: Partial<TaskInput> = {}): TaskInput => ({
  audience: 'course:1', title: 'Ler o artigo sobre redes neurais', description: 'Páginas 1 a 10.', dueDate: day(4), priority: 'alta', ...overrides,
});
const event = (overrides: Partial<EventInput> = {}): EventInput => ({
  audience: 'course:1', type: 'live', title: 'Plantão de dúvidas', description: 'Traga suas perguntas.', date: day(3), time: '19:30', durationMinutes: 60, capacity: null, ...overrides,
});
const announcement = (overrides: Partial<AnnouncementInput> = {}): AnnouncementInput => ({
  audience: 'course:1', title: 'Aula extra na sexta', message: 'Teremos uma aula extra de revisão.', type: 'content', priority: 'info', scheduledFor: null, ...overrides,
});

const notificationsOf = async (userId: string) =>
  t.db.selectFrom('notifications').select(['type', 'title', 'description', 'link']).where('userId', '=', userId).orderBy('createdAt').orderBy('id').execute();

describe('teacher: tasks', () => {
  it('a task reaches the students of the course at once, with a notification; later enrolments see it too; others do not', async () => {
    const before = (await notificationsOf('user-aluno-elisa')).length;
    const res = await t.call(teacherNoticeEndpoints.createTask, { cookie: teacher, body: task({ title: '  Ler o artigo sobre redes neurais  ' }) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ title: 'Ler o artigo sobre redes neurais', audience: { key: 'course:1', kind: 'course', label: 'Introdução à Inteligência Artificial' }, completedCount: 0 });
    expect(res.body.studentCount).toBeGreaterThan(0);

    const board = await t.call(noticeEndpoints.tasks, { cookie: elisa });
    expect(board.body.items.find((x) => x.id === res.body.id)).toMatchObject({ status: 'pendente', courseTitle: 'Introdução à Inteligência Artificial', priority: 'alta' });
    const notes = await notificationsOf('user-aluno-elisa');
    expect(notes).toHaveLength(before + 1);
    expect(notes).toContainEqual(expect.objectContaining({ type: 'message', title: 'Nova tarefa: Ler o artigo sobre redes neurais', link: '/aluno/mural?aba=tarefas' }));

    const later = await newStudent('1');
    expect((await t.call(noticeEndpoints.tasks, { cookie: later.cookie })).body.items.map((x) => x.id)).toContain(res.body.id);
    const outsider = await newStudent('3');
    expect((await t.call(noticeEndpoints.tasks, { cookie: outsider.cookie })).body.items.map((x) => x.id)).not.toContain(res.body.id);
    expect(await notificationsOf(outsider.id)).toEqual([]);
  });

  it('students tick it off; an edit keeps the ticks; deleting removes the task and its ticks', async () => {
    const created = (await t.call(teacherNoticeEndpoints.createTask, { cookie: teacher, body: task({ title: 'Exercício 2' }) })).body;
    const student = await newStudent('1');
    expect((await t.call(noticeEndpoints.updateTask, { cookie: student.cookie, params: { id: created.id }, body: { done: true } })).body.status).toBe('concluida');

    const listed = (await t.call(teacherNoticeEndpoints.list, { cookie: teacher })).body.tasks.find((x) => x.id === created.id);
    expect(listed).toMatchObject({ completedCount: 1 });
    const edited = await t.call(teacherNoticeEndpoints.updateTask, { cookie: teacher, params: { id: created.id }, body: task({ title: 'Exercício 2 (revisado)', dueDate: day(6), priority: 'baixa' }) });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Exercício 2 (revisado)', priority: 'baixa', completedCount: 1 });
    expect((await t.call(noticeEndpoints.tasks, { cookie: student.cookie })).body.items.find((x) => x.id === created.id)).toMatchObject({ title: 'Exercício 2 (revisado)', status: 'concluida' });

    const removed = await t.call(teacherNoticeEndpoints.deleteTask, { cookie: teacher, params: { id: created.id } });
    expect(removed.body).toEqual({ ok: true });
    expect((await t.call(noticeEndpoints.tasks, { cookie: student.cookie })).body.items.map((x) => x.id)).not.toContain(created.id);
    expect(await t.db.selectFrom('taskCompletions').select('userId').where('taskId', '=', created.id).execute()).toEqual([]);
  });

  it('bad bodies are 400 with a Portuguese message and write nothing', async () => {
    const count = async () => Number((await t.db.selectFrom('courseTasks').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const past = await t.call(teacherNoticeEndpoints.createTask, { cookie: teacher, body: task({ dueDate: day(-1) }) });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('A data de entrega não pode estar no passado.');
    const short = await t.call(teacherNoticeEndpoints.createTask, { cookie: teacher, body: task({ title: 'ab' }) });
    expect(short.status).toBe(400);
    expect(short.body.message).toContain('O título deve ter pelo menos 3 caracteres.');
    const badDay = await t.callRaw(teacherNoticeEndpoints.createTask, { cookie: teacher, body: { ...task(), dueDate: '2026-02-30' } });
    expect(badDay.status).toBe(400);
    expect(badDay.body.message).toContain('Informe uma data de entrega válida.');
    const noAudience = await t.callRaw(teacherNoticeEndpoints.createTask, { cookie: teacher, body: { ...task(), audience: 'curso 1' } });
    expect(noAudience.status).toBe(400);
    expect(noAudience.body.message).toContain('Escolha o público.');
    expect((await t.callRaw(teacherNoticeEndpoints.createTask, { cookie: teacher, body: { ...task(), priority: 'urgente' } })).status).toBe(400);
    expect(await count()).toBe(before);
  });
});

describe('teacher: events', () => {
  it('an event reaches the course with a notification; capacity is enforced even for simultaneous registrations; the teacher sees who registered', async () => {
    const created = await t.call(teacherNoticeEndpoints.createEvent, { cookie: teacher, body: event({ capacity: 2 }) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ type: 'live', date: day(3), time: '19:30', capacity: 2, participants: 0, instructorName: 'Prof. Carlos Silva', status: 'upcoming' });
    expect(new Date(created.body.startsAt).toISOString()).toBe(new Date(`${day(3)}T19:30:00-03:00`).toISOString());
    const id = created.body.id;
    expect(await notificationsOf('user-aluno-elisa')).toContainEqual(expect.objectContaining({ title: 'Novo evento: Plantão de dúvidas', link: `/aluno/mural?aba=eventos&evento=${id}` }));
    expect((await t.call(noticeEndpoints.events, { cookie: elisa })).body.find((e) => e.id === id)).toMatchObject({ capacity: 2, participants: 0, registered: false });

    const students = await Promise.all(Array.from({ length: 5 }, () => newStudent('1')));
    const results = await Promise.all(students.map((s) => t.call(noticeEndpoints.register, { cookie: s.cookie, params: { id } })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.body.message).toBe('As vagas deste evento estão esgotadas.');
    // Registering again when already in is not refused by the full event.
    const winner = students[results.findIndex((r) => r.status === 200)]!;
    expect((await t.call(noticeEndpoints.register, { cookie: winner.cookie, params: { id } })).status).toBe(200);

    const registrations = await t.call(teacherNoticeEndpoints.eventRegistrations, { cookie: teacher, params: { id } });
    expect(registrations.status).toBe(200);
    expect(registrations.body).toHaveLength(2);
    expect(registrations.body.map((r) => r.userId)).toContain(winner.id);
    expect((await t.call(teacherNoticeEndpoints.list, { cookie: teacher })).body.events.find((e) => e.id === id)).toMatchObject({ participants: 2 });

    const tooFew = await t.call(teacherNoticeEndpoints.updateEvent, { cookie: teacher, params: { id }, body: event({ capacity: 1 }) });
    expect(tooFew.status).toBe(400);
    expect(tooFew.body.message).toBe('O número de vagas não pode ser menor que o de inscritos (2).');
  });

  it('an edit keeps registrations and moves unsent reminders; deleting removes them and tells the registered students', async () => {
    const id = (await t.call(teacherNoticeEndpoints.createEvent, { cookie: teacher, body: event({ title: 'Live de revisão', type: 'webinar' }) })).body.id;
    const student = await newStudent('1');
    await t.call(noticeEndpoints.register, { cookie: student.cookie, params: { id } });
    await t.call(noticeEndpoints.setReminder, { cookie: student.cookie, params: { id } });

    const moved = await t.call(teacherNoticeEndpoints.updateEvent, { cookie: teacher, params: { id }, body: event({ title: 'Live de revisão', type: 'webinar', date: day(5), time: '10:00' }) });
    expect(moved.status).toBe(200);
    const mine = (await t.call(noticeEndpoints.events, { cookie: student.cookie })).body.find((e) => e.id === id)!;
    expect(mine).toMatchObject({ registered: true, participants: 1 });
    expect(mine.reminderAt).toBe(new Date(new Date(`${day(5)}T10:00:00-03:00`).getTime() - 60 * 60_000).toISOString());

    const past = await t.call(teacherNoticeEndpoints.updateEvent, { cookie: teacher, params: { id }, body: event({ date: day(-2) }) });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('A data e o horário do evento devem estar no futuro.');

    expect((await t.call(teacherNoticeEndpoints.deleteEvent, { cookie: teacher, params: { id } })).body).toEqual({ ok: true });
    expect((await t.call(noticeEndpoints.events, { cookie: student.cookie })).body.map((e) => e.id)).not.toContain(id);
    expect(await t.db.selectFrom('eventRegistrations').select('userId').where('eventId', '=', id).execute()).toEqual([]);
    expect(await t.db.selectFrom('eventReminders').select('userId').where('eventId', '=', id).execute()).toEqual([]);
    expect((await notificationsOf(student.id)).map((n) => n.title)).toContain('Evento cancelado: Live de revisão');
  });

  it('bad event bodies are 400 with messages', async () => {
    const short = await t.call(teacherNoticeEndpoints.createEvent, { cookie: teacher, body: event({ durationMinutes: 5 }) });
    expect(short.status).toBe(400);
    expect(short.body.message).toContain('A duração deve ser de 15 a 600 minutos.');
    const seats = await t.call(teacherNoticeEndpoints.createEvent, { cookie: teacher, body: event({ capacity: 0 }) });
    expect(seats.body.message).toContain('O número de vagas deve ser pelo menos 1.');
    const tooMany = await t.call(teacherNoticeEndpoints.createEvent, { cookie: teacher, body: event({ capacity: 100_001 }) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toContain('O número de vagas pode ser no máximo 100.000.');
    const time = await t.call(teacherNoticeEndpoints.createEvent, { cookie: teacher, body: event({ time: '25:00' }) });
    expect(time.body.message).toContain('Informe o horário no formato HH:MM.');
    expect((await t.callRaw(teacherNoticeEndpoints.createEvent, { cookie: teacher, body: { ...event(), type: 'palestra' } })).status).toBe(400);
  });
});

describe('teacher: announcements', () => {
  it("reaches only the course's students; edit and delete", async () => {
    const created = await t.call(teacherNoticeEndpoints.createAnnouncement, { cookie: teacher, body: announcement() });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const seen = (await t.call(noticeEndpoints.announcements, { cookie: elisa })).body.items.find((a) => a.id === id);
    expect(seen).toMatchObject({ authorName: 'Prof. Carlos Silva', courseTitle: 'Introdução à Inteligência Artificial', type: 'content', priority: 'info' });
    const outsider = await newStudent('3');
    expect((await t.call(noticeEndpoints.announcements, { cookie: outsider.cookie })).body.items.map((a) => a.id)).not.toContain(id);

    const edited = await t.call(teacherNoticeEndpoints.updateAnnouncement, { cookie: teacher, params: { id }, body: announcement({ title: 'Aula extra no sábado', priority: 'warning' }) });
    expect(edited.body).toMatchObject({ title: 'Aula extra no sábado', priority: 'warning' });
    await t.call(teacherNoticeEndpoints.deleteAnnouncement, { cookie: teacher, params: { id } });
    expect((await t.call(noticeEndpoints.announcements, { cookie: elisa })).body.items.map((a) => a.id)).not.toContain(id);
  });

  it('an empty message or a date on a non-maintenance announcement is 400', async () => {
    const empty = await t.call(teacherNoticeEndpoints.createAnnouncement, { cookie: teacher, body: announcement({ message: '   ' }) });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('Escreva a mensagem.');
    const dated = await t.call(teacherNoticeEndpoints.createAnnouncement, { cookie: teacher, body: announcement({ scheduledFor: `${day(3)}T02:00` }) });
    expect(dated.status).toBe(400);
    expect(dated.body.message).toContain('Só avisos de manutenção têm data programada.');
  });
});

describe('who may publish what', () => {
  it("a teacher never publishes to another teacher's course (404) nor to every student (403)", async () => {
    // Course 3 is Dra. Maria Santos's.
    for (const body of [task({ audience: 'course:3' }), task({ audience: 'course:nao-existe' })]) {
      const res = await t.call(teacherNoticeEndpoints.createTask, { cookie: teacher, body });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Curso não encontrado.');
    }
    expect((await t.call(teacherNoticeEndpoints.createEvent, { cookie: teacher, body: event({ audience: 'course:3' }) })).status).toBe(404);
    expect((await t.call(teacherNoticeEndpoints.createAnnouncement, { cookie: teacher, body: announcement({ audience: 'course:3' }) })).status).toBe(404);
    const everyone = await t.call(teacherNoticeEndpoints.createAnnouncement, { cookie: teacher, body: announcement({ audience: 'all' }) });
    expect(everyone.status).toBe(403);
    expect(everyone.body.message).toBe('Professores publicam apenas para os alunos de um dos seus cursos.');
    expect((await t.call(teacherNoticeEndpoints.createTask, { cookie: teacher, body: task({ audience: 'plan:annual' }) })).status).toBe(403);
  });

  it("another teacher cannot see, edit or delete what a teacher published (404), nor move it to their course", async () => {
    // A seeded teacher of 2023: the platform requires her 2FA (settings 'twoFactorAuth'), which she has enrolled.
    await t.db.updateTable('users').set({ totpEnabled: 1 }).where('id', '=', 'user-prof-maria').execute();
    const maria = await openSession(t.app.ctx, 'user-prof-maria');
    const mine = (await t.call(teacherNoticeEndpoints.createTask, { cookie: teacher, body: task({ title: 'Só do Carlos' }) })).body;
    const ev = (await t.call(teacherNoticeEndpoints.createEvent, { cookie: teacher, body: event() })).body;
    const an = (await t.call(teacherNoticeEndpoints.createAnnouncement, { cookie: teacher, body: announcement() })).body;
    const list = (await t.call(teacherNoticeEndpoints.list, { cookie: maria })).body;
    expect([...list.tasks, ...list.events, ...list.announcements].map((x) => x.id)).not.toEqual(expect.arrayContaining([mine.id]));
    expect(list.events.map((x) => x.id)).not.toContain(ev.id);
    expect((await t.call(teacherNoticeEndpoints.updateTask, { cookie: maria, params: { id: mine.id }, body: task({ audience: 'course:3' }) })).status).toBe(404);
    expect((await t.call(teacherNoticeEndpoints.deleteTask, { cookie: maria, params: { id: mine.id } })).status).toBe(404);
    expect((await t.call(teacherNoticeEndpoints.updateEvent, { cookie: maria, params: { id: ev.id }, body: event({ audience: 'course:3' }) })).status).toBe(404);
    expect((await t.call(teacherNoticeEndpoints.deleteEvent, { cookie: maria, params: { id: ev.id } })).status).toBe(404);
    expect((await t.call(teacherNoticeEndpoints.eventRegistrations, { cookie: maria, params: { id: ev.id } })).status).toBe(404);
    expect((await t.call(teacherNoticeEndpoints.deleteAnnouncement, { cookie: maria, params: { id: an.id } })).status).toBe(404);
    // …nor the admin, whose routes manage the platform's own items only.
    expect((await t.call(adminNoticeEndpoints.deleteAnnouncement, { cookie: admin, params: { id: an.id } })).status).toBe(404);
    expect((await t.call(adminNoticeEndpoints.deleteEvent, { cookie: admin, params: { id: ev.id } })).status).toBe(404);
    // Carlos cannot move his task to Maria's course either.
    expect((await t.call(teacherNoticeEndpoints.updateTask, { cookie: teacher, params: { id: mine.id }, body: task({ audience: 'course:3' }) })).status).toBe(404);
    expect(await t.db.selectFrom('courseTasks').select('courseId').where('id', '=', mine.id).executeTakeFirstOrThrow()).toEqual({ courseId: '1' });
  });

  it('students get 403 and anonymous callers 401 on both publishers; a teacher gets 403 on the admin routes', async () => {
    const student = await newStudent('1');
    expect((await t.call(teacherNoticeEndpoints.createTask, { cookie: student.cookie, body: task() })).status).toBe(403);
    expect((await t.call(adminNoticeEndpoints.createAnnouncement, { cookie: student.cookie, body: announcement({ audience: 'all' }) })).status).toBe(403);
    expect((await t.call(teacherNoticeEndpoints.list)).status).toBe(401);
    expect((await t.call(adminNoticeEndpoints.createEvent, { body: event({ audience: 'all' }) })).status).toBe(401);
    const asTeacher = await t.call(adminNoticeEndpoints.createAnnouncement, { cookie: teacher, body: announcement({ audience: 'all' }) });
    expect(asTeacher.status).toBe(403);
    expect((await t.call(adminNoticeEndpoints.list, { cookie: teacher })).status).toBe(403);
    expect((await t.call(teacherNoticeEndpoints.list, { cookie: admin })).status).toBe(403);
  });
});

describe('admin: platform announcements and events', () => {
  it('an announcement to every student reaches each of them with a notification, obeying preferences', async () => {
    const fresh = await newStudent();
    await t.db.insertInto('notificationPreferences').values({ userId: fresh.id, email: 0, push: 0, newCourses: 0, certificates: 1, promotions: 0, updatedAt: t.clock.now().toISOString() }).execute();
    const res = await t.call(adminNoticeEndpoints.createAnnouncement, { cookie: admin, body: announcement({ audience: 'all', title: 'Nova trilha de dados', type: 'content', priority: 'success' }) });
    expect(res.status).toBe(201);
    expect(res.body.audience).toEqual({ key: 'all', kind: 'all', label: 'Todos os alunos' });
    for (const cookie of [elisa, fresh.cookie]) {
      expect((await t.call(noticeEndpoints.announcements, { cookie })).body.items.find((a) => a.id === res.body.id)).toMatchObject({ authorName: 'Administrador EduIA', courseTitle: null });
    }
    expect(await notificationsOf('user-aluno-elisa')).toContainEqual(expect.objectContaining({ type: 'course', title: 'Novo aviso: Nova trilha de dados', link: '/aluno/mural?aba=avisos' }));
    // New content follows the 'new courses' preference: this student turned it off.
    expect(await notificationsOf(fresh.id)).toEqual([]);
    // A feature announcement is a system notice: always delivered.
    await t.call(adminNoticeEndpoints.createAnnouncement, { cookie: admin, body: announcement({ audience: 'all', title: 'Novo player de vídeo', type: 'feature' }) });
    expect((await notificationsOf(fresh.id)).map((n) => n.title)).toEqual(['Novo aviso: Novo player de vídeo']);
    // Teachers and admins are not students: nothing for them.
    expect((await notificationsOf('user-professor-demo')).map((n) => n.title)).not.toContain('Novo aviso: Novo player de vídeo');
  });

  it("a plan's audience is its current subscribers, resolved when they read", async () => {
    const subscriber = await newStudent();
    await insertSubscription(t.db, subscriber.id, { periodEnd: new Date(t.clock.now().getTime() + 30 * DAY_MS).toISOString() }); // plan 'quarterly'
    const expired = await newStudent();
    await insertSubscription(t.db, expired.id, { status: 'expired', periodEnd: new Date(t.clock.now().getTime() - DAY_MS).toISOString() });
    const res = await t.call(adminNoticeEndpoints.createEvent, { cookie: admin, body: event({ audience: 'plan:quarterly', title: 'Mentoria do Trimestral', type: 'workshop', capacity: 20 }) });
    expect(res.status).toBe(201);
    expect(res.body.audience).toEqual({ key: 'plan:quarterly', kind: 'plan', label: 'Assinantes do plano Trimestral' });
    expect((await t.call(noticeEndpoints.events, { cookie: subscriber.cookie })).body.map((e) => e.id)).toContain(res.body.id);
    expect((await t.call(noticeEndpoints.events, { cookie: expired.cookie })).body.map((e) => e.id)).not.toContain(res.body.id);
    expect((await notificationsOf(subscriber.id)).map((n) => n.title)).toEqual(['Novo evento: Mentoria do Trimestral']);
    expect(await notificationsOf(expired.id)).toEqual([]);
    // Subscribing later: the student sees it.
    await insertSubscription(t.db, expired.id, { periodEnd: new Date(t.clock.now().getTime() + 30 * DAY_MS).toISOString() });
    expect((await t.call(noticeEndpoints.events, { cookie: expired.cookie })).body.map((e) => e.id)).toContain(res.body.id);
    expect((await t.call(adminNoticeEndpoints.list, { cookie: admin })).body.events.map((e) => e.id)).toContain(res.body.id);
  });

  it('a scheduled maintenance announcement carries its date; it must be in the future', async () => {
    const when = `${day(7)}T02:00`;
    const res = await t.call(adminNoticeEndpoints.createAnnouncement, { cookie: admin, body: announcement({ audience: 'all', title: 'Manutenção do banco de dados', type: 'maintenance', priority: 'warning', scheduledFor: when }) });
    expect(res.status).toBe(201);
    expect(res.body.scheduledFor).toBe(when);
    const seen = (await t.call(noticeEndpoints.announcements, { cookie: elisa })).body.items.find((a) => a.id === res.body.id);
    expect(seen?.scheduledFor).toBe(new Date(`${when}:00-03:00`).toISOString());
    const notice = (await notificationsOf('user-aluno-elisa')).find((n) => n.title === 'Novo aviso: Manutenção do banco de dados');
    expect(notice?.description).toContain('Manutenção programada para');
    const past = await t.call(adminNoticeEndpoints.createAnnouncement, { cookie: admin, body: announcement({ audience: 'all', type: 'maintenance', scheduledFor: `${day(-1)}T02:00` }) });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('A manutenção programada deve estar no futuro.');
  });

  it('the admin publishes to all students or a plan only; unknown plans and bad bodies are 400', async () => {
    const course = await t.call(adminNoticeEndpoints.createAnnouncement, { cookie: admin, body: announcement({ audience: 'course:1' }) });
    expect(course.status).toBe(400);
    expect(course.body.message).toBe('A administração publica para todos os alunos ou para os assinantes de um plano.');
    const plan = await t.call(adminNoticeEndpoints.createEvent, { cookie: admin, body: event({ audience: 'plan:nao-existe' }) });
    expect(plan.status).toBe(400);
    expect(plan.body.message).toBe('Plano não encontrado.');
    expect((await t.callRaw(adminNoticeEndpoints.createAnnouncement, { cookie: admin, body: { ...announcement({ audience: 'all' }), priority: 'urgent' } })).status).toBe(400);
    expect((await t.callRaw(adminNoticeEndpoints.updateEvent, { cookie: admin, params: { id: 'event-workshop-figma' }, body: {} })).status).toBe(400);
  });

  it('edits and deletes the platform items, seeded ones included', async () => {
    const list = (await t.call(adminNoticeEndpoints.list, { cookie: admin })).body;
    expect(list.tasks).toEqual([]);
    expect(list.announcements.map((a) => a.id)).toEqual(expect.arrayContaining(['announcement-simulados', 'announcement-manutencao', 'announcement-anual']));
    expect(list.announcements.map((a) => a.id)).not.toContain('announcement-ml-projeto');
    const figma = list.events.find((e) => e.id === 'event-workshop-figma')!;
    const moved = await t.call(adminNoticeEndpoints.updateEvent, {
      cookie: admin, params: { id: figma.id },
      body: { audience: 'all', type: figma.type, title: figma.title, description: figma.description, date: figma.date, time: figma.time, durationMinutes: 120, capacity: figma.capacity },
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ durationMinutes: 120, participants: figma.participants });
    const regs = await t.call(adminNoticeEndpoints.eventRegistrations, { cookie: admin, params: { id: figma.id } });
    expect(regs.body.map((r) => r.name)).toContain('Lucas Almeida');
    expect((await t.call(adminNoticeEndpoints.deleteAnnouncement, { cookie: admin, params: { id: 'announcement-design' } })).status).toBe(200);
    expect((await t.call(noticeEndpoints.announcements, { cookie: elisa })).body.items.map((a) => a.id)).not.toContain('announcement-design');
  });
});

it('a course created by a test is publishable by its teacher only', async () => {
  const courseId = await insertCourse(t.db, { instructorId: 'user-professor-demo' });
  const res = await t.call(teacherNoticeEndpoints.createTask, { cookie: teacher, body: task({ audience: `course:${courseId}` }) });
  expect(res.status).toBe(201);
  expect(res.body.studentCount).toBe(0);
});

describe('audit log', () => {
  const auditOf = async (targetId: string) =>
    (await t.db.selectFrom('auditLog').select(['action', 'actorId', 'targetType', 'details']).where('targetId', '=', targetId).orderBy('seq').execute()).map((row) => ({
      ...row, details: row.details ? (JSON.parse(row.details) as Record<string, unknown>) : null,
    }));

  it("every admin publish, edit and delete is in the audit log, with the old and new values; teachers' are not", async () => {
    const created = (await t.call(adminNoticeEndpoints.createAnnouncement, { cookie: admin, body: announcement({ audience: 'all', title: 'Aviso auditado' }) })).body;
    await t.call(adminNoticeEndpoints.updateAnnouncement, { cookie: admin, params: { id: created.id }, body: announcement({ audience: 'plan:annual', title: 'Aviso auditado (2)' }) });
    await t.call(adminNoticeEndpoints.deleteAnnouncement, { cookie: admin, params: { id: created.id } });
    const rows = await auditOf(created.id);
    expect(rows.map((r) => r.action)).toEqual(['announcement.create', 'announcement.update', 'announcement.delete']);
    expect(rows.every((r) => r.actorId === 'user-admin-demo' && r.targetType === 'announcement')).toBe(true);
    expect(rows[1]!.details).toMatchObject({ before: { title: 'Aviso auditado', audience: 'all' }, after: { title: 'Aviso auditado (2)', audience: 'plan:annual' } });

    const ev = (await t.call(adminNoticeEndpoints.createEvent, { cookie: admin, body: event({ audience: 'all', title: 'Evento auditado' }) })).body;
    await t.call(adminNoticeEndpoints.updateEvent, { cookie: admin, params: { id: ev.id }, body: event({ audience: 'all', title: 'Evento auditado', capacity: 10 }) });
    await t.call(adminNoticeEndpoints.deleteEvent, { cookie: admin, params: { id: ev.id } });
    expect((await auditOf(ev.id)).map((r) => r.action)).toEqual(['event.create', 'event.update', 'event.delete']);

    const refused = await t.call(adminNoticeEndpoints.createEvent, { cookie: admin, body: event({ audience: 'plan:nao-existe' }) });
    expect(refused.status).toBe(400);
    const teacherItem = (await t.call(teacherNoticeEndpoints.createAnnouncement, { cookie: teacher, body: announcement() })).body;
    expect(await auditOf(teacherItem.id)).toEqual([]);
  });
});

describe('two admins at once', () => {
  it('an edit racing a delete is 200 or 404, never 500, and the audit log tells only what happened', async () => {
    const other = await t.insertUser({ role: 'admin' });
    const second = await t.signIn(other.email, other.password);
    for (const [kind, create, update, remove, body] of [
      ['announcement', adminNoticeEndpoints.createAnnouncement, adminNoticeEndpoints.updateAnnouncement, adminNoticeEndpoints.deleteAnnouncement, announcement({ audience: 'all', title: 'Aviso disputado' })],
      ['event', adminNoticeEndpoints.createEvent, adminNoticeEndpoints.updateEvent, adminNoticeEndpoints.deleteEvent, event({ audience: 'all', title: 'Evento disputado' })],
    ] as const) {
      for (let round = 0; round < 3; round += 1) {
        // Published by the second admin: the first one spent its per-minute budget above.
        const created = (await t.call(create as typeof adminNoticeEndpoints.createAnnouncement, { cookie: second, body: body as AnnouncementInput })).body;
        const [edit, gone] = await Promise.all([
          t.call(update as typeof adminNoticeEndpoints.updateAnnouncement, { cookie: second, params: { id: created.id }, body: { ...body, title: `${body.title} (editado)` } as AnnouncementInput }),
          t.call(remove, { cookie: admin, params: { id: created.id } }),
        ]);
        expect([edit.status, kind]).toEqual([edit.status === 404 ? 404 : 200, kind]);
        expect(gone.status).toBe(200);
        const actions = (await t.db.selectFrom('auditLog').select('action').where('targetId', '=', created.id).orderBy('seq').execute()).map((r) => r.action);
        expect(actions).toEqual(edit.status === 200 ? [`${kind}.create`, `${kind}.update`, `${kind}.delete`] : [`${kind}.create`, `${kind}.delete`]);
      }
    }
  });
});

describe('per-sender limits on publishing (issue 22 item 5)', () => {
  const [perMinute, perHour] = SENDER_LIMITS;
  const REFUSED = 'Você publicou muitas tarefas, eventos e avisos em pouco tempo. Aguarde alguns minutos e tente novamente.';

  /** A teacher of their own course with one enrolled student: each publication notifies that student. */
  async function newTeacher() {
    const user = await t.insertUser({ role: 'professor' });
    const courseId = await insertCourse(t.db, { instructorId: user.id });
    const student = await newStudent(courseId);
    return { id: user.id, cookie: await openSession(t.app.ctx, user.id), audience: `course:${courseId}`, studentId: student.id };
  }

  it(`a teacher publishes at most ${perMinute.max} tasks, events and announcements a minute, even all at once; a Portuguese 429 for the rest`, async () => {
    const teacher = await newTeacher();
    const publish = (i: number) => {
      const { cookie, audience } = teacher;
      if (i % 3 === 0) return t.call(teacherNoticeEndpoints.createTask, { cookie, body: task({ audience, title: `Tarefa ${i}` }) });
      if (i % 3 === 1) return t.call(teacherNoticeEndpoints.createEvent, { cookie, body: event({ audience, title: `Evento ${i}` }) });
      return t.call(teacherNoticeEndpoints.createAnnouncement, { cookie, body: announcement({ audience, title: `Aviso ${i}` }) });
    };
    const results = await Promise.all(Array.from({ length: perMinute.max + 3 }, (_, i) => publish(i)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(perMinute.max);
    const refused = results.filter((r) => r.status === 429);
    expect(refused).toHaveLength(3);
    expect(refused.map((r) => r.body.message)).toEqual([REFUSED, REFUSED, REFUSED]);
    // A refused publication is not stored and notifies nobody.
    expect(await notificationsOf(teacher.studentId)).toHaveLength(perMinute.max);
    // Another teacher is not held back by this one; the next minute this one may publish again.
    const other = await newTeacher();
    expect((await t.call(teacherNoticeEndpoints.createTask, { cookie: other.cookie, body: task({ audience: other.audience }) })).status).toBe(201);
    t.clock.advance(perMinute.windowMs + 1000);
    expect((await publish(0)).status).toBe(201);
  });

  it('deleting what was published does not give the budget back', async () => {
    const user = await t.insertUser({ role: 'admin' });
    const cookie = await openSession(t.app.ctx, user.id);
    const audience = `plan:${(await t.db.selectFrom('plans').select('id').executeTakeFirstOrThrow()).id}`;
    for (let i = 0; i < perMinute.max; i++) {
      const created = await t.call(adminNoticeEndpoints.createAnnouncement, { cookie, body: announcement({ audience, title: `Aviso ${i}` }) });
      expect(created.status).toBe(201);
      expect((await t.call(adminNoticeEndpoints.deleteAnnouncement, { cookie, params: { id: created.body.id } })).status).toBe(200);
    }
    const refused = await t.call(adminNoticeEndpoints.createEvent, { cookie, body: event({ audience }) });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(REFUSED);
  });

  it('messages and publications share one budget per sender', async () => {
    const teacher = await newTeacher();
    const half = perMinute.max / 2;
    for (let i = 0; i < half; i++) {
      expect((await t.call(noticeEndpoints.sendMessage, { cookie: teacher.cookie, body: { studentId: teacher.studentId, message: `Mensagem ${i}` } })).status).toBe(201);
      expect((await t.call(teacherNoticeEndpoints.createTask, { cookie: teacher.cookie, body: task({ audience: teacher.audience, title: `Tarefa ${i}` }) })).status).toBe(201);
    }
    expect((await t.call(teacherNoticeEndpoints.createAnnouncement, { cookie: teacher.cookie, body: announcement({ audience: teacher.audience }) })).status).toBe(429);
    const message = await t.call(noticeEndpoints.sendMessage, { cookie: teacher.cookie, body: { studentId: teacher.studentId, message: 'Mais uma' } });
    expect(message.status).toBe(429);
    expect(message.body.message).toBe('Você enviou muitas mensagens em pouco tempo. Aguarde alguns minutos e tente novamente.');
  });

  it(`at most ${perHour.max} an hour`, async () => {
    const teacher = await newTeacher();
    let published = 0;
    while (published < perHour.max) {
      // (A fresh session each minute-window: the clock runs past the idle timeout.)
      const cookie = await openSession(t.app.ctx, teacher.id);
      for (let i = 0; i < perMinute.max && published < perHour.max; i++, published++) {
        expect((await t.call(teacherNoticeEndpoints.createTask, { cookie, body: task({ audience: teacher.audience, title: `Tarefa ${published}` }) })).status).toBe(201);
      }
      t.clock.advance(perMinute.windowMs + 1000);
    }
    const cookie = await openSession(t.app.ctx, teacher.id);
    expect((await t.call(teacherNoticeEndpoints.createTask, { cookie, body: task({ audience: teacher.audience }) })).status).toBe(429);
    t.clock.advance(perHour.windowMs);
    expect((await t.call(teacherNoticeEndpoints.createTask, { cookie: await openSession(t.app.ctx, teacher.id), body: task({ audience: teacher.audience }) })).status).toBe(201);
    // Rows out of every window are pruned by the sender's next publication.
    expect(Number((await t.db.selectFrom('noticeSends').select((eb) => eb.fn.countAll().as('n')).where('senderId', '=', teacher.id).executeTakeFirstOrThrow()).n)).toBeLessThanOrEqual(perMinute.max + 1);
  });
});
