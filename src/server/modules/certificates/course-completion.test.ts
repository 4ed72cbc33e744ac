import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { rightAnswersOf } from '#server/testing/exam-answers';

// The whole way to a certificate through the public API of three modules: learning
// (lessons), exams (grading) and certificates. Course '14' is not premium, so a student
// without a subscription can finish it.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

async function passExam(cookie: string, quizId: string) {
  const attempt = await t.request('POST', `/api/exams/${quizId}/attempts`, { cookie });
  expect(attempt.status).toBe(201);
  const answers = await rightAnswersOf(t.db, attempt.body.id);
  const result = await t.request('POST', `/api/exam-attempts/${attempt.body.id}/submit`, { cookie, body: { answers } });
  expect(result.status).toBe(200);
  expect(result.body.passed).toBe(true);
}

describe('finishing a course', () => {
  it('issues the certificate when the last lesson is completed after the exam was passed', async () => {
    const student = await t.insertUser({ role: 'aluno', name: 'Gabriela Nunes' });
    const cookie = await t.signIn(student.email, student.password);
    const course = await t.request('GET', '/api/courses/14', { cookie });
    expect(course.status).toBe(200);
    const lessonIds: string[] = course.body.modules.flatMap((m: { lessons: Array<{ id: string }> }) => m.lessons.map((l) => l.id));
    expect(lessonIds.length).toBeGreaterThan(1);

    await passExam(cookie, course.body.quizId);
    // Exam passed, lessons not done: no certificate yet.
    expect((await t.request('GET', '/api/certificates', { cookie })).body.items).toHaveLength(0);

    for (const lessonId of lessonIds.slice(0, -1)) {
      expect((await t.request('POST', `/api/learning/courses/14/lessons/${lessonId}/complete`, { cookie })).status).toBe(200);
    }
    expect((await t.request('GET', '/api/certificates', { cookie })).body.items).toHaveLength(0);

    const last = await t.request('POST', `/api/learning/courses/14/lessons/${lessonIds.at(-1)}/complete`, { cookie });
    expect(last.status).toBe(200);
    const certificates = (await t.request('GET', '/api/certificates', { cookie })).body.items;
    expect(certificates).toHaveLength(1);
    expect(certificates[0].courseTitle).toBe('Francês para Viagens');

    const notifications = (await t.request('GET', '/api/notifications', { cookie })).body.items;
    expect(notifications.map((n: { title: string }) => n.title)).toContain('Certificado disponível');

    // Completing a lesson again issues nothing new.
    await t.request('POST', `/api/learning/courses/14/lessons/${lessonIds[0]}/complete`, { cookie });
    expect((await t.request('GET', '/api/certificates', { cookie })).body.items).toHaveLength(1);
    const dashboard = await t.request('GET', '/api/learning/dashboard', { cookie });
    expect(dashboard.body.stats.certificates).toBe(1);
  });

  it('issues it when the exam is passed after every lesson was completed', async () => {
    const student = await t.insertUser({ role: 'aluno' });
    const cookie = await t.signIn(student.email, student.password);
    const course = await t.request('GET', '/api/courses/14', { cookie });
    for (const module of course.body.modules as Array<{ lessons: Array<{ id: string }> }>) {
      for (const lesson of module.lessons) {
        await t.request('POST', `/api/learning/courses/14/lessons/${lesson.id}/complete`, { cookie });
      }
    }
    expect((await t.request('GET', '/api/certificates', { cookie })).body.items).toHaveLength(0);
    await passExam(cookie, course.body.quizId);
    expect((await t.request('GET', '/api/certificates', { cookie })).body.items).toHaveLength(1);
  });
});
