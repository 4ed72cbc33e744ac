import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { checkout, signUpStudent } from './billing-test-helpers.ts';
import { paymentProvider, type ChargeResult } from './payment-provider.ts';

// The moment between a card checkout's refused claim (another key held the student's one
// pending place) and its look for that pending place, held open here so that the other
// checkout ends inside it, as it can on a loaded server.
const betweenClaimAndLook = vi.hoisted(() => ({ pause: null as null | (() => Promise<void>) }));

vi.mock('./billing.repository.ts', async (original) => {
  const repo = await original<typeof import('./billing.repository.ts')>();
  return {
    ...repo,
    findPendingCheckoutSession: async (...args: Parameters<typeof repo.findPendingCheckoutSession>) => {
      const pause = betweenClaimAndLook.pause;
      betweenClaimAndLook.pause = null;
      if (pause) await pause();
      return repo.findPendingCheckoutSession(...args);
    },
  };
});

/**
 * The provider's first charge held until `answer()`, then answered by `first` (the sandbox's
 * answer by default); `started` resolves when it arrives. Later charges reach the sandbox.
 */
function holdFirstCharge(first?: () => ChargeResult) {
  let answer!: () => void;
  const mayAnswer = new Promise<void>((resolve) => (answer = resolve));
  let arrived!: () => void;
  const started = new Promise<void>((resolve) => (arrived = resolve));
  const realCharge = paymentProvider.charge.bind(paymentProvider);
  const spy = vi.spyOn(paymentProvider, 'charge').mockImplementationOnce(async (request) => {
    arrived();
    await mayAnswer;
    return first ? first() : realCharge(request);
  }).mockImplementation((request) => realCharge(request));
  return { started, answer, spy };
}

describe('a card checkout that loses the pending place to one that then ends', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('is judged on what the winner left: its subscription is a 409, not a 500', async () => {
    const student = await signUpStudent(t);
    const charge = holdFirstCharge();
    try {
      const winner = checkout(t, student.cookie, { planId: 'monthly' });
      await charge.started; // the winner's pending place is committed; its card is at the provider
      betweenClaimAndLook.pause = async () => {
        charge.answer();
        expect((await winner).status).toBe(200);
      };
      const loser = await checkout(t, student.cookie, { planId: 'annual' });
      expect(betweenClaimAndLook.pause).toBeNull(); // the loser did meet the ended winner
      expect(loser.status).toBe(409);
      expect(loser.body.message).toBe('Você já possui uma assinatura ativa. Para trocar de plano, use "Mudar Plano" em Minha Assinatura.');
      expect(charge.spy).toHaveBeenCalledTimes(1);
    } finally {
      charge.spy.mockRestore();
    }
    const payments = await t.db.selectFrom('payments').select(['status', 'planId']).where('userId', '=', student.id).execute();
    expect(payments).toEqual([{ status: 'pago', planId: 'monthly' }]);
  });

  it('after a refused card, the place is free: the loser pays', async () => {
    const student = await signUpStudent(t);
    const charge = holdFirstCharge(() => ({ status: 'declined', message: 'Pagamento recusado pelo emissor do cartão.' }));
    try {
      const winner = checkout(t, student.cookie, { planId: 'monthly' });
      await charge.started;
      betweenClaimAndLook.pause = async () => {
        charge.answer();
        expect((await winner).status).toBe(400);
      };
      const loser = await checkout(t, student.cookie, { planId: 'annual' });
      expect(betweenClaimAndLook.pause).toBeNull();
      expect(loser.status, JSON.stringify(loser.body)).toBe(200);
    } finally {
      charge.spy.mockRestore();
    }
    const payments = await t.db.selectFrom('payments').select(['status', 'planId']).where('userId', '=', student.id).orderBy('createdAt').execute();
    expect(payments.map((p) => p.planId + ':' + p.status).sort()).toEqual(['annual:pago', 'monthly:recusado']);
  });
});
