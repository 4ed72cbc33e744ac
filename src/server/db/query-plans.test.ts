import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USERS_COUNT_CAP, adminEndpoints } from '#contracts/admin';
import { auditEndpoints } from '#contracts/audit';
import { authoringEndpoints } from '#contracts/authoring';
import { courseEndpoints } from '#contracts/courses';
import type { Endpoint } from '#contracts/endpoint';
import { historyEndpoints } from '#contracts/history';
import { noticeEndpoints } from '#contracts/notices';
import { learningEndpoints } from '#contracts/learning';
import { moderationEndpoints } from '#contracts/moderation';
import { reportEndpoints } from '#contracts/reports';
import { teachingEndpoints } from '#contracts/teaching';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { captureQueries, checkQueryPlans, explainQuery, type PlanCheckOptions } from './query-plan.ts';

// Every read that the student's and the teacher's pages make is served by an index: no full
// read of a table that grows with the platform (docs/performance.md, bench:large). Plans, not
// timings: on the demo data PostgreSQL is explained with sequential scans disabled, so a plan
// with one means no index can serve that query.

let t: TestApp;
let aluno: string;
let professor: string;
let admin: string;
let teacherCourseId: string;

beforeAll(async () => {
  t = await buildTestApp();
  aluno = await t.signInAs('aluno');
  professor = await t.signInAs('professor');
  admin = await t.signInAs('admin');
  const courses = await t.call(authoringEndpoints.listCourses, { cookie: professor, query: { pageSize: 50 } });
  teacherCourseId = courses.body.items.find((course) => course.status === 'approved')!.id;
});
afterAll(async () => t.close());

/** Asks for `endpoint` as `who` and fails with the statement and plan of each full read. */
async function expectIndexed(who: () => string, endpoint: Endpoint, input: { query?: Record<string, unknown>; params?: Record<string, string> } = {}, options: PlanCheckOptions = {}) {
  const { result, problems, plans } = await checkQueryPlans(t.db, () => t.call(endpoint, { cookie: who(), ...input } as never), options);
  expect((result as { status: number }).status).toBe(200);
  if (process.env.PLAN_DEBUG) console.log(plans.map((p) => `${p.sql}\n    ${p.lines.join("\n    ")}`).join("\n"));
  expect(problems, problems.join('\n\n')).toEqual([]);
}

// The most studied courses fill the recommendations' row in rank order, under a LIMIT.
const popularity = { walks: { course_popularity: 'the most studied courses, best first, until the row is full' } };

describe('student pages', () => {
  it('dashboard', () => expectIndexed(() => aluno, learningEndpoints.dashboard));
  it('instructor filter: the first teachers by name', () => expectIndexed(() => aluno, courseEndpoints.instructors));
  it('instructor filter: a name typed', () => expectIndexed(() => aluno, courseEndpoints.instructors, { query: { q: 'maria' } }));
  it('recommendations', () => expectIndexed(() => aluno, learningEndpoints.recommendations, {}, popularity));
  it('recommendations with a filter', () => expectIndexed(() => aluno, learningEndpoints.recommendations, { query: { category: 'tecnologia' } }, popularity));
  it('history', () => expectIndexed(() => aluno, historyEndpoints.get));
  it('catalogue', () => expectIndexed(() => aluno, courseEndpoints.catalogue, { query: {} }));
  it('catalogue with filters', () => expectIndexed(() => aluno, courseEndpoints.catalogue, { query: { category: 'tecnologia', minRating: 4 } }));
  it('catalogue search', () => expectIndexed(() => aluno, courseEndpoints.catalogue, { query: { q: 'negócios' } }));
  it('notice board: announcements reaching the student', () => expectIndexed(() => aluno, noticeEndpoints.announcements));
  it('notice board: events', () => expectIndexed(() => aluno, noticeEndpoints.events));
  it('notice board: tasks, first page and totals', () => expectIndexed(() => aluno, noticeEndpoints.tasks));
  // A later page reads from where the page before ended (the cursor's format: notices.service.ts).
  const cursor = (l: string, k: string[]) => Buffer.from(JSON.stringify({ l, k })).toString('base64url');
  it('notice board: tasks, a later page of pending ones', () => expectIndexed(() => aluno, noticeEndpoints.tasks, { query: { after: cursor('p', ['2026-01-01', 'task-demo-1']) } }));
  it('notice board: tasks, a later page of done ones', () => expectIndexed(() => aluno, noticeEndpoints.tasks, { query: { after: cursor('d', ['2026-12-31T00:00:00.000Z', 'task-demo-4']) } }));
  it('notice board: announcements, a later page', () => expectIndexed(() => aluno, noticeEndpoints.announcements, { query: { after: cursor('a', ['2026-12-31T00:00:00.000Z', 'announcement-x']) } }));
  it('catalogue search with filters', () => expectIndexed(() => aluno, courseEndpoints.catalogue, { query: { q: 'negócios', category: 'negocios', minRating: 4 } }));
});

