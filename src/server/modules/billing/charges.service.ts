import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import { WebhookBodySchema, type Charge } from '#contracts/billing';
import { maskCpf } from '#contracts/users';
import type { AppContext } from '#server/context';
import { AppError } from '#server/lib/app-error';
import { formatCentsBRL, formatDatePtBR } from '#server/lib/format';
import { newId, sha256 } from '#server/lib/ids';
import { createNotification } from '#server/modules/notifications/notifications.service';
import { getUserContact, requireUser, storeCpf } from '#server/modules/users/users.service';
import { addMonths } from './billing-dates.ts';
import { boletoIssuedEmail, CHECKOUT_RECEIPT_SUBJECT, refundEmail, RENEWAL_RECEIPT_SUBJECT } from './billing-emails.ts';
import * as repo from './billing.repository.ts';
import type { CheckoutSessionRow, PaymentRow, PaymentWithPlanRow } from './billing.repository.ts';
import { barcodeToLinhaDigitavel, formatLinhaDigitavel } from './payment-codes/boleto-numbers.ts';
import { renderBoletoPdf } from './payment-codes/boleto-pdf.ts';
import { signWebhook, verifyWebhookSignature } from './payment-codes/webhook-signature.ts';
import { paymentProvider } from './payment-provider.ts';
import { quoteCoupon, requireActivePlan } from './plans.service.ts';
import { receiptNumberFor, sendReceiptMail, toPayment } from './receipts.service.ts';
import { buildSubscription, currentSubscription, hasAccess } from './subscriptions.service.ts';

// Pix and boleto (issue 14): a charge is issued and stays 'pendente'; the provider's webhook
// (signed) confirms it, and only then does the subscription start. The sandbox's
// 'Simular pagamento' sends that same signed webhook to this same code.

type ChargeInput = { planId: string; couponCode?: string; method: 'pix' | 'boleto'; cpf: string; idempotencyKey: string };

/**
 * The webhook's HMAC key: PAYMENT_WEBHOOK_SECRET, the secret shared with a real provider
 * (docs/decisions/signed-payment-webhook.md); without it, a random key of this process, so the sandbox's own
 * simulated webhooks verify and nobody outside can sign one.
 */
let processKey: string | null = null;
function webhookSecret(): string {
  return process.env.PAYMENT_WEBHOOK_SECRET || (processKey ??= randomBytes(32).toString('base64url'));
}

function chargeRequestHash(input: ChargeInput): string {
  return sha256(JSON.stringify(['charge', input.planId, input.couponCode ?? '', input.method, input.cpf]));
}

/** The charge as the page shows it: Pix payload and QR, or the boleto numbers; the subscription once paid. */
async function chargeView(ctx: AppContext, row: PaymentWithPlanRow, replayed: boolean): Promise<Charge> {
  const pix =
    row.method === 'pix' && row.pixPayload
      ? { payload: row.pixPayload, qrCodeSvg: await QRCode.toString(row.pixPayload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }) }
      : null;
  const boleto =
    row.method === 'boleto' && row.boletoBarcode && row.expiresAt
      ? { linhaDigitavel: formatLinhaDigitavel(barcodeToLinhaDigitavel(row.boletoBarcode)), barcode: row.boletoBarcode, dueDate: dueDateOf(row.expiresAt) }
      : null;
  const sub = row.status === 'pago' && row.subscriptionId ? await repo.findSubscriptionOfPayment(ctx.db, row.id) : undefined;
  return { payment: toPayment(row), pix, boleto, subscription: sub ? await buildSubscription(ctx.db, sub, ctx.clock.now()) : null, replayed };
}

/** A boleto's due date (YYYY-MM-DD, Brasília) from the end of day it expires at. */
const dueDateOf = (expiresAt: string) => new Date(new Date(expiresAt).getTime() - 3 * 3600_000).toISOString().slice(0, 10);

async function replayCharge(ctx: AppContext, session: CheckoutSessionRow, requestHash: string): Promise<Charge> {
  if (session.requestHash !== requestHash || !session.paymentId) {
    throw new AppError('conflict', 'Esta chave de idempotência já foi usada em outro pedido. Recarregue a página e tente novamente.');
  }
  await repo.expireOverdueCharges(ctx.db, ctx.clock.now().toISOString(), session.userId);
  return chargeView(ctx, await repo.getPayment(ctx.db, session.paymentId), true);
}

