import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { passesLuhn, type PayerAddressSchema } from '#contracts/billing';
import { sha256 } from '#server/lib/ids';
import { buildBoletoBarcode } from './payment-codes/boleto-numbers.ts';
import { buildPixPayload } from './payment-codes/pix-brcode.ts';

/** Card details as received from the checkout form; never stored as such. */
export interface CardDetails {
  number: string;
  holderName: string;
  expMonth: number;
  expYear: number;
  cvv: string;
}

/**
 * What may be kept about a card: a provider token, brand, last four digits and expiry; where the
 * token is used once (Mercado Pago), the customer and the saved card at the provider too.
 */
export interface StoredCard {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  customerId?: string | null;
  cardId?: string | null;
}

/** A renewal charged with nobody present: which subscription, which of its payments, for how long. */
export interface RecurringCharge {
  subscriptionId: string;
  /** 1 for the first payment of the subscription, 2 for the first renewal, … */
  sequence: number;
  periodMonths: number;
  /** YYYY-MM-DD */
  billingDate: string;
}

type TokenizeResult = ({ ok: true } & StoredCard) | { ok: false; message: string };

export type ChargeResult = { status: 'approved'; reference: string } | { status: 'declined'; message: string };

/**
 * What the provider knows of a card charge asked for with an idempotency key, when its answer
 * never reached us (the server stopped while the card was at the provider): approved (with the
 * payment's reference), declined, still undecided there, or no charge at all under that key.
 */
export type CardChargeLookup = ChargeResult | { status: 'pending' } | { status: 'not-found' };

/** A Pix charge: the BR Code ("copia e cola") a bank app reads, valid until `expiresAt`. */
export interface PixCharge {
  reference: string;
  payload: string;
  expiresAt: string;
}

/** A boleto: the 44-digit barcode (the linha digitável derives from it), due on `dueDate` (YYYY-MM-DD). */
export interface BoletoCharge {
  reference: string;
  barcode: string;
  dueDate: string;
  expiresAt: string;
}

/** Where the payer lives, as the contract validated it (Mercado Pago's boleto requires it: FEBRABAN registered boletos carry the payer's address). */
export type PayerAddress = z.output<typeof PayerAddressSchema>;

/** Who pays a charge: a real provider needs it (e-mail; name, CPF and, at Mercado Pago, the address for a boleto); the sandbox ignores it. */
export interface ChargePayer {
  email: string;
  name: string;
  cpf?: string | null;
  address?: PayerAddress | null;
}

/**
 * A card already turned into a token by the provider's own script in the browser
 * (MercadoPago.js): the server never sees the number. `paymentMethodId` is the provider's
 * brand id ('visa', 'master', …).
 */
export interface BrowserCardToken {
  token: string;
  paymentMethodId: string;
  issuerId?: string | null;
  last4: string;
  expMonth: number;
  expYear: number;
  holderName: string;
}

/**
 * What a provider's webhook says once money arrived, after its signature was checked: the
 * charge's reference, the amount actually paid (integer centavos, compared with the charge:
 * less is refunded, more is applied and the excess refunded) and the provider's id of this
 * movement of money (the Pix end-to-end id), which tells a second delivery of the same payment
 * (nothing to do) from a second payment of the same charge (refunded). An adapter maps its
 * own event to this; without a transaction id the charge's reference stands for it.
 */
export interface PaymentConfirmation {
  reference: string;
  amountCents: number;
  transactionId?: string;
}

/** Pix charges live 30 minutes; boletos are due in 3 days (issue 14). */
export const PIX_EXPIRY_MS = 30 * 60 * 1000;
export const BOLETO_DUE_DAYS = 3;

/**
 * The idempotency key the provider receives for a student's request: derived from theirs, so a
 * retried request asks the provider for the same charge (and gets it back, not a second one),
 * while two students' keys can never meet at the provider.
 */
