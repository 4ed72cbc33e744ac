import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseEndpoints } from '#contracts/courses';
import { historyEndpoints } from '#contracts/history';
import { learningEndpoints } from '#contracts/learning';
import { CARLA } from '#server/db/seed/assessment.seed';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { enroll, insertAttempt, insertCourse, insertQuiz } from '#server/testing/assessment-factories';

// Issue 11 item 4: "every lesson done, exam pending" is not finished, anywhere.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('course state', () => {
  it("Carla (every lesson of course 11 done, exam not passed): 'simulado-pendente' on the dashboard, the course page and the history", async () => {
    const cookie = await t.signIn(CARLA.email, CARLA.password);
    const dashboard = await t.call(learningEndpoints.dashboard, { cookie });
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.stats.activeCourses).toBe(1);
    expect(dashboard.body.continueWatching.map((c) => [c.id, c.progress, c.state])).toEqual([[CARLA.courseId, 100, 'simulado-pendente']]);

    const detail = await t.call(courseEndpoints.detail, { params: { id: CARLA.courseId }, cookie });
    expect(detail.body.course.state).toBe('simulado-pendente');
    expect(detail.body.quizId).not.toBeNull();

    const catalogue = await t.call(courseEndpoints.catalogue, { cookie });
    expect(catalogue.body.items.find((c) => c.id === CARLA.courseId)?.state).toBe('simulado-pendente');
    expect(catalogue.body.items.filter((c) => c.id !== CARLA.courseId).every((c) => c.state === 'nao-iniciado')).toBe(true);

    const history = await t.call(historyEndpoints.get, { cookie });
    expect(history.body.summary.completedCourses).toBe(0);
    expect(history.body.completed).toEqual([]);
    expect(history.body.inProgress.map((c) => [c.courseId, c.progressPercent, c.state])).toEqual([[CARLA.courseId, 100, 'simulado-pendente']]);
  });

  it("'concluido' with a certificate, or with every lesson done and the exam passed or absent; 'em-andamento' with lessons left", async () => {
    const user = await t.insertUser({ role: 'aluno' });
    const cookie = await t.signIn(user.email, user.password);
    const done = '2026-01-10T12:00:00.000Z';
    const noExam = await insertCourse(t.db, { title: 'Sem simulado' });
    const passed = await insertCourse(t.db, { title: 'Simulado aprovado' });
    const certified = await insertCourse(t.db, { title: 'Com certificado' });
    const failed = await insertCourse(t.db, { title: 'Simulado reprovado' });
    const started = await insertCourse(t.db, { title: 'Em andamento' });
    for (const id of [noExam, passed, certified, failed]) await enroll(t.db, user.id, id, { completedAt: done, progressPercent: 100 });
    await enroll(t.db, user.id, started, { progressPercent: 50 });
    await insertAttempt(t.db, user.id, (await insertQuiz(t.db, passed)).id, { score: 90, passed: true });
    await insertAttempt(t.db, user.id, (await insertQuiz(t.db, failed)).id, { score: 30, passed: false });
    await insertQuiz(t.db, certified);
    await t.db.insertInto('certificates').values({ id: `cert-${certified}`, userId: user.id, courseId: certified, code: 'EDU-TEST-STAT', issuedAt: done, minutes: 600, score: null }).execute();

    const stateOf = async (id: string) => (await t.call(courseEndpoints.detail, { params: { id }, cookie })).body.course.state;
    expect(await stateOf(noExam)).toBe('concluido');
    expect(await stateOf(passed)).toBe('concluido');
    expect(await stateOf(certified)).toBe('concluido');
    expect(await stateOf(failed)).toBe('simulado-pendente');
    expect(await stateOf(started)).toBe('em-andamento');

    const dashboard = await t.call(learningEndpoints.dashboard, { cookie });
    expect(dashboard.body.stats.activeCourses).toBe(2);
    expect(dashboard.body.continueWatching.map((c) => c.id).sort()).toEqual([failed, started].sort());
    const history = await t.call(historyEndpoints.get, { cookie });
    expect(history.body.completed.map((c) => c.courseId).sort()).toEqual([noExam, passed, certified].sort());
  });
});
