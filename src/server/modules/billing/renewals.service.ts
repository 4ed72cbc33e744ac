import type { Insertable } from 'kysely';
import type { AppContext } from '#server/context';
import type { PaymentsTable } from '#server/db/schema';
import { addMs, MINUTE_MS, saoPauloDay } from '#server/lib/clock';
import { formatCentsBRL, formatDatePtBR } from '#server/lib/format';
import { AppError } from '#server/lib/app-error';
import { newId } from '#server/lib/ids';
import { createNotification } from '#server/modules/notifications/notifications.service';
import { getUserContact, requireUser } from '#server/modules/users/users.service';
import { addMonths } from './billing-dates.ts';
import { renewalChargeEmail, renewalDeclinedEmail, renewalProviderDownEmail } from './billing-emails.ts';
import { barcodeToLinhaDigitavel, formatLinhaDigitavel } from './payment-codes/boleto-numbers.ts';
import * as repo from './billing.repository.ts';
import type { PaymentRow, PlanRow, SubscriptionRow } from './billing.repository.ts';
import { storedCardOf } from './cards.ts';
import { findPayerAddress } from './payer-addresses.ts';
import { confirmUnansweredCardCharge, RENEWAL_CARD_UNANSWERED, RENEWAL_CARD_UNANSWERED_IN_GRACE } from './payment-settlement.ts';
import { paymentProvider, providerIdempotencyKey, type ChargeResult } from './payment-provider.ts';

/** Renewals are charged up to this long before the period ends, so access never lapses. */
const RENEWAL_LEAD_MS = 60 * MINUTE_MS;

/** Pix/boleto subscriptions get their renewal charge this long before the period ends. */
export const CHARGE_RENEWAL_LEAD_MS = 3 * 24 * 60 * MINUTE_MS;
/** Grace period: access continues this long after the period ends while the renewal charge is pending (docs/decisions/renewals-and-grace-period.md). */
export const RENEWAL_GRACE_MS = 3 * 24 * 60 * MINUTE_MS;

/** How often the scheduler settles due renewals (billing.routes.ts); reads settle their own student at once. */
export const RENEWAL_CHECK_INTERVAL_MS = 10 * MINUTE_MS;

/** Where a renewal the provider could not take is written down (the scheduler's logger). */
export interface RenewalLog {
  warn(details: object, message: string): void;
}
const UNLOGGED: RenewalLog = { warn: () => {} };

/**
 * Renews or expires every subscription whose period ends within RENEWAL_LEAD_MS (or,
 * with `userId`, only that student's). Run by the app's scheduler, and for one student by
 * the subscription read path (subscriptions.service.ts, docs/decisions/renewals-and-grace-period.md).
 */
export async function settleDueSubscriptions(ctx: AppContext, userId?: string, log: RenewalLog = UNLOGGED): Promise<number> {
  const now = ctx.clock.now();
  const due = await repo.listSubscriptionsDue(ctx.db, addMs(now, CHARGE_RENEWAL_LEAD_MS).toISOString(), userId);
  let settled = 0;
  for (const sub of due) {
    if (sub.status === 'canceled' || sub.cancelAtPeriodEnd === 1) {
      // Cancelled at period end: access lasts until then, and not after.
      if (new Date(sub.currentPeriodEnd) <= now) {
        await repo.updateSubscription(ctx.db, sub.id, { status: 'expired', updatedAt: now.toISOString() });
        settled += 1;
      }
      continue;
    }
    if (sub.paymentMethod === 'card' && !(await renewsByCard(ctx, sub))) {
      // The card cannot be charged with nobody present (Mercado Pago without a saved card or
      // without saved-card renewals switched on): a renewal Pix, e-mailed, as a Pix subscription gets.
      if (await claimed(ctx, sub, now, () => settleChargeRenewal(ctx, sub, now, 'pix'))) settled += 1;
      continue;
    }
    // A card is charged in the last hour, and asked again through the outage grace (its charge still pending).
    if (sub.paymentMethod === 'card' && new Date(sub.currentPeriodEnd) > addMs(now, RENEWAL_LEAD_MS) && !(await repo.findPendingRenewalCardAttemptOf(ctx.db, sub.id))) continue;
    if (await claimed(ctx, sub, now, () => (sub.paymentMethod === 'card' ? renewSubscription(ctx, sub, now, log) : settleChargeRenewal(ctx, sub, now)))) settled += 1;
  }
  return settled;
}

/**
 * Whether this card subscription's renewal charges the card on file (the provider can charge it
 * with nobody present), and no renewal Pix was issued for this period already (the switch may
 * have changed since: that charge is settled first).
 */
