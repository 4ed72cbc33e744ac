import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { PaymentStatus } from '#contracts/billing';
import { AppError } from '#server/lib/app-error';

/**
 * Mercado Pago's Payments API (Checkout Transparente), spoken directly over HTTPS with the
 * school's access token (docs/decisions/mercado-pago-provider.md):
 * - POST /v1/payments creates a Pix (`payment_method_id: 'pix'`), a boleto (`'bolbradesco'`) or a
 *   card payment from a card token made in the browser by MercadoPago.js (never a card number);
 * - GET /v1/payments/{id} is the truth about a payment: the notification carries only its id;
 * - GET /v1/payments/search?external_reference=… finds the payments made for one of our requests
 *   (a card charge sends its idempotency key as `external_reference`) when the answer was lost;
 * - POST /v1/payments/{id}/refunds gives money back (no body: all of it; `{amount}`: part of it);
 * - notifications are signed: `x-signature: ts=…,v1=…`, HMAC-SHA256 (hex) with the application's
 *   secret over the manifest `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`.
 * Money goes as reais with two decimals (the API's `transaction_amount`), and comes back to centavos.
 */

export const MERCADO_PAGO_API_URL = 'https://api.mercadopago.com';
/** A notification signed longer ago (or later) than this is refused: a captured one cannot be replayed later. */
export const MERCADO_PAGO_TOLERANCE_SECONDS = 5 * 60;
/** Each call to the API is abandoned after this; the caller's transaction rolls back and the student may retry. */
const REQUEST_TIMEOUT_MS = 15_000;

export interface MercadoPagoOptions {
  accessToken: string;
  webhookSecret: string;
  /** The API's address (a local fake in tests). */
  apiUrl?: string;
  /** Where Mercado Pago sends its notifications for each payment (PUBLIC_URL + the webhook path). */
  notificationUrl?: string;
  fetch?: typeof fetch;
}

/** Who pays: Mercado Pago needs the e-mail for Pix and card, and name, CPF and address for a boleto. */
export interface MercadoPagoPayer {
  email: string;
  name: string;
  cpf?: string | null;
  address?: { zipCode: string; streetName: string; streetNumber: string; neighborhood: string; city: string; federalUnit: string } | null;
}

/** A payment as Mercado Pago reports it, reduced to what billing needs. */
export interface MercadoPagoPayment {
  reference: string;
  status: PaymentStatus;
  providerStatus: string;
  statusDetail: string | null;
  method: 'pix' | 'boleto' | 'card' | 'other';
  amountCents: number;
  /** What the payer actually paid (`transaction_details.total_paid_amount`), interest of instalments included. */
  paidCents: number;
  refundedCents: number;
  externalReference: string | null;
}

type ApiPayment = {
  id?: number | string;
  status?: string;
  status_detail?: string | null;
  payment_method_id?: string;
  payment_type_id?: string;
  transaction_amount?: number;
  transaction_amount_refunded?: number;
  external_reference?: string | null;
  date_of_expiration?: string | null;
  installments?: number;
  barcode?: { content?: string } | null;
  card?: { last_four_digits?: string; expiration_month?: number; expiration_year?: number } | null;
  transaction_details?: { external_resource_url?: string | null; digitable_line?: string | null; total_paid_amount?: number; barcode?: { content?: string } | null } | null;
  point_of_interaction?: { transaction_data?: { qr_code?: string; qr_code_base64?: string; ticket_url?: string } | null } | null;
};

type ApiError = { message?: string; error?: string; status?: number; cause?: Array<{ code?: number | string; description?: string }> };

/**
 * Our status for each of Mercado Pago's (docs: "Possíveis status de um pagamento"). Only
 * `approved` is money received; `authorized` waits for a capture we never ask for (card
 * payments are captured at once); `in_process`/`in_mediation` may still turn either way;
 * a chargeback gives the money back to the payer just as a refund does.
 */
const STATUS_MAP: Record<string, PaymentStatus> = {
  pending: 'pendente',
  authorized: 'pendente',
  in_process: 'pendente',
  in_mediation: 'pendente',
  approved: 'pago',
  rejected: 'recusado',
  cancelled: 'expirado',
  refunded: 'reembolsado',
  charged_back: 'reembolsado',
};

/** Our status for a Mercado Pago status; an unknown one stays pending (never counted as paid). */
export function mapMercadoPagoStatus(status: string): PaymentStatus {
  return STATUS_MAP[status] ?? 'pendente';
}

