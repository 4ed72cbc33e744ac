import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildBoletoBarcode } from '../payment-codes/boleto-numbers.ts';
import { buildPixPayload } from '../payment-codes/pix-brcode.ts';
import { signMercadoPagoNotification } from './mercado-pago.ts';

/**
 * Tests only: a local HTTP server that speaks Mercado Pago's Payments API as its documentation
 * shows it (the request fields it requires, the response fields of the documented examples,
 * the error body `{message, error, status, cause[]}`), on a random port of 127.0.0.1. Card
 * tokens decide the outcome the way Mercado Pago's test cardholder names do: a token containing
 * FUND is refused for insufficient funds, SECU for the security code, OTHE for another reason.
 * Customers and saved cards too (`/v1/customers`, `/v1/customers/search`, `/v1/customers/{id}/cards`, its DELETE of one card,
 * and `/v1/card_tokens` from a saved card's id): a card saved from a FUND token stays one, so a
 * renewal charged to it is refused the same way.
 */

type StoredPayment = Record<string, unknown> & { id: number; status: string; status_detail: string; transaction_amount: number; transaction_amount_refunded: number };
type Recorded = { method: string; path: string; query: URLSearchParams; headers: IncomingMessage['headers']; body: Record<string, unknown> | null };

const json = (status: number, body: unknown) => ({ status, body });
const error = (status: number, message: string, cause: Array<{ code: number; description: string }> = []) =>
  json(status, { message, error: status === 404 ? 'not_found' : 'bad_request', status, cause });

