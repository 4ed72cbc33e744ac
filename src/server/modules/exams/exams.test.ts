import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '#contracts/endpoint';
import { DEFAULT_RETRY_WAIT_MINUTES, examEndpoints, SUBMIT_GRACE_SECONDS } from '#contracts/exams';
import { quizIdOf } from '#server/db/seed/assessment.seed';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { enroll, insertCourse, insertQuiz, insertSubscription } from '#server/testing/assessment-factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

async function student() {
  const user = await t.insertUser({ role: 'aluno' });
  return { ...user, cookie: await t.signIn(user.email, user.password) };
}

async function newQuiz(options: Parameters<typeof insertQuiz>[2] = {}, course: Parameters<typeof insertCourse>[1] = {}) {
  const courseId = await insertCourse(t.db, course);
  return { courseId, ...(await insertQuiz(t.db, courseId, options)) };
}

/** The right answers in the attempt's own order: each right option found by its text among the attempt's shuffled options. */
const allRight = (quiz: { questionIds: string[]; correct: number[] }, attempt: { questions: Array<{ id: string; options: string[] }> }) =>
  attempt.questions.map((q) => ({ questionId: q.id, optionIndex: q.options.indexOf(`Opção ${'ABCD'[quiz.correct[quiz.questionIds.indexOf(q.id)]]}`) }));