/**
 * Issues a Pix charge or a boleto for a plan. The (student, idempotency key) row is written
 * first in the same transaction, so a double click or a retried request gets the same
 * charge back; a new charge replaces the student's earlier pending one.
 */
export async function issueCharge(ctx: AppContext, userId: string, input: ChargeInput): Promise<Charge> {
  const requestHash = chargeRequestHash(input);
  const earlier = await repo.findCheckoutSession(ctx.db, userId, input.idempotencyKey);
  if (earlier) return replayCharge(ctx, earlier, requestHash);

  await currentSubscription(ctx, userId);
  const now = ctx.clock.now();
  const plan = await requireActivePlan(ctx.db, input.planId);
  const contact = await getUserContact(ctx, userId);
  const payer = { email: contact.email, name: contact.name, cpf: input.cpf };
  let paymentId: string;
  try {
    paymentId = await ctx.db.transaction().execute(async (trx) => {
      const sessionId = newId();
      await repo.insertCheckoutSession(trx, {
        id: sessionId, userId, idempotencyKey: input.idempotencyKey, requestHash, outcome: 'succeeded', paymentId: null, message: null, createdAt: now.toISOString(),
      });
      const current = await repo.findLatestSubscription(trx, userId);
      if (current && hasAccess(current, now)) {
        throw new AppError('conflict', 'Você já possui uma assinatura ativa. Para trocar de plano, use "Mudar Plano" em Minha Assinatura.');
      }
      const priced = input.couponCode ? await quoteCoupon(trx, input.couponCode, plan, now, userId) : null;
      const discountCents = priced?.quote.discountCents ?? 0;
      const amountCents = plan.billingPriceCents - discountCents;
      if (amountCents <= 0) throw new AppError('bad-request', 'Com este cupom não há valor a pagar: conclua a assinatura pela opção Cartão.');

      await storeCpf(ctx, userId, input.cpf, trx);
      await repo.supersedePendingCheckoutCharges(trx, userId, now.toISOString());
      const description = `Assinatura EduIA Plano ${plan.name}`;
      const issued =
        input.method === 'pix'
          ? { ...(await paymentProvider.createPixCharge({ amountCents, description, now, payer })), barcode: null }
          : { ...(await paymentProvider.createBoleto({ amountCents, now, description, payer })), payload: null };
      const id = newId();
      await repo.insertPayment(trx, {
        id, userId, planId: plan.id, kind: 'checkout', subscriptionId: null, status: 'pendente', method: input.method, instalments: 1, interestCents: 0,
        listPriceCents: plan.billingPriceCents, discountCents, amountCents, monthsCovered: plan.periodMonths, couponId: priced?.coupon.id ?? null,
        periodStart: null, periodEnd: null, cardBrand: null, cardLast4: null, provider: paymentProvider.name, providerReference: issued.reference,
        failureReason: null, receiptNumber: null, expiresAt: issued.expiresAt, pixPayload: issued.payload, boletoBarcode: issued.barcode, createdAt: now.toISOString(),
      });
      await repo.updateCheckoutSession(trx, sessionId, { paymentId: id });
      return id;
    });
  } catch (error) {
    if (!(error instanceof AppError)) {
      const winner = await repo.findCheckoutSession(ctx.db, userId, input.idempotencyKey);
      if (winner) return replayCharge(ctx, winner, requestHash);
    }
    throw error;
  }
  const payment = await repo.getPayment(ctx.db, paymentId);
  if (payment.method === 'boleto' && payment.boletoBarcode) {
    const user = await getUserContact(ctx, userId);
    const linha = formatLinhaDigitavel(barcodeToLinhaDigitavel(payment.boletoBarcode));
    await ctx.mailer.send({ to: user.email, ...boletoIssuedEmail(user.name, { planName: plan.name, amountCents: payment.amountCents, dueDate: dueDateOf(payment.expiresAt!), linha }) });
  }
  return chargeView(ctx, payment, false);
}

async function requireOwnCharge(ctx: AppContext, userId: string, paymentId: string): Promise<PaymentWithPlanRow> {
  await repo.expireOverdueCharges(ctx.db, ctx.clock.now().toISOString(), userId);
  const row = await repo.findPaymentOfUser(ctx.db, userId, paymentId);
  if (!row || row.method === 'card') throw new AppError('not-found', 'Cobrança não encontrada.');
  return row;
}

