import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateEndpoints } from '#contracts/certificates';
import { courseEndpoints } from '#contracts/courses';
import { examEndpoints } from '#contracts/exams';
import { learningEndpoints } from '#contracts/learning';
import { notificationEndpoints } from '#contracts/notifications';
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
  const attempt = await t.call(examEndpoints.start, { params: { id: quizId }, cookie });
  expect(attempt.status).toBe(201);
  const answers = await rightAnswersOf(t.db, attempt.body.id);
  const result = await t.call(examEndpoints.submit, { params: { id: attempt.body.id }, cookie, body: { answers } });
  expect(result.status).toBe(200);
  expect(result.body.passed).toBe(true);
}

describe('finishing a course', () => {
  it('issues the certificate when the last lesson is completed after the exam was passed', async () => {
    const student = await t.insertUser({ role: 'aluno', name: 'Gabriela Nunes' });
    const cookie = await t.signIn(student.email, student.password);
    const course = await t.call(courseEndpoints.detail, { params: { id: '14' }, cookie });
    expect(course.status).toBe(200);
    const lessonIds: string[] = course.body.modules.flatMap((m: { lessons: Array<{ id: string }> }) => m.lessons.map((l) => l.id));
    expect(lessonIds.length).toBeGreaterThan(1);

    await passExam(cookie, course.body.quizId!);
    // Exam passed, lessons not done: no certificate yet.
    expect((await t.call(certificateEndpoints.list, { cookie })).body.items).toHaveLength(0);

    for (const lessonId of lessonIds.slice(0, -1)) {
      expect((await t.call(learningEndpoints.completeLesson, { params: { id: '14', lessonId }, cookie })).status).toBe(200);
    }
    expect((await t.call(certificateEndpoints.list, { cookie })).body.items).toHaveLength(0);

    const last = await t.call(learningEndpoints.completeLesson, { params: { id: '14', lessonId: lessonIds.at(-1)! }, cookie });
    expect(last.status).toBe(200);
    const certificates = (await t.call(certificateEndpoints.list, { cookie })).body.items;
    expect(certificates).toHaveLength(1);
    expect(certificates[0].courseTitle).toBe('Francês para Viagens');

    const notifications = (await t.call(notificationEndpoints.list, { cookie })).body.items;
    expect(notifications.map((n: { title: string }) => n.title)).toContain('Certificado disponível');

    // Completing a lesson again issues nothing new.
    await t.call(learningEndpoints.completeLesson, { params: { id: '14', lessonId: lessonIds[0] }, cookie });
    expect((await t.call(certificateEndpoints.list, { cookie })).body.items).toHaveLength(1);
    const dashboard = await t.call(learningEndpoints.dashboard, { cookie });
    expect(dashboard.body.stats.certificates).toBe(1);
  });

  it('issues it when the exam is passed after every lesson was completed', async () => {
    const student = await t.insertUser({ role: 'aluno' });
    const cookie = await t.signIn(student.email, student.password);
    const course = await t.call(courseEndpoints.detail, { params: { id: '14' }, cookie });
    for (const module of course.body.modules) {
      for (const lesson of module.lessons) {
        await t.call(learningEndpoints.completeLesson, { params: { id: '14', lessonId: lesson.id }, cookie });
      }
    }
    expect((await t.call(certificateEndpoints.list, { cookie })).body.items).toHaveLength(0);
    await passExam(cookie, course.body.quizId!);
    expect((await t.call(certificateEndpoints.list, { cookie })).body.items).toHaveLength(1);
  });
});
