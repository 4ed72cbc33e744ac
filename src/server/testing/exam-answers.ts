import type { Db } from '#server/db/database';

/**
 * The right answers of an attempt as the student would pick them on screen: for each
 * question, the display position of its right option in that attempt's stored shuffle
 * (original order for attempts without one). For tests that need a passing attempt.
 */
export async function rightAnswersOf(db: Db, attemptId: string): Promise<Array<{ questionId: string; optionIndex: number }>> {
  const attempt = await db.selectFrom('quizAttempts').select(['quizId', 'questionIds', 'optionOrders']).where('id', '=', attemptId).executeTakeFirstOrThrow();
  const questions = await db.selectFrom('quizQuestions').select(['id', 'correctIndex']).where('quizId', '=', attempt.quizId).orderBy('position').orderBy('id').execute();
  const ids = attempt.questionIds ? (JSON.parse(attempt.questionIds) as string[]) : questions.map((q) => q.id);
  const orders = attempt.optionOrders ? (JSON.parse(attempt.optionOrders) as number[][]) : [];
  const correctById = new Map(questions.map((q) => [q.id, q.correctIndex]));
  return ids.map((questionId, slot) => {
    const correct = correctById.get(questionId)!;
    return { questionId, optionIndex: orders[slot] ? orders[slot].indexOf(correct) : correct };
  });
}
