import type { AppContext } from '#server/context';
import type { Db } from '#server/db/database';
import { DAY_MS, MINUTE_MS } from '#server/lib/clock';
import { AppError } from '#server/lib/app-error';
import { formatCentsBRL, formatDatePtBR } from '#server/lib/format';
import { newId } from '#server/lib/ids';
import { createNotification } from '#server/modules/notifications/notifications.service';
import { findUserById, getUserContact } from '#server/modules/users/users.service';
import { addMonths } from './billing-dates.ts';
import { CHECKOUT_RECEIPT_SUBJECT, refundEmail, RENEWAL_RECEIPT_SUBJECT } from './billing-emails.ts';
import * as repo from './billing.repository.ts';
import type { PaymentRow, ReceivedPaymentRow } from './billing.repository.ts';
import { paymentProvider, providerIdempotencyKey, type PaymentConfirmation } from './payment-provider.ts';
import { receiptNumberFor, sendReceiptMail } from './receipts.service.ts';
import { retryOwedGuaranteeRefunds } from './guarantee-refunds.ts';
import { hasAccess } from './subscription-access.ts';

// Money never goes missing (docs/decisions/every-payment-applied-or-refunded.md). Every payment
// the provider confirms is booked first in the ledger (payments_received, state 'recebido',
// its own statement), then settled in one transaction: 'aplicado' (the charge is paid; any
// excess refunded) or 'reembolsado' (all of it given back — decided in the transaction, asked of
// the provider after it commits — with an e-mail and a notification).
// A crash between the two leaves a 'recebido' row, which the provider's retry or the daily
// reconciliation settles; the reconciliation reports any it could not.

/** Why money goes back, as the student reads it (e-mail "Devolvemos R$ … do Plano …: <reason>."). */
const REFUND_REASONS = {
  underpaid: (paid: number, owed: number) => `o valor pago (${formatCentsBRL(paid)}) é menor que o da cobrança (${formatCentsBRL(owed)}); a cobrança continua em aberto para ser paga pelo valor certo`,
  underpaidLate: (paid: number, owed: number) => `o valor pago (${formatCentsBRL(paid)}) é menor que o da cobrança (${formatCentsBRL(owed)}), que já havia expirado`,
  excess: (paid: number, owed: number) => `você pagou ${formatCentsBRL(paid)} por uma cobrança de ${formatCentsBRL(owed)}; a diferença foi devolvida e a cobrança foi paga`,
  paidTwice: 'esta cobrança já tinha sido paga; o segundo pagamento foi devolvido',
  alreadyActive: 'você já tinha uma assinatura ativa quando este pagamento chegou',
  lateNotUseful: 'o pagamento chegou depois que a cobrança expirou ou foi substituída, e sua assinatura já estava em dia',
  cardAlreadyActive: 'sua assinatura já tinha sido ativada por outro pagamento quando o cartão foi aprovado',
  cardAnswerLost: 'a confirmação deste pagamento com cartão não chegou a tempo e sua assinatura foi ativada por outro pagamento',
  cardRenewalPaidOtherwise: 'a confirmação da cobrança da renovação no cartão chegou depois que o período já tinha sido pago de outra forma (ou a assinatura encerrada)',
  cardRenewalClosed: 'a cobrança da renovação no cartão já tinha sido encerrada (assinatura cancelada ou prazo da cobrança esgotado) quando o pagamento foi confirmado',
  accountErased: 'a conta foi excluída antes de o pagamento ser confirmado',
} as const;

/**
 * A saved-card renewal charge the provider never answered, ended so when the renewal went by Pix
 * instead; the charge, if it was made after all, is still found by its key and applied or refunded.
 */
export const RENEWAL_CARD_UNANSWERED = 'O provedor de pagamento não respondeu à cobrança da renovação no cartão; a renovação foi enviada por Pix.';

/** A saved-card renewal charge the provider never answered through the outage grace: the subscription expired. */
export const RENEWAL_CARD_UNANSWERED_IN_GRACE = 'O provedor de pagamento ficou fora do ar até o fim da carência e a renovação no cartão não pôde ser cobrada.';

/** A saved-card renewal charge still pending when its account was erased: closed, and refunded if the provider made it. */
export const RENEWAL_CARD_ACCOUNT_ERASED = 'A conta foi excluída antes de a cobrança da renovação no cartão ser confirmada.';

