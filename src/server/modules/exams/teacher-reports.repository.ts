import type { Db } from '#server/db/database';

// Read-only queries on quiz attempts for the teacher's roster and analytics (teaching module).

/**
 * Best submitted score per (student, course) over every quiz of the courses; with `since`,
 * only attempts submitted from then on.
 */
export async function listBestScores(db: Db, courseIds: string[], since?: string) {
  if (courseIds.length === 0) return [];
  let query = db
    .selectFrom('quizAttempts as a')
    .innerJoin('quizzes as q', 'q.id', 'a.quizId')
    .select((eb) => ['a.userId', 'q.courseId', eb.fn.max('a.score').as('best')])
    .where('q.courseId', 'in', courseIds)
    .where('a.submittedAt', 'is not', null)
    .where('a.score', 'is not', null);
  if (since) query = query.where('a.submittedAt', '>=', since);
  const rows = await query.groupBy(['a.userId', 'q.courseId']).execute();
  return rows.map((r) => ({ userId: r.userId, courseId: r.courseId, best: Number(r.best) }));
}
