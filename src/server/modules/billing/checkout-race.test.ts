import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { checkout, signUpStudent } from './billing-test-helpers.ts';
import { paymentProvider } from './payment-provider.ts';

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

describe('a card checkout that loses the pending place to one that then ends', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('is judged on what the winner left: its subscription is a 409, not a 500', async () => {
    const student = await signUpStudent(t);
    let openCharge!: () => void;
    const chargeMayAnswer = new Promise<void>((resolve) => (openCharge = resolve));
    let charging!: () => void;
    const chargeStarted = new Promise<void>((resolve) => (charging = resolve));
    const realCharge = paymentProvider.charge.bind(paymentProvider);
    const charge = vi.spyOn(paymentProvider, 'charge').mockImplementation(async (request) => {
      charging();
      await chargeMayAnswer;
      return realCharge(request);
    });
    try {
      const winner = checkout(t, student.cookie, { planId: 'monthly' });
      await chargeStarted; // the winner's pending place is committed; its card is at the provider
      betweenClaimAndLook.pause = async () => {
        openCharge();
        expect((await winner).status).toBe(200);
      };
      const loser = await checkout(t, student.cookie, { planId: 'annual' });
      expect(betweenClaimAndLook.pause).toBeNull(); // the loser did meet the ended winner
      expect(loser.status).toBe(409);
      expect(loser.body.message).toBe('Você já possui uma assinatura ativa. Para trocar de plano, use "Mudar Plano" em Minha Assinatura.');
      expect(charge).toHaveBeenCalledTimes(1);
    } finally {
      charge.mockRestore();
    }
    const payments = await t.db.selectFrom('payments').select(['status', 'planId']).where('userId', '=', student.id).execute();
    expect(payments).toEqual([{ status: 'pago', planId: 'monthly' }]);
  });

  it('after a refused card, the place is free: the loser pays', async () => {
    const student = await signUpStudent(t);
    let openCharge!: () => void;
    const chargeMayAnswer = new Promise<void>((resolve) => (openCharge = resolve));
    let charging!: () => void;
    const chargeStarted = new Promise<void>((resolve) => (charging = resolve));
    const realCharge = paymentProvider.charge.bind(paymentProvider);
    const charge = vi.spyOn(paymentProvider, 'charge').mockImplementationOnce(async () => {
      charging();
      await chargeMayAnswer;
      return { status: 'declined', message: 'Pagamento recusado pelo emissor do cartão.' };
    }).mockImplementation((request) => realCharge(request));
    try {
      const winner = checkout(t, student.cookie, { planId: 'monthly' });
      await chargeStarted;
      betweenClaimAndLook.pause = async () => {
        openCharge();
        expect((await winner).status).toBe(400);
      };
      const loser = await checkout(t, student.cookie, { planId: 'annual' });
      expect(betweenClaimAndLook.pause).toBeNull();
      expect(loser.status, JSON.stringify(loser.body)).toBe(200);
    } finally {
      charge.mockRestore();
    }
    const payments = await t.db.selectFrom('payments').select(['status', 'planId']).where('userId', '=', student.id).orderBy('createdAt').execute();
    expect(payments.map((p) => p.planId + ':' + p.status).sort()).toEqual(['annual:pago', 'monthly:recusado']);
  });
});
