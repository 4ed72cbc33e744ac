import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import { WebhookBodySchema, type Charge, type PaymentProviderInfo } from '#contracts/billing';
import { maskCpf } from '#contracts/users';
import type { AppContext } from '#server/context';
import { AppError } from '#server/lib/app-error';
import { formatDatePtBR } from '#server/lib/format';
import { newId, sha256 } from '#server/lib/ids';
import { getUserContact, requireUser, storeCpf } from '#server/modules/users/users.service';
import { boletoIssuedEmail } from './billing-emails.ts';
import * as repo from './billing.repository.ts';
import type { CheckoutSessionRow, PaymentRow, PaymentWithPlanRow } from './billing.repository.ts';
import { barcodeToLinhaDigitavel, dueDateFromFactor, formatLinhaDigitavel, parseBoletoBarcode } from './payment-codes/boleto-numbers.ts';
import { renderBoletoPdf } from './payment-codes/boleto-pdf.ts';
import { signWebhook, verifyWebhookSignature } from './payment-codes/webhook-signature.ts';
import { payerAddressRow } from './payer-addresses.ts';
import { paymentProvider, providerIdempotencyKey, type PayerAddress } from './payment-provider.ts';
import { bookReceivedPayment, settleReceivedPayment } from './payment-settlement.ts';
import { activeMercadoPago } from './providers/mercado-pago-provider.ts';
import { quoteCoupon, requireActivePlan } from './plans.service.ts';
import { toPayment } from './receipts.service.ts';
import { buildSubscription, currentSubscription, hasAccess } from './subscriptions.service.ts';

// Pix and boleto (issue 14): a charge is issued and stays 'pendente'; the provider's webhook
// (signed, with the amount paid) confirms it, and only then does the subscription start. The
// sandbox's 'Simular pagamento' sends that same signed webhook to this same code.

type ChargeInput = { planId: string; couponCode?: string; method: 'pix' | 'boleto'; cpf: string; address?: PayerAddress; idempotencyKey: string };

export const BOLETO_ADDRESS_REQUIRED = 'Informe o endereço de quem paga (CEP, rua, número, bairro, cidade e UF) para emitir o boleto.';

/**
 * The webhook's HMAC key: PAYMENT_WEBHOOK_SECRET (config.ts: at least 32 bytes, refused at
 * start otherwise), the secret shared with a real provider (docs/decisions/signed-payment-webhook.md);
 * without it, a random key of this process, so the sandbox's own simulated webhooks verify
 * and nobody outside can sign one.
 */
let processKey: string | null = null;
function webhookSecret(ctx: AppContext): string {
  return ctx.config.PAYMENT_WEBHOOK_SECRET || (processKey ??= randomBytes(32).toString('base64url'));
}

/** Whether 'Simular pagamento' exists: only while the sandbox is the provider in use. */
export const canSimulatePayments = () => paymentProvider.name === 'sandbox';

/** The provider in use, as the checkout needs it (its notices, the card entry, the boleto's address): what the seam says of it. */
export function paymentProviderInfo(): PaymentProviderInfo {
  const { name, label, cardEntry, boletoNeedsAddress } = paymentProvider;
  return {
    provider: name === 'mercadopago' ? 'mercadopago' : 'sandbox', label, cardEntry,
    publicKey: activeMercadoPago()?.publicKey ?? null, boletoNeedsAddress, canSimulate: canSimulatePayments(),
  };
}

function chargeRequestHash(input: ChargeInput): string {
  return sha256(JSON.stringify(['charge', input.planId, input.couponCode ?? '', input.method, input.cpf, input.method === 'boleto' ? (input.address ?? null) : null]));
}

/** The charge as the page shows it: Pix payload and QR, or the boleto numbers; the subscription once paid. */
async function chargeView(ctx: AppContext, row: PaymentWithPlanRow, replayed: boolean): Promise<Charge> {
  const pix =
    row.method === 'pix' && row.pixPayload
      ? { payload: row.pixPayload, qrCodeSvg: await QRCode.toString(row.pixPayload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }) }
      : null;
  const boleto =
    row.method === 'boleto' && row.boletoBarcode
      ? { linhaDigitavel: formatLinhaDigitavel(barcodeToLinhaDigitavel(row.boletoBarcode)), barcode: row.boletoBarcode, dueDate: boletoDueDate(row) }
      : null;
  const sub = row.status === 'pago' && row.subscriptionId ? await repo.findSubscriptionOfPayment(ctx.db, row.id) : undefined;
  return { payment: toPayment(row), pix, boleto, subscription: sub ? await buildSubscription(ctx.db, sub, ctx.clock.now()) : null, replayed, canSimulate: canSimulatePayments() };
}

