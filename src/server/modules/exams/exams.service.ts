import { SUBMIT_GRACE_SECONDS, type Answer, type Attempt, type ExamAccess, type ExamOverview, type ExamQuestion, type ExamResult } from '#contracts/exams';
import type { AppContext } from '#server/context';
import type { Selectable } from 'kysely';
import type { QuizAttemptsTable, QuizQuestionsTable as QuestionsTable } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { newId } from '#server/lib/ids';
import { getSubscriptionAccess } from '#server/modules/billing/subscription-access';
import { findCertificateOfCourse, issueCertificateIfComplete } from '#server/modules/certificates/certificates.service';
import * as repo from './exams.repository.ts';

type QuizQuestionsTable = Selectable<QuestionsTable>;
type Quiz = NonNullable<Awaited<ReturnType<typeof repo.findQuizById>>>;

const notFound = () => new AppError('not-found', 'Simulado não encontrado.');
const attemptNotFound = () => new AppError('not-found', 'Tentativa não encontrada.');

/** Students see quizzes of approved courses only. */
async function loadVisibleQuiz(ctx: AppContext, id: string): Promise<Quiz> {
  const quiz = await repo.findQuizByIdOrCourse(ctx.db, id);
  if (!quiz || quiz.courseStatus !== 'approved') throw notFound();
  return quiz;
}

async function accessOf(ctx: AppContext, userId: string, quiz: Quiz): Promise<ExamAccess> {
  if (quiz.isPremium !== 1) return 'ok';
  const access = await getSubscriptionAccess(ctx.db, userId, ctx.clock.now());
  return access === 'active' ? 'ok' : access === 'expired' ? 'expired' : 'premium';
}

const toQuestion = (q: QuizQuestionsTable): ExamQuestion => ({ id: q.id, position: q.position, question: q.question, options: JSON.parse(q.options) as string[] });

/** Stored answers: option indexes in question order, null where unanswered (schema.ts). */
function parseStoredAnswers(raw: string | null, count: number): Array<number | null> {
  const parsed = raw ? (JSON.parse(raw) as Array<number | null>) : [];
  return Array.from({ length: count }, (_, i) => (typeof parsed[i] === 'number' ? parsed[i] : null));
}

function answersToList(questions: QuizQuestionsTable[], stored: Array<number | null>): Answer[] {
  return questions.flatMap((q, i) => (stored[i] === null ? [] : [{ questionId: q.id, optionIndex: stored[i] as number }]));
}

/** Applies the submitted answers over the stored ones; a question outside the quiz or a repeated one is a bad request. */
function mergeAnswers(questions: QuizQuestionsTable[], stored: Array<number | null>, answers: Answer[]): Array<number | null> {
  const indexById = new Map(questions.map((q, i) => [q.id, i]));
  const merged = [...stored];
  const seen = new Set<string>();
  for (const answer of answers) {
    const index = indexById.get(answer.questionId);
    if (index === undefined) throw new AppError('bad-request', 'Resposta para uma questão que não pertence a este simulado.');
    if (seen.has(answer.questionId)) throw new AppError('bad-request', 'Cada questão só pode ser respondida uma vez.');
    seen.add(answer.questionId);
    const optionCount = (JSON.parse(questions[index].options) as string[]).length;
    if (answer.optionIndex >= optionCount) throw new AppError('bad-request', 'Alternativa inválida para a questão.');
    merged[index] = answer.optionIndex;
  }
  return merged;
}

function grade(questions: QuizQuestionsTable[], answers: Array<number | null>) {
  const correctCount = questions.filter((q, i) => answers[i] === q.correctIndex).length;
  const score = questions.length === 0 ? 0 : Math.round((correctCount / questions.length) * 100);
  return { correctCount, score };
}

const isPastGrace = (attempt: QuizAttemptsTable, now: Date) => now.getTime() > new Date(attempt.deadlineAt).getTime() + SUBMIT_GRACE_SECONDS * 1000;

