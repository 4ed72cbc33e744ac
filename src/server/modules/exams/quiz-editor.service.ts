import type { QuestionAnalysis, QuizEditor, QuizInput, TeacherPageQuery, TeacherQuizPage } from '#contracts/authoring';
import type { AppContext } from '#server/context';
import { AppError } from '#server/lib/app-error';
import { newId } from '#server/lib/ids';
import { readFromNearerEnd } from '#server/lib/page-cursor';
import type { QuestionRow } from './attempt-layout.ts';
import { listQuestions } from './exams.repository.ts';
import * as repo from './quiz-editor.repository.ts';

// The teacher's quiz editor (issue 12 item 4). The saved rows are exactly what students
// take (exams.service.ts). Question ids are kept across saves, so past attempts keep
// their scores (stored) and their review (attempt-layout.ts skips deleted questions and
// grades with the answer key stored at submission, so correcting a key changes no past grade).

/**
 * The teacher's course, with whether it is in review (its quiz is then part of what the
 * moderator decides on, and frozen); null when it is not theirs. The courses module answers
 * (passed in by the routes).
 */
export type FindOwnCourse = (teacherId: string, courseId: string) => Promise<{ inReview: boolean } | null>;

const inReview = () => new AppError('conflict', 'O curso está em análise: o simulado não pode ser alterado até a decisão da moderação.');

const notFound = () => new AppError('not-found', 'Simulado não encontrado.');

export async function countQuizzesByCourse(ctx: AppContext, courseIds: string[]): Promise<Map<string, number>> {
  return repo.countQuizzesByCourse(ctx.db, courseIds);
}

