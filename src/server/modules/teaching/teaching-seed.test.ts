import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teachingEndpoints as e } from '#contracts/teaching';
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
    for (const course of year.body.courses) {
      const counts = course.funnel.map((s) => s.students);
      expect(counts[0]).toBeGreaterThanOrEqual(counts.at(-1)!);
    }
    expect(year.body.atRiskTotal).toBeGreaterThan(2);
  });
});
