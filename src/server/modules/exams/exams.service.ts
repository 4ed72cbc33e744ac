import { SUBMIT_GRACE_SECONDS, type Answer, type Attempt, type ExamAccess, type ExamOverview, type ExamQuestion, type ExamResult } from '#contracts/exams';
import type { AppContext } from '#server/context';
import type { Db } from '#server/db/database';
import type { Selectable } from 'kysely';
import type { QuizAttemptsTable } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { newId } from '#server/lib/ids';
import { getSubscriptionAccess } from '#server/modules/billing/billing.service';
import { findCertificateOfCourse, issueCertificateIfComplete } from '#server/modules/certificates/certificates.service';
import * as repo from './exams.repository.ts';
import { answerKeyOf, drawAttempt, layoutOf, type AttemptLayout, type LaidOutQuestion } from './attempt-layout.ts';
import { eraseExamData, examDataOf } from './personal-data.ts';

type AttemptRow = Selectable<QuizAttemptsTable>;
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

/** A question in the attempt's display order, options shuffled as stored. */
const toQuestion = (item: LaidOutQuestion, displayIndex: number): ExamQuestion => ({
  id: item.question.id,
  position: displayIndex + 1,
  question: item.question.question,
  options: item.order.map((original) => item.options[original]),
});

/** Stored answers: original option indexes per slot of the layout, null where unanswered (schema.ts). */
function parseStoredAnswers(raw: string | null, count: number): Array<number | null> {
  const parsed = raw ? (JSON.parse(raw) as Array<number | null>) : [];
  return Array.from({ length: count }, (_, i) => (typeof parsed[i] === 'number' ? parsed[i] : null));
}

/** The stored answers as the student sees them: display positions. */
function answersToList(layout: AttemptLayout, stored: Array<number | null>): Answer[] {
  return layout.questions.flatMap((item) => {
    const original = stored[item.slot];
    return original === null ? [] : [{ questionId: item.question.id, optionIndex: item.order.indexOf(original) }];
  });
}

/**
 * Applies the submitted answers (display positions) over the stored ones, mapped to the
 * original option indexes through the attempt's stored order; a question outside the
 * attempt or a repeated one is a bad request.
 */
function mergeAnswers(layout: AttemptLayout, stored: Array<number | null>, answers: Answer[]): Array<number | null> {
  const byId = new Map(layout.questions.map((item) => [item.question.id, item]));
  const merged = [...stored];
  const seen = new Set<string>();
  for (const answer of answers) {
    const item = byId.get(answer.questionId);
    if (item === undefined) throw new AppError('bad-request', 'Resposta para uma questão que não pertence a este simulado.');
    if (seen.has(answer.questionId)) throw new AppError('bad-request', 'Cada questão só pode ser respondida uma vez.');
    seen.add(answer.questionId);
    if (answer.optionIndex >= item.order.length) throw new AppError('bad-request', 'Alternativa inválida para a questão.');
    merged[item.slot] = item.order[answer.optionIndex];
  }
  return merged;
}

function grade(layout: AttemptLayout, answers: Array<number | null>) {
  const total = layout.questions.length;
  const correctCount = layout.questions.filter((item) => answers[item.slot] === item.correctIndex).length;
  const score = total === 0 ? 0 : Math.round((correctCount / total) * 100);
  return { correctCount, score };
}

const isPastGrace = (attempt: AttemptRow, now: Date) => now.getTime() > new Date(attempt.deadlineAt).getTime() + SUBMIT_GRACE_SECONDS * 1000;

/** When the next attempt may start: the last submission plus the quiz's wait; null when that is already past. */
async function retryAvailableAt(ctx: AppContext, userId: string, quiz: Quiz): Promise<Date | null> {
  const last = await repo.findLastSubmittedAt(ctx.db, userId, quiz.id);
  if (!last || quiz.retryWaitMinutes <= 0) return null;
  const at = new Date(new Date(last).getTime() + quiz.retryWaitMinutes * 60_000);
  return at.getTime() > ctx.clock.now().getTime() ? at : null;
}

const clockTime = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit' });
const calendarDay = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' });

/** "às 14:35", or "em 24/11/2026 às 14:35" when it is not today (Brasília time, as the pages show). */
function whenText(at: Date, now: Date): string {
  const day = calendarDay.format(at) === calendarDay.format(now) ? '' : `em ${calendarDay.format(at)} `;
  return `${day}às ${clockTime.format(at)}`;
}

