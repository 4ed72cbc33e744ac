import Database from 'better-sqlite3';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { e2eDataDir } from '../fixtures.ts';

export interface KeyedQuestion {
  question: string;
  /** As the teacher wrote them (each attempt shows them shuffled: answer by text). */
  options: string[];
  correctIndex: number;
  explanation: string;
}

/** The e2e server's database (playwright.config.ts): the tests play the teacher who wrote the key. */
function openE2eDatabase() {
  return new Database(join(e2eDataDir(), 'eduia.db'), { fileMustExist: true, timeout: 5000 });
}

/**
 * The answer key of an exam (by quiz or course id), read from the database as its teacher
 * knows it. A student cannot learn it any more: a failed attempt's review leaves it out.
 */
export async function learnAnswerKey(_page: Page, examId: string): Promise<Map<string, KeyedQuestion>> {
  const db = openE2eDatabase();
  try {
    const quiz = db.prepare('SELECT id FROM quizzes WHERE id = ? OR course_id = ? ORDER BY id = ? DESC, created_at, id LIMIT 1').get(examId, examId, examId) as { id: string } | undefined;
    expect(quiz, `no exam ${examId}`).toBeTruthy();
    const rows = db.prepare('SELECT question, options, correct_index, explanation FROM quiz_questions WHERE quiz_id = ?').all(quiz!.id) as Array<{ question: string; options: string; correct_index: number; explanation: string }>;
    return new Map(rows.map((r) => [r.question, { question: r.question, options: JSON.parse(r.options) as string[], correctIndex: r.correct_index, explanation: r.explanation }]));
  } finally {
    db.close();
  }
}

/** As if the wait between attempts of this exam had passed: the teacher sets it to `minutes`. */
export function setRetryWait(examId: string, minutes: number) {
  const db = openE2eDatabase();
  try {
    db.prepare('UPDATE quizzes SET retry_wait_minutes = ? WHERE id = ? OR course_id = ?').run(minutes, examId, examId);
  } finally {
    db.close();
  }
}

/** The question on screen (its fieldset legend). */
export async function currentQuestion(page: Page, key: Map<string, KeyedQuestion>): Promise<KeyedQuestion> {
  const text = (await page.locator('fieldset legend').textContent())?.trim() ?? '';
  const question = key.get(text);
  expect(question, `question not in the key: ${text}`).toBeTruthy();
  return question!;
}

/** Chooses the right option, or a wrong one, of the question on screen. */
export async function answer(page: Page, key: Map<string, KeyedQuestion>, right: boolean): Promise<string> {
  const q = await currentQuestion(page, key);
  const option = right ? q.options[q.correctIndex] : q.options[(q.correctIndex + 1) % q.options.length];
  // The label whose radio is exactly this option (an option's text can be part of another's).
  await page.locator('fieldset label').filter({ has: page.getByRole('radio', { name: option, exact: true }) }).click();
  await expect(page.getByRole('radio', { name: option, exact: true })).toBeChecked();
  return option;
}