/** A saved-card renewal charge the provider never made, no longer asked: the student cancelled, or the period was paid another way. */
export const RENEWAL_CARD_NOT_ASKED_AGAIN = 'A renovação no cartão não foi cobrada e não será mais tentada: a assinatura foi cancelada ou o período foi pago de outra forma.';

/** A saved-card renewal charge the provider never made within its look-up window. */
export const RENEWAL_CARD_NEVER_MADE = 'A cobrança da renovação no cartão não foi feita pelo provedor de pagamento dentro do prazo e foi encerrada.';

/** A card charge whose provider failed or did not answer (the checkout's 503): nothing was granted, and the same attempt may be sent again. */
export const CARD_PROVIDER_FAILED =
  'Não foi possível confirmar o pagamento com o cartão agora. Nenhum acesso foi liberado; tente novamente em alguns instantes — se a cobrança chegou a ser feita, ela não se repete.';

/** A charge applied: its receipt is mailed after the settling transaction commits. (Refunds go through refundOwedReceivedPayment and refundOwedExcess.) */
type Effect = { kind: 'applied'; paymentId: string; subject: string };

interface Settled {
  effects: Effect[];
  announces: Array<() => Promise<void>>;
  refundOwed?: boolean;
  excessOwed?: boolean;
}

/** Books a confirmed payment in the ledger; undefined when this (charge, transaction) was already booked. */
export async function bookReceivedPayment(ctx: AppContext, confirmation: PaymentConfirmation): Promise<{ entry: ReceivedPaymentRow | undefined; payment: PaymentRow }> {
  const payment = await repo.findPaymentByReference(ctx.db, confirmation.reference);
  if (!payment) throw new AppError('not-found', 'Cobrança não encontrada.');
  const entry = await repo.insertReceivedPayment(ctx.db, {
    id: newId(), paymentId: payment.id, userId: payment.userId, transactionId: confirmation.transactionId ?? confirmation.reference,
    amountCents: confirmation.amountCents, receivedAt: ctx.clock.now().toISOString(), refundReference: null, settledAt: null, note: null,
  });
  return { entry, payment };
}

/**
 * A card payment the provider approved, booked in the ledger in the checkout's own transaction
 * (the card path settles it itself): 'aplicado' when it started the subscription; 'recebido'
 * with its refund owed when the student had meanwhile got access another way — the refund is
 * then asked of the provider after that transaction (refundOwedReceivedPayment), and retried
 * by the daily reconciliation if it fails. Either way the provider's own notification of the
 * same payment finds it booked and does nothing.
 */
export async function bookCardPayment(trx: Db, payment: PaymentRow, reference: string, now: Date, outcome: 'aplicado' | 'refund-owed'): Promise<string> {
  const id = newId();
  await repo.insertReceivedPayment(trx, {
    id, paymentId: payment.id, userId: payment.userId, transactionId: reference, amountCents: payment.amountCents, receivedAt: now.toISOString(),
    ...(outcome === 'aplicado' ? { state: 'aplicado' as const, appliedCents: payment.amountCents, settledAt: now.toISOString() } : { settledAt: null }),
    refundReference: null, note: null,
  });
  return id;
}

/**
 * A card charge the provider approved whose answer never reached the checkout (which answered
 * 503 and ended the payment 'recusado'), or a saved-card renewal charge (recorded 'pendente'
 * before it was asked), found by the key it was sent with — by its notification (Mercado Pago's
 * external_reference), the sweep, the daily reconciliation, or the renewal's own answer. The
 * payment takes the charge's reference and goes through the ledger: a checkout's applied if the
 * student still has no access, refunded if they got it another way (a new attempt); a renewal's
 * applied if its period was not paid another way (the renewal Pix), refunded if it was.
 * Nothing happens when no such payment waits for it (an attempt with that key got the answer
 * itself). A payment that took the reference but was not booked (a crash in between) is booked now.
 */