export async function getExam(ctx: AppContext, userId: string, id: string): Promise<ExamOverview> {
  const quiz = await loadVisibleQuiz(ctx, id);
  const [poolSize, stats, active, access, retryAt] = await Promise.all([
    repo.countQuestions(ctx.db, quiz.id),
    repo.getAttemptStats(ctx.db, userId, quiz.id),
    repo.findActiveAttempt(ctx.db, userId, quiz.id, ctx.clock.now().toISOString()),
    accessOf(ctx, userId, quiz),
    retryAvailableAt(ctx, userId, quiz),
  ]);
  return {
    id: quiz.id,
    courseId: quiz.courseId,
    courseTitle: quiz.courseTitle,
    title: quiz.title,
    durationMinutes: quiz.durationMinutes,
    passingScore: quiz.passingScore,
    questionCount: quiz.questionsPerAttempt === null ? poolSize : Math.min(Math.max(1, quiz.questionsPerAttempt), poolSize),
    retryWaitMinutes: quiz.retryWaitMinutes,
    retryAvailableAt: retryAt?.toISOString() ?? null,
    access,
    attemptsCount: stats.attempts,
    bestScore: stats.bestScore,
    passed: stats.passed,
    activeAttemptId: active?.id ?? null,
  };
}

/**
 * Starts an attempt with its own draw: `questionsPerAttempt` questions from the pool, in a
 * random order, each with its options shuffled, all stored with the attempt. Refused (429)
 * before the quiz's wait after the last submitted attempt, saying when the student may retry.
 */
export async function startAttempt(ctx: AppContext, userId: string, id: string): Promise<Attempt> {
  const quiz = await loadVisibleQuiz(ctx, id);
  const access = await accessOf(ctx, userId, quiz);
  if (access === 'premium') throw new AppError('forbidden', 'Este simulado faz parte de um curso premium. Assine um plano para acessar.');
  if (access === 'expired') throw new AppError('forbidden', 'Sua assinatura expirou. Renove para acessar este simulado.');
  const pool = await repo.listQuestions(ctx.db, quiz.id);
  if (pool.length === 0) throw new AppError('conflict', 'Este simulado ainda não tem questões.');
  const now = ctx.clock.now();
  const retryAt = await retryAvailableAt(ctx, userId, quiz);
  if (retryAt) {
    throw new AppError('too-many-requests', `Aguarde o intervalo entre tentativas: você poderá fazer o simulado novamente ${whenText(retryAt, now)}.`);
  }
  const draw = drawAttempt(pool, quiz.questionsPerAttempt);
  const row: AttemptRow = {
    id: newId(),
    quizId: quiz.id,
    userId,
    startedAt: now.toISOString(),
    deadlineAt: new Date(now.getTime() + quiz.durationMinutes * 60_000).toISOString(),
    submittedAt: null,
    answers: JSON.stringify((JSON.parse(draw.questionIds) as string[]).map(() => null)),
    score: null,
    passed: null,
    questionIds: draw.questionIds,
    optionOrders: draw.optionOrders,
    answerKey: null,
  };
  await repo.insertAttempt(ctx.db, row);
  const layout = layoutOf(row, pool);
  return { ...attemptBase(ctx, row), questions: layout.questions.map(toQuestion), answers: [], result: null };
}

function attemptBase(ctx: AppContext, row: AttemptRow) {
  return { id: row.id, quizId: row.quizId, startedAt: row.startedAt, deadlineAt: row.deadlineAt, serverNow: ctx.clock.now().toISOString(), submittedAt: row.submittedAt };
}

/** The student's own attempt; anyone else's is 'not found' (its existence is not revealed). */
async function loadOwnAttempt(ctx: AppContext, userId: string, attemptId: string) {
  const attempt = await repo.findAttempt(ctx.db, attemptId);
  if (!attempt || attempt.userId !== userId) throw attemptNotFound();
  const quiz = await repo.findQuizById(ctx.db, attempt.quizId);
  if (!quiz) throw attemptNotFound();
  const layout = layoutOf(attempt, await repo.listQuestions(ctx.db, quiz.id));
  return { attempt, quiz, layout };
}

export async function getAttempt(ctx: AppContext, userId: string, attemptId: string): Promise<Attempt> {
  const { attempt, quiz, layout } = await loadOwnAttempt(ctx, userId, attemptId);
  const stored = parseStoredAnswers(attempt.answers, layout.slots);
  const result = attempt.submittedAt ? await buildResult(ctx, attempt, quiz, layout, stored) : null;
  return { ...attemptBase(ctx, attempt), questions: layout.questions.map(toQuestion), answers: answersToList(layout, stored), result };
}

