import type { CheckoutResult, SignUpResult } from '#contracts/billing';
import type { AppContext } from '#server/context';
import { AppError } from '#server/lib/app-error';
import { MINUTE_MS } from '#server/lib/clock';
import { formatDatePtBR } from '#server/lib/format';
import { newId, sha256 } from '#server/lib/ids';
import { hashPassword } from '#server/lib/passwords';
import { emailVerificationLinkOf, issueEmailVerificationLink } from '#server/modules/auth/auth.service';
import { createNotification } from '#server/modules/notifications/notifications.service';
import { createStudent, getUserContact } from '#server/modules/users/users.service';
import { addMonths } from './billing-dates.ts';
import { CHECKOUT_RECEIPT_SUBJECT, signUpConfirmationEmail } from './billing-emails.ts';
import * as repo from './billing.repository.ts';
import type { CheckoutSessionRow, SubscriptionRow } from './billing.repository.ts';
import { keepCardForRenewals, paymentMethodRow, savedCardAtProvider, toCardDetails, type CardInput } from './cards.ts';
import { bookCardPayment, CARD_PROVIDER_FAILED, recoverPendingRenewalCardCharges, refundOwedReceivedPayment } from './payment-settlement.ts';
import { paymentProvider, providerIdempotencyKey, type BrowserCardToken, type ChargeResult, type StoredCard } from './payment-provider.ts';
import { instalmentOf, quoteCoupon, requireActivePlan } from './plans.service.ts';
import { receiptNumberFor, sendReceiptMail, toPayment } from './receipts.service.ts';
import { buildSubscription, currentSubscription, hasAccess } from './subscriptions.service.ts';

// The way in: a visitor's sign-up, then paying a plan to start the subscription.

type SignUpInput = { name: string; email: string; password: string; planId?: string; couponCode?: string };

export const SIGN_UP_SENT = 'Enviamos um e-mail para confirmar seu cadastro. Abra o link recebido (válido por 24 horas) para continuar a assinatura.';

/**
 * Sign-up at checkout (issue 10 item 7): the same answer, after the same work, whether the
 * address is free or taken, so that it cannot tell who has an account. A free address gets
 * an unconfirmed student account and a link that confirms it, opens the session and goes
 * back to this plan's checkout; the owner of a taken one is told by e-mail (users module).
 * No session is opened here either way. Both branches hash the password once (argon2 is
 * what costs) and send one e-mail.
 */
export async function signUpStudent(ctx: AppContext, input: SignUpInput): Promise<SignUpResult> {
  const outcome = await createStudent(ctx, input);
  if (outcome.status === 'email-taken') {
    await hashPassword(input.password); // the created branch hashed it: the same cost
  } else {
    const { user } = outcome;
    const next = input.planId ? checkoutPathOf(input.planId, input.couponCode) : undefined;
    const link = await issueEmailVerificationLink(ctx, user, next);
    const { platform } = await ctx.settings.get();
    await ctx.mailer.send({ to: user.email, ...signUpConfirmationEmail(platform.platformName, user.name, link), secretLink: emailVerificationLinkOf(user, link, next) });
  }
  return { ok: true, email: input.email.toLowerCase(), message: SIGN_UP_SENT };
}

/** The web app's checkout of a plan, with the coupon the visitor had applied (same-site path). */
function checkoutPathOf(planId: string, couponCode?: string) {
  const path = `/assinatura/checkout/${encodeURIComponent(planId)}`;
  return couponCode ? `${path}?cupom=${encodeURIComponent(couponCode)}` : path;
}

type CheckoutInput = { planId: string; couponCode?: string; card?: CardInput; cardToken?: BrowserCardToken; instalments?: number; idempotencyKey: string };

/** What identifies "the same request" for a key: never the full card number. */
function requestHashOf(input: CheckoutInput): string {
  const card = input.card ? [input.card.number.slice(-4), input.card.expMonth, input.card.expYear] : [input.cardToken?.last4, input.cardToken?.expMonth, input.cardToken?.expYear];
  return sha256(JSON.stringify([input.planId, input.couponCode ?? '', ...card, input.instalments ?? 1]));
}