export async function confirmUnansweredCardCharge(ctx: AppContext, charge: { providerKey: string; reference: string; paidCents: number }): Promise<boolean> {
  const holder = await repo.findPaymentByReference(ctx.db, charge.reference);
  const unbooked = holder?.providerIdempotencyKey === charge.providerKey && holder.method === 'card' && (holder.status === 'recusado' || ((holder.status === 'pendente' || holder.status === 'expirado') && holder.kind === 'renewal'));
  if (holder ? !unbooked : !(await repo.attachUnansweredCardCharge(ctx.db, charge.providerKey, charge.reference))) return false;
  const { entry } = await bookReceivedPayment(ctx, { reference: charge.reference, amountCents: charge.paidCents, transactionId: charge.reference });
  if (entry) await settleReceivedPayment(ctx, entry.id);
  return true;
}

/** A card payment given back for access obtained another way, whose refund the provider has not confirmed yet. */
const isCardRefundOwed = (payment: PaymentRow) => payment.method === 'card' && payment.status === 'reembolsado' && payment.refundReference === null;
/** A received payment whose refund is decided (its reason written, or the card checkout's) and not yet confirmed by the provider. */
const isRefundOwed = (entry: ReceivedPaymentRow, payment: PaymentRow) => entry.state === 'recebido' && entry.appliedCents === 0 && (entry.note !== null || isCardRefundOwed(payment));

/**
 * Gives back a received payment whose refund was decided in an earlier transaction (a card
 * checkout's, or settleReceivedPayment's). The provider is called outside any transaction (a
 * real one may take 15 s, and on SQLite a transaction holds everyone's writes), with a key
 * derived from the ledger row, so a retry after a lost answer never refunds twice; then one
 * short transaction settles the row 'reembolsado' (only one caller does) and the student gets
 * the notification and the e-mail. A provider that fails leaves the row 'recebido' for the
 * provider's retry or the daily reconciliation.
 */
export async function refundOwedReceivedPayment(ctx: AppContext, entryId: string): Promise<void> {
  const entry = await repo.findReceivedPayment(ctx.db, entryId);
  if (entry?.state !== 'recebido') return;
  const payment = await repo.getPayment(ctx.db, entry.paymentId);
  const now = ctx.clock.now();
  const refund = await paymentProvider.refund({
    reference: payment.providerReference, transactionId: entry.transactionId, amountCents: entry.amountCents, now,
    idempotencyKey: providerIdempotencyKey('refund', payment.userId, entry.id),
  });
  const reason = entry.note ?? REFUND_REASONS.cardAlreadyActive;
  const erased = await isErasedAccount(ctx, payment.userId);
  const announce = await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.lockUnsettledReceivedPayment(trx, entry.id))) return null;
    await repo.settleReceivedPayment(trx, entry.id, { state: 'reembolsado', refundedCents: entry.amountCents, refundReference: refund.reference, settledAt: now.toISOString(), note: reason });
    // The charge row names its refund when the charge itself was given back (receipt, export).
    if (payment.status === 'reembolsado' && payment.refundReference === null) await repo.updatePayment(trx, payment.id, { refundReference: refund.reference, refundedAt: now.toISOString() });
    // An erased account is told nothing: its address is gone (anonymised, and its outbox mail
    // deleted by the erasure) and nobody can sign in to read a notification; the privacy module
    // allows keeping only the payment rows for the fiscal obligation, so the refund is recorded
    // there (ledger, reference) and the money goes back to the card it came from.
    if (erased) return async () => {};
    const { announce } = await createNotification(ctx, {
      userId: payment.userId, type: 'billing', title: 'Pagamento devolvido', hasOwnEmail: true,
      description: `Devolvemos ${formatCentsBRL(entry.amountCents)}: ${reason}.`, link: '/aluno/assinatura',
    }, trx);
    return announce;
  });
  if (!announce) return;
  await announce();
  if (erased) return;
  const user = await getUserContact(ctx, payment.userId);
  await ctx.mailer.send({ to: user.email, ...refundEmail(user.name, { amountCents: entry.amountCents, planName: payment.planName, reason, provider: payment.provider }) });
}

/** Whether the account was erased (LGPD): its payments are never applied, only refunded, and it is never written to. */
async function isErasedAccount(ctx: Pick<AppContext, 'db'>, userId: string, db: Db = ctx.db): Promise<boolean> {
  return Boolean((await findUserById({ db }, userId))?.erasedAt);
}

/**
 * Settles one received payment: applied or refunded. Only one caller settles a row (it is
 * locked and re-read in 'recebido'); the others find nothing to do. The charge row is locked
 * too, so two payments of the same charge (two bank apps) are judged one after the other.
 */