async function start(cookie: string, id: string) {
  const res = await t.call(examEndpoints.start, { params: { id }, cookie });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe('exam overview', () => {
  it('finds a seeded exam by course id and by quiz id, without questions', async () => {
    const cookie = await t.signInAs('aluno');
    const byCourse = await t.call(examEndpoints.get, { params: { id: '14' }, cookie });
    expect(byCourse.status).toBe(200);
    expect(byCourse.body).toMatchObject({ id: quizIdOf('14'), courseId: '14', courseTitle: 'Francês para Viagens', durationMinutes: 30, passingScore: 70, questionCount: 5, access: 'ok' });
    const byId = await t.call(examEndpoints.get, { params: { id: quizIdOf('14') }, cookie });
    expect(byId.body.id).toBe(quizIdOf('14'));
    expect(JSON.stringify(byId.body)).not.toContain('options');
  });

  it('every approved demo course has an exam of at least 5 questions with four options, one right answer and an explanation', async () => {
    const quizzes = await t.db.selectFrom('quizzes').select(['id', 'courseId', 'durationMinutes', 'passingScore']).execute();
    const courses = await t.db.selectFrom('courses').select('id').where('status', '=', 'approved').execute(); // the teacher seed's draft, pending and rejected courses have none yet
    expect(new Set(quizzes.map((q) => q.courseId))).toEqual(new Set(courses.map((c) => c.id)));
    for (const quiz of quizzes) {
      expect(quiz).toMatchObject({ durationMinutes: 30, passingScore: 70 });
      const questions = await t.db.selectFrom('quizQuestions').selectAll().where('quizId', '=', quiz.id).execute();
      expect(questions.length).toBeGreaterThanOrEqual(5);
      for (const q of questions) {
        const options = JSON.parse(q.options) as string[];
        expect(options).toHaveLength(4);
        expect(new Set(options).size).toBe(4);
        expect(q.correctIndex).toBeGreaterThanOrEqual(0);
        expect(q.correctIndex).toBeLessThan(4);
        expect(q.explanation.length).toBeGreaterThan(10);
      }
    }
    // The right answers are not always in the same position.
    const positions = new Set((await t.db.selectFrom('quizQuestions').select('correctIndex').execute()).map((q) => q.correctIndex));
    expect(positions.size).toBe(4);
  });

  it('404 for an unknown id and for an exam of a course not approved', async () => {
    const cookie = await t.signInAs('aluno');
    const unknown = await t.call(examEndpoints.get, { params: { id: 'nao-existe' }, cookie });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Simulado não encontrado.');
    const draft = await newQuiz({}, { status: 'pending' });
    expect((await t.call(examEndpoints.get, { params: { id: draft.id }, cookie })).status).toBe(404);
    expect((await t.call(examEndpoints.start, { params: { id: draft.id }, cookie })).status).toBe(404);
  });

  it('premium exams need an active subscription', async () => {
    const quiz = await newQuiz({}, { isPremium: true });
    const none = await student();
    expect((await t.call(examEndpoints.get, { params: { id: quiz.id }, cookie: none.cookie })).body.access).toBe('premium');
    const refused = await t.call(examEndpoints.start, { params: { id: quiz.id }, cookie: none.cookie });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Este simulado faz parte de um curso premium. Assine um plano para acessar.');

    const expired = await student();
    await insertSubscription(t.db, expired.id, { status: 'expired', periodEnd: new Date(t.clock.now().getTime() - 3 * 86_400_000).toISOString() });
    expect((await t.call(examEndpoints.get, { params: { id: quiz.id }, cookie: expired.cookie })).body.access).toBe('expired');
    expect((await t.call(examEndpoints.start, { params: { id: quiz.id }, cookie: expired.cookie })).status).toBe(403);

    const subscriber = await student();
    await insertSubscription(t.db, subscriber.id, { periodEnd: new Date(t.clock.now().getTime() + 30 * 86_400_000).toISOString() });
    expect((await t.call(examEndpoints.get, { params: { id: quiz.id }, cookie: subscriber.cookie })).body.access).toBe('ok');
    await start(subscriber.cookie, quiz.id);
  });

  it('an exam without questions cannot be started', async () => {
    const quiz = await newQuiz({ correct: [] });
    const s = await student();
    const res = await t.call(examEndpoints.start, { params: { id: quiz.id }, cookie: s.cookie });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Este simulado ainda não tem questões.');
  });
});

describe('taking an exam', () => {
  it('never sends the right answers or explanations before the attempt is submitted', async () => {
    const quiz = await newQuiz();
    const s = await student();
    const attempt = await start(s.cookie, quiz.id);
    expect(attempt.questions).toHaveLength(5);
    // Shuffled per attempt (exam-fairness.test.ts): the same questions and options, in some order.
    expect(attempt.questions.map((q: { id: string }) => q.id).sort()).toEqual([...quiz.questionIds].sort());
    const first = attempt.questions.find((q: { id: string }) => q.id === quiz.questionIds[0]);
    expect(first).toMatchObject({ question: 'Pergunta 1?' });
    expect([...(first?.options ?? [])].sort()).toEqual(['Opção A', 'Opção B', 'Opção C', 'Opção D']);
    for (const body of [attempt, (await t.call(examEndpoints.getAttempt, { params: { id: attempt.id }, cookie: s.cookie })).body]) {
      const text = JSON.stringify(body);
      expect(text).not.toMatch(/correct/i);
      expect(text).not.toContain('Explicação secreta');
      expect(body.result).toBeNull();
    }
    // Saving answers does not reveal anything either.
    const saved = await t.call(examEndpoints.saveAnswers, { params: { id: attempt.id }, cookie: s.cookie, body: { answers: [{ questionId: quiz.questionIds[0], optionIndex: 2 }] } });
    expect(saved.status).toBe(200);
    expect(JSON.stringify(saved.body)).not.toMatch(/correct|Explicação/);
    const again = await t.call(examEndpoints.getAttempt, { params: { id: attempt.id }, cookie: s.cookie });
    expect(again.body.answers).toEqual([{ questionId: quiz.questionIds[0], optionIndex: 2 }]);
    expect(JSON.stringify(again.body)).not.toMatch(/correct/i);
  });

  it('grades on the server: a pass shows the score, each right answer and explanation, and is stored', async () => {
    const quiz = await newQuiz({ correct: [0, 1, 2, 3, 0, 1, 2, 3, 0, 1], passingScore: 70 });
    const s = await student();
    const attempt = await start(s.cookie, quiz.id);
    t.clock.advance(4 * 60_000);
    const right = allRight(quiz, attempt);
    const answers = right.map((a, i) => (i < 3 ? { ...a, optionIndex: (a.optionIndex + 1) % 4 } : a)); // 7 of 10
    const res = await t.call(examEndpoints.submit, { params: { id: attempt.id }, cookie: s.cookie, body: { answers } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ attemptId: attempt.id, quizId: quiz.id, score: 70, passed: true, passingScore: 70, correctCount: 7, totalQuestions: 10, timeSpentSeconds: 240, gradedAfterDeadline: false, answerKeyShown: true });
    // The review keeps the attempt's order; a pass shows the key in that order.
    expect(res.body.questions[0]).toEqual({
      ...attempt.questions[0], chosenIndex: answers[0].optionIndex, correctIndex: right[0].optionIndex,
      explanation: `Explicação secreta ${quiz.questionIds.indexOf(attempt.questions[0].id) + 1}`, isCorrect: false,
    });
    expect(res.body.questions[9]).toMatchObject({ chosenIndex: right[9].optionIndex, correctIndex: right[9].optionIndex, isCorrect: true });

    const row = await t.db.selectFrom('quizAttempts').selectAll().where('id', '=', attempt.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ score: 70, passed: 1, userId: s.id });
    expect(row.submittedAt).toBe(t.clock.now().toISOString());
    // Stored as the original option indexes, in the attempt's question order.
    const originalIndexOf = (text: string) => ['Opção A', 'Opção B', 'Opção C', 'Opção D'].indexOf(text);
    expect(JSON.parse(row.answers!)).toEqual(attempt.questions.map((q: { options: string[] }, i: number) => originalIndexOf(q.options[answers[i].optionIndex])));
    expect(JSON.parse(row.questionIds!)).toEqual(attempt.questions.map((q: { id: string }) => q.id));

    // The graded attempt can be read back with its result.
    const read = await t.call(examEndpoints.getAttempt, { params: { id: attempt.id }, cookie: s.cookie });
    expect(read.body.result).toMatchObject({ score: 70, passed: true, correctCount: 7 });
  });

  it('fails below the quiz passing score (69 % against 70 %)', async () => {
    const quiz = await newQuiz({ correct: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0], passingScore: 70 });
    const s = await student();
    const attempt = await start(s.cookie, quiz.id);
    const answers = allRight(quiz, attempt).map((a, i) => (i < 4 ? { ...a, optionIndex: (a.optionIndex + 1) % 4 } : a)); // 6 of 10
    const res = await t.call(examEndpoints.submit, { params: { id: attempt.id }, cookie: s.cookie, body: { answers } });
    expect(res.body).toMatchObject({ score: 60, passed: false, correctCount: 6, certificate: null });
  });

  it("uses the quiz's own passing score", async () => {
    const quiz = await newQuiz({ correct: [0, 0, 0, 0, 0], passingScore: 90 });
    const s = await student();
    const attempt = await start(s.cookie, quiz.id);
    const answers = allRight(quiz, attempt).map((a, i) => (i === 0 ? { ...a, optionIndex: (a.optionIndex + 1) % 4 } : a)); // 80 %
    const res = await t.call(examEndpoints.submit, { params: { id: attempt.id }, cookie: s.cookie, body: { answers } });
    expect(res.body).toMatchObject({ score: 80, passed: false, passingScore: 90 });
  });

  it('an attempt is submitted once', async () => {
    const quiz = await newQuiz();
    const s = await student();
    const attempt = await start(s.cookie, quiz.id);
    const first = await t.call(examEndpoints.submit, { params: { id: attempt.id }, cookie: s.cookie, body: { answers: [] } });
    expect(first.body.score).toBe(0);
    const second = await t.call(examEndpoints.submit, { params: { id: attempt.id }, cookie: s.cookie, body: { answers: allRight(quiz, attempt) } });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('Esta tentativa já foi finalizada.');
    const save = await t.call(examEndpoints.saveAnswers, { params: { id: attempt.id }, cookie: s.cookie, body: { answers: allRight(quiz, attempt) } });
    expect(save.status).toBe(409);
    expect((await t.db.selectFrom('quizAttempts').select('score').where('id', '=', attempt.id).executeTakeFirstOrThrow()).score).toBe(0);
  });

  it('retry starts a new attempt with nothing answered; the overview keeps the best score', async () => {
    const quiz = await newQuiz();
    const s = await student();
    const first = await start(s.cookie, quiz.id);
    const overviewDuring = await t.call(examEndpoints.get, { params: { id: quiz.id }, cookie: s.cookie });
    expect(overviewDuring.body.activeAttemptId).toBe(first.id);
    await t.call(examEndpoints.submit, { params: { id: first.id }, cookie: s.cookie, body: { answers: allRight(quiz, first) } });
    t.clock.advance(DEFAULT_RETRY_WAIT_MINUTES * 60_000); // the wait between attempts (exam-fairness.test.ts)
    const retry = await start(s.cookie, quiz.id);
    expect(retry.id).not.toBe(first.id);
    expect(retry.answers).toEqual([]);
    await t.call(examEndpoints.submit, { params: { id: retry.id }, cookie: s.cookie, body: { answers: allRight(quiz, retry).slice(0, 2) } });
    const overview = await t.call(examEndpoints.get, { params: { id: quiz.id }, cookie: s.cookie });
    expect(overview.body).toMatchObject({ attemptsCount: 2, bestScore: 100, passed: true, activeAttemptId: null });
    expect(await t.db.selectFrom('quizAttempts').select('score').where('userId', '=', s.id).orderBy('startedAt').orderBy('score', 'desc').execute()).toEqual([{ score: 100 }, { score: 40 }]);
  });
});

