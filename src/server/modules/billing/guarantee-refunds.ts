import type { AppContext } from '#server/context';
import { formatCentsBRL } from '#server/lib/format';
import { createNotification } from '#server/modules/notifications/notifications.service';
import { getUserContact } from '#server/modules/users/users.service';
import { refundEmail } from './billing-emails.ts';
import * as repo from './billing.repository.ts';
import { paymentProvider, providerIdempotencyKey } from './payment-provider.ts';

// The 7-day guarantee's refund, asked of the provider after the cancel's transaction commits,
// and asked again by the daily reconciliation while it is owed.

const GUARANTEE_REFUND_REASON = 'você cancelou dentro da garantia de 7 dias';

/**
 * Asks the provider for a guarantee refund decided earlier, outside any transaction, with a key
 * derived from the payment, so a retry after a lost answer or a failure never refunds twice;
 * then one short transaction writes the refund's reference (only one caller does) and the
 * student gets the notification, the refund e-mail and, on the receipt, the refund's reference.
 * A provider that fails leaves the refund owed for the daily reconciliation.
 */
export async function refundOwedGuarantee(ctx: AppContext, paymentId: string): Promise<void> {
  const payment = await repo.getPayment(ctx.db, paymentId);
  if (payment.status !== 'reembolsado' || payment.refundReason !== 'garantia' || payment.refundReference !== null) return;
  const refund = await paymentProvider.refund({
    reference: payment.providerReference, amountCents: payment.amountCents, now: ctx.clock.now(),
    idempotencyKey: providerIdempotencyKey('refund', payment.userId, payment.id),
  });
  const announce = await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.recordRefundReference(trx, payment.id, refund.reference))) return null;
    const { announce } = await createNotification(ctx, {
      userId: payment.userId,
      type: 'billing',
      title: 'Reembolso processado', hasOwnEmail: true,
      description: `Garantia de 7 dias: devolvemos ${formatCentsBRL(payment.amountCents)} e sua assinatura foi encerrada.`,
      link: '/aluno/assinatura',
    }, trx);
    return announce;
  });
  if (!announce) return;
  await announce();
  const user = await getUserContact(ctx, payment.userId);
  await ctx.mailer.send({ to: user.email, ...refundEmail(user.name, { amountCents: payment.amountCents, planName: payment.planName, reason: GUARANTEE_REFUND_REASON, provider: payment.provider }) });
}

/**
 * The reconciliation's part for the guarantee: every refund decided at or before `before` and
 * still owed is asked again; returns those the provider still has not confirmed.
 */
export async function retryOwedGuaranteeRefunds(ctx: AppContext, before: string) {
  for (const owed of await repo.listOwedGuaranteeRefunds(ctx.db, before)) {
    try {
      await refundOwedGuarantee(ctx, owed.id);
    } catch {
      // Still owed: reported by the reconciliation, asked again at its next run.
    }
  }
  return repo.listOwedGuaranteeRefunds(ctx.db, before);
}
