import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { AppError } from '#server/lib/app-error';
import type { TestApp } from '#server/testing/test-app';
import { setPaymentProvider, type PaymentProvider } from './payment-provider.ts';

/** Sandbox test cards (see payment-provider.ts). */
export const CARDS = {
  approved: { number: '4242 4242 4242 4242', holderName: 'ALUNO TESTE', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvv: '123' },
  mastercard: { number: '5555 5555 5555 4444', holderName: 'ALUNO TESTE', expMonth: 6, expYear: new Date().getUTCFullYear() + 3, cvv: '321' },
  declined: { number: '4000 0000 0000 0002', holderName: 'ALUNO TESTE', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvv: '123' },
};

/** The last confirmation link mailed to `email`: its token and its `next` path (null without one). */
export async function confirmationLinkOf(t: TestApp, email: string) {
  // As the student receives it: the outbox keeps the message without its link.
  const mails = await t.mailsTo(email);
  const url = mails.map((m) => m.text.match(/https?:\/\/\S+\/conta\/confirmar-email\?\S+/)?.[0]).filter(Boolean).at(-1);
  if (!url) return null;
  const query = new URL(url).searchParams;
  return { url, token: query.get('token')!, next: query.get('next') };
}

/**
 * A new student through the public sign-up, confirmed by the link mailed to them (which opens
 * the session); returns the session cookie and the user id.
 */
export async function signUpStudent(t: TestApp, name = 'Aluna Nova') {
  const email = `aluno-${randomUUID().slice(0, 8)}@teste.com.br`;
  const res = await t.request('POST', '/api/billing/sign-up', { body: { name, email, password: 'Segura@123' } });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  expect(res.cookie).toBeUndefined();
  const link = await confirmationLinkOf(t, email);
  const confirmed = await t.request('POST', '/api/auth/email-verification/confirm', { body: { token: link!.token } });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  expect(confirmed.cookie).toBeTruthy();
  const user = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return { cookie: confirmed.cookie!, id: user.id, email, password: 'Segura@123' };
}

export async function checkout(
  t: TestApp,
  cookie: string,
  body: { planId: string; couponCode?: string; card?: object; instalments?: number; idempotencyKey?: string },
) {
  return t.request('POST', '/api/billing/checkout', {
    cookie,
    body: { card: CARDS.approved, idempotencyKey: randomUUID(), ...body },
  });
}

/**
 * A fresh student with a paid subscription to `planId`. Unless `withinGuarantee`, the first
 * payment is dated 8 days back, so 'cancel' means cancel at period end, not the 7-day refund.
 */
export async function subscribedStudent(t: TestApp, planId = 'monthly', { withinGuarantee = false } = {}) {
  const student = await signUpStudent(t);
  const res = await checkout(t, student.cookie, { planId });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  if (!withinGuarantee) {
    await t.db.updateTable('payments').set({ paidAt: new Date(t.clock.now().getTime() - 8 * 24 * 3600_000).toISOString() }).where('id', '=', res.body.payment.id).execute();
  }
  return { ...student, subscription: res.body.subscription, payment: res.body.payment };
}

/**
 * Moves the manual clock; sessions idle out after 30 minutes, so the student signs in
 * again afterwards (returns the new cookie).
 */
export async function advanceAndSignIn(t: TestApp, ms: number, student: { email: string; password: string }) {
  t.clock.advance(ms);
  return t.signIn(student.email, student.password);
}

/**
 * Puts `base` in use, except that a card charge's answer is held until `release()`: made at the
 * provider first (`after`), or never made (`before`: then it fails as an unreachable provider).
 * `atProvider` resolves when the charge reached the provider.
 */
export function stalledCardCharge(when: 'after' | 'before', base: PaymentProvider) {
  let reached!: () => void;
  const atProvider = new Promise<void>((resolve) => (reached = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  setPaymentProvider({
    ...base,
    async charge(input) {
      if (when === 'before') {
        reached();
        await released;
        throw new AppError('maintenance', 'Não foi possível falar com o provedor agora.');
      }
      const result = await base.charge(input);
      reached();
      await released;
      return result;
    },
  });
  return { atProvider, release };
}