describe('the deadline', () => {
  it('within the grace after the deadline the submitted answers count', async () => {
    const quiz = await newQuiz({ durationMinutes: 10 });
    const s = await student();
    const attempt = await start(s.cookie, quiz.id);
    expect(new Date(attempt.deadlineAt).getTime() - new Date(attempt.startedAt).getTime()).toBe(10 * 60_000);
    t.clock.advance(10 * 60_000 + (SUBMIT_GRACE_SECONDS - 5) * 1000);
    const res = await t.call(examEndpoints.submit, { params: { id: attempt.id }, cookie: s.cookie, body: { answers: allRight(quiz, attempt) } });
    expect(res.body).toMatchObject({ score: 100, gradedAfterDeadline: false, timeSpentSeconds: 600 });
  });

  it('after the deadline only the answers saved in time are graded, and no more can be saved', async () => {
    const quiz = await newQuiz({ durationMinutes: 5 });
    const s = await student();
    const attempt = await start(s.cookie, quiz.id);
    const firstTwo = allRight(quiz, attempt).slice(0, 2);
    expect((await t.call(examEndpoints.saveAnswers, { params: { id: attempt.id }, cookie: s.cookie, body: { answers: firstTwo } })).status).toBe(200);
    t.clock.advance(6 * 60_000);
    const late = await t.call(examEndpoints.saveAnswers, { params: { id: attempt.id }, cookie: s.cookie, body: { answers: allRight(quiz, attempt) } });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('O tempo deste simulado terminou.');
    const overview = await t.call(examEndpoints.get, { params: { id: quiz.id }, cookie: s.cookie });
    expect(overview.body.activeAttemptId).toBeNull();
    const res = await t.call(examEndpoints.submit, { params: { id: attempt.id }, cookie: s.cookie, body: { answers: allRight(quiz, attempt) } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ score: 40, correctCount: 2, gradedAfterDeadline: true, timeSpentSeconds: 300 });
    expect(res.body.questions.map((q: { chosenIndex: number | null }) => q.chosenIndex)).toEqual([firstTwo[0].optionIndex, firstTwo[1].optionIndex, null, null, null]);
  });
});