export async function getExam(ctx: AppContext, userId: string, id: string): Promise<ExamOverview> {
  const quiz = await loadVisibleQuiz(ctx, id);
  const [questionCount, stats, active, access] = await Promise.all([
    repo.countQuestions(ctx.db, quiz.id),
    repo.getAttemptStats(ctx.db, userId, quiz.id),
    repo.findActiveAttempt(ctx.db, userId, quiz.id, ctx.clock.now().toISOString()),
    accessOf(ctx, userId, quiz),
  ]);
  return {
    id: quiz.id,
    courseId: quiz.courseId,
    courseTitle: quiz.courseTitle,
    title: quiz.title,
    durationMinutes: quiz.durationMinutes,
    passingScore: quiz.passingScore,
    questionCount,
    access,
    attemptsCount: stats.attempts,
    bestScore: stats.bestScore,
    passed: stats.passed,
    activeAttemptId: active?.id ?? null,
  };
}

export async function startAttempt(ctx: AppContext, userId: string, id: string): Promise<Attempt> {
  const quiz = await loadVisibleQuiz(ctx, id);
  const access = await accessOf(ctx, userId, quiz);
  if (access === 'premium') throw new AppError('forbidden', 'Este simulado faz parte de um curso premium. Assine um plano para acessar.');
  if (access === 'expired') throw new AppError('forbidden', 'Sua assinatura expirou. Renove para acessar este simulado.');
  const questions = await repo.listQuestions(ctx.db, quiz.id);
  if (questions.length === 0) throw new AppError('conflict', 'Este simulado ainda não tem questões.');
  const now = ctx.clock.now();
  const row: QuizAttemptsTable = {
    id: newId(),
    quizId: quiz.id,
    userId,
    startedAt: now.toISOString(),
    deadlineAt: new Date(now.getTime() + quiz.durationMinutes * 60_000).toISOString(),
    submittedAt: null,
    answers: JSON.stringify(questions.map(() => null)),
    score: null,
    passed: null,
  };
  await repo.insertAttempt(ctx.db, row);
  return { ...attemptBase(ctx, row), questions: questions.map(toQuestion), answers: [], result: null };
}

function attemptBase(ctx: AppContext, row: QuizAttemptsTable) {
  return { id: row.id, quizId: row.quizId, startedAt: row.startedAt, deadlineAt: row.deadlineAt, serverNow: ctx.clock.now().toISOString(), submittedAt: row.submittedAt };
}

/** The student's own attempt; anyone else's is 'not found' (its existence is not revealed). */
async function loadOwnAttempt(ctx: AppContext, userId: string, attemptId: string) {
  const attempt = await repo.findAttempt(ctx.db, attemptId);
  if (!attempt || attempt.userId !== userId) throw attemptNotFound();
  const quiz = await repo.findQuizById(ctx.db, attempt.quizId);
  if (!quiz) throw attemptNotFound();
  const questions = await repo.listQuestions(ctx.db, quiz.id);
  return { attempt, quiz, questions };
}

export async function getAttempt(ctx: AppContext, userId: string, attemptId: string): Promise<Attempt> {
  const { attempt, quiz, questions } = await loadOwnAttempt(ctx, userId, attemptId);
  const stored = parseStoredAnswers(attempt.answers, questions.length);
  const result = attempt.submittedAt ? await buildResult(ctx, attempt, quiz, questions, stored) : null;
  return { ...attemptBase(ctx, attempt), questions: questions.map(toQuestion), answers: answersToList(questions, stored), result };
}

export async function saveAnswers(ctx: AppContext, userId: string, attemptId: string, answers: Answer[]) {
  const { attempt, questions } = await loadOwnAttempt(ctx, userId, attemptId);
  const merged = mergeAnswers(questions, parseStoredAnswers(attempt.answers, questions.length), answers);
  if (attempt.submittedAt) throw new AppError('conflict', 'Esta tentativa já foi finalizada.');
  const now = ctx.clock.now();
  if (isPastGrace(attempt, now)) throw new AppError('conflict', 'O tempo deste simulado terminou.');
  if (!(await repo.updateOpenAttemptAnswers(ctx.db, attempt.id, JSON.stringify(merged)))) {
    throw new AppError('conflict', 'Esta tentativa já foi finalizada.');
  }
  return { ok: true as const, savedAt: now.toISOString() };
}