/** The card as the provider takes it: typed in the platform's form (sandbox) or tokenized in the browser (Mercado Pago). */
function cardOf(input: CheckoutInput, now: Date) {
  if (input.cardToken) return { tokenized: paymentProvider.acceptCardToken(input.cardToken, now), holderName: input.cardToken.holderName };
  if (!input.card) throw new AppError('bad-request', 'Informe os dados do cartão.');
  return { tokenized: paymentProvider.tokenizeCard(toCardDetails(input.card), now), holderName: input.card.holderName };
}

async function replayCheckout(ctx: AppContext, userId: string, session: CheckoutSessionRow, requestHash: string): Promise<CheckoutResult> {
  if (session.requestHash !== requestHash) {
    throw new AppError('conflict', 'Esta chave de idempotência já foi usada em outro pedido. Recarregue a página e tente novamente.');
  }
  if (session.outcome === 'declined' || !session.paymentId) {
    throw new AppError('bad-request', session.message ?? 'Pagamento recusado.');
  }
  const payment = await repo.getPayment(ctx.db, session.paymentId);
  const sub = await repo.findSubscriptionOfPayment(ctx.db, payment.id);
  return { payment: toPayment(payment), subscription: await buildSubscription(ctx.db, sub, ctx.clock.now()), replayed: true };
}

/** 409 for a student who already has a current subscription (`current` when known, for the cancelled case). */
function currentSubscriptionConflict(current: SubscriptionRow | undefined): AppError {
  return new AppError(
    'conflict',
    current?.status === 'canceled'
      ? `Sua assinatura foi cancelada, mas continua ativa até ${formatDatePtBR(current.currentPeriodEnd)}. Reative-a em Minha Assinatura.`
      : 'Você já possui uma assinatura ativa. Para trocar de plano, use "Mudar Plano" em Minha Assinatura.',
  );
}

/** 409 while another card checkout of this student is at the provider (another tab, a second click with a new key). */
export const CARD_CHECKOUT_IN_FLIGHT = 'Já há um pagamento com cartão em andamento na sua conta. Aguarde alguns instantes e confira Minha Assinatura antes de tentar de novo.';

export { CARD_PROVIDER_FAILED };

/** An approved card payment that arrived after the student got access another way. */
export const CARD_GIVEN_BACK = 'Sua assinatura já foi ativada por outro pagamento; este pagamento com cartão será devolvido.';

/** What the first transaction wrote: the 'pending' session and the 'pendente' card payment. */
interface CardClaim {
  sessionId: string;
  paymentId: string;
}

type CardOutcome =
  | { kind: 'approved'; paymentId: string; subscription: SubscriptionRow; announce: () => Promise<void> }
  | { kind: 'declined'; message: string; refundEntryId?: string }
  | { kind: 'failed'; error: AppError }
  | { kind: 'settled-elsewhere'; session: CheckoutSessionRow | undefined };

/**
 * Pays a plan by card and starts the subscription, in three steps, so that no database lock is
 * held while a real provider answers (up to 15 s):
 *  1. one short transaction writes the (student, idempotency key) session as 'pending' — at
 *     most one per student (a unique index), so two card checkouts at the same moment charge
 *     once — and the 'pendente' card payment, after checking the student has no current access;
 *  2. the provider is called outside any transaction, with the idempotency key derived from the
 *     request's (the one Pix and boleto use), so the same attempt never charges twice;
 *  3. a second short transaction applies the answer to the still-'pendente' payment: approved
 *     starts the subscription (or, if the student got access another way meanwhile, is booked
 *     for a refund asked of the provider after this transaction commits); refused ends the
 *     payment 'recusado' and the session 'declined';
 *     a provider that failed or did not answer ends the payment 'recusado' and removes the
 *     session, so the same key may try again (the provider gives back the same payment, if any).
 * A replayed key gets the stored outcome; a concurrent request with the same key finds the
 * session 'pending' and completes it the same way (the provider answers with the same payment;
 * only one of them applies it). A session left 'pending' by a server that stopped is settled by
 * settleStuckCardCheckouts.
 */
