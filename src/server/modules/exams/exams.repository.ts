import type { Db } from '#server/db/database';
import type { Insertable } from 'kysely';
import type { QuizAttemptsTable } from '#server/db/schema';

const quizColumns = [
  'quizzes.id', 'quizzes.courseId', 'quizzes.title', 'quizzes.durationMinutes', 'quizzes.passingScore', 'quizzes.questionsPerAttempt', 'quizzes.retryWaitMinutes',
  'courses.title as courseTitle', 'courses.status as courseStatus', 'courses.isPremium',
] as const;

/** A quiz by its own id, or else the first quiz of the course with that id (the player links by course). */
export async function findQuizByIdOrCourse(db: Db, id: string) {
  const byId = await db.selectFrom('quizzes').innerJoin('courses', 'courses.id', 'quizzes.courseId').select(quizColumns).where('quizzes.id', '=', id).executeTakeFirst();
  if (byId) return byId;
  return db
    .selectFrom('quizzes')
    .innerJoin('courses', 'courses.id', 'quizzes.courseId')
    .select(quizColumns)
    .where('quizzes.courseId', '=', id)
    .orderBy('quizzes.createdAt')
    .orderBy('quizzes.id')
    .limit(1)
    .executeTakeFirst();
}

export async function findQuizById(db: Db, id: string) {
  return db.selectFrom('quizzes').innerJoin('courses', 'courses.id', 'quizzes.courseId').select(quizColumns).where('quizzes.id', '=', id).executeTakeFirst();
}

export async function listQuestions(db: Db, quizId: string) {
  return db.selectFrom('quizQuestions').selectAll().where('quizId', '=', quizId).orderBy('position').orderBy('id').execute();
}

export async function countQuestions(db: Db, quizId: string): Promise<number> {
  const row = await db.selectFrom('quizQuestions').select((eb) => eb.fn.countAll<number>().as('n')).where('quizId', '=', quizId).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function getAttemptStats(db: Db, userId: string, quizId: string) {
  const row = await db
    .selectFrom('quizAttempts')
    .select((eb) => [eb.fn.countAll<number>().as('attempts'), eb.fn.max('score').as('bestScore'), eb.fn.max('passed').as('passed')])
    .where('userId', '=', userId)
    .where('quizId', '=', quizId)
    .where('submittedAt', 'is not', null)
    .executeTakeFirstOrThrow();
  return {
    attempts: Number(row.attempts),
    bestScore: row.bestScore === null ? null : Number(row.bestScore),
    passed: Number(row.passed ?? 0) === 1,
  };
}

export async function findActiveAttempt(db: Db, userId: string, quizId: string, now: string) {
  return db
    .selectFrom('quizAttempts')
    .select('id')
    .where('userId', '=', userId)
    .where('quizId', '=', quizId)
    .where('submittedAt', 'is', null)
    .where('deadlineAt', '>', now)
    .orderBy('startedAt', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertAttempt(db: Db, row: Insertable<QuizAttemptsTable>) {
  await db.insertInto('quizAttempts').values(row).execute();
}

export async function findAttempt(db: Db, id: string) {
  return db.selectFrom('quizAttempts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Saves answers of an attempt still open; false when it was submitted meanwhile. */
export async function updateOpenAttemptAnswers(db: Db, id: string, answers: string): Promise<boolean> {
  const result = await db.updateTable('quizAttempts').set({ answers }).where('id', '=', id).where('submittedAt', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Grades an attempt once: a second, concurrent submit updates nothing and gets false. */
export async function markAttemptSubmitted(db: Db, id: string, values: { answers: string; score: number; passed: number; submittedAt: string; answerKey: string }): Promise<boolean> {
  const result = await db.updateTable('quizAttempts').set(values).where('id', '=', id).where('submittedAt', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** When the student last handed in an attempt of this quiz (the retry wait counts from it). */
export async function findLastSubmittedAt(db: Db, userId: string, quizId: string): Promise<string | null> {
  const row = await db
    .selectFrom('quizAttempts')
    .select((eb) => eb.fn.max('submittedAt').as('last'))
    .where('userId', '=', userId)
    .where('quizId', '=', quizId)
    .where('submittedAt', 'is not', null)
    .executeTakeFirst();
  return (row?.last as string | null | undefined) ?? null;
}

/** Best submitted score, and best passing score, per course (over all the course's quizzes). */
export async function bestScoresByCourse(db: Db, userId: string) {
  const rows = await db
    .selectFrom('quizAttempts')
    .innerJoin('quizzes', 'quizzes.id', 'quizAttempts.quizId')
    .select((eb) => [
      'quizzes.courseId',
      eb.fn.max('quizAttempts.score').as('score'),
      eb.fn.max(eb.case().when('quizAttempts.passed', '=', 1).then(eb.ref('quizAttempts.score')).else(null).end()).as('passingScore'),
    ])
    .where('quizAttempts.userId', '=', userId)
    .where('quizAttempts.submittedAt', 'is not', null)
    .groupBy('quizzes.courseId')
    .execute();
  return new Map(
    rows
      .filter((r) => r.score !== null)
      .map((r) => [r.courseId, { best: Number(r.score), bestPassing: r.passingScore === null ? null : Number(r.passingScore) }]),
  );
}

/** The course's exam: the first quiz created for it. */
export async function findQuizIdOfCourse(db: Db, courseId: string): Promise<string | null> {
  const row = await db.selectFrom('quizzes').select('id').where('courseId', '=', courseId).orderBy('createdAt').orderBy('id').limit(1).executeTakeFirst();
  return row?.id ?? null;
}

/** Every quiz of the course with the student's best passing score (null when not passed yet). */
export async function bestPassingScoresOfCourse(db: Db, userId: string, courseId: string) {
  const rows = await db
    .selectFrom('quizzes')
    .leftJoin('quizAttempts', (join) =>
      join.onRef('quizAttempts.quizId', '=', 'quizzes.id').on('quizAttempts.userId', '=', userId).on('quizAttempts.passed', '=', 1),
    )
    .select((eb) => ['quizzes.id', eb.fn.max('quizAttempts.score').as('bestPassingScore')])
    .where('quizzes.courseId', '=', courseId)
    .groupBy('quizzes.id')
    .execute();
  return rows.map((q) => ({ quizId: q.id, bestPassingScore: q.bestPassingScore === null ? null : Number(q.bestPassingScore) }));
}