export async function settleReceivedPayment(ctx: AppContext, entryId: string): Promise<void> {
  const booked = await repo.findReceivedPayment(ctx.db, entryId);
  if (booked && isRefundOwed(booked, await repo.getPayment(ctx.db, booked.paymentId))) return refundOwedReceivedPayment(ctx, entryId);
  if (booked?.state === 'recebido' && booked.appliedCents > 0) return refundOwedExcess(ctx, entryId); // paid; its difference still owed
  const now = ctx.clock.now();
  const settled = await ctx.db.transaction().execute(async (trx): Promise<Settled | null> => {
    const entry = await repo.lockUnsettledReceivedPayment(trx, entryId);
    if (!entry) return null;
    const payment = await repo.lockPayment(trx, entry.paymentId);
    const result: Settled = { effects: [], announces: [] };
    // The refund is decided here (its reason written on the row, still 'recebido') and asked of
    // the provider after this transaction commits (refundOwedReceivedPayment).
    const refundAll = async (reason: string, paymentChanges?: Parameters<typeof repo.updatePayment>[2]) => {
      await repo.settleReceivedPayment(trx, entry.id, { note: reason });
      if (paymentChanges) await repo.updatePayment(trx, payment.id, paymentChanges);
      result.refundOwed = true;
      return result;
    };

    if (payment.method === 'card' && payment.status === 'pago' && payment.providerReference === entry.transactionId) {
      // The provider's notification of the card payment the checkout applied: nothing more to do.
      await repo.settleReceivedPayment(trx, entry.id, { state: 'aplicado', appliedCents: entry.amountCents, refundReference: null, settledAt: now.toISOString(), note: null });
      return result;
    }
    // A saved-card renewal charge (its answer applied here, however it was found) pays the period
    // it was asked for unless that was paid another way: applyPayment decides.
    const cardRenewal = payment.kind === 'renewal' && payment.method === 'card' && (payment.status === 'pendente' || payment.status === 'recusado' || payment.status === 'expirado');
    // Closed once it could no longer be asked (cancelled, look-up window over, account erased): refunded, never applied.
    const closedCardRenewal = cardRenewal && payment.status === 'expirado';
    // An erased person's subscription is never started or renewed again: every payment of theirs goes back.
    const erased = await isErasedAccount(ctx, payment.userId, trx);
    const inTime = !cardRenewal && payment.status === 'pendente' && payment.expiresAt !== null && payment.expiresAt > now.toISOString();
    // A card payment ended 'recusado' after its charge got no answer, found approved later, is late too.
    const unansweredCard = payment.method === 'card' && payment.status === 'recusado';
    const late = !cardRenewal && (payment.status === 'expirado' || (payment.status === 'pendente' && !inTime) || unansweredCard);
    if (!inTime && !late && !cardRenewal) return refundAll(REFUND_REASONS.paidTwice); // 'pago', 'reembolsado', 'recusado': already settled once
    if (entry.amountCents < payment.amountCents) {
      // Less than owed is never applied: it all goes back; a charge still in time stays payable.
      return refundAll(inTime ? REFUND_REASONS.underpaid(entry.amountCents, payment.amountCents) : REFUND_REASONS.underpaidLate(entry.amountCents, payment.amountCents));
    }
    const applied: Applied = erased || closedCardRenewal ? { kind: 'not-useful' } : await applyPayment(ctx, trx, payment, now, late);
    if (applied.kind === 'not-useful') {
      const lateRefund = { status: 'reembolsado' as const, paidAt: now.toISOString(), refundedAt: now.toISOString(), refundReason: late || closedCardRenewal ? 'tardio' : 'assinatura-ativa' };
      const reason = erased ? REFUND_REASONS.accountErased
        : closedCardRenewal ? REFUND_REASONS.cardRenewalClosed
        : cardRenewal ? REFUND_REASONS.cardRenewalPaidOtherwise : unansweredCard ? REFUND_REASONS.cardAnswerLost : late ? REFUND_REASONS.lateNotUseful : REFUND_REASONS.alreadyActive;
      return refundAll(reason, lateRefund);
    }
    result.announces.push(applied.announce);
    result.effects.push({ kind: 'applied', paymentId: payment.id, subject: payment.kind === 'renewal' ? RENEWAL_RECEIPT_SUBJECT : CHECKOUT_RECEIPT_SUBJECT });
    const excess = entry.amountCents - payment.amountCents;
    const note = late ? 'Pagamento tardio aplicado: a cobrança tinha expirado ou sido substituída, e ainda era útil.' : null;
    if (excess > 0) {
      // The charge is paid; the difference is refunded after this transaction commits
      // (refundOwedExcess): the row stays 'recebido', its applied part written, until then.
      await repo.settleReceivedPayment(trx, entry.id, { appliedCents: payment.amountCents, refundedCents: excess, note });
      result.excessOwed = true;
      return result;
    }
    await repo.settleReceivedPayment(trx, entry.id, { state: 'aplicado', appliedCents: payment.amountCents, refundedCents: 0, refundReference: null, settledAt: now.toISOString(), note });
    return result;
  });
  if (!settled) return;
  if (settled.refundOwed) return refundOwedReceivedPayment(ctx, entryId);
  for (const announce of settled.announces) await announce();
  const payment = await repo.getPayment(ctx.db, (await ctx.db.selectFrom('paymentsReceived').select('paymentId').where('id', '=', entryId).executeTakeFirstOrThrow()).paymentId);
  for (const effect of settled.effects) await sendReceiptMail(ctx, payment, effect.subject);
  if (settled.excessOwed) await refundOwedExcess(ctx, entryId);
}

