import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authoringEndpoints as e, type QuestionAnalysis, type QuizInput } from '#contracts/authoring';
import { examEndpoints } from '#contracts/exams';
import * as tallies from '#server/db/migrations/2026-11-28-1200-c-quiz-item-tallies';
import { newId } from '#server/lib/ids';
import { enroll, insertCourse, insertQuiz } from '#server/testing/assessment-factories';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { layoutOf, type QuestionRow } from './attempt-layout.ts';
import { eraseExamAttempts } from './exams.service.ts';

// The item analysis reads tallies the triggers keep (docs/decisions/item-analysis-kept-in-step.md).
// It must equal the reading it replaced, which parsed every submitted attempt: random attempts
// (drawn and from before the draws, open and submitted, odd answers), then deletions, changes,
// an erasure, the teacher's edits (a question deleted, the order changed, a key corrected) and the
// migration's backfill in small batches, each compared with that reading over the same rows.

let t: TestApp;
let teacher: string;
let courseId: string;
let students: string[];

beforeAll(async () => {
  t = await buildTestApp();
  teacher = await t.signInAs('professor');
  courseId = await insertCourse(t.db, { instructorId: 'user-professor-demo', status: 'approved' });
  students = [];
  for (let i = 0; i < 6; i++) students.push((await t.insertUser({ role: 'aluno' })).id);
});
afterAll(async () => t.close());

/** The reading the tallies replaced: every submitted attempt laid out over the quiz's questions as they are now. */
function recount(pool: QuestionRow[], attempts: Array<{ questionIds: string | null; optionOrders: string | null; answers: string | null }>): Map<string, QuestionAnalysis> {
  const stats = new Map(pool.map((q) => [q.id, { drawn: 0, correct: 0, counts: [0, 0, 0, 0] }]));
  for (const attempt of attempts) {
    const answers = (attempt.answers ? JSON.parse(attempt.answers) : []) as Array<number | null>;
    for (const item of layoutOf(attempt, pool).questions) {
      const stat = stats.get(item.question.id)!;
      stat.drawn += 1;
      const chosen = answers[item.slot];
      if (typeof chosen !== 'number') continue;
      if (chosen >= 0 && chosen < stat.counts.length) stat.counts[chosen] += 1;
      if (chosen === item.question.correctIndex) stat.correct += 1;
    }
  }
  return new Map(
    [...stats].map(([id, s]) => [id, { answered: s.drawn, percentCorrect: s.drawn === 0 ? null : Math.round((s.correct * 100) / s.drawn), optionCounts: s.counts }]),
  );
}

async function expectPageEqualsRecount(quizId: string) {
  const pool = await t.db.selectFrom('quizQuestions').selectAll().where('quizId', '=', quizId).orderBy('position').orderBy('id').execute();
  const attempts = await t.db.selectFrom('quizAttempts').select(['questionIds', 'optionOrders', 'answers']).where('quizId', '=', quizId).where('submittedAt', 'is not', null).execute();
  const page = await t.call(e.getQuiz, { cookie: teacher, params: { id: quizId } });
  expect(page.status).toBe(200);
  // As the page sent it: an answer of 1.5 left a stray non-index entry on the counts, never shown.
  const expected = new Map([...recount(pool, attempts)].map(([id, a]) => [id, { ...a, optionCounts: [...a.optionCounts] }]));
  expect(page.body.attempts).toBe(attempts.length);
  expect(page.body.questions.map((q) => [q.id, q.analysis])).toEqual(pool.map((q) => [q.id, expected.get(q.id)]));
  return page.body;
}

/** A small seeded generator, so a failure repeats. */
function randomFrom(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return { next, int, pick: <T>(items: readonly T[]) => items[int(items.length)] };
}

/** An answer as attempts store it: mostly an option index or nothing, now and then something no option is. */
function answerOf(random: ReturnType<typeof randomFrom>): unknown {
  const roll = random.next();
  if (roll < 0.2) return null;
  if (roll < 0.93) return random.int(4);
  return random.pick([4, -1, 1.5, '2', true]);
}

async function insertRandomAttempts(quizId: string, questionIds: string[], count: number, random: ReturnType<typeof randomFrom>) {
  for (let i = 0; i < count; i++) {
    const drawn = random.next() < 0.6;
    let ids: string[] | null = null;
    let answers: unknown[];
    if (drawn) {
      const shuffled = [...questionIds].sort(() => random.next() - 0.5).slice(0, 1 + random.int(questionIds.length));
      // Now and then a question deleted before the attempt was handed in.
      ids = random.next() < 0.1 ? [...shuffled, `apagada-${random.int(3)}`] : shuffled;
      answers = ids.map(() => answerOf(random));
    } else {
      answers = Array.from({ length: random.int(questionIds.length + 3) }, () => answerOf(random));
    }
    const submitted = random.next() < 0.85;
    await t.db.insertInto('quizAttempts').values({
      id: newId(), quizId, userId: random.pick(students), startedAt: '2026-11-20T12:00:00.000Z', deadlineAt: '2026-11-20T12:30:00.000Z',
      submittedAt: submitted ? '2026-11-20T12:20:00.000Z' : null, answers: random.next() < 0.05 ? null : JSON.stringify(answers),
      score: submitted ? random.int(101) : null, passed: submitted ? random.int(2) : null,
      questionIds: ids === null ? null : JSON.stringify(ids), optionOrders: null, answerKey: null,
    }).execute();
  }
}