/** Why a card was refused (`status_detail`), in the buyer's words. */
const REJECTION_MESSAGES: Record<string, string> = {
  cc_rejected_insufficient_amount: 'Pagamento recusado: saldo ou limite insuficiente.',
  cc_rejected_bad_filled_security_code: 'Código de segurança do cartão inválido. Confira os três ou quatro dígitos e tente novamente.',
  cc_rejected_bad_filled_date: 'Data de validade do cartão inválida. Confira e tente novamente.',
  cc_rejected_bad_filled_card_number: 'Número do cartão inválido. Confira e tente novamente.',
  cc_rejected_bad_filled_other: 'Algum dado do cartão está incorreto. Confira e tente novamente.',
  cc_rejected_call_for_authorize: 'O banco emissor pede que você autorize este pagamento. Ligue para o banco e tente novamente.',
  cc_rejected_card_disabled: 'Cartão inativo. Ligue para o banco emissor para ativá-lo ou use outro cartão.',
  cc_rejected_duplicated_payment: 'Pagamento recusado: já houve um pagamento igual há pouco. Confira seu extrato antes de tentar de novo.',
  cc_rejected_high_risk: 'Pagamento recusado pela análise de segurança. Use outro cartão ou pague com Pix ou boleto.',
  cc_rejected_max_attempts: 'Limite de tentativas com este cartão atingido. Use outro cartão ou tente mais tarde.',
  cc_rejected_blacklist: 'Pagamento recusado. Use outro cartão ou pague com Pix ou boleto.',
  cc_rejected_card_type_not_allowed: 'Este tipo de cartão não é aceito. Use outro cartão.',
  cc_amount_rate_limit_exceeded: 'Pagamento recusado: o valor passa do limite do cartão.',
};
const DEFAULT_REJECTION = 'Pagamento recusado pelo banco emissor. Verifique os dados ou use outro cartão.';

export function rejectionMessage(statusDetail: string | null | undefined): string {
  return (statusDetail && REJECTION_MESSAGES[statusDetail]) || DEFAULT_REJECTION;
}

/** Error codes of the API (`cause[].code`) that the buyer can fix, in Portuguese. */
const CAUSE_MESSAGES: Record<string, string> = {
  '2067': 'CPF inválido. Confira o número e tente novamente.',
  '324': 'CPF inválido. Confira o número e tente novamente.',
  '2006': 'Não foi possível validar o cartão. Digite os dados do cartão novamente.',
  '2062': 'Não foi possível validar o cartão. Digite os dados do cartão novamente.',
  '3034': 'Não foi possível validar o cartão. Digite os dados do cartão novamente.',
  '4020': 'Endereço de notificação inválido: confira PUBLIC_URL na configuração do servidor.',
  '2034': 'As credenciais do Mercado Pago e os dados de teste não combinam (produção com teste).',
};

/**
 * Refunds the API refuses for the payment's state (docs, "Criar reembolso": 2063 state,
 * 2085 value, 2024/15016 too old, 3024 no partial refund, 4296 already refunded).
 */
const REFUSED_REFUND_CAUSES = new Set(['2063', '2085', '2024', '15016', '3024', '4296']);

/** The Portuguese message (and our error code) for a failed call to the API. */
export function mercadoPagoErrorOf(status: number, body: ApiError | null): AppError {
  if (status === 401 || status === 403) {
    return new AppError('bad-request', 'O Mercado Pago recusou as credenciais da escola. Avise o suporte: o pagamento não foi feito.');
  }
  if (status === 404) return new AppError('not-found', 'Pagamento não encontrado no Mercado Pago.');
  if (status === 429) return new AppError('too-many-requests', 'O Mercado Pago está recebendo muitas solicitações. Tente novamente em alguns instantes.');
  if (status >= 500) return new AppError('maintenance', 'O Mercado Pago está indisponível no momento. Tente novamente em alguns minutos.');
  for (const cause of body?.cause ?? []) {
    const message = CAUSE_MESSAGES[String(cause.code)];
    if (message) return new AppError('bad-request', message);
  }
  if ((body?.cause ?? []).some((cause) => REFUSED_REFUND_CAUSES.has(String(cause.code)))) {
    return new AppError('conflict', 'O Mercado Pago não permite devolver este pagamento (já devolvido, antigo demais ou valor maior que o pago).');
  }
  return new AppError('bad-request', 'O Mercado Pago recusou a solicitação. Confira os dados e tente novamente.');
}

