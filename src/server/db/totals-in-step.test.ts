import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints } from '#contracts/admin';
import { authoringEndpoints } from '#contracts/authoring';
import { examEndpoints } from '#contracts/exams';
import { learningEndpoints } from '#contracts/learning';
import { enroll, insertCourse, insertQuiz } from '#server/testing/assessment-factories';
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

describe('last study day of each enrolment kept in step (at-risk students)', () => {
  const kept = async (userId: string, course: string) =>
    (await t.db.selectFrom('enrollments').select('lastStudyDay').where('userId', '=', userId).where('courseId', '=', course).executeTakeFirstOrThrow()).lastStudyDay;
  // Every enrolment's kept day against the last day with study time, counted afresh ('' = never).
  const expectEveryEnrolmentInStep = async () => {
    const rows = await t.db.selectFrom('enrollments as e')
      .select((eb) => ['e.id', 'e.lastStudyDay', eb.selectFrom('studyTime as st').select((sub) => sub.fn.max('st.day').as('d'))
        .whereRef('st.userId', '=', 'e.userId').whereRef('st.courseId', '=', 'e.courseId').where('st.seconds', '>', 0).as('fresh')])
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => ({ id: r.id, day: r.lastStudyDay }))).toEqual(rows.map((r) => ({ id: r.id, day: r.fresh ?? '' })));
  };

  it('follows study time inserted, added to, moved and deleted, and enrolments made and moved', async () => {
    const prof = await t.insertUser({ role: 'professor', name: 'Profa. Último Dia' });
    const [a, b] = [await insertCourse(t.db, { instructorId: prof.id }), await insertCourse(t.db, { instructorId: prof.id })];
    const [ana, bia] = [await t.insertUser({ role: 'aluno', name: 'Ana Dia' }), await t.insertUser({ role: 'aluno', name: 'Bia Dia' })];
    const study = (userId: string, courseId: string, day: string, seconds: number) => t.db.insertInto('studyTime').values({ userId, courseId, day, seconds })
      .onConflict((oc) => oc.columns(['userId', 'courseId', 'day']).doUpdateSet((eb) => ({ seconds: eb('studyTime.seconds', '+', seconds) }))).execute();

    // Study time from before the enrolment (a student who left and came back) counts.
    await study(ana.id, a, '2026-05-01', 60);
    await enroll(t.db, ana.id, a);
    await enroll(t.db, bia.id, a);
    await enroll(t.db, bia.id, b);
    expect([await kept(ana.id, a), await kept(bia.id, a)]).toEqual(['2026-05-01', '']);

    // A day with zero seconds is no study; once it has seconds it is.
    await study(bia.id, a, '2026-05-03', 0);
    expect(await kept(bia.id, a)).toBe('');
    await study(bia.id, a, '2026-05-03', 30);
    expect(await kept(bia.id, a)).toBe('2026-05-03');

    await study(ana.id, a, '2026-05-10', 10);
    await study(ana.id, a, '2026-05-10', 5);
    expect(await kept(ana.id, a)).toBe('2026-05-10');
    await t.db.updateTable('studyTime').set({ day: '2026-04-01' }).where('userId', '=', ana.id).where('courseId', '=', a).where('day', '=', '2026-05-10').execute();
    expect(await kept(ana.id, a)).toBe('2026-05-01');
    await t.db.deleteFrom('studyTime').where('userId', '=', ana.id).where('courseId', '=', a).where('day', '=', '2026-05-01').execute();
    expect(await kept(ana.id, a)).toBe('2026-04-01');
    await t.db.updateTable('studyTime').set({ seconds: 0 }).where('userId', '=', ana.id).where('courseId', '=', a).execute();
    expect(await kept(ana.id, a)).toBe('');

    // A study row moved to another course, and an enrolment moved to another course.
    await t.db.updateTable('studyTime').set({ courseId: b }).where('userId', '=', bia.id).where('courseId', '=', a).execute();
    expect([await kept(bia.id, a), await kept(bia.id, b)]).toEqual(['', '2026-05-03']);
    await t.db.deleteFrom('enrollments').where('userId', '=', bia.id).where('courseId', '=', b).execute();
    await t.db.updateTable('enrollments').set({ courseId: b }).where('userId', '=', bia.id).where('courseId', '=', a).execute();
    expect(await kept(bia.id, b)).toBe('2026-05-03');
    await study(ana.id, b, '2026-05-20', 40);
    await t.db.updateTable('enrollments').set({ courseId: b }).where('userId', '=', ana.id).where('courseId', '=', a).execute();
    expect(await kept(ana.id, b)).toBe('2026-05-20');

    await expectEveryEnrolmentInStep();
  });
});
