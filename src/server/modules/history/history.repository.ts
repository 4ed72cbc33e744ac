import type { Db } from '#server/db/database';

export async function listEnrollmentsOfUser(db: Db, userId: string) {
  return db
    .selectFrom('enrollments')
    .innerJoin('courses', 'courses.id', 'enrollments.courseId')
    .innerJoin('users as instructors', 'instructors.id', 'courses.instructorId')
    .select([
      'enrollments.courseId', 'enrollments.enrolledAt', 'enrollments.completedAt', 'enrollments.progressPercent',
      'courses.title', 'courses.durationMinutes', 'instructors.name as instructorName',
    ])
    .where('enrollments.userId', '=', userId)
    .execute();
}

/** Seconds studied per course, all time. */
export async function sumStudyTimeByCourse(db: Db, userId: string) {
  const rows = await db
    .selectFrom('studyTime')
    .select((eb) => ['courseId', eb.fn.sum<number>('seconds').as('seconds')])
    .where('userId', '=', userId)
    .groupBy('courseId')
    .execute();
  return new Map(rows.map((r) => [r.courseId, Number(r.seconds ?? 0)]));
}

/** Seconds studied per São Paulo day (YYYY-MM-DD), newest first. */
export async function sumStudyTimeByDay(db: Db, userId: string) {
  const rows = await db
    .selectFrom('studyTime')
    .select((eb) => ['day', eb.fn.sum<number>('seconds').as('seconds')])
    .where('userId', '=', userId)
    .groupBy('day')
    .orderBy('day', 'desc')
    .execute();
  return rows.map((r) => ({ day: r.day, seconds: Number(r.seconds ?? 0) }));
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

export async function certificateIdByCourse(db: Db, userId: string) {
  const rows = await db.selectFrom('certificates').select(['id', 'courseId']).where('userId', '=', userId).execute();
  return new Map(rows.map((r) => [r.courseId, r.id]));
}