/** One page of the teacher's quizzes (by course, then most recently changed first), and how many there are. */
export async function listTeacherQuizzes(ctx: AppContext, teacherId: string, query: TeacherPageQuery): Promise<TeacherQuizPage> {
  const total = await repo.countQuizzesOfInstructor(ctx.db, teacherId);
  const rows = await readFromNearerEnd(total, (query.page - 1) * query.pageSize, query.pageSize, (offset, limit, reversed) =>
    repo.pageQuizzesOfInstructor(ctx.db, teacherId, offset, limit, reversed),
  );
  return {
    items: rows.map((row) => ({ ...row, questionCount: Number(row.questionCount ?? 0), attempts: Number(row.attempts ?? 0) })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function requireOwnQuiz(ctx: AppContext, teacherId: string, quizId: string) {
  const quiz = await repo.findQuizForEditor(ctx.db, quizId);
  // Another teacher's quiz is indistinguishable from none.
  if (!quiz || quiz.instructorId !== teacherId) throw notFound();
  return quiz;
}

type ItemTally = Awaited<ReturnType<typeof repo.listItemTallies>>[number];

/**
 * Item analysis from the tallies the triggers keep over the submitted attempts
 * (docs/decisions/item-analysis-kept-in-step.md): per question, how many attempts drew it, the
 * share that chose the option the question now marks right, and how often each option (in the
 * teacher's order) was chosen. Attempts without a stored draw showed every question by
 * position: answer slot i counts for the quiz's i-th question as it is now.
 */
function analyseQuestions(pool: QuestionRow[], tallies: ItemTally[]): Map<string, QuestionAnalysis> {
  const drawnById = new Map(tallies.filter((t) => t.questionId !== '').map((t) => [t.questionId, t]));
  const bySlot = new Map(tallies.filter((t) => t.questionId === '').map((t) => [Number(t.slot), t]));
  const undrawnAttempts = Number(bySlot.get(-1)?.drawn ?? 0);
  const countsOf = (t: ItemTally | undefined) => (t ? [t.choseA, t.choseB, t.choseC, t.choseD].map(Number) : [0, 0, 0, 0]);
  return new Map(
    pool.map((q, position) => {
      const own = drawnById.get(q.id);
      const bySlotCounts = countsOf(bySlot.get(position));
      const counts = countsOf(own).map((n, k) => n + bySlotCounts[k]);
      const drawn = Number(own?.drawn ?? 0) + undrawnAttempts;
      const correct = counts[q.correctIndex] ?? 0;
      return [q.id, { answered: drawn, percentCorrect: drawn === 0 ? null : Math.round((correct * 100) / drawn), optionCounts: counts }];
    }),
  );
}

export async function getQuizForEditor(ctx: AppContext, teacherId: string, quizId: string): Promise<QuizEditor> {
  const quiz = await requireOwnQuiz(ctx, teacherId, quizId);
  const [pool, tallies] = await Promise.all([listQuestions(ctx.db, quizId), repo.listItemTallies(ctx.db, quizId)]);
  const analysis = analyseQuestions(pool, tallies);
  return {
    id: quiz.id,
    courseId: quiz.courseId,
    courseTitle: quiz.courseTitle,
    title: quiz.title,
    durationMinutes: quiz.durationMinutes,
    passingScore: quiz.passingScore,
    questionsPerAttempt: quiz.questionsPerAttempt,
    retryWaitMinutes: quiz.retryWaitMinutes,
    updatedAt: quiz.updatedAt,
    questionCount: pool.length,
    attempts: Number(quiz.submittedAttempts ?? 0),
    questions: pool.map((q) => ({
      id: q.id,
      question: q.question,
      options: JSON.parse(q.options) as string[],
      correctIndex: q.correctIndex,
      explanation: q.explanation,
      analysis: analysis.get(q.id)!,
    })),
  };
}

const quizValues = (input: QuizInput) => ({
  courseId: input.courseId,
  title: input.title,
  durationMinutes: input.durationMinutes,
  passingScore: input.passingScore,
  questionsPerAttempt: input.questionsPerAttempt,
  retryWaitMinutes: input.retryWaitMinutes,
});

const questionValues = (question: QuizInput['questions'][number], index: number) => ({
  position: index + 1,
  question: question.question,
  options: JSON.stringify(question.options),
  correctIndex: question.correctIndex,
  explanation: question.explanation,
});

async function requireOwnCourse(teacherId: string, courseId: string, findOwnCourse: FindOwnCourse) {
  const course = await findOwnCourse(teacherId, courseId);
  if (!course) throw new AppError('bad-request', 'Escolha um dos seus cursos.');
  if (course.inReview) throw inReview();
}

export async function createQuiz(ctx: AppContext, teacherId: string, input: QuizInput, ownsCourse: FindOwnCourse): Promise<QuizEditor> {
  if (input.questions.some((q) => q.id !== undefined)) throw new AppError('bad-request', 'Um simulado novo não tem questões existentes.');
  await requireOwnCourse(teacherId, input.courseId, ownsCourse);
  const id = newId();
  const now = ctx.clock.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await repo.insertQuiz(trx, { id, ...quizValues(input), createdBy: teacherId, createdAt: now, updatedAt: now });
    for (const [index, question] of input.questions.entries()) await repo.insertQuestion(trx, { id: newId(), quizId: id, ...questionValues(question, index) });
  });
  return getQuizForEditor(ctx, teacherId, id);
}

/** Questions with an id are updated, without one inserted, and the ones left out deleted. */
export async function updateQuiz(ctx: AppContext, teacherId: string, quizId: string, input: QuizInput, ownsCourse: FindOwnCourse): Promise<QuizEditor> {
  const quiz = await requireOwnQuiz(ctx, teacherId, quizId);
  // Both the course it leaves and the one it joins: neither may change while in review.
  if (quiz.courseId !== input.courseId) await requireOwnCourse(teacherId, quiz.courseId, ownsCourse);
  await requireOwnCourse(teacherId, input.courseId, ownsCourse);
  // Attempts (and the certificates they earned) belong to the course they were taken in.
  if (quiz.courseId !== input.courseId && (await repo.countAttempts(ctx.db, quizId)) > 0) {
    throw new AppError('conflict', 'Este simulado já tem tentativas de alunos e não pode ser movido para outro curso. Crie um novo simulado para o outro curso.');
  }
  const existing = await listQuestions(ctx.db, quizId);
  const existingIds = new Set(existing.map((q) => q.id));
  const keptIds = input.questions.flatMap((q) => (q.id === undefined ? [] : [q.id]));
  if (keptIds.some((qid) => !existingIds.has(qid)) || new Set(keptIds).size !== keptIds.length) {
    throw new AppError('bad-request', 'O simulado mudou desde que foi aberto. Recarregue a página e tente de novo.');
  }
  await ctx.db.transaction().execute(async (trx) => {
    await repo.updateQuiz(trx, quizId, { ...quizValues(input), updatedAt: ctx.clock.now().toISOString() });
    await repo.deleteQuestions(trx, quizId, [...existingIds].filter((qid) => !keptIds.includes(qid)));
    for (const [index, question] of input.questions.entries()) {
      if (question.id === undefined) await repo.insertQuestion(trx, { id: newId(), quizId, ...questionValues(question, index) });
      else await repo.updateQuestion(trx, quizId, question.id, questionValues(question, index));
    }
  });
  return getQuizForEditor(ctx, teacherId, quizId);
}

/** Attempts are students' records (scores, certificates): a quiz that has them is kept. */
export async function deleteQuiz(ctx: AppContext, teacherId: string, quizId: string, ownsCourse: FindOwnCourse): Promise<{ ok: true }> {
  const quiz = await requireOwnQuiz(ctx, teacherId, quizId);
  await requireOwnCourse(teacherId, quiz.courseId, ownsCourse);
  if ((await repo.countAttempts(ctx.db, quizId)) > 0) {
    throw new AppError('conflict', 'Este simulado já tem tentativas de alunos e não pode ser excluído; edite-o em vez disso.');
  }
  await repo.deleteQuiz(ctx.db, quizId);
  return { ok: true };
}

/** The course's quizzes with their questions and answer key, as the moderator reviews them. */
export async function listQuizzesForReview(ctx: AppContext, courseId: string) {
  const quizzes = await repo.listQuizzesOfCourse(ctx.db, courseId);
  return Promise.all(
    quizzes.map(async (quiz) => ({
      ...quiz,
      questions: (await listQuestions(ctx.db, quiz.id)).map((q) => ({
        id: q.id, question: q.question, options: JSON.parse(q.options) as string[], correctIndex: q.correctIndex, explanation: q.explanation,
      })),
    })),
  );
}
