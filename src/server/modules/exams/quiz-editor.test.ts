import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authoringEndpoints as e, type QuizInput } from '#contracts/authoring';
import { examEndpoints } from '#contracts/exams';
import { enroll, insertCourse } from '#server/testing/assessment-factories';
import { buildTestApp, type TestApp } from '#server/testing/test-app';

let t: TestApp;
let teacher: string;
let otherTeacher: string;
let aluno: string;

beforeAll(async () => {
  t = await buildTestApp();
  teacher = await t.signInAs('professor');
  const other = await t.insertUser({ role: 'professor' });
  otherTeacher = await t.signIn(other.email, other.password);
  aluno = await t.signInAs('aluno');
});
afterAll(async () => t.close());

const question = (text: string, correctIndex = 0) => ({ question: text, options: ['A', 'B', 'C', 'D'], correctIndex, explanation: `Porque ${text}` });

async function ownApprovedCourse() {
  return insertCourse(t.db, { instructorId: 'user-professor-demo', status: 'approved' });
}

const quizBody = (courseId: string, overrides: Partial<QuizInput> = {}): QuizInput => ({
  title: 'Simulado de Teste', courseId, durationMinutes: 30, passingScore: 70, questionsPerAttempt: null, retryWaitMinutes: 0,
  questions: [question('Q1', 1), question('Q2', 2)], ...overrides,
});