export async function checkout(ctx: AppContext, userId: string, input: CheckoutInput): Promise<CheckoutResult> {
  const requestHash = requestHashOf(input);
  const earlier = await repo.findCheckoutSession(ctx.db, userId, input.idempotencyKey);
  if (earlier && earlier.outcome !== 'pending') return replayCheckout(ctx, userId, earlier, requestHash);
  if (earlier && earlier.requestHash !== requestHash) return replayCheckout(ctx, userId, earlier, requestHash);

  await currentSubscription(ctx, userId); // settles a due period before the one below is judged
  const now = ctx.clock.now();
  const plan = await requireActivePlan(ctx.db, input.planId);
  const contact = await getUserContact(ctx, userId);
  const payer = { email: contact.email, name: contact.name };
  const { tokenized, holderName } = cardOf(input, now);
  if (!tokenized.ok) throw new AppError('bad-request', tokenized.message);

  let claim: CardClaim;
  if (earlier) {
    claim = { sessionId: earlier.id, paymentId: earlier.paymentId! };
  } else {
    for (let attempt = 1; ; attempt++) {
      try {
        claim = await claimCardCheckout(ctx, userId, input, requestHash, plan, tokenized, now);
        break;
      } catch (error) {
        if (error instanceof AppError) throw error;
        // The same key committed first: its outcome, or its charge completed here too.
        const winner = await repo.findCheckoutSession(ctx.db, userId, input.idempotencyKey);
        if (winner && (winner.outcome !== 'pending' || winner.requestHash !== requestHash)) return replayCheckout(ctx, userId, winner, requestHash);
        if (winner) {
          claim = { sessionId: winner.id, paymentId: winner.paymentId! };
          break;
        }
        if (await repo.findPendingCheckoutSession(ctx.db, userId)) throw new AppError('conflict', CARD_CHECKOUT_IN_FLIGHT);
        // Another key's checkout held the student's one pending place and ended before this
        // look: claim again, judged on what it left (its subscription is a 409; a refused card, a free place).
        if (attempt === 2) throw error;
      }
    }
  }

  const pending = await repo.getPayment(ctx.db, claim.paymentId);
  let answer: ChargeResult | { status: 'failed'; error: AppError };
  try {
    answer =
      pending.amountCents === 0
        ? { status: 'approved', reference: '' }
        : await paymentProvider.charge({
            card: tokenized, amountCents: pending.amountCents, description: `Assinatura EduIA — Plano ${plan.name}`, instalments: pending.instalments, payer,
            idempotencyKey: providerIdempotencyKey('checkout', userId, input.idempotencyKey), now,
          });
  } catch (error) {
    // A refusal the provider explains (a bad token, a CPF) is a refusal; anything else leaves the outcome unknown.
    answer = error instanceof AppError && error.code === 'bad-request' ? { status: 'declined', message: error.message } : { status: 'failed', error: new AppError('maintenance', CARD_PROVIDER_FAILED) };
  }

  const outcome = await applyCardAnswer(ctx, userId, claim, plan, { ...tokenized, holderName }, answer, now);
  await finishCardOutcome(ctx, outcome);
  if (outcome.kind === 'settled-elsewhere') {
    if (outcome.session) return replayCheckout(ctx, userId, outcome.session, requestHash);
    throw new AppError('maintenance', CARD_PROVIDER_FAILED);
  }
  if (outcome.kind === 'declined') throw new AppError('bad-request', outcome.message);
  if (outcome.kind === 'failed') throw outcome.error;
  await keepCardForRenewals(ctx, userId, tokenized, payer);
  const payment = await repo.getPayment(ctx.db, outcome.paymentId);
  return { payment: toPayment(payment), subscription: await buildSubscription(ctx.db, outcome.subscription, now), replayed: false };
}

