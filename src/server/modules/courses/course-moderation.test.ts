import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authoringEndpoints } from '#contracts/authoring';
import { courseEndpoints } from '#contracts/courses';
import { MODERATION_COURSE_LIST_LIMIT, moderationEndpoints as e } from '#contracts/moderation';
import { buildTestApp, type TestApp } from '#server/testing/test-app';

// Issue 13 item 3, courses tab: lists, preview, approve and reject, the 409 race.
let t: TestApp;
let admin: string;
let secondAdmin: string;
let teacher: string;
let aluno: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signInAs('admin');
  const other = await t.insertUser({ role: 'admin' });
  secondAdmin = await t.signIn(other.email, other.password);
  teacher = await t.signInAs('professor');
  aluno = await t.signInAs('aluno');
});
afterAll(async () => t.close());

/** A fresh course of the demo teacher, sent for review. */
async function submittedCourse(title: string): Promise<string> {
  const created = await t.call(authoringEndpoints.createCourse, { cookie: teacher, body: { title, description: 'Descrição do curso', category: 'design', isPremium: false } });
  const withModule = await t.call(authoringEndpoints.addModule, { cookie: teacher, params: { id: created.body.id }, body: { title: 'Módulo 1' } });
  await t.call(authoringEndpoints.addLesson, { cookie: teacher, params: { id: created.body.id }, body: { moduleId: withModule.body.modules[0].id, title: 'Aula 1', durationMinutes: 30, content: '# Aula\n\nConteúdo **rico**.', videoUrl: '' } });
  const submitted = await t.call(authoringEndpoints.submitCourse, { cookie: teacher, params: { id: created.body.id } });
  expect(submitted.status).toBe(200);
  return created.body.id;
}

const notificationsOf = (userId: string, type: string) => t.db.selectFrom('notifications').selectAll().where('userId', '=', userId).where('type', '=', type).execute();
const auditOf = (action: string, targetId: string) => t.db.selectFrom('auditLog').selectAll().where('action', '=', action).where('targetId', '=', targetId).execute();

