import type { Db } from '#server/db/database';

// Learning rows of one person (LGPD export).
export async function learningDataOf(db: Db, userId: string) {
  const [matriculas, aulasConcluidas, tempoDeEstudo, anotacoes, favoritos] = await Promise.all([
    db.selectFrom('enrollments').select(['courseId', 'enrolledAt', 'lastAccessedAt', 'progressPercent', 'completedAt']).where('userId', '=', userId).orderBy('enrolledAt').execute(),
    db.selectFrom('lessonCompletions').select(['courseId', 'lessonId', 'completedAt']).where('userId', '=', userId).orderBy('completedAt').execute(),
    db.selectFrom('studyTime').select(['courseId', 'day', 'seconds']).where('userId', '=', userId).orderBy('day').orderBy('courseId').execute(),
    db.selectFrom('notes').select(['courseId', 'lessonId', 'content', 'updatedAt']).where('userId', '=', userId).orderBy('updatedAt').execute(),
    db.selectFrom('favorites').select(['courseId', 'createdAt']).where('userId', '=', userId).orderBy('createdAt').execute(),
  ]);
  return { matriculas, aulasConcluidas, tempoDeEstudo, anotacoes, favoritos };
}

/** Erasure: progress, study time, notes and favourites. Certificates (certificates module) stay, without the name. */
export async function eraseLearningData(db: Db, userId: string) {
  for (const table of ['lessonCompletions', 'studyTime', 'studyHeartbeats', 'notes', 'favorites', 'enrollments'] as const) {
    await db.deleteFrom(table).where('userId', '=', userId).execute();
  }
}