async function renewsByCard(ctx: AppContext, sub: SubscriptionRow): Promise<boolean> {
  const method = await repo.findPaymentMethod(ctx.db, sub.userId);
  if (!paymentProvider.renewsByCard(method ? storedCardOf(method) : null)) return false;
  return !(await repo.findNextRenewalCharge(ctx.db, sub.id, sub.currentPeriodStart));
}

/** How long a run's claim on a subscription lasts if the run dies before releasing it. */
const RENEWAL_CLAIM_MS = 5 * 60_000;

/**
 * Runs `settle` only if this run claims the subscription first (several instances run the
 * renewal job: docs/decisions/background-items-claimed-once.md). The claim holds only while
 * the subscription is as it was read, so a run that read it before another renewed it gets
 * nothing, and the provider is never asked twice for one period.
 */
async function claimed(ctx: AppContext, sub: SubscriptionRow, now: Date, settle: () => Promise<boolean>): Promise<boolean> {
  const until = addMs(now, RENEWAL_CLAIM_MS).toISOString();
  if (!(await repo.claimRenewal(ctx.db, sub, now.toISOString(), until))) return false;
  try {
    return await settle();
  } finally {
    await repo.releaseRenewal(ctx.db, sub.id, until);
  }
}

async function renewSubscription(ctx: AppContext, sub: SubscriptionRow, now: Date, log: RenewalLog): Promise<boolean> {
  const plan = await repo.findPlan(ctx.db, sub.pendingPlanId ?? sub.planId);
  const method = await repo.findPaymentMethod(ctx.db, sub.userId);
  if (!plan) return false;
  const oldEnd = new Date(sub.currentPeriodEnd);
  // The charge already asked for this period (still pending: the provider was down), asked again as it was.
  const pending = method ? await repo.findPendingRenewalCardAttemptOf(ctx.db, sub.id) : undefined;
  // A late run (server was down) starts the new period now rather than in the past.
  const periodStart = pending?.periodStart ? new Date(pending.periodStart) : oldEnd > now ? oldEnd : now;
  const periodEnd = pending?.periodEnd ? new Date(pending.periodEnd) : addMonths(periodStart, plan.periodMonths);
  // One key per subscription and period: a retried run asks the provider for the same payment, never a second one.
  const idempotencyKey = pending?.providerIdempotencyKey ?? providerIdempotencyKey('renewal', sub.userId, `${sub.id}:${sub.currentPeriodEnd}`);
  const base = {
    userId: sub.userId, subscriptionId: sub.id, planId: plan.id, kind: 'renewal' as const, method: 'card' as const, instalments: 1, interestCents: 0,
    listPriceCents: plan.billingPriceCents, discountCents: 0, amountCents: plan.billingPriceCents, monthsCovered: plan.periodMonths, couponId: null,
    cardBrand: method?.brand ?? null, cardLast4: method?.last4 ?? null, provider: paymentProvider.name, expiresAt: null, pixPayload: null, boletoBarcode: null,
    createdAt: now.toISOString(),
  };
  let charge: ChargeResult;
  let attempt: PaymentRow | undefined;
  if (!method) {
    charge = { status: 'declined', message: 'Nenhum cartão cadastrado.' };
  } else {
    // Written before the provider is asked: a charge made whose answer is lost is found by its key
    // (notification, sweep, reconciliation) and applied or refunded, never left unbooked.
    attempt = await recordCardAttempt(ctx, { ...base, periodStart: periodStart.toISOString(), periodEnd: periodEnd.toISOString(), providerIdempotencyKey: idempotencyKey });
    if (!attempt) return false; // this period's charge was already answered and applied elsewhere
    const contact = await getUserContact(ctx, sub.userId);
    const recurring = { subscriptionId: sub.id, sequence: (await repo.countPaidPaymentsOfSubscription(ctx.db, sub.id)) + 1, periodMonths: plan.periodMonths, billingDate: saoPauloDay(now) };
    try {
      charge = await paymentProvider.charge({
        card: storedCardOf(method), amountCents: plan.billingPriceCents, description: `Renovação EduIA — Plano ${plan.name}`, idempotencyKey, now,
        payer: { email: contact.email, name: contact.name }, recurring,
      });
    } catch (error) {
      // A refusal the provider explains is a refused renewal; a provider down or silent is asked
      // again by the next run (same key: at most one payment) while the period lasts, then the
      // renewal goes by Pix so the student is asked to pay rather than losing access unannounced.
      if (error instanceof AppError && error.code === 'bad-request') {
        charge = { status: 'declined', message: error.message };
      } else {
        log.warn({ subscriptionId: sub.id, periodEnd: sub.currentPeriodEnd, err: error }, 'renovação pelo cartão salvo não cobrada: provedor indisponível');
        return periodStart > now ? false : renewByPixAfterOutage(ctx, sub, plan, now, attempt, log);
      }
    }
  }
  if (charge.status === 'approved') {
    // Applied through the ledger, as its notification would be: only one of them applies it.
    await confirmUnansweredCardCharge(ctx, { providerKey: idempotencyKey, reference: charge.reference, paidCents: plan.billingPriceCents });
    return true;
  }
  const message = charge.message;

  const result = await ctx.db.transaction().execute(async (trx) => {
    // Declined: no more attempts; access lasts until the paid period ends (expired at once
    // when that moment has already passed).
    if (attempt) {
      if ((await repo.lockPayment(trx, attempt.id)).status !== 'pendente') return null; // its charge was found approved meanwhile
      await repo.updatePayment(trx, attempt.id, { status: 'recusado', periodStart: null, periodEnd: null, failureReason: message });
    }
    const moved = await repo.advanceSubscriptionPeriod(trx, sub.id, sub.currentPeriodEnd, {
      status: oldEnd > now ? 'canceled' : 'expired', cancelAtPeriodEnd: 1, updatedAt: now.toISOString(),
    });
    if (!moved) return null;
    if (!attempt) {
      await repo.insertPayment(trx, {
        ...base, id: newId(), status: 'recusado', periodStart: null, periodEnd: null, providerReference: null, failureReason: message, receiptNumber: null,
      });
    }
    return createNotification(ctx, {
      userId: sub.userId, type: 'billing', title: 'Falha na renovação da assinatura', hasOwnEmail: true,
      description: oldEnd > now
        ? `${message} Atualize seu cartão e reative a assinatura até ${formatDatePtBR(sub.currentPeriodEnd)} para não perder o acesso.`
        : `${message} Sua assinatura expirou; atualize seu cartão e assine novamente para voltar a estudar.`,
      link: '/aluno/assinatura',
    }, trx);
  });
  return tellStudent(ctx, sub.userId, result, (name) => renewalDeclinedEmail(name, { amountCents: plan.billingPriceCents, planName: plan.name, reason: message, accessUntil: oldEnd > now ? sub.currentPeriodEnd : null }));
}