/** A student's Pix/boleto charge and its state (the checkout page polls it until paid or expired). */
export async function getCharge(ctx: AppContext, userId: string, paymentId: string): Promise<Charge> {
  return chargeView(ctx, await requireOwnCharge(ctx, userId, paymentId), false);
}

/** Sandbox only: the provider "receives" the payment and sends its signed webhook. */
export async function simulateChargePayment(ctx: AppContext, userId: string, paymentId: string): Promise<Charge> {
  const row = await requireOwnCharge(ctx, userId, paymentId);
  if (row.status === 'expirado') throw new AppError('conflict', 'Esta cobrança expirou e não pode mais ser paga. Gere uma nova cobrança.');
  if (row.status !== 'pendente' || !row.providerReference) throw new AppError('conflict', 'Esta cobrança não está mais pendente.');
  const rawBody = JSON.stringify({ event: 'payment.confirmed', reference: row.providerReference });
  const header = signWebhook(webhookSecret(), rawBody, Math.floor(ctx.clock.now().getTime() / 1000));
  await receiveWebhook(ctx, rawBody, header);
  return getCharge(ctx, userId, paymentId);
}

/**
 * The provider's webhook: the HMAC-SHA256 signature over the raw body (header
 * `x-eduia-signature: t=…,v1=…`, 5-minute window) is checked before anything is read.
 */
export async function receiveWebhook(ctx: AppContext, rawBody: string, header: string | undefined): Promise<{ ok: true }> {
  const verified = verifyWebhookSignature({ secret: webhookSecret(), rawBody, header, nowSeconds: Math.floor(ctx.clock.now().getTime() / 1000) });
  if (!verified.ok) throw new AppError('unauthenticated', `Assinatura do webhook ${verified.reason === 'fora-da-janela' ? 'fora da janela de 5 minutos' : verified.reason}.`);
  const parsed = WebhookBodySchema.safeParse(JSON.parse(rawBody));
  if (!parsed.success) throw new AppError('bad-request', 'Evento de webhook inválido.');
  await confirmCharge(ctx, parsed.data.reference);
  return { ok: true };
}

/**
 * A charge a real provider reports paid: its own notification verified and the payment read
 * back from its API (providers/mercado-pago-webhook.ts). `paidCents` is what the payer paid.
 */
export async function confirmProviderPayment(ctx: AppContext, paid: { reference: string; paidCents: number }): Promise<void> {
  await confirmCharge(ctx, paid.reference);
}

/**
 * A Pix/boleto was paid: the payment becomes 'pago' (only if still pending and not expired),
 * the subscription starts now, the coupon is used, the student is told and gets the receipt.
 * Paying an already-paid charge again is a no-op (webhooks are retried).
 */
