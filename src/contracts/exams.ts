import { z } from 'zod';
import { defineEndpoint, IdParamsSchema } from './endpoint.ts';

/** Answers arriving this long after the deadline still count (the page submits at zero, the network adds a little). */
export const SUBMIT_GRACE_SECONDS = 15;
/** Minutes a student waits between attempts unless the quiz says otherwise (docs/decisions/wait-between-attempts.md). */
export const DEFAULT_RETRY_WAIT_MINUTES = 10;

/**
 * A question as the student sees it before submitting: never the right answer or the explanation.
 * Questions and options come in this attempt's own shuffled order; `position` is the place in it
 * (1-based) and an answer's `optionIndex` is the place of the option in `options`.
 */
export const ExamQuestionSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  question: z.string(),
  options: z.array(z.string()),
});
export type ExamQuestion = z.infer<typeof ExamQuestionSchema>;

export const ExamAccessSchema = z.enum(['ok', 'premium', 'expired']);
export type ExamAccess = z.infer<typeof ExamAccessSchema>;

export const ExamOverviewSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  title: z.string(),
  durationMinutes: z.number().int(),
  passingScore: z.number().int(),
  /** Questions in each attempt (a quiz may draw them from a larger pool). */
  questionCount: z.number().int(),
  /** Minimum wait between attempts. */
  retryWaitMinutes: z.number().int(),
  /** When the student may start the next attempt; null = now. */
  retryAvailableAt: z.string().nullable(),
  /** Whether the student may take it now (premium courses need an active subscription). */
  access: ExamAccessSchema,
  attemptsCount: z.number().int(),
  bestScore: z.number().int().nullable(),
  passed: z.boolean(),
  /** An attempt started and not yet submitted whose time has not run out. */
  activeAttemptId: z.string().nullable(),
});
export type ExamOverview = z.infer<typeof ExamOverviewSchema>;

export const AnswerSchema = z.object({
  questionId: z.string().min(1).max(100),
  optionIndex: z.number().int().min(0).max(3),
}).strict();
export type Answer = z.infer<typeof AnswerSchema>;

export const AnswersBodySchema = z.object({ answers: z.array(AnswerSchema).max(200) }).strict();

export const ExamResultQuestionSchema = ExamQuestionSchema.extend({
  chosenIndex: z.number().int().nullable(),
  /** Only in a passing attempt: a failed one says which answers were wrong, not which option was right. */
  correctIndex: z.number().int().optional(),
  explanation: z.string(),
  isCorrect: z.boolean(),
});

export const ExamResultSchema = z.object({
  attemptId: z.string(),
  quizId: z.string(),
  courseId: z.string(),
  score: z.number().int(),
  passed: z.boolean(),
  passingScore: z.number().int(),
  correctCount: z.number().int(),
  totalQuestions: z.number().int(),
  startedAt: z.string(),
  submittedAt: z.string(),
  timeSpentSeconds: z.number().int(),
  /** Submitted after the deadline: only the answers saved in time were graded. */
  gradedAfterDeadline: z.boolean(),
  /** Whether `questions[].correctIndex` is given (the attempt passed). */
  answerKeyShown: z.boolean(),
  questions: z.array(ExamResultQuestionSchema),
  /** The student's certificate for the course, when one exists (e.g. issued by this attempt). */
  certificate: z.object({ id: z.string(), code: z.string() }).nullable(),
});
export type ExamResult = z.infer<typeof ExamResultSchema>;

export const AttemptSchema = z.object({
  id: z.string(),
  quizId: z.string(),
  startedAt: z.string(),
  deadlineAt: z.string(),
  /** The server's clock when answering, so the countdown does not depend on the browser's clock. */
  serverNow: z.string(),
  submittedAt: z.string().nullable(),
  questions: z.array(ExamQuestionSchema),
  answers: z.array(AnswerSchema),
  result: ExamResultSchema.nullable(),
});
export type Attempt = z.infer<typeof AttemptSchema>;

export const examEndpoints = {
  get: defineEndpoint({
    method: 'GET', path: '/api/exams/:id', access: ['aluno'],
    summary: 'Dados de um simulado (por id do simulado ou do curso), sem as questões.',
    params: IdParamsSchema, response: ExamOverviewSchema,
  }),
  start: defineEndpoint({
    method: 'POST', path: '/api/exams/:id/attempts', access: ['aluno'], status: 201,
    summary: 'Inicia uma nova tentativa (questões sorteadas e embaralhadas); devolve as questões sem as respostas corretas. 429 antes do intervalo mínimo entre tentativas.',
    params: IdParamsSchema, response: AttemptSchema, conflict: 'O simulado ainda não tem questões.',
  }),
  getAttempt: defineEndpoint({
    method: 'GET', path: '/api/exam-attempts/:id', access: ['aluno'],
    summary: 'Uma tentativa do próprio aluno: em andamento (sem gabarito) ou corrigida.',
    params: IdParamsSchema, response: AttemptSchema,
  }),
  saveAnswers: defineEndpoint({
    method: 'PUT', path: '/api/exam-attempts/:id/answers', access: ['aluno'],
    summary: 'Guarda as respostas escolhidas até agora (antes do fim do tempo).',
    params: IdParamsSchema, body: AnswersBodySchema, response: z.object({ ok: z.literal(true), savedAt: z.string() }),
    conflict: 'A tentativa já foi finalizada, ou o tempo terminou.',
  }),
  submit: defineEndpoint({
    method: 'POST', path: '/api/exam-attempts/:id/submit', access: ['aluno'],
    summary: 'Finaliza a tentativa: o servidor corrige e devolve nota e explicações (o gabarito só se aprovado). 409 se já finalizada: leia a tentativa.',
    params: IdParamsSchema, body: AnswersBodySchema, response: ExamResultSchema,
    conflict: 'A tentativa já foi finalizada.',
  }),
};