/**
 * What follows the second transaction, once it committed: an approved payment's notification
 * and receipt; a payment to give back is refunded now, outside any transaction (the ledger row
 * written with it is the intent: a provider that fails leaves it for the daily reconciliation).
 */
async function finishCardOutcome(ctx: AppContext, outcome: CardOutcome): Promise<void> {
  if (outcome.kind === 'approved') {
    await outcome.announce();
    await sendReceiptMail(ctx, await repo.getPayment(ctx.db, outcome.paymentId), CHECKOUT_RECEIPT_SUBJECT);
  } else if (outcome.kind === 'declined' && outcome.refundEntryId) {
    try {
      await refundOwedReceivedPayment(ctx, outcome.refundEntryId);
    } catch {
      // Left 'recebido': the daily reconciliation asks for the refund again (same key: never twice).
    }
  }
}

/** Step 1: the 'pending' session and the 'pendente' card payment, priced now (the coupon's use is taken here and given back if the card is refused). */
async function claimCardCheckout(
  ctx: AppContext, userId: string, input: CheckoutInput, requestHash: string, plan: Awaited<ReturnType<typeof requireActivePlan>>, card: StoredCard, now: Date,
): Promise<CardClaim> {
  return ctx.db.transaction().execute(async (trx) => {
    const sessionId = newId();
    await repo.insertCheckoutSession(trx, {
      id: sessionId, userId, idempotencyKey: input.idempotencyKey, requestHash, outcome: 'pending', paymentId: null, message: null, createdAt: now.toISOString(),
    });
    const current = await repo.findLatestSubscription(trx, userId);
    if (current && hasAccess(current, now)) throw currentSubscriptionConflict(current);

    const priced = input.couponCode ? await quoteCoupon(trx, input.couponCode, plan, now, userId) : null;
    const listPriceCents = plan.billingPriceCents;
    const discountCents = priced?.quote.discountCents ?? 0;
    const netCents = listPriceCents - discountCents;
    // Card instalments: interest-free up to the plan's count; above it the total carries the interest.
    const instalment = netCents > 0 && (input.instalments ?? 1) > 1 ? instalmentOf(plan, netCents, input.instalments ?? 1) : null;
    if (priced && !(await repo.takeCouponUse(trx, priced.coupon.id))) throw new AppError('bad-request', 'Este cupom atingiu o limite de usos.');

    const paymentId = newId();
    await repo.insertPayment(trx, {
      id: paymentId, userId, planId: plan.id, kind: 'checkout', subscriptionId: null, status: 'pendente', method: 'card',
      instalments: instalment ? instalment.count : 1, interestCents: instalment ? instalment.interestCents : 0,
      listPriceCents, discountCents, amountCents: instalment ? instalment.totalCents : netCents, monthsCovered: plan.periodMonths, couponId: priced?.coupon.id ?? null,
      periodStart: null, periodEnd: null, cardBrand: card.brand, cardLast4: card.last4, provider: paymentProvider.name, providerReference: null,
      // The key the charge is sent with: a charge whose answer is lost is found again by it (payment-settlement.ts).
      providerIdempotencyKey: providerIdempotencyKey('checkout', userId, input.idempotencyKey),
      failureReason: null, receiptNumber: null, expiresAt: null, pixPayload: null, boletoBarcode: null, createdAt: now.toISOString(),
    });
    await repo.updateCheckoutSession(trx, sessionId, { paymentId });
    return { sessionId, paymentId };
  });
}

/**
 * Step 3: the provider's answer, applied once to the payment still 'pendente' (locked); a second
 * request completing the same session finds it settled and answers with the stored outcome.
 */