async function confirmCharge(ctx: AppContext, reference: string) {
  const now = ctx.clock.now();
  const payment = await repo.findPaymentByReference(ctx.db, reference);
  if (!payment) throw new AppError('not-found', 'Cobrança não encontrada.');
  if (payment.status === 'pago') return;
  const plan = await requireActivePlan(ctx.db, payment.planId).catch(async () => (await repo.findPlan(ctx.db, payment.planId))!);
  if (payment.kind === 'renewal') return confirmRenewal(ctx, payment, plan.name, now);
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const periodEnd = addMonths(now, plan.periodMonths).toISOString();
    const claimed = await repo.claimPendingPayment(trx, payment.id, now.toISOString(), {
      status: 'pago', paidAt: now.toISOString(), periodStart: now.toISOString(), periodEnd, receiptNumber: receiptNumberFor(payment.id, now),
    });
    if (!claimed) throw new AppError('conflict', 'Esta cobrança expirou e não pode mais ser paga. Gere uma nova cobrança.');
    const current = await repo.findLatestSubscription(trx, payment.userId);
    if (current && hasAccess(current, now)) {
      // Paid while another payment had already started a subscription: the money goes back.
      const refund = await paymentProvider.refund({ reference: payment.providerReference, amountCents: payment.amountCents, now });
      await repo.updatePayment(trx, payment.id, { status: 'reembolsado', refundedAt: now.toISOString(), refundReference: refund.reference, failureReason: 'Assinatura já ativa: valor devolvido.' });
      return { kind: 'refunded' as const };
    }
    const subscription = await repo.claimSubscription(trx, {
      id: newId(), userId: payment.userId, planId: plan.id, status: 'active', startedAt: now.toISOString(), currentPeriodStart: now.toISOString(),
      currentPeriodEnd: periodEnd, pendingPlanId: null, paymentMethod: payment.method, createdAt: now.toISOString(), updatedAt: now.toISOString(),
    });
    if (!subscription) throw new AppError('conflict', 'Você já possui uma assinatura ativa.');
    await repo.updatePayment(trx, payment.id, { subscriptionId: subscription.id });
    if (payment.couponId) {
      // The price was quoted when the charge was issued: honoured even if the coupon ran out since.
      await repo.takeCouponUse(trx, payment.couponId);
      await repo.insertCouponRedemption(trx, { id: newId(), couponId: payment.couponId, userId: payment.userId, paymentId: payment.id, createdAt: now.toISOString() });
    }
    const { announce } = await createNotification(
      ctx,
      {
        userId: payment.userId, type: 'billing', title: 'Pagamento confirmado', hasOwnEmail: true,
        description: `Recebemos seu ${payment.method === 'pix' ? 'Pix' : 'boleto'}. Sua assinatura do Plano ${plan.name} está ativa. Todos os cursos premium foram liberados.`,
        link: '/aluno/assinatura',
      },
      trx,
    );
    return { kind: 'paid' as const, announce };
  });
  if (outcome.kind === 'refunded') {
    const user = await getUserContact(ctx, payment.userId);
    await ctx.mailer.send({ to: user.email, ...refundEmail(user.name, { amountCents: payment.amountCents, planName: plan.name, reason: 'você já tinha uma assinatura ativa quando este pagamento chegou' }) });
    return;
  }
  await outcome.announce();
  await sendReceiptMail(ctx, await repo.getPayment(ctx.db, payment.id), CHECKOUT_RECEIPT_SUBJECT);
}

/** A renewal charge paid (in time, grace included): the subscription moves to the period the charge was issued for. */
async function confirmRenewal(ctx: AppContext, payment: PaymentRow, planName: string, now: Date) {
  const announce = await ctx.db.transaction().execute(async (trx) => {
    const claimed = await repo.claimPendingPayment(trx, payment.id, now.toISOString(), { status: 'pago', paidAt: now.toISOString(), receiptNumber: receiptNumberFor(payment.id, now) });
    if (!claimed) throw new AppError('conflict', 'Esta cobrança expirou e não pode mais ser paga. Gere uma nova cobrança.');
    await repo.updateSubscription(trx, payment.subscriptionId!, {
      status: 'active', cancelAtPeriodEnd: 0, planId: payment.planId, pendingPlanId: null,
      currentPeriodStart: payment.periodStart!, currentPeriodEnd: payment.periodEnd!, updatedAt: now.toISOString(),
    });
    const { announce } = await createNotification(
      ctx,
      {
        userId: payment.userId, type: 'billing', title: 'Assinatura renovada', hasOwnEmail: true,
        description: `Pagamento de ${formatCentsBRL(payment.amountCents)} confirmado. Plano ${planName} ativo até ${formatDatePtBR(payment.periodEnd!)}.`,
        link: '/aluno/assinatura',
      },
      trx,
    );
    return announce;
  });
  await announce();
  await sendReceiptMail(ctx, await repo.getPayment(ctx.db, payment.id), RENEWAL_RECEIPT_SUBJECT);
}

/** The boleto's PDF (Interleaved 2 of 5 barcode), for the student who owns it. */
export async function renderBoleto(ctx: AppContext, userId: string, paymentId: string): Promise<{ fileName: string; pdf: Uint8Array }> {
  const row = await requireOwnCharge(ctx, userId, paymentId);
  if (row.method !== 'boleto' || !row.boletoBarcode || !row.expiresAt) throw new AppError('not-found', 'Este pagamento não possui boleto.');
  const user = await requireUser(ctx, userId);
  const pdf = await renderBoletoPdf({
    payerName: user.name, payerDocument: user.cpf ? maskCpf(user.cpf) : null, amountCents: row.amountCents, dueDate: dueDateOf(row.expiresAt),
    issuedAt: row.createdAt, documentNumber: row.providerReference ?? row.id, barcode: row.boletoBarcode,
  });
  return { fileName: `boleto-${formatDatePtBR(row.createdAt).replace(/\//g, '-')}-${row.id.slice(0, 8)}.pdf`, pdf };
}