/**
 * The saved-card charge of this subscription's period, 'pendente', written before the provider
 * is asked (a retried run finds the one it wrote, with the same key); undefined when that charge
 * was already settled (found approved by its notification or the sweep and applied).
 */
async function recordCardAttempt(ctx: AppContext, row: Omit<Insertable<PaymentsTable>, 'id' | 'status' | 'providerReference' | 'failureReason' | 'receiptNumber'> & { providerIdempotencyKey: string }): Promise<PaymentRow | undefined> {
  const earlier = await repo.findRenewalCardAttempt(ctx.db, row.providerIdempotencyKey);
  // Closed while never made (the student cancelled, then resumed): asked again as it was, same key.
  if (earlier?.status === 'expirado' && (await repo.reopenClosedRenewalCardAttempt(ctx.db, earlier.id))) return repo.getPayment(ctx.db, earlier.id);
  if (earlier) return earlier.status === 'pendente' ? earlier : undefined;
  const id = newId();
  await repo.insertPayment(ctx.db, { ...row, id, status: 'pendente', providerReference: null, failureReason: null, receiptNumber: null });
  return repo.getPayment(ctx.db, id);
}

/**
 * The period has ended and the provider never took the saved card's charge: the renewal Pix a
 * card subscription gets without saved-card renewals (e-mail, notification, payable and with
 * access through the grace period). Issued only once the provider says no payment was made
 * with the card's key; a charge it did make is applied now. Once the Pix is issued, renewsByCard
 * stops the card being asked for this period, and the card's charge ends 'recusado' — still
 * found by its key should the provider make it after all (applied, or refunded if the Pix paid).
 */
