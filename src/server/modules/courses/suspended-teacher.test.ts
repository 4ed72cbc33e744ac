import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseEndpoints } from '#contracts/courses';
import { learningEndpoints } from '#contracts/learning';
import { enroll, insertCourse, insertLessons } from '#server/testing/assessment-factories';
import { buildTestApp, type TestApp } from '#server/testing/test-app';

// Issue 22 item 4: a suspended teacher's courses stop being offered to new students
// (catalogue, search, filter options, enrolment), while enrolled students keep them.
let t: TestApp;
let newStudent: string;
let enrolledStudent: string;
let teacherId: string;
let courseId: string;
const TITLE = 'Cerâmica Artesanal Contemporânea';

beforeAll(async () => {
  t = await buildTestApp();
  const teacher = await t.insertUser({ role: 'professor', name: 'Prof. Suspenso da Silva' });
  teacherId = teacher.id;
  courseId = await insertCourse(t.db, { instructorId: teacherId, title: TITLE });
  await insertLessons(t.db, courseId, 2);
  const a = await t.insertUser({ role: 'aluno' });
  newStudent = await t.signIn(a.email, a.password);
  const b = await t.insertUser({ role: 'aluno' });
  enrolledStudent = await t.signIn(b.email, b.password);
  await enroll(t.db, b.id, courseId);
});
afterAll(async () => t.close());

const setTeacherStatus = (status: 'ativo' | 'suspenso') => t.db.updateTable('users').set({ status }).where('id', '=', teacherId).execute();
const catalogueIds = async (cookie: string, q?: string) => (await t.call(courseEndpoints.catalogue, { cookie, query: q ? { q } : {} })).body.items.map((c) => c.id);

describe("a suspended teacher's courses", () => {
  it('are offered while the teacher is active (the control case)', async () => {
    expect(await catalogueIds(newStudent)).toContain(courseId);
    expect((await t.call(courseEndpoints.instructors, { cookie: newStudent })).body.map((i) => i.id)).toContain(teacherId);
  });

  it('leave the catalogue, the search and the instructor filter for new students', async () => {
    await setTeacherStatus('suspenso');
    expect(await catalogueIds(newStudent)).not.toContain(courseId);
    expect(await catalogueIds(newStudent, 'ceramica artesanal')).not.toContain(courseId);
    expect((await t.call(courseEndpoints.instructors, { cookie: newStudent })).body.map((i) => i.id)).not.toContain(teacherId);
    const dashboard = await t.call(learningEndpoints.dashboard, { cookie: newStudent });
    expect(JSON.stringify(dashboard.body)).not.toContain(courseId);
  });

  it('refuse a new enrolment and the course page with a Portuguese message (409)', async () => {
    const opened = await t.call(learningEndpoints.enroll, { cookie: newStudent, params: { id: courseId } });
    expect(opened.status).toBe(409);
    expect(opened.body.message).toBe('Este curso não está recebendo novas matrículas no momento. Escolha outro curso no catálogo.');
    expect((await t.call(courseEndpoints.detail, { cookie: newStudent, params: { id: courseId } })).status).toBe(409);
    const enrolments = await t.db.selectFrom('enrollments').select('id').where('courseId', '=', courseId).execute();
    expect(enrolments).toHaveLength(1);
  });

  it('stay with students already enrolled: listed, opened and studied', async () => {
    expect(await catalogueIds(enrolledStudent)).toContain(courseId);
    const detail = await t.call(courseEndpoints.detail, { cookie: enrolledStudent, params: { id: courseId } });
    expect(detail.status).toBe(200);
    expect(detail.body.modules[0].lessons).toHaveLength(2);
    expect((await t.call(learningEndpoints.enroll, { cookie: enrolledStudent, params: { id: courseId } })).status).toBe(200);
  });

  it("count in the catalogue's and the search's totals only for students enrolled in them", async () => {
    const total = async (cookie: string, q?: string) => (await t.call(courseEndpoints.catalogue, { cookie, query: q ? { q } : {} })).body.total;
    const [newList, enrolledList, newSearch, enrolledSearch] = [await total(newStudent), await total(enrolledStudent), await total(newStudent, 'ceramica'), await total(enrolledStudent, 'ceramica')];
    expect(enrolledList).toBe(newList + 1);
    expect(newSearch).toBe(0);
    expect(enrolledSearch).toBe(1);
    await setTeacherStatus('ativo');
    expect(await total(newStudent)).toBe(newList + 1);
    expect(await total(newStudent, 'ceramica')).toBe(1);
    await setTeacherStatus('suspenso');
  });

  it('are offered again once the teacher is reactivated', async () => {
    await setTeacherStatus('ativo');
    expect(await catalogueIds(newStudent)).toContain(courseId);
    expect((await t.call(learningEndpoints.enroll, { cookie: newStudent, params: { id: courseId } })).status).toBe(200);
  });
});
