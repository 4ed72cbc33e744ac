import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints } from '#contracts/admin';
import { authoringEndpoints } from '#contracts/authoring';
import { examEndpoints } from '#contracts/exams';
import { learningEndpoints } from '#contracts/learning';
import { insertCourse, insertQuiz } from '#server/testing/assessment-factories';
import { buildTestApp, type TestApp } from '#server/testing/test-app';

// Students per course and submitted attempts per quiz are kept by triggers in the writing
// transaction (docs/decisions/totals-kept-in-step.md): they must equal a fresh count after
// parallel enrolments and submissions, a deletion and an attempt left unsubmitted; so must the
// users per role and status after sign-ups, changes and a deletion.

let t: TestApp;
let teacher: string;
let courseId: string;
let quizId: string;

beforeAll(async () => {
  t = await buildTestApp();
  const prof = await t.insertUser({ role: 'professor', name: 'Profa. Totais' });
  teacher = await t.signIn(prof.email, prof.password);
  courseId = await insertCourse(t.db, { instructorId: prof.id });
  quizId = (await insertQuiz(t.db, courseId)).id;
});
afterAll(async () => t.close());

const shown = async () => {
  const courses = await t.call(authoringEndpoints.listCourses, { cookie: teacher, query: { pageSize: 50 } });
  const quizzes = await t.call(authoringEndpoints.listQuizzes, { cookie: teacher, query: { pageSize: 50 } });
  return { students: courses.body.items.find((c) => c.id === courseId)!.students, attempts: quizzes.body.items.find((q) => q.id === quizId)!.attempts };
};
const counted = async () => {
  const students = await t.db.selectFrom('enrollments').select((eb) => eb.fn.countAll<number>().as('n')).where('courseId', '=', courseId).executeTakeFirstOrThrow();
  const attempts = await t.db.selectFrom('quizAttempts').select((eb) => eb.fn.countAll<number>().as('n')).where('quizId', '=', quizId).where('submittedAt', 'is not', null).executeTakeFirstOrThrow();
  return { students: Number(students.n), attempts: Number(attempts.n) };
};

describe('totals kept in step', () => {
  it('count every enrolment and submitted attempt made in parallel, and a deletion', async () => {
    expect(await shown()).toEqual({ students: 0, attempts: 0 });
    const students = await Promise.all(Array.from({ length: 8 }, async (_, i) => {
      const user = await t.insertUser({ role: 'aluno', name: `Aluno Totais ${i}` });
      return t.signIn(user.email, user.password);
    }));
    // Twice each: enrolling again is not a second enrolment.
    const enrolled = await Promise.all([...students, ...students].map((cookie) => t.call(learningEndpoints.enroll, { cookie, params: { id: courseId } })));
    expect(enrolled.map((res) => res.status)).toEqual(enrolled.map(() => 200));
    const started = await Promise.all(students.map((cookie) => t.call(examEndpoints.start, { cookie, params: { id: quizId } })));
    expect(started.map((res) => res.status)).toEqual(started.map(() => 201));
    // Six submit, two leave their attempt open.
    const submitted = await Promise.all(started.slice(0, 6).map((res, i) => t.call(examEndpoints.submit, { cookie: students[i], params: { id: res.body.id }, body: { answers: [] } })));
    expect(submitted.map((res) => res.status)).toEqual(submitted.map(() => 200));
    expect(await shown()).toEqual({ students: 8, attempts: 6 });

    const [gone] = await t.db.selectFrom('quizAttempts').select(['id', 'userId']).where('quizId', '=', quizId).where('submittedAt', 'is not', null).limit(1).execute();
    await t.db.deleteFrom('quizAttempts').where('id', '=', gone.id).execute();
    await t.db.deleteFrom('enrollments').where('courseId', '=', courseId).where('userId', '=', gone.userId).execute();
    expect(await shown()).toEqual({ students: 7, attempts: 5 });
    expect(await shown()).toEqual(await counted());
  });
});

describe('users per role and status kept in step', () => {
  const stored = async () => {
    const rows = await t.db.selectFrom('userTotals').select(['role', 'status', 'count']).where('count', '<>', 0).execute();
    return Object.fromEntries(rows.map((r) => [`${r.role} ${r.status}`, Number(r.count)]).sort());
  };
  const recounted = async () => {
    const rows = await t.db.selectFrom('users').select(['role', 'status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy(['role', 'status']).execute();
    return Object.fromEntries(rows.map((r) => [`${r.role} ${r.status}`, Number(r.n)]).sort());
  };

  it('equal a count over the users after sign-ups in parallel, changes of role and status, and a deletion; the dashboard shows them', async () => {
    expect(await stored()).toEqual(await recounted());
    const made = await Promise.all(Array.from({ length: 6 }, (_, i) => t.insertUser({ role: 'aluno', name: `Contado ${i}`, status: i < 2 ? 'pendente' : 'ativo' })));
    expect(await stored()).toEqual(await recounted());
    await t.db.updateTable('users').set({ status: 'suspenso' }).where('id', '=', made[2]!.id).execute();
    await t.db.updateTable('users').set({ role: 'professor' }).where('id', '=', made[3]!.id).execute();
    await t.db.updateTable('users').set({ role: 'admin', status: 'pendente' }).where('id', '=', made[4]!.id).execute();
    // A change that moves nothing (same role and status, another column) leaves them alone.
    await t.db.updateTable('users').set({ name: 'Contado de novo', status: 'pendente' }).where('id', '=', made[0]!.id).execute();
    expect(await stored()).toEqual(await recounted());
    await t.db.deleteFrom('users').where('id', '=', made[5]!.id).execute();
    expect(await stored()).toEqual(await recounted());

    const adminUser = await t.insertUser({ role: 'admin' });
    const cookie = await t.signIn(adminUser.email, adminUser.password);
    const { body } = await t.call(adminEndpoints.dashboard, { cookie });
    const counted: Record<string, number> = await recounted();
    const sum = (match: (key: string) => boolean) => Object.entries(counted).filter(([key]) => match(key)).reduce((n, [, count]) => n + count, 0);
    expect(body.users.total).toBe(sum(() => true));
    expect(body.users.byRole).toEqual({ aluno: sum((k) => k.startsWith('aluno ')), professor: sum((k) => k.startsWith('professor ')), admin: sum((k) => k.startsWith('admin ')) });
    expect(body.users.byStatus).toEqual({ ativo: sum((k) => k.endsWith(' ativo')), suspenso: sum((k) => k.endsWith(' suspenso')), pendente: sum((k) => k.endsWith(' pendente')) });
  });
});