describe('moderation lists', () => {
  it('lists pending courses oldest first with instructor, category, submitted at, duration and status', async () => {
    const res = await t.call(e.listCourses, { cookie: admin, query: { status: 'pending' } });
    expect(res.status).toBe(200);
    expect(res.body.map((c) => c.id)).toEqual(expect.arrayContaining(['prof-visao-computacional', 'prof-ia-generativa', 'prof-okr-na-pratica']));
    expect(res.body.every((c) => c.status === 'pending' && c.submittedAt !== null)).toBe(true);
    const submitted = res.body.map((c) => c.submittedAt!);
    expect([...submitted].sort()).toEqual(submitted);
    const generativa = res.body.find((c) => c.id === 'prof-ia-generativa')!;
    expect(generativa).toMatchObject({ instructorName: 'Prof. Carlos Silva', category: 'tecnologia', durationMinutes: 60, lessons: 3 });
  });

  it('lists approved courses with approved at and approved by', async () => {
    const res = await t.call(e.listCourses, { cookie: admin, query: { status: 'approved' } });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(5);
    expect(res.body.every((c) => c.status === 'approved')).toBe(true);
    expect(res.body[0]).toMatchObject({ approvedByName: 'Administrador EduIA' });
    expect(res.body[0].approvedAt).not.toBeNull();
    // Most recently approved first; courses approved before moderation existed (no date) last, by id.
    const dated = res.body.filter((c) => c.approvedAt !== null);
    const undated = res.body.filter((c) => c.approvedAt === null);
    expect(res.body).toEqual([...dated, ...undated]);
    expect(dated.map((c) => c.approvedAt)).toEqual(dated.map((c) => c.approvedAt).sort().reverse());
    expect(undated.map((c) => c.id)).toEqual(undated.map((c) => c.id).sort());
  });

  it('previews a pending course as a student would see it; a draft is not shown (404)', async () => {
    const res = await t.call(e.previewCourse, { cookie: admin, params: { id: 'prof-ia-generativa' } });
    expect(res.status).toBe(200);
    expect(res.body.modules.map((m) => m.lessons.length)).toEqual([2, 1]);
    expect(res.body.modules[0].lessons[0].contentHtml).toContain('<strong>próxima palavra</strong>');
    expect((await t.call(e.previewCourse, { cookie: admin, params: { id: 'prof-python-iniciantes' } })).status).toBe(404);
    expect((await t.call(e.previewCourse, { cookie: admin, params: { id: 'nao-existe' } })).status).toBe(404);
  });

  it('refuses a bad status filter with a Portuguese 400', async () => {
    const res = await t.callRaw(e.listCourses, { cookie: admin, query: { status: 'draft' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Status inválido/);
  });

  it('is for admins only: teacher and student 403, anonymous 401', async () => {
    expect((await t.call(e.listCourses, { cookie: teacher })).status).toBe(403);
    expect((await t.call(e.approveCourse, { cookie: teacher, params: { id: 'prof-ia-generativa' } })).status).toBe(403);
    expect((await t.call(e.rejectCourse, { cookie: aluno, params: { id: 'prof-ia-generativa' }, body: { reason: 'Motivo suficiente aqui.' } })).status).toBe(403);
    expect((await t.call(e.previewCourse, { params: { id: 'prof-ia-generativa' } })).status).toBe(401);
  });
});

describe('approve', () => {
  it('publishes the course: catalogue and search find it, the teacher and students are notified, audited', async () => {
    const id = await submittedCourse('Tipografia Essencial');
    const before = await t.call(courseEndpoints.catalogue, { cookie: aluno, query: { q: 'tipografia' } });
    expect(JSON.stringify(before.body)).not.toContain(id);

    const res = await t.call(e.approveCourse, { cookie: admin, params: { id } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'approved', approvedByName: 'Administrador EduIA' });

    const after = await t.call(courseEndpoints.catalogue, { cookie: aluno, query: { q: 'TIPOGRAFIA' } });
    expect(JSON.stringify(after.body)).toContain(id);
    const teacherNotes = await notificationsOf('user-professor-demo', 'moderation');
    expect(teacherNotes.some((n) => n.title === 'Curso aprovado' && n.description.includes('Tipografia Essencial'))).toBe(true);
    const studentNotes = await notificationsOf('user-aluno-demo', 'course');
    expect(studentNotes.some((n) => n.link === `/aluno/curso/${id}`)).toBe(true);
    expect(await auditOf('course.approve', id)).toHaveLength(1);
  });

  it("does not send the 'new course' notification to a student who turned newCourses off", async () => {
    const student = await t.insertUser({ role: 'aluno' });
    await t.db.insertInto('notificationPreferences').values({ userId: student.id, email: 0, push: 0, newCourses: 0, certificates: 1, promotions: 0, updatedAt: t.clock.now().toISOString() }).execute();
    const id = await submittedCourse('Cores na Interface');
    expect((await t.call(e.approveCourse, { cookie: admin, params: { id } })).status).toBe(200);
    expect(await notificationsOf(student.id, 'course')).toHaveLength(0);
  });

  it('two admins at once: one wins, the other gets a clear 409 (approve against approve, and against reject)', async () => {
    const id = await submittedCourse('Design de Ícones');
    const results = await Promise.all([
      t.call(e.approveCourse, { cookie: admin, params: { id } }),
      t.call(e.approveCourse, { cookie: secondAdmin, params: { id } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toBe('Este curso já foi aprovado por outro administrador. Atualize a lista.');
    expect(await auditOf('course.approve', id)).toHaveLength(1);
    expect((await notificationsOf('user-professor-demo', 'moderation')).filter((n) => n.description.includes('Design de Ícones'))).toHaveLength(1);

    const other = await submittedCourse('Design de Logotipos');
    const mixed = await Promise.all([
      t.call(e.rejectCourse, { cookie: admin, params: { id: other }, body: { reason: 'Faltam exemplos práticos.' } }),
      t.call(e.approveCourse, { cookie: secondAdmin, params: { id: other } }),
    ]);
    expect(mixed.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});

describe('reject', () => {
  it('requires a reason (400 with a message, nothing written)', async () => {
    const id = await submittedCourse('Layout Responsivo');
    const res = await t.callRaw(e.rejectCourse, { cookie: admin, params: { id }, body: { reason: '  curto ' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/motivo da rejeição/);
    const row = await t.db.selectFrom('courses').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  it('the teacher sees the reason, is notified, corrects and resubmits; then it can be approved', async () => {
    const id = await submittedCourse('Fotografia de Produto');
    const reason = 'A aula 1 precisa de exemplos com imagens.';
    const res = await t.call(e.rejectCourse, { cookie: admin, params: { id }, body: { reason } });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('rejected');
    const mine = await t.call(authoringEndpoints.getCourse, { cookie: teacher, params: { id } });
    expect(mine.body).toMatchObject({ status: 'rejected', rejectionReason: reason });
    const notes = await notificationsOf('user-professor-demo', 'moderation');
    expect(notes.some((n) => n.title === 'Curso rejeitado' && n.description.includes(reason))).toBe(true);
    expect(await auditOf('course.reject', id)).toHaveLength(1);
    // A second decision on a decided course is a 409.
    expect((await t.call(e.rejectCourse, { cookie: admin, params: { id }, body: { reason } })).status).toBe(409);

    expect((await t.call(authoringEndpoints.submitCourse, { cookie: teacher, params: { id } })).status).toBe(200);
    expect((await t.call(e.approveCourse, { cookie: admin, params: { id } })).status).toBe(200);
  });

  it('a course that does not exist is a 404', async () => {
    expect((await t.call(e.approveCourse, { cookie: admin, params: { id: 'nao-existe' } })).status).toBe(404);
  });
});

describe('a long queue', () => {
  it('lists the courses and new versions sent longest ago, at most the limit, oldest first; deciding one brings the next', async () => {
    const at = (minute: number) => new Date(Date.UTC(2020, 0, 1, 0, minute)).toISOString();
    const ids = Array.from({ length: MODERATION_COURSE_LIST_LIMIT + 5 }, (_, i) => `fila-${String(i).padStart(3, '0')}`);
    await t.db
      .insertInto('courses')
      .values(ids.map((id, i) => ({
        id, title: `Curso na fila ${i}`, category: 'design', instructorId: 'user-professor-demo', thumbnail: '/thumbnails/design.svg',
        status: 'pending', rejectionReason: null, submittedAt: at(i + 1), approvedAt: null, approvedBy: null, createdAt: at(i),
      })))
      .execute();
    // A new version of a published course, sent before all of them: it heads the queue.
    const content = { title: 'Nova versão na fila', description: 'Descrição', category: 'tecnologia', isPremium: false, modules: [{ id: 'm', title: 'Módulo', lessons: [{ id: 'l', title: 'Aula', durationMinutes: 25, content: 'Texto', videoUrl: '' }] }] };
    await t.db
      .insertInto('courseRevisions')
      .values({ id: 'rev-fila', courseId: '1', status: 'pending', content: JSON.stringify(content), rejectionReason: null, submittedAt: at(0), createdAt: at(0), updatedAt: at(0) })
      .execute();
    try {
      const res = await t.call(e.listCourses, { cookie: admin, query: { status: 'pending' } });
      expect(res.body).toHaveLength(MODERATION_COURSE_LIST_LIMIT);
      expect(res.body[0]).toMatchObject({ id: '1', isRevision: true, title: 'Nova versão na fila', lessons: 1, durationMinutes: 25 });
      expect(res.body.slice(1).map((c) => c.id)).toEqual(ids.slice(0, MODERATION_COURSE_LIST_LIMIT - 1));

      expect((await t.call(e.approveCourse, { cookie: admin, params: { id: ids[0] } })).status).toBe(200);
      const next = await t.call(e.listCourses, { cookie: admin, query: { status: 'pending' } });
      expect(next.body.map((c) => c.id)).toEqual(['1', ...ids.slice(1, MODERATION_COURSE_LIST_LIMIT)]);
    } finally {
      await t.db.deleteFrom('courseRevisions').where('id', '=', 'rev-fila').execute();
      await t.db.deleteFrom('courses').where('id', 'in', ids).execute();
    }
  });
});