export function providerIdempotencyKey(kind: 'charge' | 'checkout' | 'refund' | 'renewal', userId: string, idempotencyKey: string): string {
  const hex = sha256(`${kind}:${userId}:${idempotencyKey}`);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The seam to a payment gateway: the sandbox below ('pagamento de demonstração': no money
 * moves anywhere), or Mercado Pago (providers/mercado-pago-provider.ts) when the server is
 * started with PAYMENT_PROVIDER=mercadopago.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Who takes the money, as the checkout's notice names it ('Ambiente de demonstração', 'Mercado Pago'). */
  readonly label: string;
  /** A boleto needs the payer's address (Mercado Pago); the checkout then asks for it. */
  readonly boletoNeedsAddress: boolean;
  /** How the checkout takes a card: the platform's own form (sandbox) or the provider's script in the browser. */
  readonly cardEntry: 'form' | 'browser-token';
  /** Checks a card and turns it into a token that can be charged later (renewals). */
  tokenizeCard(card: CardDetails, now: Date): TokenizeResult;
  /** Accepts a card tokenized in the browser by the provider's script (refused where cardEntry is 'form'). */
  acceptCardToken(card: BrowserCardToken, now: Date): TokenizeResult;
  /**
   * `instalments` and `payer` reach a real provider (the sandbox charges the total at once and
   * needs no payer); `recurring` marks a renewal charged with nobody present.
   */
  charge(input: {
    card: StoredCard; amountCents: number; description: string; idempotencyKey: string; now: Date; instalments?: number; payer?: ChargePayer; recurring?: RecurringCharge;
  }): Promise<ChargeResult>;
  /**
   * Keeps a card for charges without the buyer: at Mercado Pago, the customer (found by e-mail or
   * created) and the card saved for it from the browser's token. Null where the token itself can
   * be charged again (the sandbox).
   */
  saveCard(input: { card: StoredCard; payer: ChargePayer; customerId?: string | null }): Promise<{ customerId: string; cardId: string } | null>;
  /**
   * Deletes a card saved by saveCard (Mercado Pago: `DELETE /v1/customers/{customer_id}/cards/{id}`):
   * a replaced card or an erased person's card must not stay at the provider. Nothing in the sandbox.
   */
  forgetCard(input: { customerId: string; cardId: string }): Promise<void>;
  /**
   * Whether a renewal may charge this card with nobody present. The sandbox: always (no card on
   * file is a refused renewal). Mercado Pago: a card saved there, with saved-card renewals
   * switched on (MERCADOPAGO_SAVED_CARD_RENEWALS: Mercado Pago enables them per account). Not
   * possible: the renewal is a Pix charge sent to the student instead.
   */
  renewsByCard(card: StoredCard | null): boolean;
  /** The card charge made with `idempotencyKey`, asked again (the sweep of card checkouts left pending). */
  findCardCharge(input: { idempotencyKey: string; now: Date }): Promise<CardChargeLookup>;
  /**
   * Issues a Pix charge; payment arrives later through the webhook. The code is for one
   * payment (BR Code field 01 = "12") and lives until `expiresAt` (30 minutes by default);
   * docs/decisions/one-use-pix-codes.md.
   */
  createPixCharge(input: { amountCents: number; description: string; now: Date; expiresAt?: Date; payer?: ChargePayer; idempotencyKey?: string }): Promise<PixCharge>;
  /**
   * Issues a boleto; payment arrives later through the webhook. `dueDate` (YYYY-MM-DD) is the
   * date the barcode's due-date factor must carry; without it, BOLETO_DUE_DAYS from `now`.
   * The returned `dueDate` is the barcode's, printed everywhere unchanged.
   */
  createBoleto(input: { amountCents: number; now: Date; dueDate?: string; description?: string; payer?: ChargePayer; idempotencyKey?: string }): Promise<BoletoCharge>;
  /**
   * Gives money back: the whole payment (7-day guarantee, a late or duplicate payment, one
   * for less than owed) or part of it (what was paid above the charge). `transactionId` is the
   * movement of money to refund (PaymentConfirmation.transactionId) when the charge was paid
   * more than once; null/absent, the charge's payment. With `idempotencyKey`, the same refund
   * asked again (a retry after a lost answer) is not made twice. Returns the refund's reference.
   */
  refund(input: { reference: string | null; transactionId?: string; amountCents: number; now: Date; idempotencyKey?: string }): Promise<{ reference: string }>;
}

