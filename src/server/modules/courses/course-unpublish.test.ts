import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authoringEndpoints } from '#contracts/authoring';
import { certificateEndpoints } from '#contracts/certificates';
import { courseEndpoints } from '#contracts/courses';
import { historyEndpoints } from '#contracts/history';
import { learningEndpoints } from '#contracts/learning';
import { moderationEndpoints as e } from '#contracts/moderation';
import { insertCourse, insertLessons } from '#server/testing/assessment-factories';
import { buildTestApp, type TestApp } from '#server/testing/test-app';

// Issue 22 item 4: the admin takes an approved course out of the catalogue with a reason.
let t: TestApp;
let admin: string;
let teacher: string;
let aluno: string;
let student: string;
let studentId: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signInAs('admin');
  teacher = await t.signInAs('professor');
  aluno = await t.signInAs('aluno');
  const s = await t.insertUser({ role: 'aluno' });
  studentId = s.id;
  student = await t.signIn(s.email, s.password);
});
afterAll(async () => t.close());

const REASON = 'Conteúdo com direitos autorais de terceiros.';

/** An approved course of the demo teacher that `student` completed (certificate issued). */
async function completedCourse(title: string) {
  const id = await insertCourse(t.db, { instructorId: 'user-professor-demo', title });
  const [lessonId] = await insertLessons(t.db, id, 1);
  expect((await t.call(learningEndpoints.enroll, { cookie: student, params: { id } })).status).toBe(200);
  expect((await t.call(learningEndpoints.completeLesson, { cookie: student, params: { id, lessonId } })).status).toBe(200);
  return id;
}

describe('unpublish an approved course', () => {
  it('takes it out of the catalogue and search; enrolled students keep history and certificate but no longer study it', async () => {
    const id = await completedCourse('Xilogravura para Iniciantes');
    const certificates = await t.call(certificateEndpoints.list, { cookie: student });
    expect(certificates.body.items.map((c) => c.courseId)).toContain(id);

    const res = await t.call(e.unpublishCourse, { cookie: admin, params: { id }, body: { reason: REASON } });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('unpublished');

    const search = await t.call(courseEndpoints.catalogue, { cookie: aluno, query: { q: 'xilogravura' } });
    expect(search.body.items.map((c) => c.id)).not.toContain(id);
    expect((await t.call(courseEndpoints.catalogue, { cookie: student })).body.items.map((c) => c.id)).not.toContain(id);
    expect((await t.call(courseEndpoints.detail, { cookie: aluno, params: { id } })).status).toBe(404);
    expect((await t.call(courseEndpoints.detail, { cookie: student, params: { id } })).status).toBe(404);

    const after = await t.call(certificateEndpoints.list, { cookie: student });
    expect(after.body.items.map((c) => c.courseId)).toContain(id);
    const history = await t.call(historyEndpoints.get, { cookie: student });
    expect(JSON.stringify(history.body)).toContain('Xilogravura para Iniciantes');
    const enrolment = await t.db.selectFrom('enrollments').select('progressPercent').where('userId', '=', studentId).where('courseId', '=', id).executeTakeFirstOrThrow();
    expect(enrolment.progressPercent).toBe(100);

    const approved = await t.call(e.listCourses, { cookie: admin, query: { status: 'approved' } });
    expect(approved.body.map((c) => c.id)).not.toContain(id);
  });

  it('audits the decision and tells the teacher why; the teacher sees the reason and may send it again', async () => {
    const id = await insertCourse(t.db, { instructorId: 'user-professor-demo', title: 'Encadernação Manual' });
    await insertLessons(t.db, id, 1);
    expect((await t.call(e.unpublishCourse, { cookie: admin, params: { id }, body: { reason: REASON } })).status).toBe(200);
    const audit = await t.db.selectFrom('auditLog').selectAll().where('action', '=', 'course.unpublish').where('targetId', '=', id).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0].actorId).toBe('user-admin-demo');
    const notes = await t.db.selectFrom('notifications').selectAll().where('userId', '=', 'user-professor-demo').where('title', '=', 'Curso retirado do catálogo').execute();
    expect(notes.some((n) => n.description.includes(REASON) && n.description.includes('Encadernação Manual'))).toBe(true);

    const mine = await t.call(authoringEndpoints.getCourse, { cookie: teacher, params: { id } });
    expect(mine.body).toMatchObject({ status: 'unpublished', unpublishedReason: REASON, inReview: false });
    expect((await t.call(authoringEndpoints.submitCourse, { cookie: teacher, params: { id } })).status).toBe(200);
    expect((await t.call(e.approveCourse, { cookie: admin, params: { id } })).status).toBe(200);
    const back = await t.call(courseEndpoints.catalogue, { cookie: aluno, query: { q: 'encadernacao' } });
    expect(back.body.items.map((c) => c.id)).toContain(id);
  });

  it('requires a reason: 400 in Portuguese, nothing written', async () => {
    const id = await insertCourse(t.db, { instructorId: 'user-professor-demo' });
    for (const body of [{ reason: '' }, { reason: '   curto  ' }, {}]) {
      const res = await t.callRaw(e.unpublishCourse, { cookie: admin, params: { id }, body });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/motivo|obrigatório/i);
    }
    const row = await t.db.selectFrom('courses').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('approved');
  });

  it('only an approved course: pending or already unpublished is 409, unknown or draft 404', async () => {
    const pending = await insertCourse(t.db, { instructorId: 'user-professor-demo', status: 'pending' });
    const res = await t.call(e.unpublishCourse, { cookie: admin, params: { id: pending }, body: { reason: REASON } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Só um curso aprovado pode ser retirado do catálogo.');
    const id = await insertCourse(t.db, { instructorId: 'user-professor-demo' });
    const both = await Promise.all([1, 2].map(() => t.call(e.unpublishCourse, { cookie: admin, params: { id }, body: { reason: REASON } })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const draft = await insertCourse(t.db, { instructorId: 'user-professor-demo', status: 'draft' });
    expect((await t.call(e.unpublishCourse, { cookie: admin, params: { id: draft }, body: { reason: REASON } })).status).toBe(404);
    expect((await t.call(e.unpublishCourse, { cookie: admin, params: { id: 'nao-existe' }, body: { reason: REASON } })).status).toBe(404);
  });

  it('is for admins only: teacher and student 403, anonymous 401, suspended admin 401', async () => {
    const id = await insertCourse(t.db, { instructorId: 'user-professor-demo' });
    expect((await t.call(e.unpublishCourse, { cookie: teacher, params: { id }, body: { reason: REASON } })).status).toBe(403);
    expect((await t.call(e.unpublishCourse, { cookie: aluno, params: { id }, body: { reason: REASON } })).status).toBe(403);
    expect((await t.call(e.unpublishCourse, { params: { id }, body: { reason: REASON } })).status).toBe(401);
    const other = await t.insertUser({ role: 'admin' });
    const otherCookie = await t.signIn(other.email, other.password);
    await t.db.updateTable('users').set({ status: 'suspenso' }).where('id', '=', other.id).execute();
    expect((await t.call(e.unpublishCourse, { cookie: otherCookie, params: { id }, body: { reason: REASON } })).status).toBe(401);
    const row = await t.db.selectFrom('courses').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('approved');
  });
});