export async function saveAnswers(ctx: AppContext, userId: string, attemptId: string, answers: Answer[]) {
  const { attempt, layout } = await loadOwnAttempt(ctx, userId, attemptId);
  const merged = mergeAnswers(layout, parseStoredAnswers(attempt.answers, layout.slots), answers);
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
 * An attempt already submitted (e.g. in another tab) is 409: the page then reads the attempt.
 */
export async function submitAttempt(ctx: AppContext, userId: string, attemptId: string, answers: Answer[]): Promise<ExamResult> {
  const { attempt, quiz, layout } = await loadOwnAttempt(ctx, userId, attemptId);
  const stored = parseStoredAnswers(attempt.answers, layout.slots);
  const merged = mergeAnswers(layout, stored, answers);
  if (attempt.submittedAt) throw new AppError('conflict', 'Esta tentativa já foi finalizada.');
  const now = ctx.clock.now();
  const late = isPastGrace(attempt, now);
  const graded = late ? stored : merged;
  const { score } = grade(layout, graded);
  const passed = score >= quiz.passingScore;
  const submittedAt = now.toISOString();
  // The key it was graded with stays with it: a later correction changes neither score nor review.
  const answerKey = answerKeyOf(layout);

  const announce = await ctx.db.transaction().execute(async (trx) => {
    const ok = await repo.markAttemptSubmitted(trx, attempt.id, { answers: JSON.stringify(graded), score, passed: passed ? 1 : 0, submittedAt, answerKey });
    if (!ok) throw new AppError('conflict', 'Esta tentativa já foi finalizada.');
    if (!passed) return async () => {};
    return (await issueCertificateIfComplete(ctx, userId, quiz.courseId, trx)).announce;
  });
  await announce();
  return buildResult(ctx, { ...attempt, answers: JSON.stringify(graded), score, passed: passed ? 1 : 0, submittedAt, answerKey }, quiz, layout, graded);
}

/**
 * The review. A failed attempt says which answers were wrong and gives each explanation,
 * but not which option was right: otherwise failing once would hand out the key.
 * A passing attempt shows the full key.
 */
async function buildResult(ctx: AppContext, attempt: AttemptRow, quiz: Quiz, layout: AttemptLayout, answers: Array<number | null>): Promise<ExamResult> {
  const submittedAt = attempt.submittedAt as string;
  const { correctCount } = grade(layout, answers);
  const started = new Date(attempt.startedAt).getTime();
  const ended = Math.min(new Date(submittedAt).getTime(), new Date(attempt.deadlineAt).getTime());
  const certificate = await findCertificateOfCourse(ctx, attempt.userId, quiz.courseId);
  const passed = attempt.passed === 1;
  return {
    attemptId: attempt.id,
    quizId: quiz.id,
    courseId: quiz.courseId,
    score: attempt.score ?? 0,
    passed,
    passingScore: quiz.passingScore,
    correctCount,
    totalQuestions: layout.questions.length,
    startedAt: attempt.startedAt,
    submittedAt,
    timeSpentSeconds: Math.max(0, Math.round((ended - started) / 1000)),
    gradedAfterDeadline: new Date(submittedAt).getTime() > new Date(attempt.deadlineAt).getTime() + SUBMIT_GRACE_SECONDS * 1000,
    answerKeyShown: passed,
    questions: layout.questions.map((item, displayIndex) => {
      const chosen = answers[item.slot];
      return {
        ...toQuestion(item, displayIndex),
        chosenIndex: chosen === null ? null : item.order.indexOf(chosen),
        ...(passed ? { correctIndex: item.order.indexOf(item.correctIndex) } : {}),
        explanation: item.question.explanation,
        isCorrect: chosen === item.correctIndex,
      };
    }),
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

/** The student's best passing score in each quiz of the course (null: not passed yet); `db` may be the caller's transaction. */
export async function getBestPassingScores(ctx: AppContext, userId: string, courseId: string, db = ctx.db) {
  return repo.bestPassingScoresOfCourse(db, userId, courseId);
}

// Courses' teacher dashboard counts quizzes, and moderation reviews them, through this door.
export { countQuizzesByCourse, listQuizzesForReview } from './quiz-editor.service.ts';

/** Exam attempts of one person, without answer keys (LGPD export). */
export async function exportExamData(ctx: Pick<AppContext, 'db'>, userId: string) {
  return examDataOf(ctx.db, userId);
}

/** Erasure: the person's attempts (`db`: the erasure's transaction). */
export async function eraseExamAttempts(db: Db, userId: string) {
  await eraseExamData(db, userId);
}
