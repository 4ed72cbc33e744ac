import type { Db } from '#server/db/database';

// Exam attempts of one person (LGPD export). The answer key recorded at submission stays
// out: it is the teacher's, and a copy would give the next attempt its answers.
export async function examDataOf(db: Db, userId: string) {
  const tentativas = await db
    .selectFrom('quizAttempts')
    .select(['id', 'quizId', 'startedAt', 'deadlineAt', 'submittedAt', 'answers', 'score', 'passed'])
    .where('userId', '=', userId)
    .orderBy('startedAt')
    .execute();
  return { tentativas: tentativas.map((t) => ({ ...t, answers: t.answers ? (JSON.parse(t.answers) as unknown) : null })) };
}

export async function eraseExamData(db: Db, userId: string) {
  await db.deleteFrom('quizAttempts').where('userId', '=', userId).execute();
}