const toReais = (cents: number) => Math.round(cents) / 100;
const toCents = (reais: number | undefined) => Math.round((reais ?? 0) * 100);

/** "Maria da Silva" → first "Maria", last "da Silva" (a one-word name repeats it: the API wants both). */
function splitName(name: string): { first_name: string; last_name: string } {
  const parts = name.trim().split(/\s+/);
  const first = parts[0] ?? name;
  return { first_name: first, last_name: parts.slice(1).join(' ') || first };
}

function methodOf(payment: ApiPayment): MercadoPagoPayment['method'] {
  if (payment.payment_method_id === 'pix') return 'pix';
  if (payment.payment_type_id === 'ticket' || payment.payment_method_id?.startsWith('bol')) return 'boleto';
  if (payment.payment_type_id === 'credit_card' || payment.payment_type_id === 'debit_card') return 'card';
  return 'other';
}

function toPayment(payment: ApiPayment): MercadoPagoPayment {
  const status = payment.status ?? 'pending';
  return {
    reference: String(payment.id),
    status: mapMercadoPagoStatus(status),
    providerStatus: status,
    statusDetail: payment.status_detail ?? null,
    method: methodOf(payment),
    amountCents: toCents(payment.transaction_amount),
    paidCents: toCents(payment.transaction_details?.total_paid_amount ?? (status === 'approved' ? payment.transaction_amount : 0)),
    refundedCents: toCents(payment.transaction_amount_refunded),
    externalReference: payment.external_reference ?? null,
  };
}

/** The API wants `yyyy-MM-dd'T'HH:mm:ss.SSSz` with an offset: written in Brasília time (UTC−3). */
function brasiliaTimestamp(date: Date): string {
  return `${new Date(date.getTime() - 3 * 3600_000).toISOString().slice(0, 23)}-03:00`;
}

/** Brand names as the checkout stores them → Mercado Pago's `payment_method_id` for credit cards. */
const CARD_METHOD_IDS: Record<string, string> = { Visa: 'visa', Mastercard: 'master', 'American Express': 'amex', Elo: 'elo', Hipercard: 'hipercard' };

export type NotificationVerification =
  | { ok: true; dataId: string; timestamp: number }
  | { ok: false; reason: 'ausente' | 'malformada' | 'fora-da-janela' | 'invalida' };

/**
 * Checks a notification's `x-signature` against the manifest Mercado Pago signs. `dataId` is
 * the `data.id` of the notification URL's query (lower-cased, as the documentation says for
 * alphanumeric ids). The comparison is in constant time; a `ts` outside the window is refused.
 * Mercado Pago writes `ts` in seconds or in milliseconds: both are read.
 */
export function verifyMercadoPagoSignature(input: {
  secret: string;
  signature: string | undefined;
  requestId: string | undefined;
  dataId: string | undefined;
  nowSeconds: number;
  toleranceSeconds?: number;
}): NotificationVerification {
  if (!input.signature || !input.requestId || !input.dataId) return { ok: false, reason: 'ausente' };
  let ts: string | null = null;
  let v1: Buffer | null = null;
  for (const part of input.signature.split(',')) {
    const [key, value, ...rest] = part.trim().split('=');
    if (rest.length > 0 || value === undefined) return { ok: false, reason: 'malformada' };
    if (key === 'ts') {
      if (ts !== null || !/^\d{1,13}$/.test(value)) return { ok: false, reason: 'malformada' };
      ts = value;
    } else if (key === 'v1') {
      if (v1 !== null || !/^[0-9a-f]{64}$/i.test(value)) return { ok: false, reason: 'malformada' };
      v1 = Buffer.from(value, 'hex');
    }
  }
  if (ts === null || v1 === null) return { ok: false, reason: 'malformada' };
  if (!/^[\w-]{1,64}$/.test(input.dataId) || !/^[\w-]{1,128}$/.test(input.requestId)) return { ok: false, reason: 'malformada' };
  const seconds = ts.length > 11 ? Math.floor(Number(ts) / 1000) : Number(ts);
  if (Math.abs(input.nowSeconds - seconds) > (input.toleranceSeconds ?? MERCADO_PAGO_TOLERANCE_SECONDS)) return { ok: false, reason: 'fora-da-janela' };
  const dataId = input.dataId.toLowerCase();
  const expected = createHmac('sha256', input.secret).update(`id:${dataId};request-id:${input.requestId};ts:${ts};`).digest();
  return timingSafeEqual(v1, expected) ? { ok: true, dataId, timestamp: seconds } : { ok: false, reason: 'invalida' };
}

