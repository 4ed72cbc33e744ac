import type { Db } from '#server/db/database';
import { newId } from '#server/lib/ids';

// Insert helpers for the assessment tests (exams, certificates, history): courses,
// lessons, enrollments, completions, study time, quizzes and attempts, as plain rows.

export async function insertCourse(
  db: Db,
  overrides: { id?: string; title?: string; instructorId?: string; durationMinutes?: number; isPremium?: boolean; status?: 'draft' | 'pending' | 'approved' | 'rejected' } = {},
) {
  const id = overrides.id ?? `curso-${newId().slice(0, 8)}`;
  await db
    .insertInto('courses')
    .values({
      id, title: overrides.title ?? `Curso de Teste ${id}`, description: 'Curso criado por um teste.', thumbnail: '/thumbnails/tecnologia.svg',
      category: 'tecnologia', instructorId: overrides.instructorId ?? 'user-prof-maria', durationMinutes: overrides.durationMinutes ?? 600,
      rating: 4.5, isPremium: overrides.isPremium ? 1 : 0, status: overrides.status ?? 'approved', rejectionReason: null,
      submittedAt: '2025-01-01T12:00:00.000Z', approvedAt: '2025-01-02T12:00:00.000Z', approvedBy: 'user-admin-demo', createdAt: '2025-01-01T12:00:00.000Z',
    })
    .execute();
  return id;
}

/** One module with `count` lessons; returns the lesson ids in order. */
export async function insertLessons(db: Db, courseId: string, count: number): Promise<string[]> {
  const moduleId = newId();
  await db.insertInto('courseModules').values({ id: moduleId, courseId, title: 'Módulo 1', position: 1 }).execute();
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = newId();
    await db.insertInto('lessons').values({ id, moduleId, courseId, title: `Aula ${i + 1}`, durationMinutes: 20, content: '', videoUrl: null, position: i + 1 }).execute();
    ids.push(id);
  }
  return ids;
}

export async function enroll(db: Db, userId: string, courseId: string, values: { enrolledAt?: string; completedAt?: string | null; progressPercent?: number } = {}) {
  await db
    .insertInto('enrollments')
    .values({
      id: newId(), userId, courseId, enrolledAt: values.enrolledAt ?? '2025-01-05T12:00:00.000Z', lastAccessedAt: values.enrolledAt ?? '2025-01-05T12:00:00.000Z',
      progressPercent: values.progressPercent ?? 0, completedAt: values.completedAt ?? null,
    })
    .execute();
}

export async function completeLessons(db: Db, userId: string, courseId: string, lessonIds: string[], at = '2025-02-01T12:00:00.000Z') {
  for (const lessonId of lessonIds) {
    await db.insertInto('lessonCompletions').values({ userId, lessonId, courseId, completedAt: at }).execute();
  }
}

export async function insertStudyTime(db: Db, userId: string, courseId: string, day: string, seconds: number) {
  await db.insertInto('studyTime').values({ userId, courseId, day, seconds }).execute();
}

/** A quiz whose questions have the given right answers; returns its id and question ids. */
export async function insertQuiz(
  db: Db,
  courseId: string,
  options: { correct?: number[]; durationMinutes?: number; passingScore?: number; title?: string } = {},
) {
  const id = newId();
  const correct = options.correct ?? [0, 1, 2, 3, 0];
  await db
    .insertInto('quizzes')
    .values({ id, courseId, title: options.title ?? 'Simulado de Teste', durationMinutes: options.durationMinutes ?? 30, passingScore: options.passingScore ?? 70, createdBy: null, createdAt: '2025-01-01T12:00:00.000Z', updatedAt: '2025-01-01T12:00:00.000Z' })
    .execute();
  const questionIds: string[] = [];
  for (const [i, c] of correct.entries()) {
    const qid = `${id}-q${i + 1}`;
    await db
      .insertInto('quizQuestions')
      .values({ id: qid, quizId: id, position: i + 1, question: `Pergunta ${i + 1}?`, options: JSON.stringify(['A', 'B', 'C', 'D'].map((l) => `Opção ${l}`)), correctIndex: c, explanation: `Explicação secreta ${i + 1}` })
      .execute();
    questionIds.push(qid);
  }
  return { id, questionIds, correct };
}

/** A submitted attempt with a given score. */
export async function insertAttempt(db: Db, userId: string, quizId: string, values: { score: number; passed: boolean; submittedAt?: string }) {
  const submittedAt = values.submittedAt ?? '2025-02-01T12:00:00.000Z';
  await db
    .insertInto('quizAttempts')
    .values({ id: newId(), quizId, userId, startedAt: submittedAt, deadlineAt: submittedAt, submittedAt, answers: '[]', score: values.score, passed: values.passed ? 1 : 0 })
    .execute();
}

export async function insertSubscription(db: Db, userId: string, values: { status?: 'active' | 'canceled' | 'expired'; periodEnd: string }) {
  await db
    .insertInto('subscriptions')
    .values({
      id: newId(), userId, planId: 'quarterly', status: values.status ?? 'active', startedAt: '2025-01-01T12:00:00.000Z', currentPeriodStart: '2025-01-01T12:00:00.000Z',
      currentPeriodEnd: values.periodEnd, cancelAtPeriodEnd: 0, pendingPlanId: null, createdAt: '2025-01-01T12:00:00.000Z', updatedAt: '2025-01-01T12:00:00.000Z',
    })
    .execute();
}