/** The tallies, less rows the triggers brought back to zero (the backfill writes none). */
async function nonZeroTallies() {
  const rows = await t.db.selectFrom('quizItemTallies').selectAll().orderBy('quizId').orderBy('questionId').orderBy('slot').execute();
  return rows.map((r) => ({ ...r, slot: Number(r.slot), drawn: Number(r.drawn), choseA: Number(r.choseA), choseB: Number(r.choseB), choseC: Number(r.choseC), choseD: Number(r.choseD) }))
    .filter((r) => r.drawn !== 0 || r.choseA !== 0 || r.choseB !== 0 || r.choseC !== 0 || r.choseD !== 0);
}

const question = (text: string, correctIndex: number) => ({ question: text, options: ['A', 'B', 'C', 'D'], correctIndex, explanation: `Porque ${text}` });

describe('item analysis kept in step', () => {
  it('equals a recount over the attempts after submissions, changes, deletions, an erasure, edits and the backfill', async () => {
    const random = randomFrom(24);
    const body: QuizInput = {
      title: 'Análise', courseId, durationMinutes: 30, passingScore: 70, questionsPerAttempt: 3, retryWaitMinutes: 0,
      questions: [question('Q1', 1), question('Q2', 2), question('Q3', 0), question('Q4', 3), question('Q5', 1)],
    };
    const created = await t.call(e.createQuiz, { cookie: teacher, body });
    expect(created.status).toBe(201);
    const quizId = created.body.id;
    const questionIds = created.body.questions.map((q) => q.id);
    // Another quiz of the course: its attempts count for it alone.
    const other = await insertQuiz(t.db, courseId);
    expect((await expectPageEqualsRecount(quizId)).questions[0].analysis).toEqual({ answered: 0, percentCorrect: null, optionCounts: [0, 0, 0, 0] });

    await insertRandomAttempts(quizId, questionIds, 80, random);
    await insertRandomAttempts(other.id, other.questionIds, 30, random);
    // Two students take it through the app: a draw of 3, submitted.
    for (const option of [0, 1]) {
      const user = await t.insertUser({ role: 'aluno' });
      await enroll(t.db, user.id, courseId);
      const cookie = await t.signIn(user.email, user.password);
      const attempt = (await t.call(examEndpoints.start, { cookie, params: { id: quizId } })).body;
      const submitted = await t.call(examEndpoints.submit, { cookie, params: { id: attempt.id }, body: { answers: attempt.questions.map((q) => ({ questionId: q.id, optionIndex: option })) } });
      expect(submitted.status).toBe(200);
    }
    const first = await expectPageEqualsRecount(quizId);
    expect(first.attempts).toBeGreaterThan(50);
    expect(first.questions.every((q) => q.analysis.answered > 0)).toBe(true);
    await expectPageEqualsRecount(other.id);

    // Changed and deleted attempts: answers rewritten, a submission undone, an open one handed in, moved to the other quiz.
    const rows = await t.db.selectFrom('quizAttempts').select(['id', 'submittedAt', 'questionIds']).where('quizId', '=', quizId).orderBy('id').execute();
    for (const row of rows.slice(0, 8)) {
      const slots = row.questionIds ? (JSON.parse(row.questionIds) as string[]).length : 5;
      await t.db.updateTable('quizAttempts').set({ answers: JSON.stringify(Array.from({ length: slots }, () => answerOf(random))) }).where('id', '=', row.id).execute();
    }
    const open = rows.find((r) => r.submittedAt === null)!;
    await t.db.updateTable('quizAttempts').set({ submittedAt: '2026-11-21T10:00:00.000Z', score: 50, passed: 0 }).where('id', '=', open.id).execute();
    const done = rows.filter((r) => r.submittedAt !== null);
    await t.db.updateTable('quizAttempts').set({ submittedAt: null }).where('id', '=', done[0].id).execute();
    await t.db.updateTable('quizAttempts').set({ quizId: other.id }).where('id', '=', done[1].id).execute();
    await t.db.deleteFrom('quizAttempts').where('id', 'in', done.slice(2, 6).map((r) => r.id)).execute();
    await expectPageEqualsRecount(quizId);
    await expectPageEqualsRecount(other.id);

    // An erased account takes its attempts with it.
    await eraseExamAttempts(t.db, students[0]);
    await expectPageEqualsRecount(quizId);

    // The teacher deletes Q2, moves Q5 first and corrects Q1's key: attempts from before the
    // draws now show the questions in the new order, as they always did.
    const [q1, , q3, q4, q5] = created.body.questions;
    const edited = await t.call(e.updateQuiz, {
      cookie: teacher, params: { id: quizId },
      body: { ...body, questions: [{ ...question('Q5', q5.correctIndex), id: q5.id }, { ...question('Q1', 2), id: q1.id }, { ...question('Q3', 0), id: q3.id }, { ...question('Q4', 3), id: q4.id }, question('Q6', 0)] },
    });
    expect(edited.status).toBe(200);
    await expectPageEqualsRecount(quizId);

    // The migration's backfill, a few attempts per batch, writes what the triggers kept.
    const kept = await nonZeroTallies();
    await tallies.down(t.db);
    await tallies.up(t.db, 7);
    expect(await nonZeroTallies()).toEqual(kept);
    await expectPageEqualsRecount(quizId);
    await expectPageEqualsRecount(other.id);
  });
});
