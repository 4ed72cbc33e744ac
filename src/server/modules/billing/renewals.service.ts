import type { AppContext } from '#server/context';
import { addMs, MINUTE_MS } from '#server/lib/clock';
import { formatCentsBRL, formatDatePtBR } from '#server/lib/format';
import { newId } from '#server/lib/ids';
import { createNotification } from '#server/modules/notifications/notifications.service';
import { getUserContact } from '#server/modules/users/users.service';
import { addMonths } from './billing-dates.ts';
import { RENEWAL_RECEIPT_SUBJECT, renewalDeclinedEmail } from './billing-emails.ts';
import * as repo from './billing.repository.ts';
import type { SubscriptionRow } from './billing.repository.ts';
import { storedCardOf } from './cards.ts';
import { paymentProvider } from './payment-provider.ts';
import { receiptNumberFor, sendReceiptMail } from './receipts.service.ts';

/** Renewals are charged up to this long before the period ends, so access never lapses. */
const RENEWAL_LEAD_MS = 60 * MINUTE_MS;

/** How often the scheduler settles due renewals (billing.routes.ts); reads settle their own student at once. */
export const RENEWAL_CHECK_INTERVAL_MS = 10 * MINUTE_MS;

/**
 * Renews or expires every subscription whose period ends within RENEWAL_LEAD_MS (or,
 * with `userId`, only that student's). Run by the app's scheduler, and for one student by
 * the subscription read path (subscriptions.service.ts, docs/decisions.md).
 */
export async function settleDueSubscriptions(ctx: AppContext, userId?: string): Promise<number> {
  const now = ctx.clock.now();
  const due = await repo.listSubscriptionsDue(ctx.db, addMs(now, RENEWAL_LEAD_MS).toISOString(), userId);
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
    if (await renewSubscription(ctx, sub, now)) settled += 1;
  }
  return settled;
}

async function renewSubscription(ctx: AppContext, sub: SubscriptionRow, now: Date): Promise<boolean> {
  const plan = await repo.findPlan(ctx.db, sub.pendingPlanId ?? sub.planId);
  const method = await repo.findPaymentMethod(ctx.db, sub.userId);
  if (!plan) return false;
  const oldEnd = new Date(sub.currentPeriodEnd);
  // A late run (server was down) starts the new period now rather than in the past.
  const periodStart = oldEnd > now ? oldEnd : now;
  const periodEnd = addMonths(periodStart, plan.periodMonths);
  const idempotencyKey = `renewal:${sub.id}:${sub.currentPeriodEnd}`;
  const charge = method
    ? await paymentProvider.charge({ card: storedCardOf(method), amountCents: plan.billingPriceCents, description: `Renovação EduIA — Plano ${plan.name}`, idempotencyKey, now })
    : ({ status: 'declined', message: 'Nenhum cartão cadastrado.' } as const);
  const paymentId = newId();

  const result = await ctx.db.transaction().execute(async (trx) => {
    const base = {
      id: paymentId, userId: sub.userId, subscriptionId: sub.id, planId: plan.id, kind: 'renewal' as const, listPriceCents: plan.billingPriceCents,
      discountCents: 0, amountCents: plan.billingPriceCents, monthsCovered: plan.periodMonths, couponId: null,
      cardBrand: method?.brand ?? null, cardLast4: method?.last4 ?? null, provider: paymentProvider.name, createdAt: now.toISOString(),
    };
    if (charge.status === 'approved') {
      const moved = await repo.advanceSubscriptionPeriod(trx, sub.id, sub.currentPeriodEnd, {
        planId: plan.id, pendingPlanId: null, currentPeriodStart: periodStart.toISOString(), currentPeriodEnd: periodEnd.toISOString(), updatedAt: now.toISOString(),
      });
      if (!moved) return null; // another run renewed it first
      await repo.insertPayment(trx, {
        ...base, status: 'pago', periodStart: periodStart.toISOString(), periodEnd: periodEnd.toISOString(),
        providerReference: charge.reference, failureReason: null, receiptNumber: receiptNumberFor(paymentId, now),
      });
      return createNotification(ctx, {
        userId: sub.userId, type: 'billing', title: 'Assinatura renovada', hasOwnEmail: true,
        description: `Pagamento de ${formatCentsBRL(plan.billingPriceCents)} confirmado. Plano ${plan.name} ativo até ${formatDatePtBR(periodEnd)}.`,
        link: '/aluno/assinatura',
      }, trx);
    }
    // Declined: no more attempts; access lasts until the paid period ends (expired at once
    // when that moment has already passed).
    const moved = await repo.advanceSubscriptionPeriod(trx, sub.id, sub.currentPeriodEnd, {
      status: oldEnd > now ? 'canceled' : 'expired', cancelAtPeriodEnd: 1, updatedAt: now.toISOString(),
    });
    if (!moved) return null;
    await repo.insertPayment(trx, {
      ...base, status: 'recusado', periodStart: null, periodEnd: null, providerReference: null, failureReason: charge.message, receiptNumber: null,
    });
    return createNotification(ctx, {
      userId: sub.userId, type: 'billing', title: 'Falha na renovação da assinatura', hasOwnEmail: true,
      description: oldEnd > now
        ? `${charge.message} Atualize seu cartão e reative a assinatura até ${formatDatePtBR(sub.currentPeriodEnd)} para não perder o acesso.`
        : `${charge.message} Sua assinatura expirou; atualize seu cartão e assine novamente para voltar a estudar.`,
      link: '/aluno/assinatura',
    }, trx);
  });
  if (!result) return false;
  await result.announce();
  if (charge.status === 'approved') {
    await sendReceiptMail(ctx, await repo.getPayment(ctx.db, paymentId), RENEWAL_RECEIPT_SUBJECT);
  } else {
    const user = await getUserContact(ctx, sub.userId);
    await ctx.mailer.send({
      to: user.email,
      ...renewalDeclinedEmail(user.name, {
        amountCents: plan.billingPriceCents, planName: plan.name, reason: charge.message, accessUntil: oldEnd > now ? sub.currentPeriodEnd : null,
      }),
    });
  }
  return true;
}