/**
 * Refunds the difference of a payment above the amount owed, once its charge is paid (the row
 * still 'recebido' with its applied part written). As refundOwedReceivedPayment: the provider
 * outside any transaction, with a key derived from the row; then a short transaction settles
 * the row 'aplicado' with the refund's reference (one caller does) and the student is told.
 */
async function refundOwedExcess(ctx: AppContext, entryId: string): Promise<void> {
  const entry = await repo.findReceivedPayment(ctx.db, entryId);
  if (entry?.state !== 'recebido' || entry.appliedCents === 0) return;
  const payment = await repo.getPayment(ctx.db, entry.paymentId);
  const now = ctx.clock.now();
  const excess = entry.amountCents - entry.appliedCents;
  const refund = await paymentProvider.refund({
    reference: payment.providerReference, transactionId: entry.transactionId, amountCents: excess, now, idempotencyKey: providerIdempotencyKey('refund', payment.userId, `${entry.id}:excess`),
  });
  const reason = REFUND_REASONS.excess(entry.amountCents, entry.appliedCents);
  const announce = await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.lockUnsettledReceivedPayment(trx, entry.id))) return null;
    await repo.settleReceivedPayment(trx, entry.id, { state: 'aplicado', refundedCents: excess, refundReference: refund.reference, settledAt: now.toISOString() });
    const { announce } = await createNotification(ctx, {
      userId: payment.userId, type: 'billing', title: 'Diferença devolvida', hasOwnEmail: true,
      description: `Devolvemos ${formatCentsBRL(excess)}: ${reason}.`, link: '/aluno/assinatura',
    }, trx);
    return announce;
  });
  if (!announce) return;
  await announce();
  const user = await getUserContact(ctx, payment.userId);
  await ctx.mailer.send({ to: user.email, ...refundEmail(user.name, { amountCents: excess, planName: payment.planName, reason, provider: payment.provider }) });
}

type Applied = { kind: 'applied'; announce: () => Promise<void> } | { kind: 'not-useful' };

/**
 * The charge is paid: a checkout starts the subscription now, a renewal moves its subscription
 * to the period it was issued for. A late payment (charge expired or superseded) is applied
 * only while it is still useful: a checkout when the student has no current access (their
 * other pending checkout charges are then superseded), a renewal when its subscription is the
 * student's latest and has lapsed (the new period starts now). Otherwise 'not-useful'.
 */