export async function startMercadoPagoFake(options: { accessToken: string; webhookSecret: string }) {
  const payments = new Map<number, StoredPayment>();
  const requests: Recorded[] = [];
  const byIdempotencyKey = new Map<string, { status: number; body: unknown }>();
  const refundsByKey = new Map<string, { status: number; body: unknown }>();
  let nextId = 1_325_000_000;
  let nextRefundId = 9_876_543_210;
  let failures: Array<{ status: number; body: unknown }> = [];
  const failuresAt: Array<{ path: string; response: { status: number; body: unknown } }> = [];
  type Customer = { id: string; email: string; first_name?: string; last_name?: string; identification?: unknown; cards: SavedCard[] };
  type SavedCard = Record<string, unknown> & { id: string; customer_id: string; fromToken: string };
  const customers = new Map<string, Customer>();
  const savedCards = new Map<string, SavedCard>();
  /** Tokens made from a saved card: which card each one charges. */
  const savedCardTokens = new Map<string, SavedCard>();
  let nextCustomer = 1;
  let nextCard = 9_876_543_210_000;

  function createCustomer(body: Record<string, unknown>) {
    const email = body.email;
    if (typeof email !== 'string' || !/^[^@\s]+@[^@\s]+$/.test(email)) return error(400, 'the email format is invalid.', [{ code: 106, description: 'the email format is invalid.' }]);
    if ([...customers.values()].some((c) => c.email === email)) return error(400, 'the customer already exist.', [{ code: 101, description: 'the customer already exist.' }]);
    const id = `${String(nextCustomer++).padStart(9, '0')}-sT93QZFAsfxU9P5`;
    const customer: Customer = { id, email, first_name: body.first_name as string, last_name: body.last_name as string, identification: body.identification, cards: [] };
    customers.set(id, customer);
    return json(201, { ...customer, date_created: '2026-11-26T10:00:00.000-03:00', default_card: null, live_mode: false });
  }

  function saveCard(customerId: string, body: Record<string, unknown> | null) {
    const customer = customers.get(customerId);
    if (!customer) return error(404, 'the customer id is invalid.', [{ code: 105, description: 'the customer id is invalid.' }]);
    if (typeof body?.token !== 'string' || !body.token) return error(400, 'the card is required.', [{ code: 119, description: 'the card is required.' }]);
    const card: SavedCard = {
      id: String(nextCard++), customer_id: customerId, expiration_month: 11, expiration_year: 2030, first_six_digits: '503143', last_four_digits: '6351',
      payment_method: { id: 'master', name: 'Mastercard', payment_type_id: 'credit_card' }, security_code: { length: 3, card_location: 'back' },
      issuer: { id: 24, name: 'Mastercard' }, cardholder: { name: 'APRO' }, date_created: '2026-11-26T10:00:00.000-03:00', fromToken: body.token,
    };
    customer.cards.push(card);
    savedCards.set(card.id, card);
    const { fromToken: _from, ...shown } = card;
    return json(201, shown);
  }

  /** "Excluir cartão": the card leaves its customer; the answer is the card deleted. */
  function deleteCard(customerId: string, cardId: string) {
    const customer = customers.get(customerId);
    if (!customer) return error(404, 'the customer id is invalid.', [{ code: 105, description: 'the customer id is invalid.' }]);
    const card = customer.cards.find((c) => c.id === cardId);
    if (!card) return error(404, 'card not found.', [{ code: 120, description: 'card not found.' }]);
    customer.cards = customer.cards.filter((c) => c !== card);
    savedCards.delete(card.id);
    const { fromToken: _from, ...shown } = card;
    return json(200, shown);
  }

  function cardToken(body: Record<string, unknown> | null) {
    const card = savedCards.get(String(body?.card_id ?? ''));
    if (!card) return error(400, 'card not found.', [{ code: 120, description: 'card not found.' }]);
    // The outcome of the card it came from (the test cardholder's marker), kept in the new token.
    const marker = ['FUND', 'SECU', 'OTHE'].find((m) => card.fromToken.toUpperCase().includes(m)) ?? '';
    const id = `${randomUUID().replace(/-/g, '')}${marker}`;
    savedCardTokens.set(id, card);
    return json(201, { id, card_id: card.id, status: 'active', first_six_digits: '503143', last_four_digits: '6351', expiration_month: 11, expiration_year: 2030, live_mode: false });
  }
  let answersToLose = 0;

  function createPayment(body: Record<string, unknown>) {
    const amount = body.transaction_amount;
    const payer = body.payer as { email?: string; identification?: { type?: string; number?: string }; address?: Record<string, unknown> } | undefined;
    if (typeof amount !== 'number' || !(amount > 0)) return error(400, 'Invalid transaction_amount', [{ code: 4037, description: 'Invalid transaction_amount' }]);
    if (typeof body.description !== 'string') return error(400, 'description is required', [{ code: 1, description: 'Params Error' }]);
    if (!payer?.email) return error(400, 'payer.email must be a valid email', [{ code: 4050, description: 'payer.email must be a valid email' }]);
    if (payer.identification && !/^\d{11}$/.test(payer.identification.number ?? '')) {
      return error(400, 'Invalid user identification number', [{ code: 2067, description: 'Invalid user identification number' }]);
    }
    const id = nextId++;
    const now = '2026-11-26T10:00:00.000-03:00';
    const common = {
      id, date_created: now, date_approved: null, date_last_updated: now, currency_id: 'BRL', transaction_amount: amount, transaction_amount_refunded: 0,
      description: body.description, external_reference: body.external_reference ?? null, payer, refunds: [], live_mode: false,
    };
    let payment: StoredPayment;
    if (body.payment_method_id === 'pix') {
      const qr = buildPixPayload({ key: 'b76aa9c2-2ec4-4110-954e-ebfe34f05b61', merchantName: 'ESCOLA TESTE', merchantCity: 'SAO PAULO', amountCents: Math.round(amount * 100), txid: `mpqrinter${id}` });
      payment = {
        ...common, status: 'pending', status_detail: 'pending_waiting_transfer', payment_method_id: 'pix', payment_type_id: 'bank_transfer',
        date_of_expiration: body.date_of_expiration ?? null,
        point_of_interaction: { type: 'PIX', transaction_data: { qr_code: qr, qr_code_base64: 'iVBORw0KGgoAAAANSUhEUgAA', ticket_url: `https://www.mercadopago.com.br/payments/${id}/ticket` } },
        transaction_details: { total_paid_amount: amount, net_received_amount: 0, external_resource_url: null },
      };
    } else if (body.payment_method_id === 'bolbradesco') {
      if (!payer.identification) return error(400, 'payer.identification is required', [{ code: 2067, description: 'Invalid user identification number' }]);
      // A boleto (registered, FEBRABAN) needs the payer's address (docs: payer.address for bolbradesco).
      const address = payer.address ?? {};
      for (const field of ['zip_code', 'street_name', 'street_number', 'neighborhood', 'city', 'federal_unit']) {
        if (typeof address[field] !== 'string' || !address[field]) return error(400, `payer.address.${field} is required`, [{ code: 4, description: `payer.address.${field} is required` }]);
      }
      if (!/^\d{8}$/.test(String(address.zip_code))) return error(400, 'Invalid zip_code', [{ code: 4, description: 'Invalid payer.address.zip_code' }]);
      const due = String(body.date_of_expiration ?? '').slice(0, 10);
      const barcode = buildBoletoBarcode({ bankCode: '237', amountCents: Math.round(amount * 100), dueDate: due, freeField: String(id).padStart(25, '0') });
      payment = {
        ...common, status: 'pending', status_detail: 'pending_waiting_payment', payment_method_id: 'bolbradesco', payment_type_id: 'ticket',
        date_of_expiration: body.date_of_expiration ?? null, barcode: { content: barcode },
        transaction_details: { total_paid_amount: amount, external_resource_url: `https://www.mercadopago.com.br/payments/${id}/ticket?caller_id=1&hash=abc`, digitable_line: null },
      };
    } else if (typeof body.token === 'string') {
      // A saved card's token is charged for its customer (payer.type 'customer', payer.id).
      const fromSaved = savedCardTokens.get(body.token);
      const payerRef = body.payer as { type?: string; id?: string } | undefined;
      if (payerRef?.type === 'customer' && !customers.has(String(payerRef.id))) return error(400, 'the customer id is invalid.', [{ code: 105, description: 'the customer id is invalid.' }]);
      if (fromSaved && payerRef?.id !== fromSaved.customer_id) return error(400, 'Invalid card token', [{ code: 3034, description: 'Invalid card_token_id' }]);
      const instalments = Number(body.installments ?? 1);
      const token = body.token.toUpperCase();
      const detail = token.includes('FUND') ? 'cc_rejected_insufficient_amount' : token.includes('SECU') ? 'cc_rejected_bad_filled_security_code' : token.includes('OTHE') ? 'cc_rejected_other_reason' : 'accredited';
      const approved = detail === 'accredited';
      payment = {
        ...common, status: approved ? 'approved' : 'rejected', status_detail: detail, payment_method_id: body.payment_method_id, payment_type_id: 'credit_card',
        installments: instalments, date_approved: approved ? now : null, card: { first_six_digits: '503143', last_four_digits: '6351', expiration_month: 11, expiration_year: 2030 },
        transaction_details: { total_paid_amount: approved ? amount : 0, installment_amount: Math.round((amount / instalments) * 100) / 100 },
      };
    } else {
      return error(400, 'Invalid payment_method_id', [{ code: 4033, description: 'Invalid payment_method_id' }]);
    }
    payments.set(id, payment);
    return json(201, payment);
  }

  function refund(id: number, body: Record<string, unknown> | null) {
    const payment = payments.get(id);
    if (!payment) return error(404, 'Payment not found', [{ code: 2000, description: 'Payment not found' }]);
    if (payment.status !== 'approved') return error(400, 'The action requested is not valid for the current payment state', [{ code: 2063, description: 'refund not valid for the current payment state' }]);
    const remaining = Math.round((payment.transaction_amount - payment.transaction_amount_refunded) * 100) / 100;
    const amount = body && typeof body.amount === 'number' ? body.amount : remaining;
    if (!(amount > 0)) return error(400, 'amount attribute must be positive', [{ code: 4040, description: 'amount attribute must be positive' }]);
    if (amount > remaining + 1e-9) return error(400, 'Invalid refund amount', [{ code: 2085, description: 'refund amount exceeds the payment' }]);
    payment.transaction_amount_refunded = Math.round((payment.transaction_amount_refunded + amount) * 100) / 100;
    const full = payment.transaction_amount_refunded >= payment.transaction_amount;
    payment.status = full ? 'refunded' : 'approved';
    payment.status_detail = full ? 'refunded' : 'partially_refunded';
    return json(201, { id: nextRefundId++, payment_id: id, amount, source: { id: '987654321', name: 'Merchant Account', type: 'collector' }, date_created: '2026-11-26T14:10:00.000-03:00', status: 'approved', unique_sequence_number: null });
  }

  /**
   * "Pesquisar pagamentos": `external_reference` filters, `sort`/`criteria` order (date_created,
   * newest first here), `limit`/`offset` page; the answer is `{paging: {total, limit, offset}, results}`.
   */
  function search(query: URLSearchParams) {
    const reference = query.get('external_reference');
    const limit = Number(query.get('limit') ?? 30);
    const offset = Number(query.get('offset') ?? 0);
    if (!(limit > 0 && limit <= 1000) || !(offset >= 0)) return error(400, 'Params Error', [{ code: 1, description: 'Params Error' }]);
    const matching = [...payments.values()].filter((payment) => reference === null || payment.external_reference === reference);
    // Every fake payment is created at the same instant: the later id is the newer one.
    const ordered = matching.sort((a, b) => (query.get('criteria') === 'asc' ? a.id - b.id : b.id - a.id));
    return json(200, { paging: { total: matching.length, limit, offset }, results: ordered.slice(offset, offset + limit) });
  }

  function route(method: string, path: string, headers: IncomingMessage['headers'], body: Record<string, unknown> | null, query: URLSearchParams) {
    if (headers.authorization !== `Bearer ${options.accessToken}`) return error(401, 'invalid access token', [{ code: 401, description: 'invalid_token' }]);
    const atPath = failuresAt.findIndex((f) => f.path === path);
    if (atPath >= 0) return failuresAt.splice(atPath, 1)[0]!.response;
    const next = failures.shift();
    if (next) return next;
    if (method === 'POST' && path === '/v1/payments') {
      const key = headers['x-idempotency-key'];
      if (typeof key !== 'string' || !key) return error(400, "Header X-Idempotency-Key can't be null", [{ code: 4292, description: "Header X-Idempotency-Key can't be null" }]);
      const seen = byIdempotencyKey.get(key);
      if (seen) return seen;
      const result = createPayment(body ?? {});
      if (result.status === 201) byIdempotencyKey.set(key, result);
      return result;
    }
    if (method === 'GET' && path === '/v1/payments/search') return search(query);
    if (method === 'GET' && path === '/v1/customers/search') {
      const results = [...customers.values()].filter((c) => c.email === query.get('email')).map(({ cards, ...c }) => ({ ...c, cards: cards.map(({ fromToken: _f, ...card }) => card) }));
      return json(200, { paging: { total: results.length, limit: 10, offset: 0 }, results });
    }
    if (method === 'POST' && path === '/v1/customers') return createCustomer(body ?? {});
    const cards = /^\/v1\/customers\/([\w-]+)\/cards$/.exec(path);
    if (method === 'POST' && cards) return saveCard(cards[1]!, body);
    if (method === 'POST' && path === '/v1/card_tokens') return cardToken(body);
    const card = /^\/v1\/customers\/([\w-]+)\/cards\/([\w-]+)$/.exec(path);
    if (method === 'DELETE' && card) return deleteCard(card[1]!, card[2]!);
    const get = /^\/v1\/payments\/(\d+)$/.exec(path);
    if (method === 'GET' && get) {
      const payment = payments.get(Number(get[1]));
      return payment ? json(200, payment) : error(404, 'Payment not found', [{ code: 2000, description: 'Payment not found' }]);
    }
    const refunds = /^\/v1\/payments\/(\d+)\/refunds$/.exec(path);
    if (method === 'POST' && refunds) {
      const key = headers['x-idempotency-key'];
      if (typeof key !== 'string') return error(400, "Header X-Idempotency-Key can't be null", [{ code: 4292, description: "Header-X-Idempotency-Key-can't-be-null" }]);
      // The same key asked again gets the refund it made, never a second one.
      const seen = refundsByKey.get(key);
      if (seen) return seen;
      const result = refund(Number(refunds[1]), body);
      if (result.status === 201) refundsByKey.set(key, result);
      return result;
    }
    return error(404, 'resource not found');
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: Record<string, unknown> | null = null;
      try {
        body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
      } catch {
        body = null;
      }
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const path = url.pathname;
      requests.push({ method: req.method ?? 'GET', path, query: url.searchParams, headers: req.headers, body });
      const result = route(req.method ?? 'GET', path, req.headers, body, url.searchParams);
      if (answersToLose > 0 && req.method === 'POST' && path === '/v1/payments') {
        // The payment is made (and remembered under its idempotency key), but its answer never arrives.
        answersToLose -= 1;
        res.destroy();
        return;
      }
      res.writeHead(result.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(result.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    payments,
    customers,
    savedCards,
    /** The next calls answer these (status, body) instead of the real thing. */
    failNext(...responses: Array<{ status: number; body: unknown }>) {
      failures = [...failures, ...responses];
    },
    /** The next call to `path` answers this (status, body) instead of the real thing. */
    failNextTo(path: string, response: { status: number; body: unknown }) {
      failuresAt.push({ path, response });
    },
    /** The next payment creations are made here but their answers are lost (the connection drops before the response). */
    loseNextAnswer(count = 1) {
      answersToLose += count;
    },
    /** The payer paid (Pix sent, boleto paid), `paidAmount` reais (the charge's amount by default). */
    pay(reference: string, paidAmount?: number) {
      const payment = payments.get(Number(reference))!;
      payment.status = 'approved';
      payment.status_detail = 'accredited';
      payment.date_approved = '2026-11-26T10:05:00.000-03:00';
      payment.transaction_details = { ...(payment.transaction_details as object), total_paid_amount: paidAmount ?? payment.transaction_amount };
    },
    setStatus(reference: string, status: string, statusDetail: string) {
      const payment = payments.get(Number(reference))!;
      payment.status = status;
      payment.status_detail = statusDetail;
    },
    /**
     * The notification Mercado Pago posts about a payment (body of the documented example), signed
     * with the secret (or another one), at `ts` (seconds).
     */
    notification(reference: string, ts: number, secret = options.webhookSecret) {
      const requestId = randomUUID();
      return {
        query: `data.id=${reference}&type=payment`,
        headers: { 'x-signature': signMercadoPagoNotification(secret, reference, requestId, ts), 'x-request-id': requestId },
        body: {
          id: 112_233_445_566, live_mode: false, type: 'payment', date_created: '2026-11-26T10:05:08.000-03:00', application_id: 1_234_567_890,
          user_id: 987_654_321, version: 1, api_version: 'v1', action: 'payment.updated', data: { id: reference },
        },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type MercadoPagoFake = Awaited<ReturnType<typeof startMercadoPagoFake>>;