/** The sandbox's own Pix key and account data (a random "EVP" key: no real account behind it). */
const SANDBOX_PIX = { key: '7d9f0335-8dcc-4054-9bf9-0dbd61d36906', merchantName: 'EDUIA DEMONSTRACAO', merchantCity: 'SAO PAULO' } as const;
/** Bank code of the sandbox's boletos ('999': no bank issues it, the PDF says 'demonstração'). */
const SANDBOX_BOLETO_BANK = '999';

const randomDigits = (count: number) => Array.from(randomBytes(count), (b) => String(b % 10)).join('');

/** YYYY-MM-DD of `now` plus `days`, in Brasília time (UTC−3: no daylight saving since 2019). */
export function brasiliaDatePlusDays(now: Date, days: number): string {
  return new Date(now.getTime() - 3 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

function cardBrandOf(number: string): string {
  if (/^4/.test(number)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return 'Mastercard';
  if (/^3[47]/.test(number)) return 'American Express';
  if (/^(4011|4312|4389|4514|4576|5041|5066|5067|509|6277|6362|6363|650|6516|6550)/.test(number)) return 'Elo';
  return 'Cartão';
}

/** A card is valid through the last day of its expiry month. */
function isCardExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expYear < year || (expYear === year && expMonth < month);
}

/** Test cards of the sandbox and what they do (shown on the checkout page). */
const SANDBOX_CARDS = {
  approved: ['4242424242424242', '5555555555554444'],
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

const SANDBOX_MESSAGES = {
  declined: 'Pagamento recusado pelo banco emissor. Verifique os dados ou use outro cartão.',
  insufficientFunds: 'Pagamento recusado: saldo ou limite insuficiente.',
  unknownCard: 'Cartão não aceito no ambiente de demonstração. Use o cartão de teste 4242 4242 4242 4242.',
  invalidNumber: 'Número do cartão inválido.',
  expired: 'Cartão vencido. Verifique a validade ou use outro cartão.',
} as const;

type SandboxBehaviour = 'approve' | 'decline' | 'insufficient';

/**
 * The sandbox's answers by idempotency key, so that a card checkout left pending can be asked
 * again (findCardCharge). In memory, as a demo needs: after a restart the sandbox knows no
 * charge, and the sweep ends such a checkout as never charged (no money moved anyway).
 */
const sandboxCharges = new Map<string, ChargeResult>();
const SANDBOX_CHARGES_KEPT = 10_000;

function rememberSandboxCharge(idempotencyKey: string, result: ChargeResult): ChargeResult {
  sandboxCharges.delete(idempotencyKey);
  sandboxCharges.set(idempotencyKey, result);
  if (sandboxCharges.size > SANDBOX_CHARGES_KEPT) sandboxCharges.delete(sandboxCharges.keys().next().value!);
  return result;
}

function sandboxChargeOf(card: StoredCard, now: Date): ChargeResult {
  if (isCardExpired(card.expMonth, card.expYear, now)) return { status: 'declined', message: SANDBOX_MESSAGES.expired };
  const behaviour = card.token.split('_')[1] as SandboxBehaviour | undefined;
  if (behaviour === 'decline') return { status: 'declined', message: SANDBOX_MESSAGES.declined };
  if (behaviour === 'insufficient') return { status: 'declined', message: SANDBOX_MESSAGES.insufficientFunds };
  if (behaviour !== 'approve') return { status: 'declined', message: SANDBOX_MESSAGES.declined };
  return { status: 'approved', reference: `sbx_ch_${randomBytes(10).toString('hex')}` };
}

/**
 * 'Pagamento de demonstração'. Behaviour is fixed by the test card number, and is kept
 * in the token (`sbx_<behaviour>_<random>`) so renewals charge the same way. Any other
 * number is refused, so nobody types a real card into a demo.
 */
export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  label: 'Ambiente de demonstração',
  boletoNeedsAddress: false,
  cardEntry: 'form',
  acceptCardToken() {
    return { ok: false, message: 'No ambiente de demonstração, use o formulário do cartão com o cartão de teste 4242 4242 4242 4242.' };
  },
  tokenizeCard(card, now) {
    const number = card.number.replace(/[\s-]/g, '');
    if (!/^\d{13,19}$/.test(number) || !passesLuhn(number)) return { ok: false, message: SANDBOX_MESSAGES.invalidNumber };
    if (isCardExpired(card.expMonth, card.expYear, now)) return { ok: false, message: SANDBOX_MESSAGES.expired };
    let behaviour: SandboxBehaviour;
    if ((SANDBOX_CARDS.approved as readonly string[]).includes(number)) behaviour = 'approve';
    else if (number === SANDBOX_CARDS.declined) behaviour = 'decline';
    else if (number === SANDBOX_CARDS.insufficientFunds) behaviour = 'insufficient';
    else return { ok: false, message: SANDBOX_MESSAGES.unknownCard };
    return {
      ok: true,
      token: `sbx_${behaviour}_${randomBytes(8).toString('hex')}`,
      brand: cardBrandOf(number),
      last4: number.slice(-4),
      expMonth: card.expMonth,
      expYear: card.expYear,
    };
  },
  async charge({ card, now, idempotencyKey }) {
    return rememberSandboxCharge(idempotencyKey, sandboxChargeOf(card, now));
  },
  async findCardCharge({ idempotencyKey }) {
    return sandboxCharges.get(idempotencyKey) ?? { status: 'not-found' };
  },
  async saveCard() {
    return null;
  },
  async forgetCard() {
    // The sandbox keeps no card anywhere else.
  },
  renewsByCard() {
    return true;
  },
  async createPixCharge({ amountCents, description, now, expiresAt }) {
    const reference = `EDUIA${randomBytes(10).toString('hex').toUpperCase()}`; // 25 letters/digits: the txid
    const payload = buildPixPayload({ ...SANDBOX_PIX, amountCents, txid: reference, description, singleUse: true });
    return { reference, payload, expiresAt: (expiresAt ?? new Date(now.getTime() + PIX_EXPIRY_MS)).toISOString() };
  },
  async createBoleto({ amountCents, now, dueDate: wanted }) {
    const dueDate = wanted ?? brasiliaDatePlusDays(now, BOLETO_DUE_DAYS);
    const ourNumber = randomDigits(17);
    const barcode = buildBoletoBarcode({ bankCode: SANDBOX_BOLETO_BANK, amountCents, dueDate, freeField: `${'00000000'}${ourNumber}` });
    // Payable through the end of its due date (Brasília time).
    return { reference: `BOL${ourNumber}`, barcode, dueDate, expiresAt: new Date(`${dueDate}T23:59:59.999-03:00`).toISOString() };
  },
  async refund() {
    return { reference: `sbx_re_${randomBytes(10).toString('hex')}` };
  },
};

/**
 * The sandbox's line ("no real charge was made") for e-mails and receipts: only for a payment
 * made through the sandbox. With a real provider money did move, so the line would be false.
 */
export const demoNote = (provider: string): string[] => (provider === sandboxProvider.name ? ['Pagamento de demonstração: nenhuma cobrança real foi feita.'] : []);

let selected: PaymentProvider = sandboxProvider;

/** The provider the billing module charges through: the one chosen at start (setPaymentProvider), the sandbox by default. */
export const paymentProvider: PaymentProvider = {
  get name() {
    return selected.name;
  },
  get label() {
    return selected.label;
  },
  get boletoNeedsAddress() {
    return selected.boletoNeedsAddress;
  },
  get cardEntry() {
    return selected.cardEntry;
  },
  tokenizeCard: (card, now) => selected.tokenizeCard(card, now),
  acceptCardToken: (card, now) => selected.acceptCardToken(card, now),
  charge: (input) => selected.charge(input),
  saveCard: (input) => selected.saveCard(input),
  forgetCard: (input) => selected.forgetCard(input),
  renewsByCard: (card) => selected.renewsByCard(card),
  findCardCharge: (input) => selected.findCardCharge(input),
  createPixCharge: (input) => selected.createPixCharge(input),
  createBoleto: (input) => selected.createBoleto(input),
  refund: (input) => selected.refund(input),
};

/** Charges through `provider` from now on; null goes back to the sandbox. */
export function setPaymentProvider(provider: PaymentProvider | null): void {
  selected = provider ?? sandboxProvider;
}