async function renewByPixAfterOutage(ctx: AppContext, sub: SubscriptionRow, plan: PlanRow, now: Date, attempt: PaymentRow, log: RenewalLog): Promise<boolean> {
  const cardKey = attempt.providerIdempotencyKey!;
  try {
    const card = await paymentProvider.findCardCharge({ idempotencyKey: cardKey, now });
    if (card.status === 'approved' && card.reference) {
      return await confirmUnansweredCardCharge(ctx, { providerKey: cardKey, reference: card.reference, paidCents: attempt.amountCents });
    }
    if (card.status !== 'not-found') return false;
    // The Pix renews the period the card was asked for (access through the outage grace is not a free period).
    if (!(await settleChargeRenewal(ctx, sub, now, 'pix', new Date(attempt.periodStart!)))) return false;
    await repo.endPendingCardAttempt(ctx.db, attempt.id, RENEWAL_CARD_UNANSWERED);
    return true;
  } catch (error) {
    log.warn({ subscriptionId: sub.id, periodEnd: sub.currentPeriodEnd, err: error }, 'Pix de renovação não emitido: provedor indisponível');
    return graceOrExpireInOutage(ctx, sub, plan, now, attempt);
  }
}

/**
 * The provider is wholly unreachable after the period ended: neither the card nor the renewal
 * Pix can be asked (docs/decisions/renewals-and-grace-period.md). The first time, access goes on
 * for RENEWAL_GRACE_MS, the card's charge is asked again at every run (same key, same period) and
 * the student is told by e-mail and notification; still unreachable at the grace's end, the
 * subscription expires and the student is told so. The charge stays recorded: made after all, it
 * is found by its key and applied (access back) or refunded.
 */
async function graceOrExpireInOutage(ctx: AppContext, sub: SubscriptionRow, plan: PlanRow, now: Date, attempt: PaymentRow): Promise<boolean> {
  const inGrace = new Date(sub.currentPeriodEnd) > new Date(attempt.periodStart!);
  if (inGrace && new Date(sub.currentPeriodEnd) > now) return false; // asked again by the next run
  const accessUntil = inGrace ? null : addMs(now, RENEWAL_GRACE_MS);
  const result = await ctx.db.transaction().execute(async (trx) => {
    const moved = await repo.advanceSubscriptionPeriod(trx, sub.id, sub.currentPeriodEnd,
      accessUntil ? { currentPeriodEnd: accessUntil.toISOString(), updatedAt: now.toISOString() } : { status: 'expired', updatedAt: now.toISOString() });
    if (!moved) return null;
    if (!accessUntil) await repo.endPendingCardAttempt(trx, attempt.id, RENEWAL_CARD_UNANSWERED_IN_GRACE);
    return createNotification(ctx, {
      userId: sub.userId, type: 'billing', title: accessUntil ? 'Renovação pendente' : 'Assinatura expirada', hasOwnEmail: true,
      description: accessUntil
        ? `O ${paymentProvider.label} está fora do ar e a renovação do Plano ${plan.name} não pôde ser cobrada no seu cartão. Seu acesso continua até ${formatDatePtBR(accessUntil)}; tentaremos de novo automaticamente.`
        : `O ${paymentProvider.label} continuou fora do ar e a renovação do Plano ${plan.name} não pôde ser cobrada. Assine novamente em Minha Assinatura quando o pagamento voltar a funcionar.`,
      link: '/aluno/assinatura',
    }, trx);
  });
  return tellStudent(ctx, sub.userId, result, (name) => renewalProviderDownEmail(name, { amountCents: attempt.amountCents, planName: plan.name, providerLabel: paymentProvider.label, accessUntil: accessUntil?.toISOString() ?? null }));
}

/**
 * Pix/boleto renewals (issue 14 item 5): CHARGE_RENEWAL_LEAD_MS before the period ends a new
 * charge (a Pix with a due date, or a boleto) is issued, e-mailed and notified; it can be paid
 * until the period end plus RENEWAL_GRACE_MS, and access lasts that long too (the
 * subscription's current end moves to the charge's expiry; the charge keeps the real next
 * period, which starts at the old end). Paid: charges.service moves the subscription on.
 * Unpaid by then: the charge expires and so does the subscription.
 */