/**
 * A boleto's due date (YYYY-MM-DD): the one its barcode carries (the FEBRABAN due-date factor,
 * read near the issue date), so the PDF, the API and the e-mails can never say another.
 */
export const boletoDueDate = (row: Pick<PaymentRow, 'boletoBarcode' | 'createdAt'>) =>
  dueDateFromFactor(parseBoletoBarcode(row.boletoBarcode!).dueDateFactor, row.createdAt.slice(0, 10));

async function replayCharge(ctx: AppContext, session: CheckoutSessionRow, requestHash: string): Promise<Charge> {
  if (session.requestHash !== requestHash || !session.paymentId) {
    throw new AppError('conflict', 'Esta chave de idempotência já foi usada em outro pedido. Recarregue a página e tente novamente.');
  }
  await repo.expireOverdueCharges(ctx.db, ctx.clock.now().toISOString(), session.userId);
  return chargeView(ctx, await repo.getPayment(ctx.db, session.paymentId), true);
}

/** 409 for a student who already has access: checked before the provider is called, and again when the charge is recorded. */
const activeSubscriptionConflict = () => new AppError('conflict', 'Você já possui uma assinatura ativa. Para trocar de plano, use "Mudar Plano" em Minha Assinatura.');

/**
 * Issues a Pix charge or a boleto for a plan. The provider is called first, outside any
 * database transaction (no lock is held while a real provider answers over the network), with
 * an idempotency key derived from the request's; then one transaction writes the (student,
 * idempotency key) row and the charge together. A provider that fails leaves nothing written,
 * and the retry with the same key gets the same provider charge; a double click or a retried
 * request that finds the row gets the same charge back; a new charge replaces the student's
 * earlier pending one.
 */
