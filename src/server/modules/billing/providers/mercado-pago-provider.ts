import { randomUUID } from 'node:crypto';
import { AppError } from '#server/lib/app-error';
import { BOLETO_DUE_DAYS, brasiliaDatePlusDays, PIX_EXPIRY_MS, setPaymentProvider, type ChargePayer, type PaymentProvider } from '../payment-provider.ts';
import { createMercadoPagoClient, rejectionMessage, type MercadoPagoClient, type MercadoPagoOptions } from './mercado-pago.ts';

/** Where Mercado Pago notifies payments (PUBLIC_URL + this path): the address a school registers in "Suas integrações". */
export const MERCADO_PAGO_WEBHOOK_PATH = '/api/billing/webhooks/mercadopago';

export const MERCADO_PAGO_MESSAGES = {
  /** The checkout's card form posts the card itself: with Mercado Pago the browser must tokenize it with MercadoPago.js first. */
  rawCard: 'Com o Mercado Pago, os dados do cartão vão direto do navegador para o Mercado Pago: recarregue a página e digite o cartão de novo (ou pague com Pix ou boleto).',
  badToken: 'Não foi possível ler o cartão enviado pelo Mercado Pago. Digite os dados do cartão novamente.',
  noPayer: 'Não foi possível identificar quem paga esta cobrança. Recarregue a página e tente novamente.',
  noReference: 'Este pagamento não tem referência no Mercado Pago: a devolução precisa ser feita pelo painel do Mercado Pago.',
  noSavedCard: 'O cartão não está salvo no Mercado Pago para cobranças automáticas. Atualize seu cartão em Minha Assinatura.',
} as const;

/**
 * `savedCardRenewals`: renewals charge the card saved at Mercado Pago with nobody present
 * ("Pagamentos automáticos", which Mercado Pago enables per account: MERCADOPAGO_SAVED_CARD_RENEWALS).
 * Off, a card subscription's renewal is a Pix charge sent to the student.
 */
type MercadoPagoProviderOptions = MercadoPagoOptions & { publicKey?: string; savedCardRenewals?: boolean };

type MercadoPagoProvider = PaymentProvider & { client: MercadoPagoClient; webhookSecret: string; publicKey: string | null };

function requirePayer(payer: ChargePayer | undefined): ChargePayer {
  if (!payer) throw new AppError('bad-request', MERCADO_PAGO_MESSAGES.noPayer);
  return payer;
}

/** Mercado Pago's card brand ids (MercadoPago.js `payment_method_id`) → the brand as receipts print it. */
const BRAND_OF_METHOD_ID: Record<string, string> = { visa: 'Visa', master: 'Mastercard', amex: 'American Express', elo: 'Elo', hipercard: 'Hipercard' };

/**
 * Mercado Pago behind the billing module's PaymentProvider seam. Card numbers never reach
 * this server: a card is charged from the token MercadoPago.js made in the browser (kept as
 * the stored card's token), so `tokenizeCard`, which would receive the number, refuses.
 */
