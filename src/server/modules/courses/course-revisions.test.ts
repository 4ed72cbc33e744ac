import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authoringEndpoints as a } from '#contracts/authoring';
import { courseEndpoints } from '#contracts/courses';
import { moderationEndpoints as m } from '#contracts/moderation';
import { enroll, insertCourse, insertLessons } from '#server/testing/assessment-factories';
import { buildTestApp, type TestApp } from '#server/testing/test-app';

// Issue 22 item 4: edits to an approved course become a new version reviewed by the
// moderation, while students keep the approved one until it is approved.
let t: TestApp;
let teacher: string;
let otherTeacher: string;
let admin: string;
let secondAdmin: string;
let student: string;
let studentId: string;

beforeAll(async () => {
  t = await buildTestApp();
  teacher = await t.signInAs('professor');
  const other = await t.insertUser({ role: 'professor' });
  otherTeacher = await t.signIn(other.email, other.password);
  admin = await t.signInAs('admin');
  const second = await t.insertUser({ role: 'admin' });
  secondAdmin = await t.signIn(second.email, second.password);
  const s = await t.insertUser({ role: 'aluno' });
  studentId = s.id;
  student = await t.signIn(s.email, s.password);
});
afterAll(async () => t.close());

async function approvedCourse(title: string) {
  const id = await insertCourse(t.db, { instructorId: 'user-professor-demo', title });
  const lessonIds = await insertLessons(t.db, id, 2);
  await enroll(t.db, studentId, id);
  return { id, lessonIds };
}

const body = (title: string) => ({ title, description: 'Descrição nova do curso.', category: 'design' as const, isPremium: false });
const liveTitle = async (id: string) => (await t.call(courseEndpoints.detail, { cookie: student, params: { id } })).body.course.title;

