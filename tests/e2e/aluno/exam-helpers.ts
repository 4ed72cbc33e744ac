import { expect, type Page } from '@playwright/test';

export interface KeyedQuestion {
  question: string;
  options: string[];
  correctIndex: number;
  explanation: string;
}

/**
 * The exam's answer key, learned the way a student could: start an attempt through the
 * API, hand it in blank, read the corrected result. (Costs the student one failed attempt.)
 */
export async function learnAnswerKey(page: Page, examId: string): Promise<Map<string, KeyedQuestion>> {
  const headers = { 'x-eduia-csrf': '1' };
  const started = await page.request.post(`/api/exams/${examId}/attempts`, { headers });
  expect(started.status(), await started.text()).toBe(201);
  const { id } = (await started.json()) as { id: string };
  const submitted = await page.request.post(`/api/exam-attempts/${id}/submit`, { headers, data: { answers: [] } });
  expect(submitted.ok(), await submitted.text()).toBeTruthy();
  const result = (await submitted.json()) as { questions: KeyedQuestion[] };
  return new Map(result.questions.map((q) => [q.question, q]));
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
  await page.locator('fieldset label').filter({ hasText: option }).click();
  await expect(page.getByRole('radio', { name: option, exact: true })).toBeChecked();
  return option;
}