function createMercadoPagoProvider(options: MercadoPagoProviderOptions): MercadoPagoProvider {
  const client = createMercadoPagoClient(options);
  const savedCardRenewals = options.savedCardRenewals ?? false;
  return {
    name: 'mercadopago',
    label: 'Mercado Pago',
    boletoNeedsAddress: true,
    cardEntry: 'browser-token',
    client,
    webhookSecret: options.webhookSecret,
    publicKey: options.publicKey ?? null,
    tokenizeCard() {
      return { ok: false, message: MERCADO_PAGO_MESSAGES.rawCard };
    },
    acceptCardToken(card) {
      const brand = BRAND_OF_METHOD_ID[card.paymentMethodId];
      if (!brand) return { ok: false, message: 'Bandeira de cartão não aceita pelo Mercado Pago. Use outro cartão.' };
      if (!/^[\w-]{8,64}$/.test(card.token) || !/^\d{4}$/.test(card.last4)) return { ok: false, message: MERCADO_PAGO_MESSAGES.badToken };
      return { ok: true, token: card.token, brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear };
    },
    async charge({ card, amountCents, description, idempotencyKey, payer, instalments, recurring }) {
      const paymentMethodId = client.cardMethodIdOf(card.brand);
      if (!paymentMethodId) return { status: 'declined', message: 'Bandeira de cartão não aceita pelo Mercado Pago. Use outro cartão.' };
      if (recurring) {
        // A renewal: the browser's token was used by the first payment; only the saved card can be charged.
        if (!savedCardRenewals || !card.customerId || !card.cardId) return { status: 'declined', message: MERCADO_PAGO_MESSAGES.noSavedCard };
        const result = await client.chargeSavedCard({
          customerId: card.customerId, cardId: card.cardId, paymentMethodId, amountCents, description, payerEmail: requirePayer(payer).email, idempotencyKey, recurring,
        });
        return result.status === 'approved' ? { status: 'approved', reference: result.reference } : { status: 'declined', message: result.message };
      }
      const result = await client.chargeCard({
        cardToken: card.token, paymentMethodId, instalments: instalments ?? 1, amountCents, description, idempotencyKey, payer: requirePayer(payer),
        // The key doubles as the external reference: a charge whose answer was lost is found by it.
        externalReference: idempotencyKey,
      });
      return result.status === 'approved' ? { status: 'approved', reference: result.reference } : { status: 'declined', message: result.message };
    },
    async findCardCharge({ idempotencyKey }) {
      const found = await client.searchPayments(idempotencyKey);
      const approved = found.find((payment) => payment.status === 'pago');
      if (approved) return { status: 'approved', reference: approved.reference };
      if (found.some((payment) => payment.status === 'pendente')) return { status: 'pending' };
      // Rejected, cancelled, or refunded by hand at Mercado Pago: no money stays with the school.
      if (found.length > 0) return { status: 'declined', message: rejectionMessage(found[0]!.statusDetail) };
      return { status: 'not-found' };
    },
    async saveCard({ card, payer, customerId }) {
      const customer = customerId ?? (await client.findCustomer(payer.email)) ?? (await client.createCustomer(payer));
      const saved = await client.saveCard(customer, card.token);
      return { customerId: customer, cardId: saved.cardId };
    },
    async forgetCard({ customerId, cardId }) {
      await client.deleteCard(customerId, cardId);
    },
    renewsByCard(card) {
      return savedCardRenewals && Boolean(card?.customerId && card.cardId);
    },
    async createPixCharge({ amountCents, description, now, expiresAt, payer, idempotencyKey }) {
      const pix = await client.createPix({ amountCents, description, expiresAt: expiresAt ?? new Date(now.getTime() + PIX_EXPIRY_MS), payer: requirePayer(payer), idempotencyKey });
      return { reference: pix.reference, payload: pix.payload, expiresAt: pix.expiresAt };
    },
    async createBoleto({ amountCents, now, dueDate, description, payer, idempotencyKey }) {
      const boleto = await client.createBoleto({
        amountCents, description: description ?? 'Assinatura EduIA', dueDate: dueDate ?? brasiliaDatePlusDays(now, BOLETO_DUE_DAYS), payer: requirePayer(payer), idempotencyKey,
      });
      return { reference: boleto.reference, barcode: boleto.barcode, dueDate: boleto.dueDate, expiresAt: boleto.expiresAt };
    },
    async refund({ reference, amountCents, idempotencyKey }) {
      if (!reference) throw new AppError('conflict', MERCADO_PAGO_MESSAGES.noReference);
      const refund = await client.refund({ reference, amountCents, idempotencyKey: idempotencyKey ?? randomUUID() });
      return { reference: refund.reference };
    },
  };
}

let active: MercadoPagoProvider | null = null;

/** The Mercado Pago provider in use, or null while the sandbox is (its webhook then refuses everything). */
export function activeMercadoPago(): MercadoPagoProvider | null {
  return active;
}

/** Charges through Mercado Pago from now on (null: back to the sandbox). */
export function setMercadoPago(options: MercadoPagoProviderOptions | null): void {
  active = options ? createMercadoPagoProvider(options) : null;
  setPaymentProvider(active);
}

/** At start: the provider the configuration names (PAYMENT_PROVIDER, validated in config.ts). */
export function selectPaymentProvider(config: {
  PAYMENT_PROVIDER: 'sandbox' | 'mercadopago';
  MERCADOPAGO_ACCESS_TOKEN?: string;
  MERCADOPAGO_PUBLIC_KEY?: string;
  MERCADOPAGO_WEBHOOK_SECRET?: string;
  MERCADOPAGO_API_URL: string;
  MERCADOPAGO_SAVED_CARD_RENEWALS?: boolean;
  PUBLIC_URL: string;
}): void {
  if (config.PAYMENT_PROVIDER !== 'mercadopago') return setMercadoPago(null);
  setMercadoPago({
    accessToken: config.MERCADOPAGO_ACCESS_TOKEN!, publicKey: config.MERCADOPAGO_PUBLIC_KEY, webhookSecret: config.MERCADOPAGO_WEBHOOK_SECRET!, apiUrl: config.MERCADOPAGO_API_URL,
    notificationUrl: `${config.PUBLIC_URL}${MERCADO_PAGO_WEBHOOK_PATH}`, savedCardRenewals: config.MERCADOPAGO_SAVED_CARD_RENEWALS ?? false,
  });
}
