import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyEndpoints } from '#contracts/history';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { enroll, insertAttempt, insertCourse, insertQuiz, insertStudyTime } from '#server/testing/assessment-factories';
import { saoPauloDay, shiftDay } from '#server/lib/clock';
import { currentStreak, lastMonths } from './history.service.ts';

let t: TestApp;
// Midday in São Paulo on 20 June 2026: the charts cover January to June 2026.
const NOW = new Date('2026-06-20T15:00:00.000Z');
beforeAll(async () => {
  t = await buildTestApp({ start: NOW });
});
afterAll(async () => t.close());

describe('date helpers', () => {
  it('São Paulo days, day shifts and the last months', () => {
    expect(saoPauloDay(new Date('2026-05-01T01:00:00.000Z'))).toBe('2026-04-30');
    expect(saoPauloDay(new Date('2026-05-01T03:00:00.000Z'))).toBe('2026-05-01');
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(lastMonths('2026-02-10', 6)).toEqual(['2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02']);
  });

  it('the streak counts consecutive days up to today, or up to yesterday when today has none yet', () => {
    const days = new Set(['2026-06-20', '2026-06-19', '2026-06-18', '2026-06-16']);
    expect(currentStreak(days, '2026-06-20')).toBe(3);
    expect(currentStreak(days, '2026-06-21')).toBe(3);
    expect(currentStreak(days, '2026-06-22')).toBe(0);
    expect(currentStreak(new Set(), '2026-06-20')).toBe(0);
  });
});

describe('the demo student', () => {
  it("shows the spec's figures, computed from the seeded data: 5 courses, 127h, 90 %, 15 days", async () => {
    const cookie = await t.signInAs('aluno');
    const res = await t.call(historyEndpoints.get, { cookie });
    expect(res.status).toBe(200);
    expect(res.body.summary).toEqual({ completedCourses: 5, studiedSeconds: 127 * 3600, averageScore: 90, currentStreakDays: 15 });
    expect(res.body.completed.map((c: { courseId: string }) => c.courseId).sort()).toEqual(['3', '4', '5', '7', '9']);
    expect(res.body.completed.every((c: { certificateId: string | null; score: number | null }) => c.certificateId !== null && c.score !== null)).toBe(true);
    expect(res.body.inProgress.map((c: { courseId: string }) => c.courseId).sort()).toEqual(['1', '10', '2']);
    expect(res.body.monthlyHours).toHaveLength(6);
    // All of the demo's study time lies within the charted months.
    const charted = res.body.monthlyHours.reduce((sum: number, m: { hours: number }) => sum + m.hours, 0);
    expect(Math.round(charted)).toBe(127);
    expect(res.body.monthlyProgress.reduce((sum: number, m: { completed: number }) => sum + m.completed, 0)).toBe(5);
  });
});

