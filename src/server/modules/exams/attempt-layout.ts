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
 * draw is left out; its slot stays, so the other answers keep their place.
 */
export function layoutOf(attempt: { questionIds: string | null; optionOrders: string | null }, pool: QuestionRow[]): AttemptLayout {
  if (attempt.questionIds === null) {
    return { slots: pool.length, questions: pool.map((question, slot) => ({ slot, question, options: optionsOf(question), order: identity(optionsOf(question).length) })) };
  }
  const ids = JSON.parse(attempt.questionIds) as string[];
  const orders = (attempt.optionOrders ? JSON.parse(attempt.optionOrders) : []) as unknown[];
  const byId = new Map(pool.map((q) => [q.id, q]));
  const questions = ids.flatMap((id, slot) => {
    const question = byId.get(id);
    if (!question) return [];
    const options = optionsOf(question);
    const order = isPermutation(orders[slot], options.length) ? orders[slot] : identity(options.length);
    return [{ slot, question, options, order }];
  });
  return { slots: ids.length, questions };
}