describe('teacher pages', () => {
  it('course list (every teacher page)', () => expectIndexed(() => professor, authoringEndpoints.listCourses));
  it('quiz list', () => expectIndexed(() => professor, authoringEndpoints.listQuizzes));
  it('course list, a later page', () => expectIndexed(() => professor, authoringEndpoints.listCourses, { query: { page: 2, pageSize: 2 } }));
  it('material list', () => expectIndexed(() => professor, authoringEndpoints.listMaterials, { query: { page: 2, pageSize: 2 } }));
  it('materials of one course (course editor)', () => expectIndexed(() => professor, authoringEndpoints.listMaterials, { query: { courseId: teacherCourseId } }));
  it('quiz list, a later page', () => expectIndexed(() => professor, authoringEndpoints.listQuizzes, { query: { page: 2, pageSize: 2 } }));
  it('course choices (forms)', () => expectIndexed(() => professor, authoringEndpoints.courseOptions));
  it('course choices with students, found by title', () => expectIndexed(() => professor, authoringEndpoints.courseOptions, { query: { q: 'dados', scope: 'withStudents' } }));
  it('analytics over a year (counts, courses with the most enrolments, at-risk students)', () => expectIndexed(() => professor, teachingEndpoints.analytics, { query: { days: 365 } }));
  it('lesson funnel of one course over a year: ranges of its cohorts kept per day and per month, no enrolment or completion read', async () => {
    await expectIndexed(() => professor, teachingEndpoints.courseFunnel, { params: { id: teacherCourseId }, query: { days: 365 } });
    const { result, queries } = await captureQueries(t.db, () => t.call(teachingEndpoints.courseFunnel, { cookie: professor, params: { id: teacherCourseId }, query: { days: 365 } }));
    expect(result.status).toBe(200);
    expect(queries.map((q) => q.sql).join('\n')).not.toMatch(/"?(enrollments|lesson_completions)"?/);
    const cohort = queries.find((q) => /lesson_cohort_totals/.test(q.sql))!;
    const lines = (await explainQuery(t.db, cohort)).lines.join('\n');
    expect(lines, lines).toMatch(/lesson_cohort_totals_pk|sqlite_autoindex_lesson_cohort_totals|PRIMARY KEY/);
    // The days of the first month and the whole months after it, each a range of its table's key.
    expect(lines, lines).toMatch(/lesson_cohort_month_totals_pk|lesson_cohort_month_totals USING PRIMARY KEY/);
  });
  it('roster of one course, by name', () => expectIndexed(() => professor, teachingEndpoints.roster, { query: { courseId: teacherCourseId, sort: 'name' } }));
  it('at-risk students: the page and the capped count walk enrollments_at_risk in its order, no sort', async () => {
    const { result, queries } = await captureQueries(t.db, () => t.call(teachingEndpoints.analytics, { cookie: professor, query: { days: 30 } }));
    expect(result.status).toBe(200);
    const atRisk = queries.filter((q) => /last_study_day/.test(q.sql));
    expect(atRisk).toHaveLength(2);
    for (const query of atRisk) {
      const plan = await explainQuery(t.db, query, { ordered: true });
      const lines = plan.lines.join('\n');
      expect(lines, lines).toMatch(/enrollments_at_risk/);
      expect(lines, lines).not.toMatch(/TEMP B-TREE|\bSort\b/);
      expect(query.sql).toMatch(/\blimit\b/i);
    }
  });
  it('analytics KPIs and timeline: one range of the per-day totals by key each, no study time or attempt read', async () => {
    const { result, queries } = await captureQueries(t.db, () => t.call(teachingEndpoints.analytics, { cookie: professor, query: { days: 365 } }));
    expect(result.status).toBe(200);
    expect(queries.map((q) => q.sql).filter((sql) => /\b(study_time|quiz_attempts)\b/.test(sql))).toEqual([]);
    const totals = queries.filter((q) => /teacher_(study|studying|score|enrolment)_day_totals/.test(q.sql));
    expect(totals).toHaveLength(4);
    for (const query of totals) {
      const lines = (await explainQuery(t.db, query)).lines.join('\n');
      // The primary key (teacher, day): SQLite names it sqlite_autoindex_<table>_1.
      expect(lines, lines).toMatch(/teacher_(study|studying|score|enrolment)_day_totals_pk|sqlite_autoindex_teacher_(study|studying|score|enrolment)_day_totals_1/);
      expect(lines, lines).toMatch(/instructor_id/);
    }
  });
  it("analytics per course: the teacher's courses, each course's running totals by key; no enrolment read but the at-risk list", async () => {
    const { result, queries } = await captureQueries(t.db, () => t.call(teachingEndpoints.analytics, { cookie: professor, query: { days: 365 } }));
    expect(result.status).toBe(200);
    expect(queries.filter((q) => /\benrollments\b/.test(q.sql) && !/last_study_day/.test(q.sql)).map((q) => q.sql)).toEqual([]);
    const [perCourse] = queries.filter((q) => /course_enrolment_running_totals/.test(q.sql));
    const plan = await explainQuery(t.db, perCourse);
    const lines = plan.lines.join('\n');
    // SQLite: the table is its key's tree (without rowid), searched by course and day.
    expect(lines, lines).toMatch(/course_enrolment_running_totals_pk|SEARCH r USING PRIMARY KEY \(course_id=\? AND day<\?\)/);
    expect(plan.access.filter((a) => a.kind === 'full'), lines).toEqual([]);
  });
});