async function applyPayment(ctx: AppContext, trx: Db, payment: PaymentRow, now: Date, late: boolean): Promise<Applied> {
  const plan = (await repo.findPlan(trx, payment.planId))!;
  const paid = { status: 'pago' as const, paidAt: now.toISOString(), receiptNumber: receiptNumberFor(payment.id, now), failureReason: null };
  const current = await repo.findLatestSubscription(trx, payment.userId);
  if (payment.kind === 'renewal') {
    const sub = payment.subscriptionId ? await repo.lockSubscription(trx, payment.subscriptionId) : undefined;
    if (!sub) return { kind: 'not-useful' };
    let periodStart = payment.periodStart!;
    let periodEnd = payment.periodEnd!;
    if (payment.method === 'card') {
      // A saved-card renewal charge: useful while its subscription is the student's latest, not
      // cancelled by the student, and not yet moved past the period the charge was asked for
      // (the renewal Pix paid moves it). Access lapsed meanwhile: the new period starts now.
      if (current?.id !== sub.id || sub.cancelAtPeriodEnd === 1 || sub.currentPeriodStart >= periodStart) return { kind: 'not-useful' };
      if (!hasAccess(sub, now)) {
        periodStart = now.toISOString();
        periodEnd = addMonths(now, plan.periodMonths).toISOString();
      }
      // The renewal Pix issued meanwhile (the card had no answer) is no longer to be paid; paid anyway, it is refunded.
      await repo.expirePendingRenewalCharges(trx, sub.id);
    } else if (late) {
      if (current?.id !== sub.id || hasAccess(sub, now)) return { kind: 'not-useful' };
      periodStart = now.toISOString();
      periodEnd = addMonths(now, plan.periodMonths).toISOString();
    }
    await repo.updatePayment(trx, payment.id, { ...paid, periodStart, periodEnd });
    await repo.updateSubscription(trx, sub.id, {
      status: 'active', cancelAtPeriodEnd: 0, planId: payment.planId, pendingPlanId: null, currentPeriodStart: periodStart, currentPeriodEnd: periodEnd, updatedAt: now.toISOString(),
    });
    const { announce } = await createNotification(ctx, {
      userId: payment.userId, type: 'billing', title: 'Assinatura renovada', hasOwnEmail: true,
      description: `Pagamento de ${formatCentsBRL(payment.amountCents)} confirmado. Plano ${plan.name} ativo até ${formatDatePtBR(periodEnd)}.`,
      link: '/aluno/assinatura',
    }, trx);
    return { kind: 'applied', announce };
  }
  if (current && hasAccess(current, now)) return { kind: 'not-useful' };
  const periodEnd = addMonths(now, plan.periodMonths).toISOString();
  const subscription = await repo.claimSubscription(trx, {
    id: newId(), userId: payment.userId, planId: plan.id, status: 'active', startedAt: now.toISOString(), currentPeriodStart: now.toISOString(),
    currentPeriodEnd: periodEnd, pendingPlanId: null, paymentMethod: payment.method, createdAt: now.toISOString(), updatedAt: now.toISOString(),
  });
  // The one-current-subscription index: a checkout committed meanwhile. Throwing rolls back;
  // the row stays 'recebido' and the provider's retry (or the reconciliation) refunds it.
  if (!subscription) throw new Error('Outra assinatura começou ao mesmo tempo.');
  await repo.updatePayment(trx, payment.id, { ...paid, periodStart: now.toISOString(), periodEnd, subscriptionId: subscription.id });
  if (late) await repo.supersedePendingCheckoutCharges(trx, payment.userId);
  if (payment.couponId) {
    // The price was quoted when the charge was issued: honoured even if the coupon ran out since.
    await repo.takeCouponUse(trx, payment.couponId);
    await repo.insertCouponRedemption(trx, { id: newId(), couponId: payment.couponId, userId: payment.userId, paymentId: payment.id, createdAt: now.toISOString() });
  }
  const { announce } = await createNotification(ctx, {
    userId: payment.userId, type: 'billing', title: 'Pagamento confirmado', hasOwnEmail: true,
    description: `Recebemos seu ${{ pix: 'Pix', boleto: 'boleto', card: 'pagamento com cartão' }[payment.method]}. Sua assinatura do Plano ${plan.name} está ativa. Todos os cursos premium foram liberados.`,
    link: '/aluno/assinatura',
  }, trx);
  return { kind: 'applied', announce };
}

/** Received payments left 'recebido' longer than this are settled (again) by the daily check. */
const RECONCILE_AFTER_MS = 15 * MINUTE_MS;
/** Card charges that got no answer are asked about by the daily check while they are this recent (each at least once). */
const UNANSWERED_CARD_LOOKBACK_MS = 2 * DAY_MS;
/** Saved-card renewal charges that got no answer, asked about while this recent (beyond the outage grace, whose end expires the subscription). */
const RENEWAL_CARD_LOOKBACK_MS = 7 * DAY_MS;