export async function issueCharge(ctx: AppContext, userId: string, input: ChargeInput): Promise<Charge> {
  const requestHash = chargeRequestHash(input);
  const earlier = await repo.findCheckoutSession(ctx.db, userId, input.idempotencyKey);
  if (earlier) return replayCharge(ctx, earlier, requestHash);

  await currentSubscription(ctx, userId);
  const now = ctx.clock.now();
  const plan = await requireActivePlan(ctx.db, input.planId);
  if (input.method === 'boleto' && paymentProvider.boletoNeedsAddress && !input.address) throw new AppError('bad-request', BOLETO_ADDRESS_REQUIRED);
  const contact = await getUserContact(ctx, userId);
  const payer = { email: contact.email, name: contact.name, cpf: input.cpf, address: input.method === 'boleto' ? (input.address ?? null) : null };
  const before = await repo.findLatestSubscription(ctx.db, userId);
  if (before && hasAccess(before, now)) throw activeSubscriptionConflict();
  const priced = input.couponCode ? await quoteCoupon(ctx.db, input.couponCode, plan, now, userId) : null;
  const discountCents = priced?.quote.discountCents ?? 0;
  const amountCents = plan.billingPriceCents - discountCents;
  if (amountCents <= 0) throw new AppError('bad-request', 'Com este cupom não há valor a pagar: conclua a assinatura pela opção Cartão.');

  const description = `Assinatura EduIA Plano ${plan.name}`;
  const idempotencyKey = providerIdempotencyKey('charge', userId, input.idempotencyKey);
  const issued =
    input.method === 'pix'
      ? { ...(await paymentProvider.createPixCharge({ amountCents, description, now, payer, idempotencyKey })), barcode: null }
      : { ...(await paymentProvider.createBoleto({ amountCents, now, description, payer, idempotencyKey })), payload: null };

  let paymentId: string;
  try {
    paymentId = await ctx.db.transaction().execute(async (trx) => {
      const sessionId = newId();
      await repo.insertCheckoutSession(trx, {
        id: sessionId, userId, idempotencyKey: input.idempotencyKey, requestHash, outcome: 'succeeded', paymentId: null, message: null, createdAt: now.toISOString(),
      });
      const current = await repo.findLatestSubscription(trx, userId);
      if (current && hasAccess(current, now)) throw activeSubscriptionConflict();
      await storeCpf(ctx, userId, input.cpf, trx);
      // Kept for the renewal boleto, which nobody is there to fill in.
      if (input.method === 'boleto' && input.address) await repo.upsertPayerAddress(trx, payerAddressRow(userId, input.address, now));
      await repo.supersedePendingCheckoutCharges(trx, userId);
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
    // Nothing was recorded, and the provider's charge was shown to nobody (a Pix expires in 30
    // minutes, a boleto on its due date); a retry with the same key gets that same charge back.
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
    await ctx.mailer.send({ to: user.email, ...boletoIssuedEmail(user.name, { planName: plan.name, amountCents: payment.amountCents, dueDate: boletoDueDate(payment), linha, provider: payment.provider }) });
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

/**
 * Sandbox only: the provider "receives" the payment and sends its signed webhook, for the
 * charge's amount. Like a bank app holding an old code, it pays an expired or superseded
 * charge too (the late payment is then applied or refunded). Absent with any other provider.
 */
export async function simulateChargePayment(ctx: AppContext, userId: string, paymentId: string): Promise<Charge> {
  if (!canSimulatePayments()) throw new AppError('not-found', 'Rota não encontrada.');
  const row = await requireOwnCharge(ctx, userId, paymentId);
  if ((row.status !== 'pendente' && row.status !== 'expirado') || !row.providerReference) throw new AppError('conflict', 'Esta cobrança não está mais pendente.');
  const rawBody = JSON.stringify({ event: 'payment.confirmed', reference: row.providerReference, amountCents: row.amountCents, transactionId: `E${randomBytes(15).toString('hex').toUpperCase()}` });
  const header = signWebhook(webhookSecret(ctx), rawBody, Math.floor(ctx.clock.now().getTime() / 1000));
  await receiveWebhook(ctx, rawBody, header);
  return getCharge(ctx, userId, paymentId);
}

const SIGNATURE_ERRORS = {
  ausente: 'Assinatura do webhook ausente.',
  malformada: 'Assinatura do webhook malformada.',
  'fora-da-janela': 'Assinatura do webhook fora da janela de 5 minutos.',
  invalida: 'Assinatura do webhook inválida.',
} as const;

/**
 * The provider's webhook: the HMAC-SHA256 signature over the raw body (header
 * `x-eduia-signature: t=…,v1=…`, 5-minute window) is checked before anything is read. The
 * payment is booked in the ledger, then applied or refunded (payment-settlement.ts); a
 * delivery of a payment already booked answers 200 and changes nothing, even in parallel.
 */
export async function receiveWebhook(ctx: AppContext, rawBody: string, header: string | undefined): Promise<{ ok: true }> {
  const verified = verifyWebhookSignature({ secret: webhookSecret(ctx), rawBody, header, nowSeconds: Math.floor(ctx.clock.now().getTime() / 1000) });
  if (!verified.ok) throw new AppError('unauthenticated', SIGNATURE_ERRORS[verified.reason]);
  const parsed = WebhookBodySchema.safeParse(JSON.parse(rawBody));
  if (!parsed.success) throw new AppError('bad-request', 'Evento de webhook inválido.');
  const { entry } = await bookReceivedPayment(ctx, parsed.data);
  if (entry) await settleReceivedPayment(ctx, entry.id);
  return { ok: true };
}

/**
 * A charge a real provider reports paid: its own notification verified and the payment read
 * back from its API (providers/mercado-pago-webhook.ts). It goes through the same ledger as
 * the sandbox's webhook: `paidCents` is compared with the charge, and the provider's payment
 * id tells a repeated notification from a second payment.
 */
export async function confirmProviderPayment(ctx: AppContext, paid: { reference: string; paidCents: number; transactionId?: string }): Promise<void> {
  const { entry } = await bookReceivedPayment(ctx, { reference: paid.reference, amountCents: paid.paidCents, transactionId: paid.transactionId });
  if (entry) await settleReceivedPayment(ctx, entry.id);
}

/** The boleto's PDF (Interleaved 2 of 5 barcode), for the student who owns it. */
export async function renderBoleto(ctx: AppContext, userId: string, paymentId: string): Promise<{ fileName: string; pdf: Uint8Array }> {
  const row = await requireOwnCharge(ctx, userId, paymentId);
  if (row.method !== 'boleto' || !row.boletoBarcode) throw new AppError('not-found', 'Este pagamento não possui boleto.');
  const user = await requireUser(ctx, userId);
  const pdf = await renderBoletoPdf({
    payerName: user.name, payerDocument: user.cpf ? maskCpf(user.cpf) : null, amountCents: row.amountCents, dueDate: boletoDueDate(row),
    issuedAt: row.createdAt, documentNumber: row.providerReference ?? row.id, barcode: row.boletoBarcode, expired: row.status === 'expirado',
  });
  return { fileName: `boleto-${formatDatePtBR(row.createdAt).replace(/\//g, '-')}-${row.id.slice(0, 8)}.pdf`, pdf };
}