async function settleChargeRenewal(ctx: AppContext, sub: SubscriptionRow, now: Date, byPix?: 'pix', nextPeriodStart?: Date): Promise<boolean> {
  const existing = await repo.findNextRenewalCharge(ctx.db, sub.id, sub.currentPeriodStart);
  if (existing) {
    if (existing.status !== 'pendente' || !existing.expiresAt || new Date(existing.expiresAt) > now) return false;
    await ctx.db.transaction().execute(async (trx) => {
      await repo.updatePayment(trx, existing.id, { status: 'expirado' });
      await repo.updateSubscription(trx, sub.id, { status: 'expired', updatedAt: now.toISOString() });
    });
    await createNotification(ctx, {
      userId: sub.userId, type: 'billing', title: 'Assinatura expirada',
      description: `A cobrança de renovação não foi paga até ${formatDatePtBR(existing.expiresAt)}. Assine novamente para voltar a estudar.`,
      link: '/aluno/assinatura',
    });
    return true;
  }
  const plan = await repo.findPlan(ctx.db, sub.pendingPlanId ?? sub.planId);
  if (!plan) return false;
  const oldEnd = new Date(sub.currentPeriodEnd);
  // `nextPeriodStart`: the period a saved card's charge was asked for, when the provider was down (its grace may have moved the end).
  const periodStart = nextPeriodStart ?? (oldEnd > now ? oldEnd : now);
  const expiresAt = addMs(periodStart > now ? periodStart : now, RENEWAL_GRACE_MS);
  // The renewal boleto carries the address given at the boleto purchase (Mercado Pago's requires
  // one). Kept nowhere (a subscription paid before addresses were kept), it cannot be issued:
  // a renewal Pix instead, which needs no address, rather than no charge and a lapsed subscription.
  const address = sub.paymentMethod === 'boleto' ? await findPayerAddress(ctx, sub.userId) : null;
  const method = byPix || sub.paymentMethod === 'pix' || (paymentProvider.boletoNeedsAddress && !address) ? 'pix' : 'boleto';
  const student = await requireUser(ctx, sub.userId);
  const payer = { email: student.email, name: student.name, cpf: student.cpf, address: method === 'boleto' ? address : null };
  const issued =
    method === 'pix'
      ? { ...(await paymentProvider.createPixCharge({ amountCents: plan.billingPriceCents, description: `Renovacao EduIA Plano ${plan.name}`, now, expiresAt, payer })), barcode: null }
      : // The boleto is due on the last day of the grace period: its barcode's factor carries that date (Brasília).
        { ...(await paymentProvider.createBoleto({ amountCents: plan.billingPriceCents, now, dueDate: saoPauloDay(expiresAt), description: `Renovacao EduIA Plano ${plan.name}`, payer })), payload: null };
  const paymentId = newId();
  const result = await ctx.db.transaction().execute(async (trx) => {
    // Only one run issues it: the period end it was read with must still hold.
    const moved = await repo.advanceSubscriptionPeriod(trx, sub.id, sub.currentPeriodEnd, { currentPeriodEnd: expiresAt.toISOString(), updatedAt: now.toISOString() });
    if (!moved) return null;
    await repo.insertPayment(trx, {
      id: paymentId, userId: sub.userId, subscriptionId: sub.id, planId: plan.id, kind: 'renewal', status: 'pendente', method, instalments: 1, interestCents: 0,
      listPriceCents: plan.billingPriceCents, discountCents: 0, amountCents: plan.billingPriceCents, monthsCovered: plan.periodMonths, couponId: null,
      periodStart: periodStart.toISOString(), periodEnd: addMonths(periodStart, plan.periodMonths).toISOString(), cardBrand: null, cardLast4: null,
      provider: paymentProvider.name, providerReference: issued.reference, failureReason: null, receiptNumber: null,
      expiresAt: expiresAt.toISOString(), pixPayload: issued.payload, boletoBarcode: issued.barcode, createdAt: now.toISOString(),
    });
    return createNotification(ctx, {
      userId: sub.userId, type: 'billing', title: method === 'pix' ? 'Pix de renovação disponível' : 'Boleto de renovação disponível', hasOwnEmail: true,
      description: `Renove o Plano ${plan.name} (${formatCentsBRL(plan.billingPriceCents)}) pagando até ${formatDatePtBR(expiresAt)}. Seu acesso continua até lá.`,
      link: '/aluno/assinatura',
    }, trx);
  });
  return tellStudent(ctx, sub.userId, result, (name) => renewalChargeEmail(name, {
      method, planName: plan.name, amountCents: plan.billingPriceCents, payUntil: expiresAt.toISOString(), provider: paymentProvider.name, providerLabel: paymentProvider.label,
      code: issued.payload ?? (issued.barcode ? formatLinhaDigitavel(barcodeToLinhaDigitavel(issued.barcode)) : ''),
    }));
}

/** The renewal's notification goes out after its transaction, then its own e-mail; false when the transaction wrote nothing. */
async function tellStudent(
  ctx: AppContext, userId: string, notice: { announce(): Promise<unknown> } | null | undefined,
  email: (name: string) => Omit<Parameters<AppContext['mailer']['send']>[0], 'to'>,
): Promise<boolean> {
  if (!notice) return false;
  await notice.announce();
  const user = await getUserContact(ctx, userId);
  await ctx.mailer.send({ to: user.email, ...email(user.name) });
  return true;
}