describe("other students' attempts", () => {
  it('cannot be read, answered or submitted by another student (404), and stay untouched', async () => {
    const quiz = await newQuiz();
    const owner = await student();
    const intruder = await student();
    const attempt = await start(owner.cookie, quiz.id);
    const read = await t.call(examEndpoints.getAttempt, { params: { id: attempt.id }, cookie: intruder.cookie });
    expect(read.status).toBe(404);
    expect(read.body.message).toBe('Tentativa não encontrada.');
    expect((await t.call(examEndpoints.saveAnswers, { params: { id: attempt.id }, cookie: intruder.cookie, body: { answers: allRight(quiz, attempt) } })).status).toBe(404);
    expect((await t.call(examEndpoints.submit, { params: { id: attempt.id }, cookie: intruder.cookie, body: { answers: allRight(quiz, attempt) } })).status).toBe(404);
    const row = await t.db.selectFrom('quizAttempts').selectAll().where('id', '=', attempt.id).executeTakeFirstOrThrow();
    expect(row.submittedAt).toBeNull();
    expect(JSON.parse(row.answers!)).toEqual([null, null, null, null, null]);
    // A submitted result is private too.
    await t.call(examEndpoints.submit, { params: { id: attempt.id }, cookie: owner.cookie, body: { answers: allRight(quiz, attempt) } });
    expect((await t.call(examEndpoints.getAttempt, { params: { id: attempt.id }, cookie: intruder.cookie })).status).toBe(404);
  });

  it('an unknown attempt is 404', async () => {
    const s = await student();
    expect((await t.call(examEndpoints.getAttempt, { params: { id: 'nao-existe' }, cookie: s.cookie })).status).toBe(404);
    expect((await t.call(examEndpoints.submit, { params: { id: 'nao-existe' }, cookie: s.cookie, body: { answers: [] } })).status).toBe(404);
  });
});

