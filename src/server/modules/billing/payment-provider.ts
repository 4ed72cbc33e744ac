import { randomBytes } from 'node:crypto';
import { passesLuhn } from '#contracts/billing';

/** Card details as received from the checkout form; never stored as such. */
export interface CardDetails {
  number: string;
  holderName: string;
  expMonth: number;
  expYear: number;
  cvv: string;
}

/** What may be kept about a card: a provider token, brand, last four digits and expiry. */
export interface StoredCard {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

type TokenizeResult = ({ ok: true } & StoredCard) | { ok: false; message: string };

type ChargeResult = { status: 'approved'; reference: string } | { status: 'declined'; message: string };

/**
 * The seam to a payment gateway. The only implementation in this codebase is the
 * sandbox below ('pagamento de demonstração'): no money moves anywhere.
 */
interface PaymentProvider {
  readonly name: string;
  /** Checks a card and turns it into a token that can be charged later (renewals). */
  tokenizeCard(card: CardDetails, now: Date): TokenizeResult;
  charge(input: { card: StoredCard; amountCents: number; description: string; idempotencyKey: string; now: Date }): Promise<ChargeResult>;
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
 * 'Pagamento de demonstração'. Behaviour is fixed by the test card number, and is kept
 * in the token (`sbx_<behaviour>_<random>`) so renewals charge the same way. Any other
 * number is refused, so nobody types a real card into a demo.
 */
const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
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
  async charge({ card, now }) {
    if (isCardExpired(card.expMonth, card.expYear, now)) return { status: 'declined', message: SANDBOX_MESSAGES.expired };
    const behaviour = card.token.split('_')[1] as SandboxBehaviour | undefined;
    if (behaviour === 'decline') return { status: 'declined', message: SANDBOX_MESSAGES.declined };
    if (behaviour === 'insufficient') return { status: 'declined', message: SANDBOX_MESSAGES.insufficientFunds };
    if (behaviour !== 'approve') return { status: 'declined', message: SANDBOX_MESSAGES.declined };
    return { status: 'approved', reference: `sbx_ch_${randomBytes(10).toString('hex')}` };
  },
};

/** The provider the billing module charges through. */
export const paymentProvider: PaymentProvider = sandboxProvider;