/**
 * Card checkouts that ended 'recusado' because the provider failed or did not answer (the 503),
 * from the last UNANSWERED_CARD_LOOKBACK_MS: the provider is asked for the charge made with each
 * one's key, and one it approved is applied or refunded (confirmUnansweredCardCharge). One
 * lookup per such checkout per day; a provider that fails is asked again the next day.
 */
async function recoverUnansweredCardCharges(ctx: AppContext, now: Date): Promise<Set<string>> {
  const since = new Date(now.getTime() - UNANSWERED_CARD_LOOKBACK_MS).toISOString();
  // A renewal's charge may stay unanswered through the outage grace: looked up longer.
  const renewalsSince = new Date(now.getTime() - RENEWAL_CARD_LOOKBACK_MS).toISOString();
  const before = new Date(now.getTime() - RECONCILE_AFTER_MS).toISOString();
  const unanswered = [
    ...(await repo.listUnansweredCardCharges(ctx.db, [CARD_PROVIDER_FAILED], since, before)),
    ...(await repo.listUnansweredCardCharges(ctx.db, [RENEWAL_CARD_UNANSWERED, RENEWAL_CARD_UNANSWERED_IN_GRACE, RENEWAL_CARD_ACCOUNT_ERASED, RENEWAL_CARD_NOT_ASKED_AGAIN], renewalsSince, before)),
    ...(await repo.listPendingRenewalCardCharges(ctx.db, renewalsSince, before)),
  ];
  const asked = new Set<string>();
  const found = new Set<string>();
  for (const payment of unanswered) {
    // One lookup per key: attempts sent again with the same key share it.
    if (asked.has(payment.providerIdempotencyKey!)) continue;
    asked.add(payment.providerIdempotencyKey!);
    try {
      const charge = await paymentProvider.findCardCharge({ idempotencyKey: payment.providerIdempotencyKey!, now });
      if (charge.status === 'approved' && charge.reference) {
        found.add(payment.id);
        await confirmUnansweredCardCharge(ctx, { providerKey: payment.providerIdempotencyKey!, reference: charge.reference, paidCents: payment.amountCents });
      }
    } catch {
      // Asked again at the next run while the charge is recent; a booked row left 'recebido' is reported below.
    }
  }
  return found;
}
/** How long after it was asked a saved-card renewal charge left 'pendente' is looked up by the sweep. */
export const RENEWAL_CARD_STUCK_AFTER_MS = 5 * MINUTE_MS;

/**
 * The sweep of saved-card renewal charges left 'pendente' (the provider failed or did not
 * answer, or the server stopped while it was asked): each one asked RENEWAL_CARD_STUCK_AFTER_MS
 * ago or more is looked up at the provider by its key, and one it approved is applied or
 * refunded (confirmUnansweredCardCharge: one outcome, however many callers find it). A refused or
 * unknown charge is left to the renewal's next run, which asks again with the same key. Returns
 * how many it applied or refunded; a provider that fails is asked again at the next run.
 */
export async function recoverPendingRenewalCardCharges(ctx: AppContext): Promise<{ settled: number; errors: unknown[] }> {
  const now = ctx.clock.now();
  const pending = await repo.listPendingRenewalCardCharges(
    ctx.db, new Date(now.getTime() - RENEWAL_CARD_LOOKBACK_MS).toISOString(), new Date(now.getTime() - RENEWAL_CARD_STUCK_AFTER_MS).toISOString(),
  );
  let settled = 0;
  const errors: unknown[] = [];
  for (const payment of pending) {
    try {
      const found = await paymentProvider.findCardCharge({ idempotencyKey: payment.providerIdempotencyKey!, now });
      if (found.status === 'approved' && found.reference) {
        if (await confirmUnansweredCardCharge(ctx, { providerKey: payment.providerIdempotencyKey!, reference: found.reference, paidCents: payment.amountCents })) settled += 1;
      } else if (found.status === 'not-found' && (await noLongerAsked(ctx, payment))) {
        // Never made, and no run will ask for it again: closed, so the student's history does not
        // show it pending forever. Made after all, it is still found by its key and refunded.
        await repo.closePendingRenewalCardAttempt(ctx.db, payment.id, RENEWAL_CARD_NOT_ASKED_AGAIN);
      }
    } catch (error) {
      errors.push(error);
    }
  }
  // Past the look-up window the renewal can no longer be charged (the outage grace ends well
  // before it): still pending, the charge was never made. Closed; its notification, should one
  // still come, finds it by its key and it is refunded.
  for (const stale of await repo.listStalePendingRenewalCardCharges(ctx.db, new Date(now.getTime() - RENEWAL_CARD_LOOKBACK_MS).toISOString(), 100)) {
    await repo.closePendingRenewalCardAttempt(ctx.db, stale.id, RENEWAL_CARD_NEVER_MADE);
  }
  return { settled, errors };
}