describe('a student with known data', () => {
  it('computes cards, charts and both lists from the stored rows', async () => {
    const user = await t.insertUser({ role: 'aluno' });
    const cookie = await t.signIn(user.email, user.password);
    const a = await insertCourse(t.db, { title: 'Curso A', durationMinutes: 600, instructorId: 'user-prof-joao' });
    const b = await insertCourse(t.db, { title: 'Curso B', durationMinutes: 1200 });
    const c = await insertCourse(t.db, { title: 'Curso C', durationMinutes: 300 });
    const d = await insertCourse(t.db, { title: 'Curso D', durationMinutes: 120 });
    const e = await insertCourse(t.db, { title: 'Curso E', durationMinutes: 60 });
    // A ends late on 9 May in São Paulo (10 May in UTC); E ends on 30 April in São Paulo (1 May in UTC).
    await enroll(t.db, user.id, a, { enrolledAt: '2026-03-15T12:00:00.000Z', completedAt: '2026-05-10T02:00:00.000Z', progressPercent: 100 });
    await enroll(t.db, user.id, b, { enrolledAt: '2026-04-02T12:00:00.000Z', completedAt: '2026-06-01T12:00:00.000Z', progressPercent: 100 });
    await enroll(t.db, user.id, c, { enrolledAt: '2026-06-05T12:00:00.000Z', progressPercent: 40 });
    await enroll(t.db, user.id, d, { enrolledAt: '2025-11-10T12:00:00.000Z', progressPercent: 10 });
    await enroll(t.db, user.id, e, { enrolledAt: '2026-02-01T12:00:00.000Z', completedAt: '2026-05-01T01:00:00.000Z', progressPercent: 100 });

    const qa = await insertQuiz(t.db, a);
    const qb = await insertQuiz(t.db, b);
    const qc = await insertQuiz(t.db, c);
    const qe = await insertQuiz(t.db, e);
    await insertAttempt(t.db, user.id, qa.id, { score: 60, passed: false });
    await insertAttempt(t.db, user.id, qa.id, { score: 85, passed: true });
    await insertAttempt(t.db, user.id, qb.id, { score: 72, passed: true });
    await insertAttempt(t.db, user.id, qb.id, { score: 50, passed: false });
    await insertAttempt(t.db, user.id, qc.id, { score: 100, passed: true });
    await insertAttempt(t.db, user.id, qe.id, { score: 40, passed: false });
    await t.db.insertInto('certificates').values({ id: `cert-${a}`, userId: user.id, courseId: a, code: `EDU-TEST-${a.slice(-4)}`, issuedAt: '2026-05-10T02:00:00.000Z', minutes: 600, score: 85 }).execute();

    const h = 3600;
    await insertStudyTime(t.db, user.id, a, '2026-03-20', 4 * h);
    await insertStudyTime(t.db, user.id, a, '2026-05-09', 5 * h + 30 * 60);
    await insertStudyTime(t.db, user.id, b, '2026-05-20', 2 * h);
    await insertStudyTime(t.db, user.id, b, '2026-06-15', 1 * h);
    await insertStudyTime(t.db, user.id, c, '2026-06-17', 30 * 60);
    await insertStudyTime(t.db, user.id, c, '2026-06-18', 45 * 60);
    await insertStudyTime(t.db, user.id, b, '2026-06-19', 15 * 60);
    await insertStudyTime(t.db, user.id, c, '2026-06-19', 15 * 60);
    await insertStudyTime(t.db, user.id, d, '2025-12-20', 2 * h); // before the charted months
    // Someone else's rows never count.
    const other = await t.insertUser({ role: 'aluno' });
    await enroll(t.db, other.id, a, { completedAt: '2026-06-10T12:00:00.000Z' });
    await insertStudyTime(t.db, other.id, a, '2026-06-20', 9 * h);
    await insertAttempt(t.db, other.id, qa.id, { score: 10, passed: false });

    const res = await t.call(historyEndpoints.get, { cookie });
    expect(res.status).toBe(200);
    const total = 4 * h + 5.5 * h + 2 * h + 1 * h + 30 * 60 + 45 * 60 + 15 * 60 + 15 * 60 + 2 * h;
    // Average of the best passing scores of completed courses: (85 + 72) / 2 = 78.5 → 79; C is not completed.
    // E has every lesson done but no passing attempt: not finished (issue 11 item 4), it waits for its exam in inProgress.
    // Today (20 June) has no study yet: the streak counts 19, 18, 17 June and stops at the gap on the 16th.
    expect(res.body.summary).toEqual({ completedCourses: 2, studiedSeconds: total, averageScore: 79, currentStreakDays: 3 });
    expect(res.body.monthlyHours).toEqual([
      { month: '2026-01', label: 'Jan', hours: 0 },
      { month: '2026-02', label: 'Fev', hours: 0 },
      { month: '2026-03', label: 'Mar', hours: 4 },
      { month: '2026-04', label: 'Abr', hours: 0 },
      { month: '2026-05', label: 'Mai', hours: 7.5 },
      { month: '2026-06', label: 'Jun', hours: 2.8 },
    ]);
    expect(res.body.monthlyProgress).toEqual([
      { month: '2026-01', label: 'Jan', completed: 0, started: 0 },
      { month: '2026-02', label: 'Fev', completed: 0, started: 1 },
      { month: '2026-03', label: 'Mar', completed: 0, started: 1 },
      { month: '2026-04', label: 'Abr', completed: 0, started: 1 },
      { month: '2026-05', label: 'Mai', completed: 1, started: 0 },
      { month: '2026-06', label: 'Jun', completed: 1, started: 1 },
    ]);
    expect(res.body.completed).toEqual([
      { courseId: b, title: 'Curso B', instructorName: 'Dra. Maria Santos', completedAt: '2026-06-01T12:00:00.000Z', studiedSeconds: 3 * h + 15 * 60, score: 72, certificateId: null },
      { courseId: a, title: 'Curso A', instructorName: 'Prof. João Oliveira', completedAt: '2026-05-10T02:00:00.000Z', studiedSeconds: 9.5 * h, score: 85, certificateId: `cert-${a}` },
    ]);
    expect(res.body.inProgress).toEqual([
      { courseId: c, title: 'Curso C', instructorName: 'Dra. Maria Santos', startedAt: '2026-06-05T12:00:00.000Z', studiedSeconds: 90 * 60, totalMinutes: 300, progressPercent: 40, state: 'em-andamento' },
      { courseId: e, title: 'Curso E', instructorName: 'Dra. Maria Santos', startedAt: '2026-02-01T12:00:00.000Z', studiedSeconds: 0, totalMinutes: 60, progressPercent: 100, state: 'simulado-pendente' },
      { courseId: d, title: 'Curso D', instructorName: 'Dra. Maria Santos', startedAt: '2025-11-10T12:00:00.000Z', studiedSeconds: 2 * h, totalMinutes: 120, progressPercent: 10, state: 'em-andamento' },
    ]);

    // Studying today extends the streak to today.
    await insertStudyTime(t.db, user.id, c, '2026-06-20', 10 * 60);
    expect((await t.call(historyEndpoints.get, { cookie })).body.summary.currentStreakDays).toBe(4);
  });

  it('a streak longer than the charted months is counted whole (the days before the charts are read for it)', async () => {
    const user = await t.insertUser({ role: 'aluno' });
    const cookie = await t.signIn(user.email, user.password);
    const course = await insertCourse(t.db, { title: 'Curso de todo dia' });
    await enroll(t.db, user.id, course, { enrolledAt: '2025-10-01T12:00:00.000Z' });
    // Every day from 20 November 2025 to 19 June 2026 (the charts start on 1 January), after a gap on the 19th.
    const days: string[] = [];
    for (let day = '2025-11-20'; day <= '2026-06-19'; day = shiftDay(day, 1)) days.push(day);
    for (const day of days) await insertStudyTime(t.db, user.id, course, day, 600);
    await insertStudyTime(t.db, user.id, course, '2025-11-18', 600);
    const res = await t.call(historyEndpoints.get, { cookie });
    expect(res.body.summary.currentStreakDays).toBe(days.length);
    expect(res.body.summary.studiedSeconds).toBe((days.length + 1) * 600);
    // A streak that starts after the first charted day needs no more than the charted days.
    const late = await t.insertUser({ role: 'aluno' });
    await enroll(t.db, late.id, course, { enrolledAt: '2026-01-01T12:00:00.000Z' });
    for (const day of ['2026-01-01', '2026-06-18', '2026-06-19']) await insertStudyTime(t.db, late.id, course, day, 600);
    const lateRes = await t.call(historyEndpoints.get, { cookie: await t.signIn(late.email, late.password) });
    expect(lateRes.body.summary).toMatchObject({ currentStreakDays: 2, studiedSeconds: 1800 });
  });

  it('an empty history for a new student', async () => {
    const user = await t.insertUser({ role: 'aluno' });
    const res = await t.call(historyEndpoints.get, { cookie: await t.signIn(user.email, user.password) });
    expect(res.body.summary).toEqual({ completedCourses: 0, studiedSeconds: 0, averageScore: null, currentStreakDays: 0 });
    expect(res.body.completed).toEqual([]);
    expect(res.body.inProgress).toEqual([]);
    expect(res.body.monthlyHours.map((m: { hours: number }) => m.hours)).toEqual([0, 0, 0, 0, 0, 0]);
  });
});
