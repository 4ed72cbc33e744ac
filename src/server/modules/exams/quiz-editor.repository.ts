import type { Db } from '#server/db/database';

// The teacher's quizzes (quiz-editor.service.ts). Course title and instructor are read by
// join as display and ownership fields; the courses module owns those rows.

/**
 * One page of the teacher's quizzes: by course as the courses tab orders them, then the most
 * recently changed first. That order walks courses_instructor_order and, per course,
 * quizzes_course_order: a page reads its own rows and those before it, never a sort of all.
 * `reversed` walks the same order from its end (the caller reverses the rows), so a page near
 * the end reads the rows after it instead of every row before it.
 */
export async function pageQuizzesOfInstructor(db: Db, instructorId: string, offset: number, limit: number, reversed = false) {
  const [newestFirst, oldestFirst] = reversed ? (['asc', 'desc'] as const) : (['desc', 'asc'] as const);
  return db
    .selectFrom('courses as c')
    .innerJoin('quizzes as q', 'q.courseId', 'c.id')
    .select((eb) => [
      'q.id', 'q.courseId', 'c.title as courseTitle', 'q.title', 'q.durationMinutes', 'q.passingScore', 'q.updatedAt',
      eb.selectFrom('quizQuestions as qq').select((inner) => inner.fn.countAll<number>().as('n')).whereRef('qq.quizId', '=', 'q.id').as('questionCount'),
      // Kept in step by triggers (docs/decisions/totals-kept-in-step.md): counting read every attempt.
      eb.selectFrom('quizAttemptTotals as t').select('t.submitted').whereRef('t.quizId', '=', 'q.id').as('attempts'),
    ])
    .where('c.instructorId', '=', instructorId)
    .orderBy('c.createdAt', newestFirst)
    .orderBy('c.id', oldestFirst)
    .orderBy('q.updatedAt', newestFirst)
    .orderBy('q.id', oldestFirst)
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countQuizzesOfInstructor(db: Db, instructorId: string): Promise<number> {
  const row = await db
    .selectFrom('courses as c')
    .innerJoin('quizzes as q', 'q.courseId', 'c.id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('c.instructorId', '=', instructorId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findQuizForEditor(db: Db, quizId: string) {
  return db
    .selectFrom('quizzes as q')
    .innerJoin('courses as c', 'c.id', 'q.courseId')
    .select([
      'q.id', 'q.courseId', 'c.title as courseTitle', 'c.instructorId', 'q.title', 'q.durationMinutes', 'q.passingScore',
      'q.questionsPerAttempt', 'q.retryWaitMinutes', 'q.updatedAt',
      // Submitted attempts, kept by triggers (docs/decisions/totals-kept-in-step.md).
      (eb) => eb.selectFrom('quizAttemptTotals as t').select('t.submitted').whereRef('t.quizId', '=', 'q.id').as('submittedAttempts'),
    ])
    .where('q.id', '=', quizId)
    .executeTakeFirst();
}

/** What the item analysis counts over the quiz's submitted attempts, kept by triggers (migration 2026-11-28-1200-c): one row per question and per answer slot. */
export async function listItemTallies(db: Db, quizId: string) {
  return db
    .selectFrom('quizItemTallies')
    .select(['questionId', 'slot', 'drawn', 'choseA', 'choseB', 'choseC', 'choseD'])
    .where('quizId', '=', quizId)
    .execute();
}

export async function countAttempts(db: Db, quizId: string): Promise<number> {
  const row = await db.selectFrom('quizAttempts').select((eb) => eb.fn.countAll<number>().as('n')).where('quizId', '=', quizId).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countQuizzesByCourse(db: Db, courseIds: string[]): Promise<Map<string, number>> {
  if (courseIds.length === 0) return new Map();
  const rows = await db.selectFrom('quizzes').select((eb) => ['courseId', eb.fn.countAll<number>().as('n')]).where('courseId', 'in', courseIds).groupBy('courseId').execute();
  return new Map(rows.map((row) => [row.courseId, Number(row.n)]));
}

interface QuizValues {
  courseId: string;
  title: string;
  durationMinutes: number;
  passingScore: number;
  questionsPerAttempt: number | null;
  retryWaitMinutes: number;
}

export async function insertQuiz(db: Db, row: QuizValues & { id: string; createdBy: string; createdAt: string; updatedAt: string }) {
  await db.insertInto('quizzes').values(row).execute();
}

export async function updateQuiz(db: Db, id: string, values: QuizValues & { updatedAt: string }) {
  await db.updateTable('quizzes').set(values).where('id', '=', id).execute();
}

export async function deleteQuiz(db: Db, id: string) {
  await db.deleteFrom('quizzes').where('id', '=', id).execute();
}

interface QuestionValues {
  position: number;
  question: string;
  options: string;
  correctIndex: number;
  explanation: string;
}

export async function insertQuestion(db: Db, row: QuestionValues & { id: string; quizId: string }) {
  await db.insertInto('quizQuestions').values(row).execute();
}

export async function updateQuestion(db: Db, quizId: string, id: string, values: QuestionValues) {
  await db.updateTable('quizQuestions').set(values).where('id', '=', id).where('quizId', '=', quizId).execute();
}

export async function deleteQuestions(db: Db, quizId: string, ids: string[]) {
  if (ids.length === 0) return;
  await db.deleteFrom('quizQuestions').where('quizId', '=', quizId).where('id', 'in', ids).execute();
}

/** The course's quizzes (oldest first): what the moderator reviews with the course. */
export async function listQuizzesOfCourse(db: Db, courseId: string) {
  return db
    .selectFrom('quizzes')
    .select(['id', 'title', 'durationMinutes', 'passingScore', 'questionsPerAttempt'])
    .where('courseId', '=', courseId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}
