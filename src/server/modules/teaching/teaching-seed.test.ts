import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { AT_RISK_IDLE_DAYS, AT_RISK_LIST_LIMIT, teachingEndpoints as e } from '#contracts/teaching';
import { saoPauloDay } from '#server/lib/clock';
import { shiftDay } from '#server/lib/clock';
import { buildTestApp, type TestApp } from '#server/testing/test-app';

// The demo teacher on a fresh install (seed teacher-activity.seed.ts): every page of the
// teacher area shows computed figures, and each period shows different ones.
let t: TestApp;
let teacher: string;

beforeAll(async () => {
  t = await buildTestApp();
  teacher = await t.signInAs('professor');
});
afterAll(async () => t.close());

describe('demo teacher roster and analytics', () => {
  it('has a class to search, sort and page, with grades and both statuses', async () => {
    const all = await t.call(e.roster, { cookie: teacher, query: { pageSize: 100 } });
    expect(all.body.total).toBeGreaterThan(40);
    expect(new Set(all.body.rows.map((r) => r.status))).toEqual(new Set(['Ativo', 'Inativo']));
    expect(all.body.rows.filter((r) => r.grade !== null).length).toBeGreaterThan(5);
    expect(all.body.rows.some((r) => r.progress === 100)).toBe(true);
    const accents = await t.call(e.roster, { cookie: teacher, query: { q: 'conceicao' } });
    expect(accents.body.total).toBeGreaterThan(0);
    expect(accents.body.rows.every((r) => r.name.includes('Conceição'))).toBe(true);
  });

  it('shows different figures per period, funnels that narrow and students at risk', async () => {
    const figures = [];
    for (const days of [7, 30, 90, 365] as const) {
      const res = await t.call(e.analytics, { cookie: teacher, query: { days } });
      expect(res.status).toBe(200);
      figures.push(res.body.kpis);
    }
    expect(figures.map((k) => k.enrollments)).toEqual([...figures.map((k) => k.enrollments)].sort((a, b) => a - b));
    expect(new Set(figures.map((k) => k.enrollments)).size).toBe(4);
    expect(new Set(figures.map((k) => k.studySeconds)).size).toBe(4);
    expect(figures[0].enrollments).toBeGreaterThan(0);
    expect(figures[3].completions).toBeGreaterThan(0);
    expect(figures[3].averageBestScore).not.toBeNull();
    const year = await t.call(e.analytics, { cookie: teacher, query: { days: 365 } });
    expect(year.body.courses.length).toBeGreaterThan(0);
    for (const course of year.body.courses) {
      const funnel = await t.call(e.courseFunnel, { cookie: teacher, params: { id: course.courseId }, query: { days: 365 } });
      const counts = funnel.body.funnel.map((s) => s.students);
      expect(counts[0]).toBeGreaterThanOrEqual(counts.at(-1)!);
    }
    expect(year.body.atRiskTotal).toBeGreaterThan(2);
  });

  it('lists the same students at risk, in the same order, as a direct reading of study time', async () => {
    const res = await t.call(e.analytics, { cookie: teacher, query: { days: 30 } });
    const now = t.clock.now();
    const idleSince = shiftDay(saoPauloDay(now), -(AT_RISK_IDLE_DAYS - 1));
    const enrolledBefore = new Date(now.getTime() - AT_RISK_IDLE_DAYS * 86_400_000).toISOString();
    const teacherId = (await t.db.selectFrom('users').select('id').where('email', 'like', 'professor@%').executeTakeFirstOrThrow()).id;
    // The definition as it was before the kept day: every candidate checked against study time.
    const lastDay = sql<string | null>`(select max(st.day) from study_time st where st.user_id = e.user_id and st.course_id = e.course_id and st.seconds > 0)`;
    const candidates = await t.db.selectFrom('enrollments as e').innerJoin('courses as c', 'c.id', 'e.courseId')
      .select(['e.userId', 'e.courseId', 'e.progressPercent', 'e.studentSortName', 'e.id', lastDay.as('lastStudyDay')])
      .where('c.instructorId', '=', teacherId).where('e.completedAt', 'is', null).where('e.progressPercent', '<', 50).where('e.enrolledAt', '<', enrolledBefore)
      .execute();
    const expected = candidates.filter((r) => r.lastStudyDay === null || r.lastStudyDay < idleSince)
      .sort((a, b) => ((a.lastStudyDay ?? '') < (b.lastStudyDay ?? '') ? -1 : (a.lastStudyDay ?? '') > (b.lastStudyDay ?? '') ? 1 : 0)
        || (a.studentSortName < b.studentSortName ? -1 : a.studentSortName > b.studentSortName ? 1 : 0) || (a.id < b.id ? -1 : 1));
    expect(expected.length).toBeGreaterThan(2);
    expect(expected.some((r) => r.lastStudyDay !== null)).toBe(true);
    expect(res.body.atRiskTotal).toBe(expected.length);
    expect(res.body.atRiskTotalIsAtLeast).toBe(false);
    expect(res.body.atRisk.map((r) => [r.studentId, r.courseId, r.progress, r.lastStudyDay]))
      .toEqual(expected.slice(0, AT_RISK_LIST_LIMIT).map((r) => [r.userId, r.courseId, Number(r.progressPercent), r.lastStudyDay]));
  });
});
