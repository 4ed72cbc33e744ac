import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_WAIT_MINUTES, examEndpoints } from '#contracts/exams';
import { newId } from '#server/lib/ids';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { insertCourse, insertQuiz } from '#server/testing/assessment-factories';
import { shuffled } from './attempt-layout.ts';

// Issue 11, item 2: failing once must not hand out the answer key, and 'Tentar Novamente'
// must not give the same exam again. Item 10: a second submit (another tab) is 409 and the
// attempt can still be read with its result.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

interface ShownQuestion { id: string; position: number; question: string; options: string[] }
interface ShownAttempt { id: string; questions: ShownQuestion[] }

const LETTERS = ['A', 'B', 'C', 'D'];

async function student() {
  const user = await t.insertUser({ role: 'aluno' });
  return { ...user, cookie: await t.signIn(user.email, user.password) };
}

/** A quiz of `count` questions (options 'Opção A'..'Opção D'), with optional pool size and wait. */
async function newQuiz(count: number, settings: { questionsPerAttempt?: number | null; retryWaitMinutes?: number } = {}) {
  const courseId = await insertCourse(t.db);
  const correct = Array.from({ length: count }, (_, i) => (i * 3 + 1) % 4);
  const quiz = await insertQuiz(t.db, courseId, { correct });
  if (Object.keys(settings).length > 0) await t.db.updateTable('quizzes').set(settings).where('id', '=', quiz.id).execute();
  return { courseId, ...quiz };
}

type Quiz = Awaited<ReturnType<typeof newQuiz>>;

const rightTextOf = (quiz: Quiz, questionId: string) => `Opção ${LETTERS[quiz.correct[quiz.questionIds.indexOf(questionId)]]}`;
/** The right answer of each shown question, found by its text among the attempt's shuffled options. */
const rightAnswers = (quiz: Quiz, attempt: ShownAttempt) => attempt.questions.map((q) => ({ questionId: q.id, optionIndex: q.options.indexOf(rightTextOf(quiz, q.id)) }));
const wrongAnswers = (quiz: Quiz, attempt: ShownAttempt) => rightAnswers(quiz, attempt).map((a) => ({ ...a, optionIndex: (a.optionIndex + 1) % 4 }));

async function start(cookie: string, quizId: string): Promise<ShownAttempt> {
  const res = await t.call(examEndpoints.start, { params: { id: quizId }, cookie });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const submit = (cookie: string, attemptId: string, answers: Array<{ questionId: string; optionIndex: number }>) => t.call(examEndpoints.submit, { params: { id: attemptId }, cookie, body: { answers } });

describe('the shuffle', () => {
  it('is a permutation, and every order of three items turns up', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 600; i++) {
      const order = shuffled(['a', 'b', 'c']);
      expect([...order].sort()).toEqual(['a', 'b', 'c']);
      seen.add(order.join(''));
    }
    // Each of the 6 orders has probability 1/6; missing one in 600 draws: 6 · (5/6)^600 ≈ 10^-47.
    expect(seen.size).toBe(6);
  });
});

describe('each attempt has its own order', () => {
  it('two attempts of 10 questions get different orders (equal by chance: 1/10! ≈ 3·10^-7), each a permutation of the quiz', async () => {
    const quiz = await newQuiz(10, { retryWaitMinutes: 0 });
    const s = await student();
    const first = await start(s.cookie, quiz.id);
    await submit(s.cookie, first.id, []);
    const second = await start(s.cookie, quiz.id);
    for (const attempt of [first, second]) {
      expect(attempt.questions.map((q) => q.id).sort()).toEqual([...quiz.questionIds].sort());
      expect(attempt.questions.map((q) => q.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      for (const q of attempt.questions) expect([...q.options].sort()).toEqual(['Opção A', 'Opção B', 'Opção C', 'Opção D']);
    }
    expect(first.questions.map((q) => q.id)).not.toEqual(second.questions.map((q) => q.id));
    // Options are shuffled too: over 10 questions, all in the written order has probability (1/24)^10.
    expect(first.questions.every((q) => q.options.join() === 'Opção A,Opção B,Opção C,Opção D')).toBe(false);
  });

  it('a reload shows the same order, options and saved answers', async () => {
    const quiz = await newQuiz(8);
    const s = await student();
    const attempt = await start(s.cookie, quiz.id);
    const chosen = [{ questionId: attempt.questions[2].id, optionIndex: 3 }];
    expect((await t.call(examEndpoints.saveAnswers, { params: { id: attempt.id }, cookie: s.cookie, body: { answers: chosen } })).status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const read = await t.call(examEndpoints.getAttempt, { params: { id: attempt.id }, cookie: s.cookie });
      expect(read.body.questions).toEqual(attempt.questions);
      expect(read.body.answers).toEqual(chosen);
    }
    const overview = await t.call(examEndpoints.get, { params: { id: quiz.id }, cookie: s.cookie });
    expect(overview.body.activeAttemptId).toBe(attempt.id);
  });

  it('grades the option shown at the chosen position, whatever the order', async () => {
    const quiz = await newQuiz(10);
    const s = await student();
    const attempt = await start(s.cookie, quiz.id);
    const right = rightAnswers(quiz, attempt);
    // 7 right: the three others at the display position the right option would have had unshuffled.
    const answers = right.map((a, i) => {
      if (i >= 3) return a;
      const q = attempt.questions[i];
      const original = quiz.correct[quiz.questionIds.indexOf(q.id)];
      return { ...a, optionIndex: original === a.optionIndex ? (original + 1) % 4 : original };
    });
    const res = await submit(s.cookie, attempt.id, answers);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ score: 70, correctCount: 7, totalQuestions: 10, passed: true });
    expect(res.body.questions.map((q: { isCorrect: boolean }) => q.isCorrect)).toEqual([false, false, false, true, true, true, true, true, true, true]);
    expect(res.body.questions.map((q) => q.chosenIndex)).toEqual(answers.map((a) => a.optionIndex));
    // The stored answers are the options chosen, by their written index.
    const row = await t.db.selectFrom('quizAttempts').select('answers').where('id', '=', attempt.id).executeTakeFirstOrThrow();
    const stored = JSON.parse(row.answers!) as number[];
    attempt.questions.forEach((q, i) => expect(`Opção ${LETTERS[stored[i]]}`).toBe(q.options[answers[i].optionIndex]));
  });
});