describe('a new version of an approved course', () => {
  it('students keep the approved version until the moderation approves the new one', async () => {
    const { id, lessonIds } = await approvedCourse('Aquarela Básica');
    const edited = await t.call(a.updateCourse, { cookie: teacher, params: { id }, body: body('Aquarela Avançada') });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Aquarela Avançada', status: 'approved', inReview: false, revision: { status: 'draft', liveTitle: 'Aquarela Básica' } });
    const lessonEdit = await t.call(a.updateLesson, {
      cookie: teacher, params: { id, lessonId: lessonIds[0] },
      body: { moduleId: edited.body.modules[0].id, title: 'Aula reescrita', durationMinutes: 15, content: 'Conteúdo **novo**.', videoUrl: '' },
    });
    expect(lessonEdit.status).toBe(200);
    const added = await t.call(a.addLesson, { cookie: teacher, params: { id }, body: { moduleId: edited.body.modules[0].id, title: 'Aula extra', durationMinutes: 20, content: 'Mais.', videoUrl: '' } });
    expect(added.status).toBe(201);
    expect(added.body.modules[0].lessons.map((l) => l.title)).toContain('Aula extra');

    // Students: nothing changed.
    expect(await liveTitle(id)).toBe('Aquarela Básica');
    const detail = await t.call(courseEndpoints.detail, { cookie: student, params: { id } });
    expect(detail.body.totalLessons).toBe(2);
    const lesson = await t.call(courseEndpoints.lesson, { cookie: student, params: { id, lessonId: lessonIds[0] } });
    expect(lesson.body.contentHtml).not.toContain('<strong>novo</strong>');

    // Sent: in review, frozen; the moderation sees it as a new version with its changes.
    const sent = await t.call(a.submitCourse, { cookie: teacher, params: { id } });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ status: 'approved', inReview: true, revision: { status: 'pending' } });
    expect((await t.call(a.updateCourse, { cookie: teacher, params: { id }, body: body('Outra') })).status).toBe(409);
    expect((await t.call(a.deleteLesson, { cookie: teacher, params: { id, lessonId: lessonIds[1] } })).status).toBe(409);
    const pending = await t.call(m.listCourses, { cookie: admin, query: { status: 'pending' } });
    expect(pending.body.find((c) => c.id === id)).toMatchObject({ isRevision: true, title: 'Aquarela Avançada', lessons: 3, status: 'pending' });
    const preview = await t.call(m.previewCourse, { cookie: admin, params: { id } });
    expect(preview.body.title).toBe('Aquarela Avançada');
    expect(preview.body.changes).toEqual(expect.arrayContaining(['Título: "Aquarela Básica" → "Aquarela Avançada"', 'Aula nova: "Aula extra"', 'Aula alterada: "Aula reescrita"']));
    expect(await liveTitle(id)).toBe('Aquarela Básica');

    // Approved: applied at once, audited, the teacher told; progress recomputed against 3 lessons.
    const approved = await t.call(m.approveCourse, { cookie: admin, params: { id } });
    expect(approved.status).toBe(200);
    expect(await liveTitle(id)).toBe('Aquarela Avançada');
    const after = await t.call(courseEndpoints.detail, { cookie: student, params: { id } });
    expect(after.body.totalLessons).toBe(3);
    expect((await t.call(courseEndpoints.lesson, { cookie: student, params: { id, lessonId: lessonIds[0] } })).body.contentHtml).toContain('Conteúdo <strong>novo</strong>.');
    const mine = await t.call(a.getCourse, { cookie: teacher, params: { id } });
    expect(mine.body).toMatchObject({ title: 'Aquarela Avançada', revision: null, inReview: false });
    const audit = await t.db.selectFrom('auditLog').select('action').where('targetId', '=', id).execute();
    expect(audit.map((row) => row.action)).toContain('course.revision.approve');
    const notes = await t.db.selectFrom('notifications').select('title').where('userId', '=', 'user-professor-demo').where('title', '=', 'Nova versão aprovada').execute();
    expect(notes.length).toBeGreaterThan(0);
    expect((await t.call(m.approveCourse, { cookie: admin, params: { id } })).status).toBe(409);
  });

  it('a rejected new version keeps the live course; the teacher sees the reason, corrects and sends again', async () => {
    const { id, lessonIds } = await approvedCourse('Bordado Livre');
    await t.call(a.updateCourse, { cookie: teacher, params: { id }, body: body('Bordado Livre 2') });
    await t.call(a.deleteLesson, { cookie: teacher, params: { id, lessonId: lessonIds[1] } });
    expect((await t.call(a.submitCourse, { cookie: teacher, params: { id } })).status).toBe(200);
    const reason = 'A aula removida era essencial para o curso.';
    expect((await t.callRaw(m.rejectCourse, { cookie: admin, params: { id }, body: { reason: 'curto' } })).status).toBe(400);
    const rejected = await t.call(m.rejectCourse, { cookie: admin, params: { id }, body: { reason } });
    expect(rejected.status).toBe(200);
    expect(rejected.body.status).toBe('approved');
    expect(await liveTitle(id)).toBe('Bordado Livre');
    expect((await t.call(courseEndpoints.detail, { cookie: student, params: { id } })).body.totalLessons).toBe(2);
    const mine = await t.call(a.getCourse, { cookie: teacher, params: { id } });
    expect(mine.body).toMatchObject({ title: 'Bordado Livre 2', revision: { status: 'rejected', rejectionReason: reason } });
    expect((await t.call(a.updateCourse, { cookie: teacher, params: { id }, body: body('Bordado Livre 3') })).status).toBe(200);
    expect((await t.call(a.submitCourse, { cookie: teacher, params: { id } })).status).toBe(200);
  });

  it('two admins approve at once: one wins, the other gets 409; the approved version is applied once', async () => {
    const { id } = await approvedCourse('Tricô');
    await t.call(a.updateCourse, { cookie: teacher, params: { id }, body: body('Tricô Moderno') });
    await t.call(a.submitCourse, { cookie: teacher, params: { id } });
    const results = await Promise.all([admin, secondAdmin].map((cookie) => t.call(m.approveCourse, { cookie, params: { id } })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await liveTitle(id)).toBe('Tricô Moderno');
  });

  it('sending an approved course without changes is 409; another teacher gets 404 and writes nothing', async () => {
    const { id } = await approvedCourse('Origami');
    const res = await t.call(a.submitCourse, { cookie: teacher, params: { id } });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/não há alterações/);
    expect((await t.call(a.updateCourse, { cookie: otherTeacher, params: { id }, body: body('Invasão') })).status).toBe(404);
    expect(await t.db.selectFrom('courseRevisions').select('id').where('courseId', '=', id).execute()).toHaveLength(0);
    expect((await t.callRaw(a.updateCourse, { cookie: teacher, params: { id }, body: { title: 'x' } })).status).toBe(400);
    expect(await t.db.selectFrom('courseRevisions').select('id').where('courseId', '=', id).execute()).toHaveLength(0);
  });

  it('unpublishing drops the new version; the teacher then edits the course itself', async () => {
    const { id } = await approvedCourse('Macramê');
    await t.call(a.updateCourse, { cookie: teacher, params: { id }, body: body('Macramê 2') });
    expect((await t.call(m.unpublishCourse, { cookie: admin, params: { id }, body: { reason: 'Conteúdo precisa de revisão geral.' } })).status).toBe(200);
    const mine = await t.call(a.getCourse, { cookie: teacher, params: { id } });
    expect(mine.body).toMatchObject({ status: 'unpublished', title: 'Macramê', revision: null });
  });
});