/**
 * Whether the renewal run will not ask for this card charge again: its subscription was
 * cancelled or has ended, or its period was paid another way (a renewal Pix: the run asks the
 * card only while the period it was asked for is unpaid and the subscription goes on).
 */
async function noLongerAsked(ctx: AppContext, payment: { subscriptionId: string | null; periodStart: string | null }): Promise<boolean> {
  const sub = payment.subscriptionId ? await repo.findSubscription(ctx.db, payment.subscriptionId) : undefined;
  if (!sub) return true;
  return sub.status !== 'active' || sub.cancelAtPeriodEnd === 1 || (payment.periodStart !== null && sub.currentPeriodStart >= payment.periodStart);
}

/** The reconciliation runs once a day on the app's scheduler (billing.routes.ts). */
export const RECONCILIATION_INTERVAL_MS = DAY_MS;

/**
 * The daily reconciliation: card charges whose answer was lost are asked of the provider
 * (recoverUnansweredCardCharges); then every received payment still in neither state after
 * RECONCILE_AFTER_MS is settled now, and every guarantee refund still owed is asked again;
 * those that still fail are written down in the check's row, which the admin's financial
 * report shows.
 */
export async function reconcileReceivedPayments(ctx: AppContext): Promise<{ unsettled: number }> {
  const now = ctx.clock.now();
  const recovered = await recoverUnansweredCardCharges(ctx, now);
  for (const entry of await repo.listUnsettledReceivedPayments(ctx.db, new Date(now.getTime() - RECONCILE_AFTER_MS).toISOString())) {
    try {
      await settleReceivedPayment(ctx, entry.id);
    } catch {
      // Left 'recebido': reported below, tried again tomorrow (or on the provider's retry).
    }
  }
  // Guarantee refunds decided but not confirmed by the provider are money still owed too.
  const owedRefunds = await retryOwedGuaranteeRefunds(ctx, new Date(now.getTime() - RECONCILE_AFTER_MS).toISOString());
  const settleAfter = new Date(now.getTime() - RECONCILE_AFTER_MS).toISOString();
  const open = [
    // A charge this run found and booked but could not settle (its refund refused) is reported at once, not a day later.
    ...(await repo.listUnsettledReceivedPayments(ctx.db, now.toISOString())).filter((e) => e.receivedAt <= settleAfter || recovered.has(e.paymentId))
      .map((e) => ({ id: e.id, paymentId: e.paymentId, amountCents: e.amountCents, receivedAt: e.receivedAt })),
    ...owedRefunds.map((p) => ({ id: p.id, paymentId: p.id, amountCents: p.amountCents, receivedAt: p.paidAt ?? p.refundedAt! })),
  ];
  await repo.insertReconciliation(ctx.db, {
    id: newId(), checkedAt: now.toISOString(), receivedCount: await repo.countReceivedPayments(ctx.db), unsettledCount: open.length, unsettled: JSON.stringify(open),
  });
  return { unsettled: open.length };
}

/** The last reconciliation, for the admin's financial report (null before the first run). */
export async function readLastReconciliation(ctx: AppContext) {
  const row = await repo.findLatestReconciliation(ctx.db);
  if (!row) return null;
  return {
    checkedAt: row.checkedAt,
    receivedCount: row.receivedCount,
    unsettledCount: row.unsettledCount,
    unsettled: JSON.parse(row.unsettled) as Array<{ id: string; paymentId: string; amountCents: number; receivedAt: string }>,
  };
}