describe('admin pages', () => {
  it('dashboard: users per role and status, live subscriptions, revenue of the month, queues', () => expectIndexed(() => admin, adminEndpoints.dashboard, {}, { walks: { audit_log: 'the 8 latest entries' } }));
  it('approved courses for moderation, latest first', () => expectIndexed(() => admin, moderationEndpoints.listCourses, { query: { status: 'approved' } }));
  it('pending courses and new versions for moderation, oldest first, the limit of each', () => expectIndexed(() => admin, moderationEndpoints.listCourses, { query: { status: 'pending' } }));
  it('financial report over 365 days: daily totals and the partial days', () => expectIndexed(() => admin, reportEndpoints.get, { query: { period: 365 } }, { walks: { payment_reconciliations: 'the latest reconciliation' } }));
  it('financial report\'s transactions over 365 days: the page in the issue date\'s index order, counted from daily totals', () =>
    expectIndexed(() => admin, reportEndpoints.transactions, { query: { period: 365, page: 1 } }));
  // The user list walks the sorted column's index under its LIMIT (the kept totals count it).
  const userPage = { walks: { users: 'the page: 21 rows in the sorted column\'s index order' } };
  it('users, first page and the kept total', () => expectIndexed(() => admin, adminEndpoints.listUsers, { query: {} }, userPage));
  it('users by last access, a later page among the never accessed', () =>
    expectIndexed(() => admin, adminEndpoints.listUsers, { query: { sort: 'lastAccessAt', dir: 'asc', after: Buffer.from(JSON.stringify({ s: 'lastAccessAt', d: 'asc', k: [null, 'm'] })).toString('base64url') } }, userPage));
  it('user search with few matches: read by the full-text index, counted up to the cap', () => expectIndexed(() => admin, adminEndpoints.listUsers, { query: { q: 'gabriel' } }));
  it('user search with more matches than the cap: each order walks its index, no sort, under a LIMIT', async () => {
    const rows = Array.from({ length: ADMIN_USERS_COUNT_CAP + 1 }, (_, i) => ({
      id: `plan-user-${i}`, name: `Quirina Plano ${i}`, email: `quirina.${i}@planos.com.br`, passwordHash: 'x', role: 'aluno' as const, status: 'ativo' as const,
      phone: null, bio: null, cpf: null, avatarFile: null, passwordChangedAt: '2026-01-01T00:00:00.000Z', emailVerifiedAt: null, totpSecret: null,
      lockedUntil: null, createdAt: '2026-01-01T00:00:00.000Z', lastAccessAt: null,
    }));
    for (let i = 0; i < rows.length; i += 200) await t.db.insertInto('users').values(rows.slice(i, i + 200)).execute();
    const indexes = { createdAt: 'users_created_idx', name: 'users_name_idx', email: 'users_email_key|sqlite_autoindex_users_2', lastAccessAt: 'users_last_access_idx' } as const;
    for (const [sort, index] of Object.entries(indexes)) {
      const { result, queries } = await captureQueries(t.db, () => t.call(adminEndpoints.listUsers, { cookie: admin, query: { q: 'quirina', sort: sort as never, dir: 'asc' } }));
      expect(result.status).toBe(200);
      expect(result.body.totalIsAtLeast).toBe(true);
      const pages = queries.filter((q) => /"version"/.test(q.sql));
      expect(pages).toHaveLength(1);
      const plan = await explainQuery(t.db, pages[0]!, { ordered: true });
      const lines = plan.lines.join('\n');
      expect(lines, lines).toMatch(new RegExp(index));
      // PostgreSQL's incremental sort of the unique e-mail index only orders each e-mail's one row by id.
      expect(lines, lines).not.toMatch(/TEMP B-TREE|(?<!Incremental )\bSort\b|users_fts|search_idx/);
      expect(pages[0]!.sql).toMatch(/\blimit\b/i);
    }
  });
  it('audit log, first page, its total and its actions', () => expectIndexed(() => admin, auditEndpoints.list, { query: {} }, { walks: { audit_log: 'the page: newest first, 50 rows' } }));
});