describe('quiz editor', () => {
  it('creates a quiz that is exactly what the student takes', async () => {
    const courseId = await ownApprovedCourse();
    const created = await t.call(e.createQuiz, { cookie: teacher, body: quizBody(courseId) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: 'Simulado de Teste', durationMinutes: 30, passingScore: 70, questionCount: 2, attempts: 0 });
    expect(created.body.questions.map((q) => q.correctIndex)).toEqual([1, 2]);

    const overview = await t.call(examEndpoints.get, { cookie: aluno, params: { id: created.body.id } });
    expect(overview.body).toMatchObject({ title: 'Simulado de Teste', durationMinutes: 30, passingScore: 70, questionCount: 2 });
    const attempt = await t.call(examEndpoints.start, { cookie: aluno, params: { id: created.body.id } });
    expect(attempt.status).toBe(201);
    expect(attempt.body.questions.map((q) => q.question).sort()).toEqual(['Q1', 'Q2']);
    expect(JSON.stringify(attempt.body.questions)).not.toContain('Porque');
  });

  it('refuses bad input per field in Portuguese, with no partial write', async () => {
    const courseId = await ownApprovedCourse();
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ questions: [] }, /pelo menos uma questão/],
      [{ durationMinutes: 0 }, /1 a 600/],
      [{ durationMinutes: 601 }, /1 a 600/],
      [{ passingScore: 101 }, /1 a 100/],
      [{ questions: [{ ...question('Q'), options: ['A', '', 'C', 'D'] }] }, /Preencha esta alternativa/],
      [{ questions: [{ ...question('Q'), options: ['A', 'B', 'C'] }] }, /4 alternativas/],
      [{ questions: [{ ...question(''), question: '  ' }] }, /enunciado/],
      [{ questions: [{ ...question('Q'), correctIndex: 4 }] }, /resposta correta/],
      [{ questionsPerAttempt: 3 }, /mais questões/],
    ];
    for (const [override, message] of cases) {
      const res = await t.callRaw(e.createQuiz, { cookie: teacher, body: { ...quizBody(courseId), ...override } });
      expect(res.status, JSON.stringify(override)).toBe(400);
      expect(JSON.stringify(res.body)).toMatch(message);
    }
    const count = await t.db.selectFrom('quizzes').select('id').where('courseId', '=', courseId).execute();
    expect(count).toHaveLength(0);
  });

  it('refuses a course that is not the teacher\'s', async () => {
    const foreign = await insertCourse(t.db, { instructorId: 'user-prof-maria' });
    const res = await t.call(e.createQuiz, { cookie: teacher, body: quizBody(foreign) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Escolha um dos seus cursos.');
  });

  it('editing keeps past attempts\' scores and question ids; analysis counts real answers', async () => {
    const courseId = await ownApprovedCourse();
    const quiz = (await t.call(e.createQuiz, { cookie: teacher, body: quizBody(courseId) })).body;
    const [q1, q2] = quiz.questions;
    // Two students answer: one gets both right, one chooses option 0 on both.
    for (const choose of [(id: string) => (id === q1.id ? 1 : 2), () => 0]) {
      const student = await t.insertUser({ role: 'aluno' });
      const cookie = await t.signIn(student.email, student.password);
      const attempt = (await t.call(examEndpoints.start, { cookie, params: { id: quiz.id } })).body;
      // Display positions map to original options through the attempt's shuffled layout.
      const row = await t.db.selectFrom('quizAttempts').select('optionOrders').where('id', '=', attempt.id).executeTakeFirstOrThrow();
      const orders = JSON.parse(row.optionOrders!) as number[][];
      const answers = attempt.questions.map((q, slot) => ({ questionId: q.id, optionIndex: orders[slot].indexOf(choose(q.id)) }));
      const result = await t.call(examEndpoints.submit, { cookie, params: { id: attempt.id }, body: { answers } });
      expect(result.status).toBe(200);
    }
    const analysed = (await t.call(e.getQuiz, { cookie: teacher, params: { id: quiz.id } })).body;
    expect(analysed.attempts).toBe(2);
    expect(analysed.questions[0].analysis).toEqual({ answered: 2, percentCorrect: 50, optionCounts: [1, 1, 0, 0] });
    expect(analysed.questions[1].analysis).toEqual({ answered: 2, percentCorrect: 50, optionCounts: [1, 0, 1, 0] });
    const scoresBefore = await t.db.selectFrom('quizAttempts').select(['id', 'score']).where('quizId', '=', quiz.id).orderBy('id').execute();

    const edited = await t.call(e.updateQuiz, {
      cookie: teacher,
      params: { id: quiz.id },
      body: quizBody(courseId, { title: 'Editado', durationMinutes: 45, questions: [{ ...question('Q1 revisada', 3), id: q1.id }, question('Q3')] }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.title).toBe('Editado');
    expect(edited.body.questions.map((q) => q.question)).toEqual(['Q1 revisada', 'Q3']);
    expect(edited.body.questions[0].id).toBe(q1.id);
    expect(edited.body.questions.map((q) => q.id)).not.toContain(q2.id);
    const scoresAfter = await t.db.selectFrom('quizAttempts').select(['id', 'score']).where('quizId', '=', quiz.id).orderBy('id').execute();
    expect(scoresAfter).toEqual(scoresBefore);

    const unknownQuestion = await t.call(e.updateQuiz, { cookie: teacher, params: { id: quiz.id }, body: quizBody(courseId, { questions: [{ ...question('X'), id: 'nao-existe' }] }) });
    expect(unknownQuestion.status).toBe(400);
    // A quiz with students' attempts is kept.
    expect((await t.call(e.deleteQuiz, { cookie: teacher, params: { id: quiz.id } })).status).toBe(409);
  });

  it('lists the teacher\'s quizzes and deletes one without attempts', async () => {
    const courseId = await ownApprovedCourse();
    const quiz = (await t.call(e.createQuiz, { cookie: teacher, body: quizBody(courseId, { title: 'Para excluir' }) })).body;
    const list = await t.call(e.listQuizzes, { cookie: teacher, query: { pageSize: 50 } });
    expect(list.body.items.find((q) => q.id === quiz.id)).toMatchObject({ title: 'Para excluir', questionCount: 2, attempts: 0 });
    expect(list.body.items.every((q) => q.courseTitle.length > 0)).toBe(true);
    expect((await t.call(e.deleteQuiz, { cookie: teacher, params: { id: quiz.id } })).status).toBe(200);
    expect((await t.call(e.getQuiz, { cookie: teacher, params: { id: quiz.id } })).status).toBe(404);
  });

  it('pages the list without a gap or a repeat, the pages past the middle read from its end', async () => {
    const owner = await t.insertUser({ role: 'professor' });
    const cookie = await t.signIn(owner.email, owner.password);
    // Courses created in the same instant and quizzes changed in the same instant: the ties are broken by id both ways.
    for (const quizzes of [2, 3, 2]) {
      const courseId = await insertCourse(t.db, { instructorId: owner.id, status: 'approved' });
      for (let i = 0; i < quizzes; i++) await t.call(e.createQuiz, { cookie, body: quizBody(courseId, { title: `Simulado ${i + 1}` }) });
    }
    await t.db.updateTable('courses').set({ createdAt: '2026-01-01T00:00:00.000Z' }).where('instructorId', '=', owner.id).execute();
    await t.db.updateTable('quizzes').set({ updatedAt: '2026-01-02T00:00:00.000Z' }).where('courseId', 'in', (eb) => eb.selectFrom('courses').select('id').where('instructorId', '=', owner.id)).execute();
    const all = (await t.call(e.listQuizzes, { cookie, query: { pageSize: 50 } })).body;
    expect(all.total).toBe(7);
    const pages = [];
    for (let page = 1; page <= 5; page++) pages.push((await t.call(e.listQuizzes, { cookie, query: { page, pageSize: 2 } })).body);
    expect(pages.map((p) => p.items.length)).toEqual([2, 2, 2, 1, 0]);
    expect(pages.every((p) => p.total === 7)).toBe(true);
    expect(pages.flatMap((p) => p.items.map((q) => q.id))).toEqual(all.items.map((q) => q.id));
  });

  it('another teacher gets 404 on every call and cannot list it; students get 403', async () => {
    const courseId = await ownApprovedCourse();
    const quiz = (await t.call(e.createQuiz, { cookie: teacher, body: quizBody(courseId) })).body;
    expect((await t.call(e.getQuiz, { cookie: otherTeacher, params: { id: quiz.id } })).status).toBe(404);
    expect((await t.call(e.updateQuiz, { cookie: otherTeacher, params: { id: quiz.id }, body: quizBody(courseId, { title: 'Intruso' }) })).status).toBe(404);
    expect((await t.call(e.deleteQuiz, { cookie: otherTeacher, params: { id: quiz.id } })).status).toBe(404);
    expect((await t.call(e.listQuizzes, { cookie: otherTeacher, query: { pageSize: 50 } })).body).toMatchObject({ items: [], total: 0 });
    expect((await t.call(e.getQuiz, { cookie: aluno, params: { id: quiz.id } })).status).toBe(403);
    const after = (await t.call(e.getQuiz, { cookie: teacher, params: { id: quiz.id } })).body;
    expect(after.title).toBe('Simulado de Teste');
  });
});

/** A new student who takes the quiz choosing, per question id, an option by its original index. */
async function takeQuiz(quizId: string, choose: (questionId: string) => number, enrolledIn?: string) {
  const student = await t.insertUser({ role: 'aluno' });
  const cookie = await t.signIn(student.email, student.password);
  if (enrolledIn) await enroll(t.db, student.id, enrolledIn, { progressPercent: 100 });
  const attempt = (await t.call(examEndpoints.start, { cookie, params: { id: quizId } })).body;
  const row = await t.db.selectFrom('quizAttempts').select('optionOrders').where('id', '=', attempt.id).executeTakeFirstOrThrow();
  const orders = JSON.parse(row.optionOrders!) as number[][];
  const answers = attempt.questions.map((q, slot) => ({ questionId: q.id, optionIndex: orders[slot].indexOf(choose(q.id)) }));
  const result = await t.call(examEndpoints.submit, { cookie, params: { id: attempt.id }, body: { answers } });
  expect(result.status).toBe(200);
  return { student, cookie, attemptId: attempt.id, result: result.body };
}

describe('quiz rules once students have taken it', () => {
  it('a quiz with attempts cannot move to another course; without attempts it can', async () => {
    const courseA = await ownApprovedCourse();
    const courseB = await ownApprovedCourse();
    const quiz = (await t.call(e.createQuiz, { cookie: teacher, body: quizBody(courseA) })).body;
    const moved = await t.call(e.updateQuiz, { cookie: teacher, params: { id: quiz.id }, body: quizBody(courseB) });
    expect(moved.status).toBe(200);
    expect(moved.body.courseId).toBe(courseB);

    // One attempt, even one still open, ties the quiz to its course.
    const cookie = await t.signInAs('aluno');
    expect((await t.call(examEndpoints.start, { cookie, params: { id: quiz.id } })).status).toBe(201);
    const refused = await t.call(e.updateQuiz, { cookie: teacher, params: { id: quiz.id }, body: quizBody(courseA, { title: 'Movido' }) });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Este simulado já tem tentativas de alunos e não pode ser movido para outro curso. Crie um novo simulado para o outro curso.');
    const row = await t.db.selectFrom('quizzes').select(['courseId', 'title']).where('id', '=', quiz.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ courseId: courseB, title: 'Simulado de Teste' });
    // Editing it in its own course is still allowed.
    const kept = await t.call(e.updateQuiz, { cookie: teacher, params: { id: quiz.id }, body: quizBody(courseB, { title: 'Editado no mesmo curso' }) });
    expect(kept.status).toBe(200);
  });

  it('correcting an answer later changes neither past scores, pass marks, reviews nor certificates; new attempts use the new key', async () => {
    const courseId = await ownApprovedCourse();
    const quiz = (await t.call(e.createQuiz, { cookie: teacher, body: quizBody(courseId) })).body;
    const [q1, q2] = quiz.questions; // key: Q1 → 1, Q2 → 2
    const oldKey = (id: string) => (id === q1.id ? 1 : 2);
    const passer = await takeQuiz(quiz.id, oldKey, courseId);
    expect(passer.result).toMatchObject({ score: 100, passed: true, correctCount: 2 });
    expect(passer.result.certificate).not.toBeNull();
    // Chose what will become the right answer of Q1: wrong when submitted.
    const failer = await takeQuiz(quiz.id, (id) => (id === q1.id ? 3 : 2));
    expect(failer.result).toMatchObject({ score: 50, passed: false, correctCount: 1 });
    const reviewBefore = (await t.call(examEndpoints.getAttempt, { cookie: passer.cookie, params: { id: passer.attemptId } })).body;
    const failedReviewBefore = (await t.call(examEndpoints.getAttempt, { cookie: failer.cookie, params: { id: failer.attemptId } })).body;
    const rowsBefore = await t.db.selectFrom('quizAttempts').select(['id', 'score', 'passed']).where('quizId', '=', quiz.id).orderBy('id').execute();
    const certificatesBefore = await t.db.selectFrom('certificates').selectAll().where('courseId', '=', courseId).execute();
    expect(certificatesBefore).toHaveLength(1);

    const corrected = await t.call(e.updateQuiz, {
      cookie: teacher,
      params: { id: quiz.id },
      body: quizBody(courseId, { questions: [{ ...question('Q1', 3), id: q1.id }, { ...question('Q2', 2), id: q2.id }] }),
    });
    expect(corrected.status).toBe(200);
    expect(corrected.body.questions.map((q) => q.correctIndex)).toEqual([3, 2]);

    expect(await t.db.selectFrom('quizAttempts').select(['id', 'score', 'passed']).where('quizId', '=', quiz.id).orderBy('id').execute()).toEqual(rowsBefore);
    expect(await t.db.selectFrom('certificates').selectAll().where('courseId', '=', courseId).execute()).toEqual(certificatesBefore);
    const reviewAfter = (await t.call(examEndpoints.getAttempt, { cookie: passer.cookie, params: { id: passer.attemptId } })).body;
    expect(reviewAfter.result).toEqual(reviewBefore.result);
    expect(reviewAfter.result).toMatchObject({ score: 100, passed: true, correctCount: 2, certificate: passer.result.certificate });
    expect(reviewAfter.result!.questions.every((q) => q.isCorrect && q.correctIndex === q.chosenIndex)).toBe(true);
    const failedReviewAfter = (await t.call(examEndpoints.getAttempt, { cookie: failer.cookie, params: { id: failer.attemptId } })).body;
    expect(failedReviewAfter.result).toEqual(failedReviewBefore.result);
    expect(failedReviewAfter.result!.questions.find((q) => q.id === q1.id)!.isCorrect).toBe(false);

    // New attempts are graded with the corrected key.
    expect((await takeQuiz(quiz.id, oldKey)).result).toMatchObject({ score: 50, passed: false, correctCount: 1 });
    expect((await takeQuiz(quiz.id, (id) => (id === q1.id ? 3 : 2))).result).toMatchObject({ score: 100, passed: true, correctCount: 2 });
  });

  it('an attempt submitted before keys were stored keeps being reviewed with the current key', async () => {
    const courseId = await ownApprovedCourse();
    const quiz = (await t.call(e.createQuiz, { cookie: teacher, body: quizBody(courseId) })).body;
    const [q1, q2] = quiz.questions;
    const taken = await takeQuiz(quiz.id, (id) => (id === q1.id ? 1 : 2));
    await t.db.updateTable('quizAttempts').set({ answerKey: null }).where('id', '=', taken.attemptId).execute();
    await t.call(e.updateQuiz, { cookie: teacher, params: { id: quiz.id }, body: quizBody(courseId, { questions: [{ ...question('Q1', 3), id: q1.id }, { ...question('Q2', 2), id: q2.id }] }) });
    const review = (await t.call(examEndpoints.getAttempt, { cookie: taken.cookie, params: { id: taken.attemptId } })).body.result!;
    // Stored score and pass mark stay; the marks follow today's key, as before.
    expect(review).toMatchObject({ score: 100, passed: true, correctCount: 1 });
    expect(review.questions.find((q) => q.id === q1.id)!.isCorrect).toBe(false);
  });
});
