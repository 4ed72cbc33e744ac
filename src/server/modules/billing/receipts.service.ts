import type { Payment } from '#contracts/billing';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from '#contracts/billing';
import type { AppContext } from '#server/context';
import { AppError } from '#server/lib/app-error';
import { getUserContact } from '#server/modules/users/users.service';
import { paymentMethodText, receiptEmail } from './billing-emails.ts';
import * as repo from './billing.repository.ts';
import type { PaymentWithPlanRow } from './billing.repository.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';

// Payments as the student sees them, and their receipts ('Nota Fiscal'): the PDF and the e-mail.

export function receiptNumberFor(paymentId: string, at: Date): string {
  const stamp = `${at.getUTCFullYear()}${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
  return `NF-${stamp}-${paymentId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

export function toPayment(row: PaymentWithPlanRow): Payment {
  return {
    id: row.id,
    createdAt: row.createdAt,
    planId: row.planId,
    planName: row.planName,
    kind: row.kind,
    status: row.status,
    statusLabel: PAYMENT_STATUS_LABELS[row.status],
    listPriceCents: row.listPriceCents,
    discountCents: row.discountCents,
    amountCents: row.amountCents,
    couponCode: row.couponCode ?? null,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    receiptNumber: row.receiptNumber,
    hasReceipt: (row.status === 'pago' || row.status === 'reembolsado') && row.receiptNumber !== null,
    method: row.method,
    methodLabel: PAYMENT_METHOD_LABELS[row.method],
    instalments: row.instalments,
    interestCents: row.interestCents,
    expiresAt: row.expiresAt,
    refundedAt: row.refundedAt,
  };
}

/** The receipt PDF of a paid payment of this student; anyone else's is 404. */
export async function renderReceipt(ctx: AppContext, userId: string, paymentId: string): Promise<{ receiptNumber: string; pdf: Uint8Array }> {
  const payment = await repo.findPaymentOfUser(ctx.db, userId, paymentId);
  if (!payment) throw new AppError('not-found', 'Pagamento não encontrado.');
  const { receiptNumber } = payment;
  if ((payment.status !== 'pago' && payment.status !== 'reembolsado') || !receiptNumber) throw new AppError('not-found', 'Este pagamento não possui nota fiscal.');
  const user = await getUserContact(ctx, userId);
  const { platform } = await ctx.settings.get();
  const pdf = await renderReceiptPdf({
    platformName: platform.platformName,
    supportEmail: platform.supportEmail,
    receiptNumber,
    issuedAt: payment.paidAt ?? payment.createdAt,
    customerName: user.name,
    customerEmail: user.email,
    planName: payment.planName,
    periodStart: payment.periodStart,
    periodEnd: payment.periodEnd,
    listPriceCents: payment.listPriceCents,
    discountCents: payment.discountCents,
    couponCode: payment.couponCode ?? null,
    interestCents: payment.interestCents,
    amountCents: payment.amountCents,
    paymentMethod: paymentMethodText(payment),
    providerReference: payment.providerReference,
    refundedAt: payment.refundedAt,
    refundReference: payment.refundReference,
    provider: payment.provider,
  });
  return { receiptNumber, pdf };
}

/** Mails the receipt of a paid payment to its student. */
export async function sendReceiptMail(ctx: AppContext, payment: PaymentWithPlanRow, subject: string) {
  const user = await getUserContact(ctx, payment.userId);
  const { platform } = await ctx.settings.get();
  await ctx.mailer.send({ to: user.email, ...receiptEmail(subject, platform.platformName, user.name, payment) });
}
