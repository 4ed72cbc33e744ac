import { randomInt } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { QuizQuestionsTable } from '#server/db/schema';

// How an attempt shows its questions: which ones it drew, in what order, and in what order
// each question's options appear. Stored with the attempt, so a reload shows the same
// exam and grading maps the student's display positions back to the stored option indexes.

export type QuestionRow = Selectable<QuizQuestionsTable>;

export interface LaidOutQuestion {
  /** Index into the attempt's stored answers. */
  slot: number;
  question: QuestionRow;
  /** The question's options as the teacher wrote them. */
  options: string[];
  /** order[displayIndex] = original option index. */
  order: number[];
  /** The right option's original index this attempt is graded with: the key stored at submission, else the question's current one. */
  correctIndex: number;
}

export interface AttemptLayout {
  /** Length of the stored answers array. */
  slots: number;
  questions: LaidOutQuestion[];
}

/** Fisher–Yates with a cryptographic source: every order equally likely, none predictable. */
export function shuffled<T>(items: readonly T[]): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [result[i], result[j]] = [result[j], result[i]];
  }
  return result;
}

const optionsOf = (q: QuestionRow) => JSON.parse(q.options) as string[];
const identity = (n: number) => Array.from({ length: n }, (_, i) => i);

/** A new attempt: `perAttempt` questions (all when null or larger than the pool) drawn at random, each with its options shuffled. */
export function drawAttempt(pool: QuestionRow[], perAttempt: number | null) {
  const count = perAttempt === null ? pool.length : Math.max(1, Math.min(perAttempt, pool.length));
  const drawn = shuffled(pool).slice(0, count);
  return {
    questionIds: JSON.stringify(drawn.map((q) => q.id)),
    optionOrders: JSON.stringify(drawn.map((q) => shuffled(identity(optionsOf(q).length)))),
  };
}

const isPermutation = (order: unknown, n: number): order is number[] =>
  Array.isArray(order) && order.length === n && new Set(order).size === n && order.every((i) => Number.isInteger(i) && i >= 0 && i < n);

/**
 * The stored layout of an attempt. Rows from before the draws (null columns) show every
 * question by position with options in their written order. A question deleted since the
 * draw is left out; its slot stays, so the other answers keep their place. A submitted
 * attempt's stored answer key (`answerKey`) is what it is graded and reviewed with, so a
 * teacher correcting a question later does not change it; attempts without one (open, or
 * submitted before keys were stored) use the question's current key.
 */
export function layoutOf(attempt: { questionIds: string | null; optionOrders: string | null; answerKey?: string | null }, pool: QuestionRow[]): AttemptLayout {
  if (attempt.questionIds === null) {
    return {
      slots: pool.length,
      questions: pool.map((question, slot) => ({ slot, question, options: optionsOf(question), order: identity(optionsOf(question).length), correctIndex: question.correctIndex })),
    };
  }
  const ids = JSON.parse(attempt.questionIds) as string[];
  const orders = (attempt.optionOrders ? JSON.parse(attempt.optionOrders) : []) as unknown[];
  const key = (attempt.answerKey ? JSON.parse(attempt.answerKey) : []) as unknown[];
  const byId = new Map(pool.map((q) => [q.id, q]));
  const questions = ids.flatMap((id, slot) => {
    const question = byId.get(id);
    if (!question) return [];
    const options = optionsOf(question);
    const order = isPermutation(orders[slot], options.length) ? orders[slot] : identity(options.length);
    const stored = key[slot];
    const correctIndex = Number.isInteger(stored) && (stored as number) >= 0 && (stored as number) < options.length ? (stored as number) : question.correctIndex;
    return [{ slot, question, options, order, correctIndex }];
  });
  return { slots: ids.length, questions };
}

/** The key to store with an attempt at submission: per slot, the right option's original index now (null: question gone). */
export function answerKeyOf(layout: AttemptLayout): string {
  const key: Array<number | null> = Array.from({ length: layout.slots }, () => null);
  for (const item of layout.questions) key[item.slot] = item.correctIndex;
  return JSON.stringify(key);
}
