import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authoringEndpoints as e, COURSE_OPTIONS_LIMIT, type TeacherCourseOption } from '#contracts/authoring';
import { newId } from '#server/lib/ids';
import { enroll, insertCourse } from '#server/testing/assessment-factories';
import { buildTestApp, type TestApp } from '#server/testing/test-app';

// The courses a teacher chooses from in a form (issue 24: the large dataset's teacher has 928):
// a list of COURSE_OPTIONS_LIMIT, newest first, narrowed by the title's words or one by id, in
// a scope (every course, those with students, those not frozen by a review). Each answer is
// checked against the teacher's whole list, read from the dashboard's pages.

let t: TestApp;
let teacher: string;
let otherTeacher: string;
let foreignCourse: string;
let everyCourse: TeacherCourseOption[];
const COURSES = 64; // more than one batch of the service's reading (50)

beforeAll(async () => {
  t = await buildTestApp();
  const owner = await t.insertUser({ role: 'professor' });
  teacher = await t.signIn(owner.email, owner.password);
  const other = await t.insertUser({ role: 'professor' });
  otherTeacher = await t.signIn(other.email, other.password);
  foreignCourse = await insertCourse(t.db, { instructorId: other.id, title: 'Gestão de Negócios do Outro' });
  const students = [];
  for (let i = 0; i < 3; i++) students.push((await t.insertUser({ role: 'aluno' })).id);
  for (let i = 0; i < COURSES; i++) {
    const title = i % 10 === 3 ? `Gestão de Negócios ${i}` : i % 10 === 7 ? `Programação em Python ${i}` : `Curso de Opções ${i}`;
    const status = i % 9 === 4 ? 'pending' : i % 9 === 6 ? 'draft' : 'approved';
    const id = await insertCourse(t.db, { instructorId: owner.id, title, status });
    // Two a day, the same instant for each pair: ties are ordered by id.
    const day = String(1 + Math.floor(i / 2)).padStart(2, '0');
    await t.db.updateTable('courses').set({ createdAt: `2025-0${1 + Math.floor(i / 28)}-${day > '28' ? '28' : day}T12:00:00.000Z` }).where('id', '=', id).execute();
    // Students only in the oldest courses (read last, past the first batch), and in one new one.
    if (status === 'approved' && (i < 8 || i === COURSES - 2)) for (const student of students.slice(0, 1 + (i % 3))) await enroll(t.db, student, id);
    // An approved course with its new version waiting for moderation is frozen too.
    if (status === 'approved' && i % 11 === 5) {
      const now = new Date().toISOString();
      await t.db.insertInto('courseRevisions').values({ id: newId(), courseId: id, status: 'pending', content: '{}', rejectionReason: null, submittedAt: now, createdAt: now, updatedAt: now }).execute();
    }
  }
  everyCourse = [];
  for (let page = 1; ; page++) {
    const res = await t.call(e.listCourses, { cookie: teacher, query: { page, pageSize: 50 } });
    everyCourse.push(...res.body.items.map(({ id, title, status, inReview, students }) => ({ id, title, status, inReview, students })));
    if (everyCourse.length >= res.body.total) break;
  }
});
afterAll(async () => t.close());

const options = async (query: Record<string, string>, cookie = teacher) => {
  const res = await t.call(e.courseOptions, { cookie, query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const firstOf = (list: TeacherCourseOption[]) => ({ items: list.slice(0, COURSE_OPTIONS_LIMIT), more: list.length > COURSE_OPTIONS_LIMIT });

describe('GET /api/teacher/course-options', () => {
  it('lists the newest courses of the teacher up to the limit and says there are more', async () => {
    expect(everyCourse).toHaveLength(COURSES);
    expect(await options({})).toEqual(firstOf(everyCourse));
    expect(await options({ scope: 'all' })).toEqual(firstOf(everyCourse));
  });

  it('lists only the courses with students, found past the first courses read', async () => {
    const withStudents = everyCourse.filter((c) => c.students > 0);
    expect(withStudents.length).toBeGreaterThan(2);
    expect(await options({ scope: 'withStudents' })).toEqual(firstOf(withStudents));
    expect(await options({ scope: 'withStudents', q: 'opcoes' })).toEqual(firstOf(withStudents.filter((c) => c.title.startsWith('Curso de Opções'))));
  });

  it('leaves out the courses frozen by a review (pending, or a new version pending) where materials are sent', async () => {
    const editable = everyCourse.filter((c) => !c.inReview);
    expect(everyCourse.filter((c) => c.inReview).map((c) => c.status)).toEqual(expect.arrayContaining(['pending', 'approved']));
    expect(await options({ scope: 'editable' })).toEqual(firstOf(editable));
  });

  it('narrows by the words of the title, without accents or case, the last word a prefix', async () => {
    const business = everyCourse.filter((c) => c.title.startsWith('Gestão de Negócios'));
    for (const q of ['negocios', 'NEGÓCIOS', 'negóc', 'gestao neg']) expect(await options({ q }), q).toEqual(firstOf(business));
    expect(await options({ q: 'python programacao' })).toEqual(firstOf(everyCourse.filter((c) => c.title.startsWith('Programação'))));
    expect(await options({ q: 'curso' })).toEqual(firstOf(everyCourse.filter((c) => c.title.startsWith('Curso de Opções'))));
    expect(await options({ q: 'inexistente' })).toEqual({ items: [], more: false });
    // Only punctuation: no words, the first courses.
    expect(await options({ q: '%_*"' })).toEqual(firstOf(everyCourse));
  });

  it('answers one course by id, in its scope, and never another teacher\'s', async () => {
    const pending = everyCourse.find((c) => c.status === 'pending')!;
    expect(await options({ id: pending.id })).toEqual({ items: [pending], more: false });
    expect(await options({ id: pending.id, scope: 'editable' })).toEqual({ items: [], more: false });
    expect(await options({ id: foreignCourse })).toEqual({ items: [], more: false });
    expect((await options({ q: 'negocios' }, otherTeacher)).items.map((c) => c.id)).toEqual([foreignCourse]);
  });

  it('refuses bad input with a Portuguese message', async () => {
    const long = await t.call(e.courseOptions, { cookie: teacher, query: { q: 'a'.repeat(101) } });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/no máximo 100 caracteres/);
    const scope = await t.call(e.courseOptions, { cookie: teacher, query: { scope: 'todos' as never } });
    expect(scope.status).toBe(400);
    expect(scope.body.message).toMatch(/Escopo inválido/);
  });

  it('is refused to students (403) and anonymous callers (401)', async () => {
    const aluno = await t.signInAs('aluno');
    expect((await t.callRaw(e.courseOptions, { cookie: aluno })).status).toBe(403);
    expect((await t.callRaw(e.courseOptions, {})).status).toBe(401);
  });
});