async function applyCardAnswer(
  ctx: AppContext, userId: string, claim: CardClaim, plan: { id: string; name: string; periodMonths: number }, card: (StoredCard & { holderName: string }) | null,
  answer: ChargeResult | { status: 'failed'; error: AppError }, now: Date,
): Promise<CardOutcome> {
  return ctx.db.transaction().execute(async (trx): Promise<CardOutcome> => {
    const payment = await repo.lockPayment(trx, claim.paymentId);
    if (payment.status !== 'pendente') return { kind: 'settled-elsewhere', session: await repo.findCheckoutSessionById(trx, claim.sessionId) };

    const refuse = async (message: string) => {
      await repo.updatePayment(trx, payment.id, { status: 'recusado', failureReason: message });
      if (payment.couponId) await repo.releaseCouponUse(trx, payment.couponId);
    };
    if (answer.status === 'failed') {
      await refuse(answer.error.message);
      await repo.deleteCheckoutSession(trx, claim.sessionId);
      return { kind: 'failed', error: answer.error };
    }
    if (answer.status === 'declined') {
      // Kept for the record (history shows it as 'Recusado'); the coupon is not used up.
      await refuse(answer.message);
      await repo.updateCheckoutSession(trx, claim.sessionId, { outcome: 'declined', message: answer.message });
      return { kind: 'declined', message: answer.message };
    }

    // An earlier attempt with the same key ended in a 503 and this charge's notification matched it
    // first: that payment is the one applied or refunded; this attempt ends as failed (never twice).
    const holder = answer.reference ? await repo.findPaymentByReference(trx, answer.reference) : undefined;
    if (holder && holder.id !== payment.id) {
      await refuse(CARD_PROVIDER_FAILED);
      await repo.deleteCheckoutSession(trx, claim.sessionId);
      return { kind: 'failed', error: new AppError('maintenance', CARD_PROVIDER_FAILED) };
    }

    const periodEnd = addMonths(now, plan.periodMonths).toISOString();
    const subscription = await repo.claimSubscription(trx, {
      id: newId(), userId, planId: plan.id, status: 'active', startedAt: now.toISOString(), currentPeriodStart: now.toISOString(),
      currentPeriodEnd: periodEnd, pendingPlanId: null, createdAt: now.toISOString(), updatedAt: now.toISOString(),
    });
    if (!subscription) {
      // A Pix or boleto paid meanwhile started the subscription: this card payment is given
      // back. Only the intent is written here (the ledger row, 'recebido'); the provider is
      // asked after this transaction commits (finishCardOutcome).
      await repo.updatePayment(trx, payment.id, {
        status: 'reembolsado', providerReference: answer.reference || null, paidAt: now.toISOString(), refundedAt: now.toISOString(), refundReason: 'assinatura-ativa',
      });
      const refundEntryId = answer.reference ? await bookCardPayment(trx, payment, answer.reference, now, 'refund-owed') : undefined;
      if (payment.couponId) await repo.releaseCouponUse(trx, payment.couponId);
      const message = CARD_GIVEN_BACK;
      await repo.updateCheckoutSession(trx, claim.sessionId, { outcome: 'declined', message });
      return { kind: 'declined', message, refundEntryId };
    }

    await repo.updatePayment(trx, payment.id, {
      status: 'pago', paidAt: now.toISOString(), subscriptionId: subscription.id, periodStart: now.toISOString(), periodEnd,
      providerReference: answer.reference || null, receiptNumber: receiptNumberFor(payment.id, now),
    });
    // Booked as received and applied, so the provider's notification of this payment changes nothing.
    if (answer.reference) await bookCardPayment(trx, payment, answer.reference, now, 'aplicado');
    if (payment.couponId) {
      await repo.insertCouponRedemption(trx, { id: newId(), couponId: payment.couponId, userId, paymentId: payment.id, createdAt: now.toISOString() });
    }
    // The sweep has no card in hand (the browser's token is not kept): the card on file stays as it was.
    if (card) {
      // A card saved at the provider for an earlier subscription is replaced: its deletion there is
      // queued with this transaction (the scheduled retry deletes it), so it is not left behind.
      const replaced = savedCardAtProvider(await repo.findPaymentMethod(trx, userId));
      if (replaced) {
        await repo.addCardDeletion(trx, { id: newId(), provider: paymentProvider.name, ...replaced, reason: 'cartão substituído', lastError: null, createdAt: now.toISOString(), updatedAt: now.toISOString() });
      }
      await repo.upsertPaymentMethod(trx, paymentMethodRow(userId, card, card.holderName, now));
    }
    await repo.updateCheckoutSession(trx, claim.sessionId, { outcome: 'succeeded' });
    const { announce } = await createNotification(
      ctx,
      {
        userId,
        type: 'billing',
        title: 'Pagamento confirmado', hasOwnEmail: true,
        description: `Sua assinatura do Plano ${plan.name} está ativa. Todos os cursos premium foram liberados.`,
        link: '/aluno/assinatura',
      },
      trx,
    );
    return { kind: 'approved', paymentId: payment.id, subscription, announce };
  });
}