/**
 * Grades the attempt on the server. Within the time (plus a short grace for the network)
 * the submitted answers count; later, only the answers saved before the deadline do.
 * A passing attempt may complete the course, which issues its certificate.
 */
export async function submitAttempt(ctx: AppContext, userId: string, attemptId: string, answers: Answer[]): Promise<ExamResult> {
  const { attempt, quiz, questions } = await loadOwnAttempt(ctx, userId, attemptId);
  const stored = parseStoredAnswers(attempt.answers, questions.length);
  const merged = mergeAnswers(questions, stored, answers);
  if (attempt.submittedAt) throw new AppError('conflict', 'Esta tentativa já foi finalizada.');
  const now = ctx.clock.now();
  const late = isPastGrace(attempt, now);
  const graded = late ? stored : merged;
  const { score } = grade(questions, graded);
  const passed = score >= quiz.passingScore;
  const submittedAt = now.toISOString();

  const announce = await ctx.db.transaction().execute(async (trx) => {
    const ok = await repo.markAttemptSubmitted(trx, attempt.id, { answers: JSON.stringify(graded), score, passed: passed ? 1 : 0, submittedAt });
    if (!ok) throw new AppError('conflict', 'Esta tentativa já foi finalizada.');
    if (!passed) return async () => {};
    return (await issueCertificateIfComplete(ctx, userId, quiz.courseId, trx)).announce;
  });
  await announce();
  return buildResult(ctx, { ...attempt, answers: JSON.stringify(graded), score, passed: passed ? 1 : 0, submittedAt }, quiz, questions, graded);
}

async function buildResult(
  ctx: AppContext,
  attempt: QuizAttemptsTable,
  quiz: Quiz,
  questions: QuizQuestionsTable[],
  answers: Array<number | null>,
): Promise<ExamResult> {
  const submittedAt = attempt.submittedAt as string;
  const { correctCount } = grade(questions, answers);
  const started = new Date(attempt.startedAt).getTime();
  const ended = Math.min(new Date(submittedAt).getTime(), new Date(attempt.deadlineAt).getTime());
  const certificate = await findCertificateOfCourse(ctx, attempt.userId, quiz.courseId);
  return {
    attemptId: attempt.id,
    quizId: quiz.id,
    courseId: quiz.courseId,
    score: attempt.score ?? 0,
    passed: attempt.passed === 1,
    passingScore: quiz.passingScore,
    correctCount,
    totalQuestions: questions.length,
    startedAt: attempt.startedAt,
    submittedAt,
    timeSpentSeconds: Math.max(0, Math.round((ended - started) / 1000)),
    gradedAfterDeadline: new Date(submittedAt).getTime() > new Date(attempt.deadlineAt).getTime() + SUBMIT_GRACE_SECONDS * 1000,
    questions: questions.map((q, i) => ({
      ...toQuestion(q),
      chosenIndex: answers[i],
      correctIndex: q.correctIndex,
      explanation: q.explanation,
      isCorrect: answers[i] === q.correctIndex,
    })),
    certificate: certificate ? { id: certificate.id, code: certificate.code } : null,
  };
}

/** Best submitted score and best passing score per course id (the history page). */
export async function bestScoresByCourse(ctx: AppContext, userId: string) {
  return repo.bestScoresByCourse(ctx.db, userId);
}

/** The course's exam id (its first quiz), or null: the course page links to it. */
export async function findQuizIdOfCourse(ctx: AppContext, courseId: string): Promise<string | null> {
  return repo.findQuizIdOfCourse(ctx.db, courseId);
}