/** What Mercado Pago sends (and our tests' fake signs): the header for a notification. */
export function signMercadoPagoNotification(secret: string, dataId: string, requestId: string, ts: number | string): string {
  const v1 = createHmac('sha256', secret).update(`id:${dataId.toLowerCase()};request-id:${requestId};ts:${ts};`).digest('hex');
  return `ts=${ts},v1=${v1}`;
}

export function createMercadoPagoClient(options: MercadoPagoOptions) {
  const apiUrl = (options.apiUrl ?? MERCADO_PAGO_API_URL).replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;

  async function call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown, idempotencyKey?: string): Promise<T> {
    const headers: Record<string, string> = { authorization: `Bearer ${options.accessToken}`, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (idempotencyKey) headers['x-idempotency-key'] = idempotencyKey;
    let response: Response;
    try {
      response = await doFetch(`${apiUrl}${path}`, {
        method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch {
      throw new AppError('maintenance', 'Não foi possível falar com o Mercado Pago agora. Tente novamente em alguns minutos.');
    }
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    if (!response.ok) throw mercadoPagoErrorOf(response.status, parsed as ApiError | null);
    if (parsed === null || typeof parsed !== 'object') throw new AppError('maintenance', 'Resposta inesperada do Mercado Pago. Tente novamente em alguns minutos.');
    return parsed as T;
  }

  const payerOf = (payer: MercadoPagoPayer) => ({
    email: payer.email,
    ...splitName(payer.name),
    ...(payer.cpf ? { identification: { type: 'CPF', number: payer.cpf.replace(/\D/g, '') } } : {}),
    ...(payer.address
      ? {
          address: {
            zip_code: payer.address.zipCode.replace(/\D/g, ''), street_name: payer.address.streetName, street_number: payer.address.streetNumber,
            neighborhood: payer.address.neighborhood, city: payer.address.city, federal_unit: payer.address.federalUnit,
          },
        }
      : {}),
  });
  const base = (amountCents: number, description: string, externalReference: string | undefined) => ({
    transaction_amount: toReais(amountCents),
    description,
    ...(externalReference ? { external_reference: externalReference } : {}),
    ...(options.notificationUrl ? { notification_url: options.notificationUrl } : {}),
  });

  return {
    /** A Pix charge: the BR Code ("copia e cola"), its QR code as a PNG (base64) and Mercado Pago's page for it. */
    async createPix(input: { amountCents: number; description: string; expiresAt: Date; payer: MercadoPagoPayer; idempotencyKey?: string; externalReference?: string }) {
      const payment = await call<ApiPayment>(
        'POST', '/v1/payments',
        { ...base(input.amountCents, input.description, input.externalReference), payment_method_id: 'pix', date_of_expiration: brasiliaTimestamp(input.expiresAt), payer: payerOf(input.payer) },
        input.idempotencyKey ?? randomUUID(),
      );
      const data = payment.point_of_interaction?.transaction_data;
      if (payment.id === undefined || !data?.qr_code) throw new AppError('maintenance', 'O Mercado Pago não devolveu o código Pix. Tente novamente em alguns minutos.');
      return {
        reference: String(payment.id),
        payload: data.qr_code,
        qrCodePngBase64: data.qr_code_base64 ?? null,
        ticketUrl: data.ticket_url ?? null,
        expiresAt: payment.date_of_expiration ? new Date(payment.date_of_expiration).toISOString() : input.expiresAt.toISOString(),
        status: mapMercadoPagoStatus(payment.status ?? 'pending'),
      };
    },

    /** A boleto due on `dueDate` (YYYY-MM-DD, payable through the end of that day in Brasília). */
    async createBoleto(input: { amountCents: number; description: string; dueDate: string; payer: MercadoPagoPayer; idempotencyKey?: string; externalReference?: string }) {
      if (!input.payer.cpf) throw new AppError('bad-request', 'Informe o CPF de quem paga para emitir o boleto.');
      const expiresAt = new Date(`${input.dueDate}T23:59:59.000-03:00`);
      const payment = await call<ApiPayment>(
        'POST', '/v1/payments',
        { ...base(input.amountCents, input.description, input.externalReference), payment_method_id: 'bolbradesco', date_of_expiration: brasiliaTimestamp(expiresAt), payer: payerOf(input.payer) },
        input.idempotencyKey ?? randomUUID(),
      );
      const barcode = payment.barcode?.content ?? payment.transaction_details?.barcode?.content ?? null;
      if (payment.id === undefined || !barcode || !/^\d{44}$/.test(barcode)) {
        throw new AppError('maintenance', 'O Mercado Pago não devolveu o código de barras do boleto. Tente novamente em alguns minutos.');
      }
      return {
        reference: String(payment.id),
        barcode,
        digitableLine: payment.transaction_details?.digitable_line ?? null,
        pdfUrl: payment.transaction_details?.external_resource_url ?? null,
        dueDate: input.dueDate,
        expiresAt: expiresAt.toISOString(),
        status: mapMercadoPagoStatus(payment.status ?? 'pending'),
      };
    },

    /**
     * A card payment in `instalments` from a card token made in the browser (MercadoPago.js):
     * the card number never reaches this server. `binary_mode` makes the answer approved or
     * rejected at once (no payment left "in process" for days behind a refused checkout).
     */
    async chargeCard(input: {
      cardToken: string; paymentMethodId: string; issuerId?: string | null; instalments: number; amountCents: number; description: string;
      payer: MercadoPagoPayer; idempotencyKey: string; externalReference?: string;
    }): Promise<{ status: 'approved'; reference: string; last4: string | null } | { status: 'declined'; reference: string | null; message: string }> {
      if (!Number.isInteger(input.instalments) || input.instalments < 1 || input.instalments > 12) throw new AppError('bad-request', 'Número de parcelas inválido.');
      const payment = await call<ApiPayment>(
        'POST', '/v1/payments',
        {
          ...base(input.amountCents, input.description, input.externalReference),
          token: input.cardToken, installments: input.instalments, payment_method_id: input.paymentMethodId,
          ...(input.issuerId ? { issuer_id: input.issuerId } : {}), binary_mode: true, capture: true, payer: payerOf(input.payer),
        },
        input.idempotencyKey,
      );
      if (payment.status === 'approved') return { status: 'approved', reference: String(payment.id), last4: payment.card?.last_four_digits ?? null };
      return { status: 'declined', reference: payment.id === undefined ? null : String(payment.id), message: rejectionMessage(payment.status_detail) };
    },

    /** The customer Mercado Pago keeps for this e-mail (`GET /v1/customers/search`), or null. */
    async findCustomer(email: string): Promise<string | null> {
      const found = await call<{ results?: Array<{ id?: string }> }>('GET', `/v1/customers/search?email=${encodeURIComponent(email)}`);
      const id = found.results?.find((customer) => customer.id)?.id;
      return id ? String(id) : null;
    },

    /** A new customer (`POST /v1/customers`): e-mail, name and, when known, CPF. */
    async createCustomer(payer: MercadoPagoPayer): Promise<string> {
      const created = await call<{ id?: string }>('POST', '/v1/customers', {
        email: payer.email, ...splitName(payer.name),
        ...(payer.cpf ? { identification: { type: 'CPF', number: payer.cpf.replace(/\D/g, '') } } : {}),
      });
      if (!created.id) throw new AppError('maintenance', 'O Mercado Pago não devolveu o cliente criado. Tente novamente em alguns minutos.');
      return String(created.id);
    },

    /** Saves the card behind a browser's token for the customer (`POST /v1/customers/{id}/cards`): the saved card's id. */
    async saveCard(customerId: string, cardToken: string): Promise<{ cardId: string; last4: string | null; paymentMethodId: string | null }> {
      const card = await call<{ id?: string | number; last_four_digits?: string; payment_method?: { id?: string } }>(
        'POST', `/v1/customers/${encodeURIComponent(customerId)}/cards`, { token: cardToken },
      );
      if (card.id === undefined) throw new AppError('maintenance', 'O Mercado Pago não devolveu o cartão salvo. Tente novamente em alguns minutos.');
      return { cardId: String(card.id), last4: card.last_four_digits ?? null, paymentMethodId: card.payment_method?.id ?? null };
    },

    /** Deletes a card saved for the customer (`DELETE /v1/customers/{customer_id}/cards/{id}`, "Excluir cartão"). */
    async deleteCard(customerId: string, cardId: string): Promise<void> {
      await call<{ id?: string }>('DELETE', `/v1/customers/${encodeURIComponent(customerId)}/cards/${encodeURIComponent(cardId)}`);
    },

    /**
     * A renewal charged to a saved card with nobody present ("Pagamentos automáticos", card on
     * file: no security code). A one-use token is made from the saved card (`POST /v1/card_tokens`
     * with `card_id`), then the payment names the customer (`payer.type: customer`) and says it is
     * a subscription's payment after the first (`point_of_interaction.type: SUBSCRIPTIONS`,
     * `first_time_use: false`, the sequence, the period, the billing date, nobody present). The
     * idempotency key makes a retried renewal the same payment.
     */
    async chargeSavedCard(input: {
      customerId: string; cardId: string; paymentMethodId: string; amountCents: number; description: string; payerEmail: string; idempotencyKey: string;
      recurring?: { subscriptionId: string; sequence: number; periodMonths: number; billingDate: string };
    }): Promise<{ status: 'approved'; reference: string } | { status: 'declined'; reference: string | null; message: string }> {
      const token = await call<{ id?: string }>('POST', '/v1/card_tokens', { card_id: input.cardId, customer_id: input.customerId });
      if (!token.id) throw new AppError('maintenance', 'O Mercado Pago não devolveu o token do cartão salvo. Tente novamente em alguns minutos.');
      const recurring = input.recurring;
      const payment = await call<ApiPayment>(
        'POST', '/v1/payments',
        {
          // The key doubles as the external reference: a renewal whose answer was lost is found by it.
          ...base(input.amountCents, input.description, input.idempotencyKey),
          token: token.id, installments: 1, payment_method_id: input.paymentMethodId, binary_mode: true, capture: true,
          payer: { type: 'customer', id: input.customerId, email: input.payerEmail },
          ...(recurring
            ? {
                point_of_interaction: {
                  type: 'SUBSCRIPTIONS',
                  transaction_data: {
                    first_time_use: false, subscription_id: recurring.subscriptionId, subscription_sequence: { number: recurring.sequence },
                    invoice_period: { period: recurring.periodMonths, type: 'monthly' }, billing_date: recurring.billingDate, user_present: false,
                  },
                },
              }
            : {}),
        },
        input.idempotencyKey,
      );
      if (payment.status === 'approved') return { status: 'approved', reference: String(payment.id) };
      return { status: 'declined', reference: payment.id === undefined ? null : String(payment.id), message: rejectionMessage(payment.status_detail) };
    },

    /** The payment as Mercado Pago knows it now (what a notification is about). */
    async getPayment(reference: string): Promise<MercadoPagoPayment> {
      if (!/^\d{1,20}$/.test(reference)) throw new AppError('not-found', 'Pagamento não encontrado no Mercado Pago.');
      return toPayment(await call<ApiPayment>('GET', `/v1/payments/${reference}`));
    },

    /**
     * The payments made with this `external_reference`, newest first (docs: "Pesquisar
     * pagamentos", `GET /v1/payments/search`, answer `{paging, results}`).
     */
    async searchPayments(externalReference: string): Promise<MercadoPagoPayment[]> {
      const query = new URLSearchParams({ external_reference: externalReference, sort: 'date_created', criteria: 'desc', limit: '30', offset: '0' });
      const found = await call<{ results?: ApiPayment[] }>('GET', `/v1/payments/search?${query.toString()}`);
      return (found.results ?? []).filter((payment) => payment.id !== undefined).map(toPayment);
    },

    /** Gives back all of a payment (no `amountCents`) or part of it; the refund's id. */
    async refund(input: { reference: string; amountCents?: number; idempotencyKey?: string }): Promise<{ reference: string; amountCents: number }> {
      if (!/^\d{1,20}$/.test(input.reference)) throw new AppError('not-found', 'Pagamento não encontrado no Mercado Pago.');
      if (input.amountCents !== undefined && (!Number.isInteger(input.amountCents) || input.amountCents <= 0)) throw new AppError('bad-request', 'Valor de devolução inválido.');
      const refund = await call<{ id?: number | string; amount?: number }>(
        'POST', `/v1/payments/${input.reference}/refunds`,
        input.amountCents === undefined ? undefined : { amount: toReais(input.amountCents) },
        input.idempotencyKey ?? randomUUID(),
      );
      if (refund.id === undefined) throw new AppError('maintenance', 'O Mercado Pago não confirmou a devolução. Tente novamente em alguns minutos.');
      return { reference: String(refund.id), amountCents: toCents(refund.amount) };
    },

    cardMethodIdOf(brand: string): string | null {
      return CARD_METHOD_IDS[brand] ?? null;
    },
  };
}

export type MercadoPagoClient = ReturnType<typeof createMercadoPagoClient>;