describe('the check itself', () => {
  it('reports a full read of a growing table, through an alias, and accepts an index search', async () => {
    const { problems, plans } = await checkQueryPlans(t.db, async () => {
      await t.db.selectFrom('lessonCompletions as lc').select((eb) => eb.fn.countAll().as('n')).where('lc.completedAt', 'like', '%x').executeTakeFirst();
      await t.db.selectFrom('users').select('id').where('id', '=', 'nobody').execute();
    });
    expect(plans).toHaveLength(2);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^full scan of lesson_completions/);
  });
});

describe('the plan check itself', () => {
  it("judges only the call's own queries, not a background job's running meanwhile", async () => {
    // A job of the same app reading a whole growing table while the call runs (the scheduler does).
    let jobRunning = true;
    const job = (async () => {
      while (jobRunning) {
        await t.db.selectFrom('dataRequests').select('id').execute();
        await new Promise((resolve) => setImmediate(resolve)); // a real job yields to the event loop too
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 5));
    try {
      const { plans } = await checkQueryPlans(t.db, async () => {
        for (let i = 0; i < 5; i++) {
          await new Promise((resolve) => setImmediate(resolve)); // lets the job's queries in between
          await t.db.selectFrom('courses').select('id').where('id', '=', teacherCourseId).execute();
        }
      });
      expect(plans.map((p) => p.sql).filter((s) => /data_requests/.test(s))).toEqual([]);
      expect(plans).toHaveLength(5);
    } finally {
      jobRunning = false;
      await job;
    }
  });
});
