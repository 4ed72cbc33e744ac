import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { e2eDataDir, mailsTo } from '../fixtures.ts';

export const CSRF = { 'x-eduia-csrf': '1' };
export const PASSWORD = 'Segura@123';

/** A fresh e-mail per run and per test, so tests never share a student. */
export const freshEmail = (tag: string) => `e2e-${tag}-${randomUUID().slice(0, 8)}@teste.com.br`;

/**
 * Creates a student through the public sign-up API and follows the confirmation link, which
 * opens the session: the page's context is signed in as them.
 */
export async function signUpViaApi(page: Page, name: string, tag: string) {
  const email = freshEmail(tag);
  const res = await page.request.post('/api/billing/sign-up', { headers: CSRF, data: { name, email, password: PASSWORD } });
  expect(res.status(), await res.text()).toBe(202);
  await confirmEmailFromMailbox(page, email);
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('userRole', 'aluno'));
  return { email };
}

/** The last confirmation link mailed to `email`, as the student receives it: path and query. */
export function confirmationLinkMailedTo(email: string): string {
  const link = mailsTo(email).map((m) => m.text.match(/\/conta\/confirmar-email\?\S+/)?.[0]).filter(Boolean).at(-1);
  expect(link, `no confirmation link mailed to ${email}`).toBeTruthy();
  return link!;
}

/**
 * Follows the confirmation link the platform mailed to a new account (studying waits for it,
 * issue 10 item 9; a new student's link also opens the session, item 7).
 */
export async function confirmEmailFromMailbox(page: Page, email: string) {
  const token = new URL(confirmationLinkMailedTo(email), 'http://x').searchParams.get('token');
  const res = await page.request.post('/api/auth/email-verification/confirm', { headers: CSRF, data: { token } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Pays a plan through the API with the sandbox's approved card. */
export async function subscribeViaApi(page: Page, planId: string) {
  const res = await page.request.post('/api/billing/checkout', {
    headers: CSRF,
    data: {
      planId,
      idempotencyKey: randomUUID(),
      card: { number: '4242424242424242', holderName: 'ALUNO E2E', expMonth: 12, expYear: new Date().getFullYear() + 2, cvv: '123' },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

/** Fills the sandbox card form. */
export async function fillCard(page: Page, number: string, { expiry = '12/34', holder = 'ALUNO E2E', cvv = '123' } = {}) {
  await page.getByLabel('Número do cartão').fill(number);
  await page.getByLabel('Nome impresso no cartão').fill(holder);
  await page.getByLabel('Validade (MM/AA)').fill(expiry);
  await page.getByLabel('CVV').fill(cvv);
}

/** Dates the student's payments 8 days back: cancelling is then at period end, not the 7-day refund. */
export function movePaymentsPastGuarantee(email: string) {
  const db = new Database(join(e2eDataDir(), 'eduia.db'), { fileMustExist: true, timeout: 5000 });
  try {
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600_000).toISOString();
    db.prepare('UPDATE payments SET paid_at = ? WHERE user_id = (SELECT id FROM users WHERE email = ?)').run(eightDaysAgo, email);
  } finally {
    db.close();
  }
}