describe('bad bodies', () => {
  it('400 with a Portuguese message, nothing written', async () => {
    const quiz = await newQuiz();
    const other = await newQuiz();
    const s = await student();
    const attempt = await start(s.cookie, quiz.id);
    const cases: Array<{ body: unknown; message: RegExp }> = [
      { body: {}, message: /^Dados inválidos\. answers: Campo obrigatório\.$/ },
      { body: { answers: 'tudo certo' }, message: /Dados inválidos/ },
      { body: { answers: [{ questionId: quiz.questionIds[0], optionIndex: 4 }] }, message: /Dados inválidos/ },
      { body: { answers: [{ questionId: quiz.questionIds[0], optionIndex: -1 }] }, message: /Dados inválidos/ },
      { body: { answers: [{ questionId: quiz.questionIds[0], optionIndex: 1.5 }] }, message: /Dados inválidos/ },
      { body: { answers: [{ questionId: quiz.questionIds[0] }] }, message: /Dados inválidos/ },
      { body: { answers: [{ questionId: quiz.questionIds[0], optionIndex: 0, correct: true }] }, message: /Dados inválidos/ },
      { body: { answers: [], score: 100 }, message: /Dados inválidos/ },
      { body: { answers: [{ questionId: 'nao-existe', optionIndex: 0 }] }, message: /^Resposta para uma questão que não pertence a este simulado\.$/ },
      { body: { answers: [{ questionId: other.questionIds[0], optionIndex: 0 }] }, message: /^Resposta para uma questão que não pertence a este simulado\.$/ },
      { body: { answers: [{ questionId: quiz.questionIds[0], optionIndex: 0 }, { questionId: quiz.questionIds[0], optionIndex: 1 }] }, message: /^Cada questão só pode ser respondida uma vez\.$/ },
    ];
    for (const { body, message } of cases) {
      for (const endpoint of [examEndpoints.submit, examEndpoints.saveAnswers]) {
        const res = await t.callRaw(endpoint, { params: { id: attempt.id }, cookie: s.cookie, body });
        expect(res.status, `${endpoint.method} ${JSON.stringify(body)}`).toBe(400);
        expect(res.body.message).toMatch(message);
      }
    }
    // Raw inject: the helpers only send well-formed JSON.
    const url = buildPath(examEndpoints.submit.path, { id: attempt.id });
    const notJson = await t.app.inject({ method: 'POST', url, headers: { 'x-eduia-csrf': '1', 'content-type': 'application/json', cookie: `eduia_session=${s.cookie}` }, payload: '{"answers": [' });
    expect(notJson.statusCode).toBe(400);
    const row = await t.db.selectFrom('quizAttempts').selectAll().where('id', '=', attempt.id).executeTakeFirstOrThrow();
    expect(row.submittedAt).toBeNull();
    expect(JSON.parse(row.answers!)).toEqual([null, null, null, null, null]);
  });
});

describe('passing completes the course', () => {
  it('a passing attempt on a course whose lessons are all done issues the certificate, once', async () => {
    const quiz = await newQuiz();
    const s = await student();
    await enroll(t.db, s.id, quiz.courseId, { progressPercent: 100 });
    const failing = await start(s.cookie, quiz.id);
    const failed = await t.call(examEndpoints.submit, { params: { id: failing.id }, cookie: s.cookie, body: { answers: [] } });
    expect(failed.body.certificate).toBeNull();
    t.clock.advance(DEFAULT_RETRY_WAIT_MINUTES * 60_000);
    const passing = await start(s.cookie, quiz.id);
    const passed = await t.call(examEndpoints.submit, { params: { id: passing.id }, cookie: s.cookie, body: { answers: allRight(quiz, passing) } });
    expect(passed.body.certificate).toMatchObject({ code: expect.stringMatching(/^EDU-[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/) });
    t.clock.advance(DEFAULT_RETRY_WAIT_MINUTES * 60_000);
    const again = await start(s.cookie, quiz.id);
    const passedAgain = await t.call(examEndpoints.submit, { params: { id: again.id }, cookie: s.cookie, body: { answers: allRight(quiz, again) } });
    expect(passedAgain.body.certificate).toEqual(passed.body.certificate);
    expect(await t.db.selectFrom('certificates').select('id').where('userId', '=', s.id).execute()).toHaveLength(1);
    const notes = await t.db.selectFrom('notifications').selectAll().where('userId', '=', s.id).execute();
    expect(notes).toHaveLength(1);
  });
});
