import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints } from '#contracts/admin';
import { authoringEndpoints } from '#contracts/authoring';
import { examEndpoints } from '#contracts/exams';
import { learningEndpoints } from '#contracts/learning';
import { teachingEndpoints } from '#contracts/teaching';
import { enroll, insertAttempt, insertCourse, insertQuiz, insertStudyTime } from '#server/testing/assessment-factories';
import { NO_ANALYTICS_DRIFT, teacherAnalyticsDrift, teacherAnalyticsRows } from '#server/testing/teacher-analytics-recount';
import { newId } from '#server/lib/ids';
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

describe('teacher analytics per day kept in step', () => {
  const dialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';
  const inStep = async () => expect(await teacherAnalyticsDrift(t.db, dialect)).toEqual(NO_ANALYTICS_DRIFT);

  it('equal a recount after study, attempts, enrolments written together, moved and deleted, a course handed over or deleted, a student deleted', async () => {
    const prof = await t.insertUser({ role: 'professor', name: 'Profa. Painel' });
    const heir = await t.insertUser({ role: 'professor', name: 'Prof. Herdeiro' });
    const [a, b, c] = [await insertCourse(t.db, { instructorId: prof.id }), await insertCourse(t.db, { instructorId: prof.id }), await insertCourse(t.db, { instructorId: prof.id })];
    const [quizA, quizB] = [(await insertQuiz(t.db, a)).id, (await insertQuiz(t.db, b)).id];
    const [ana, bia, caio] = [await t.insertUser({ role: 'aluno', name: 'Ana Painel' }), await t.insertUser({ role: 'aluno', name: 'Bia Painel' }), await t.insertUser({ role: 'aluno', name: 'Caio Painel' })];
    const anaCookie = await t.signIn(ana.email, ana.password);
    // Study time from before the enrolments counts once they exist.
    await insertStudyTime(t.db, bia.id, a, '2026-05-01', 100);
    // One statement writes several enrolments, two of them the same student's with the same teacher.
    const at = '2026-04-01T12:00:00.000Z';
    await t.db.insertInto('enrollments').values([[ana.id, a], [bia.id, a], [bia.id, b], [caio.id, b], [caio.id, c]].map(([userId, courseId]) => ({
      id: newId(), userId: userId!, courseId: courseId!, enrolledAt: at, lastAccessedAt: at, progressPercent: 0, completedAt: null,
    }))).execute();
    await inStep();

    // Study through the player's heartbeat (today), and on other days.
    for (let i = 0; i < 2; i++) expect((await t.call(learningEndpoints.recordStudyTime, { cookie: anaCookie, params: { id: a }, body: { seconds: 30 } })).status).toBe(200);
    await insertStudyTime(t.db, bia.id, b, '2026-05-03', 50);
    await insertStudyTime(t.db, caio.id, c, '2026-05-02', 20);
    await insertStudyTime(t.db, caio.id, b, '2026-05-04', 0);
    await inStep();

    // Attempts submitted through the app and written directly; 02:00 UTC is the day before in São Paulo.
    const started = await t.call(examEndpoints.start, { cookie: anaCookie, params: { id: quizA } });
    expect((await t.call(examEndpoints.submit, { cookie: anaCookie, params: { id: started.body.id }, body: { answers: [] } })).status).toBe(200);
    await insertAttempt(t.db, bia.id, quizA, { score: 70, passed: true, submittedAt: '2026-05-02T02:00:00.000Z' });
    await insertAttempt(t.db, bia.id, quizA, { score: 90, passed: true, submittedAt: '2026-04-20T12:00:00.000Z' });
    await insertAttempt(t.db, bia.id, quizB, { score: 40, passed: false, submittedAt: '2026-05-06T12:00:00.000Z' });
    await insertAttempt(t.db, caio.id, quizB, { score: 60, passed: false, submittedAt: '2026-05-07T12:00:00.000Z' });
    const biaInA = await t.db.selectFrom('enrollments').select(['lastAttemptDay', 'bestScore']).where('userId', '=', bia.id).where('courseId', '=', a).executeTakeFirstOrThrow();
    expect(biaInA).toEqual({ lastAttemptDay: '2026-05-01', bestScore: 90 });
    await inStep();

    // An attempt rescored, one deleted, one left open.
    await t.db.updateTable('quizAttempts').set({ score: 95 }).where('userId', '=', bia.id).where('quizId', '=', quizA).where('score', '=', 70).execute();
    await t.db.deleteFrom('quizAttempts').where('userId', '=', caio.id).execute();
    await t.call(examEndpoints.start, { cookie: await t.signIn(bia.email, bia.password), params: { id: quizB } });
    await inStep();

    // Study moved to another day and another course, set to zero and deleted.
    await t.db.updateTable('studyTime').set({ day: '2026-04-10' }).where('userId', '=', bia.id).where('courseId', '=', a).execute();
    await t.db.updateTable('studyTime').set({ courseId: c }).where('userId', '=', bia.id).where('courseId', '=', b).execute();
    await t.db.updateTable('studyTime').set({ seconds: 0 }).where('userId', '=', caio.id).where('courseId', '=', c).execute();
    await inStep();
    await t.db.deleteFrom('studyTime').where('userId', '=', bia.id).where('courseId', '=', c).execute();
    await inStep();

    // An enrolment moved to another course, one deleted, a course handed to another teacher.
    await insertStudyTime(t.db, caio.id, c, '2026-05-08', 15);
    await t.db.updateTable('enrollments').set({ courseId: a }).where('userId', '=', caio.id).where('courseId', '=', c).execute();
    await t.db.deleteFrom('enrollments').where('userId', '=', bia.id).where('courseId', '=', b).execute();
    await inStep();
    await t.db.updateTable('courses').set({ instructorId: heir.id }).where('id', '=', a).execute();
    await inStep();
    for (const n of Object.values(await teacherAnalyticsRows(t.db))) expect(n).toBeGreaterThan(0);

    // The analytics read them: the heir has course A's students, each person counted once.
    const heirCookie = await t.signIn(heir.email, heir.password);
    const year = await t.call(teachingEndpoints.analytics, { cookie: heirCookie, query: { days: 365 } });
    // Ana's and Bia's study in course A (Bia's 100 s moved to April); Ana's blank attempt (0)
    // and Bia's best (95) average 48 (47.5).
    const inA = await t.db.selectFrom('studyTime').select((eb) => eb.fn.sum<number | string>('seconds').as('s')).where('courseId', '=', a).executeTakeFirstOrThrow();
    expect(Number(inA.s)).toBeGreaterThan(100);
    expect(year.body.kpis).toMatchObject({ studySeconds: Number(inA.s), activeStudents: 2, averageBestScore: 48 });

    // A course deleted (its study time and enrolments go with it), a student deleted.
    await enroll(t.db, ana.id, b);
    await insertStudyTime(t.db, ana.id, b, '2026-05-09', 25);
    await t.db.deleteFrom('courses').where('id', '=', b).execute();
    await inStep();
    await t.db.deleteFrom('users').where('id', '=', ana.id).execute();
    await inStep();
  });

  it('count the enrolments begun and finished per day and per course up to each day after completions, old enrolments deleted and moved, and writes in parallel', async () => {
    const prof = await t.insertUser({ role: 'professor', name: 'Profa. Corrente' });
    const [x, y] = [await insertCourse(t.db, { instructorId: prof.id }), await insertCourse(t.db, { instructorId: prof.id })];
    const students = await Promise.all(Array.from({ length: 24 }, (_, i) => t.insertUser({ role: 'aluno', name: `Aluno Corrente ${i}` })));
    const dayAgo = (days: number, hour = 12) => new Date(Date.UTC(2026, 5, 30 - days, hour)).toISOString();
    // Four days of enrolments in course X; 02:00 UTC is the day before in São Paulo.
    for (const [i, student] of students.slice(0, 8).entries()) await enroll(t.db, student.id, x, { enrolledAt: dayAgo(40 - (i % 4) * 10, i % 2 ? 2 : 12) });
    await inStep();
    // Finished, finished on another day, no longer finished.
    const finish = (userId: string, completedAt: string | null) => t.db.updateTable('enrollments').set({ completedAt }).where('userId', '=', userId).where('courseId', '=', x).execute();
    await finish(students[0].id, dayAgo(5));
    await finish(students[1].id, dayAgo(25, 2));
    await finish(students[2].id, dayAgo(3));
    await inStep();
    await finish(students[1].id, dayAgo(1));
    await finish(students[2].id, null);
    // The oldest enrolment deleted (every later day of the course changes), one moved to course Y.
    await t.db.deleteFrom('enrollments').where('userId', '=', students[0].id).where('courseId', '=', x).execute();
    await t.db.updateTable('enrollments').set({ courseId: y, enrolledAt: dayAgo(2) }).where('userId', '=', students[3].id).where('courseId', '=', x).execute();
    await inStep();

    // In parallel on one course: new enrolments today, old ones deleted, completions.
    await Promise.all([
      ...students.slice(8).map((student, i) => enroll(t.db, student.id, x, { enrolledAt: new Date(Date.UTC(2026, 5, 30, 12, i)).toISOString() })),
      ...students.slice(4, 8).map((student) => t.db.deleteFrom('enrollments').where('userId', '=', student.id).where('courseId', '=', x).execute()),
      finish(students[1].id, dayAgo(0)),
    ]);
    await inStep();
    for (const n of Object.values(await teacherAnalyticsRows(t.db))) expect(n).toBeGreaterThan(0);

    // The analytics of a period read them: the enrolments and completions of the last 30 days per course.
    t.clock.set(new Date(Date.UTC(2026, 5, 30, 18)));
    const month = await t.call(teachingEndpoints.analytics, { cookie: await t.signIn(prof.email, prof.password), query: { days: 30 } });
    const since = new Date(Date.UTC(2026, 5, 1, 3)).toISOString();
    const counts = async (courseId: string) => {
      const rows = await t.db.selectFrom('enrollments').select(['enrolledAt', 'completedAt']).where('courseId', '=', courseId).execute();
      return { enrollments: rows.filter((r) => r.enrolledAt >= since).length, completions: rows.filter((r) => r.completedAt !== null && r.completedAt >= since).length };
    };
    expect(month.body.courses.map(({ courseId, enrollments, completions }) => ({ courseId, enrollments, completions })))
      .toEqual([{ courseId: x, ...(await counts(x)) }, { courseId: y, ...(await counts(y)) }]);
    expect(await counts(x)).toEqual({ enrollments: 17, completions: 1 });
    expect(month.body.kpis).toMatchObject({ enrollments: 18, completions: 1 });
    expect(month.body.coursesWithActivity).toBe(2);
  });
});