describe('a pool larger than the exam', () => {
  it('each attempt draws questionsPerAttempt questions of the pool', async () => {
    const quiz = await newQuiz(12, { questionsPerAttempt: 5, retryWaitMinutes: 0 });
    const s = await student();
    const overview = await t.call(examEndpoints.get, { params: { id: quiz.id }, cookie: s.cookie });
    expect(overview.body.questionCount).toBe(5);
    const draws: string[] = [];
    for (let i = 0; i < 4; i++) {
      const attempt = await start(s.cookie, quiz.id);
      const ids = attempt.questions.map((q) => q.id);
      expect(ids).toHaveLength(5);
      expect(new Set(ids).size).toBe(5);
      for (const id of ids) expect(quiz.questionIds).toContain(id);
      draws.push([...ids].sort().join());
      // Graded over the drawn questions only: all 5 right is 100 %.
      const res = await submit(s.cookie, attempt.id, rightAnswers(quiz, attempt));
      expect(res.body).toMatchObject({ score: 100, correctCount: 5, totalQuestions: 5 });
    }
    // C(12,5) = 792 possible sets: four equal draws has probability 792^-3 ≈ 2·10^-9.
    expect(new Set(draws).size).toBeGreaterThan(1);
  });

  it('a question of the pool that was not drawn cannot be answered', async () => {
    const quiz = await newQuiz(6, { questionsPerAttempt: 3 });
    const s = await student();
    const attempt = await start(s.cookie, quiz.id);
    const notDrawn = quiz.questionIds.find((id) => !attempt.questions.some((q) => q.id === id))!;
    const res = await submit(s.cookie, attempt.id, [{ questionId: notDrawn, optionIndex: 0 }]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Resposta para uma questão que não pertence a este simulado.');
  });
});

describe('the review', () => {
  it('a failed attempt says which answers were wrong, with explanations, and never which option was right', async () => {
    const quiz = await newQuiz(5);
    const s = await student();
    const attempt = await start(s.cookie, quiz.id);
    const answers = wrongAnswers(quiz, attempt).map((a, i) => (i === 0 ? rightAnswers(quiz, attempt)[0] : a)).slice(0, 4); // 1 right, 3 wrong, 1 blank
    const res = await submit(s.cookie, attempt.id, answers);
    expect(res.body).toMatchObject({ score: 20, passed: false, answerKeyShown: false });
    const read = await t.call(examEndpoints.getAttempt, { params: { id: attempt.id }, cookie: s.cookie });
    for (const raw of [res.raw.body, read.raw.body]) expect(raw).not.toContain('correctIndex');
    const questions = res.body.questions as Array<Record<string, unknown>>;
    expect(questions.map((q) => q.isCorrect)).toEqual([true, false, false, false, false]);
    expect(questions.map((q) => q.chosenIndex)).toEqual([...answers.map((a) => a.optionIndex), null]);
    for (const q of questions) {
      expect(q.explanation).toBe(`Explicação secreta ${quiz.questionIds.indexOf(q.id as string) + 1}`);
      expect(Object.keys(q).sort()).toEqual(['chosenIndex', 'explanation', 'id', 'isCorrect', 'options', 'position', 'question']);
    }
    expect(read.body.result?.questions).toEqual(res.body.questions);
  });

  it('a passing attempt shows the full key', async () => {
    const quiz = await newQuiz(5);
    const s = await student();
    const attempt = await start(s.cookie, quiz.id);
    const right = rightAnswers(quiz, attempt);
    const res = await submit(s.cookie, attempt.id, right.slice(0, 4)); // 80 %
    expect(res.body).toMatchObject({ score: 80, passed: true, answerKeyShown: true });
    expect(res.body.questions.map((q) => q.correctIndex)).toEqual(right.map((a) => a.optionIndex));
    const read = await t.call(examEndpoints.getAttempt, { params: { id: attempt.id }, cookie: s.cookie });
    expect(read.body.result?.questions[4]).toMatchObject({ chosenIndex: null, correctIndex: right[4].optionIndex, isCorrect: false });
  });
});

describe('the wait between attempts', () => {
  const timeOf = (date: Date) => new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit' }).format(date);

  it(`refuses a new attempt for ${DEFAULT_RETRY_WAIT_MINUTES} minutes after the last one, saying when; then allows it`, async () => {
    const quiz = await newQuiz(5);
    const s = await student();
    const attempt = await start(s.cookie, quiz.id);
    t.clock.advance(90_000);
    await submit(s.cookie, attempt.id, []);
    const retryAt = new Date(t.clock.now().getTime() + DEFAULT_RETRY_WAIT_MINUTES * 60_000);

    const overview = await t.call(examEndpoints.get, { params: { id: quiz.id }, cookie: s.cookie });
    expect(overview.body).toMatchObject({ retryWaitMinutes: DEFAULT_RETRY_WAIT_MINUTES, retryAvailableAt: retryAt.toISOString() });

    t.clock.advance(DEFAULT_RETRY_WAIT_MINUTES * 60_000 - 1000);
    const early = await t.call(examEndpoints.start, { params: { id: quiz.id }, cookie: s.cookie });
    expect(early.status).toBe(429);
    expect(early.body.message).toBe(`Aguarde o intervalo entre tentativas: você poderá fazer o simulado novamente às ${timeOf(retryAt)}.`);
    expect(await t.db.selectFrom('quizAttempts').select('id').where('userId', '=', s.id).execute()).toHaveLength(1);

    t.clock.advance(1000);
    expect((await t.call(examEndpoints.get, { params: { id: quiz.id }, cookie: s.cookie })).body.retryAvailableAt).toBeNull();
    await start(s.cookie, quiz.id);
  });

  it("uses the quiz's own wait, and names the day when it is not today", async () => {
    const quiz = await newQuiz(5, { retryWaitMinutes: 3 * 24 * 60 });
    const s = await student();
    await submit(s.cookie, (await start(s.cookie, quiz.id)).id, []);
    const retryAt = new Date(t.clock.now().getTime() + 3 * 86_400_000);
    const day = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' }).format(retryAt);
    const early = await t.call(examEndpoints.start, { params: { id: quiz.id }, cookie: s.cookie });
    expect(early.status).toBe(429);
    expect(early.body.message).toBe(`Aguarde o intervalo entre tentativas: você poderá fazer o simulado novamente em ${day} às ${timeOf(retryAt)}.`);
    // Another student is not held back.
    await start((await student()).cookie, quiz.id);
  });
});

describe('submitted in another tab', () => {
  it('the second submit is 409 and the attempt gives the first result', async () => {
    const quiz = await newQuiz(5);
    const s = await student();
    const attempt = await start(s.cookie, quiz.id);
    const first = await submit(s.cookie, attempt.id, rightAnswers(quiz, attempt));
    expect(first.body).toMatchObject({ score: 100, passed: true });
    const second = await submit(s.cookie, attempt.id, wrongAnswers(quiz, attempt));
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('Esta tentativa já foi finalizada.');
    const read = await t.call(examEndpoints.getAttempt, { params: { id: attempt.id }, cookie: s.cookie });
    expect(read.body.submittedAt).not.toBeNull();
    expect(read.body.result).toEqual(first.body);
  });
});

describe('attempts from before the shuffle', () => {
  it('show every question in written order and grade as before', async () => {
    const quiz = await newQuiz(5);
    const s = await student();
    const now = t.clock.now();
    const id = newId();
    // A row as the previous version stored it: no draw columns, answers by written index.
    await t.db
      .insertInto('quizAttempts')
      .values({ id, quizId: quiz.id, userId: s.id, startedAt: now.toISOString(), deadlineAt: new Date(now.getTime() + 30 * 60_000).toISOString(), submittedAt: null, answers: JSON.stringify([quiz.correct[0], null, null, null, null]), score: null, passed: null })
      .execute();
    const read = await t.call(examEndpoints.getAttempt, { params: { id: id }, cookie: s.cookie });
    expect(read.body.questions.map((q: ShownQuestion) => q.id)).toEqual(quiz.questionIds);
    for (const q of read.body.questions as ShownQuestion[]) expect(q.options).toEqual(['Opção A', 'Opção B', 'Opção C', 'Opção D']);
    expect(read.body.answers).toEqual([{ questionId: quiz.questionIds[0], optionIndex: quiz.correct[0] }]);
    const res = await submit(s.cookie, id, quiz.questionIds.slice(1, 4).map((questionId, i) => ({ questionId, optionIndex: quiz.correct[i + 1] })));
    expect(res.body).toMatchObject({ score: 80, correctCount: 4, passed: true });
    expect(res.body.questions.map((q) => q.correctIndex)).toEqual(quiz.correct);
  });
});