/** A card checkout still 'pending' this long after it was written has lost its request (the server stopped). */
export const CARD_CHECKOUT_STUCK_AFTER_MS = 5 * MINUTE_MS;
/** How often the scheduler looks for them (billing.routes.ts). */
export const CARD_CHECKOUT_SWEEP_INTERVAL_MS = 5 * MINUTE_MS;

/**
 * The sweep of card checkouts left 'pending' (a server that stopped while the card was at the
 * provider): each one written more than CARD_CHECKOUT_STUCK_AFTER_MS ago is asked of the provider
 * by the idempotency key its charge was sent with, and its answer applied by the same second step
 * as the checkout's own: approved starts the subscription (receipt, e-mail, notification) or, if
 * the student got access another way meanwhile, is refunded; refused ends the payment 'recusado'
 * and the session 'declined'; no charge under that key ends the payment 'recusado' and removes the
 * session. The coupon's use is given back in both, and the student's next attempt goes through. A
 * charge still undecided at the provider, or a provider that does not answer, is asked again at the
 * next run. Two sweeps at once (two instances) apply each answer once: the payment is locked and
 * must still be 'pendente'. Saved-card renewal charges left 'pendente' are looked up by the same
 * run (recoverPendingRenewalCardCharges). Returns how many charges it settled.
 */
export async function settleStuckCardCheckouts(ctx: AppContext): Promise<{ settled: number }> {
  const now = ctx.clock.now();
  let settled = 0;
  const errors: unknown[] = [];
  for (const session of await repo.listPendingCheckoutSessions(ctx.db, new Date(now.getTime() - CARD_CHECKOUT_STUCK_AFTER_MS).toISOString())) {
    try {
      if (await settleStuckCardCheckout(ctx, session, now)) settled += 1;
    } catch (error) {
      errors.push(error); // asked again at the next run; the other sessions are not held up by this one
    }
  }
  // Saved-card renewal charges left 'pendente' are swept by the same job (payment-settlement.ts).
  const renewals = await recoverPendingRenewalCardCharges(ctx);
  settled += renewals.settled;
  errors.push(...renewals.errors);
  // The scheduler logs a failed run: a provider that keeps failing is seen.
  if (errors.length > 0) throw new AggregateError(errors, `${errors.length} pagamento(s) com cartão pendente(s) não puderam ser conferidos.`);
  return { settled };
}

async function settleStuckCardCheckout(ctx: AppContext, session: CheckoutSessionRow, now: Date): Promise<boolean> {
  if (!session.paymentId) return false;
  const payment = await repo.getPayment(ctx.db, session.paymentId);
  if (payment.status !== 'pendente') return false;
  const found =
    payment.amountCents === 0
      ? ({ status: 'approved', reference: '' } as const)
      : await paymentProvider.findCardCharge({ idempotencyKey: providerIdempotencyKey('checkout', session.userId, session.idempotencyKey), now });
  if (found.status === 'pending') return false;
  const answer = found.status === 'not-found' ? { status: 'failed' as const, error: new AppError('maintenance', CARD_PROVIDER_FAILED) } : found;
  const plan = await repo.findPlan(ctx.db, payment.planId);
  if (!plan) return false;
  const outcome = await applyCardAnswer(ctx, session.userId, { sessionId: session.id, paymentId: payment.id }, plan, null, answer, now);
  await finishCardOutcome(ctx, outcome);
  return outcome.kind !== 'settled-elsewhere';
}
