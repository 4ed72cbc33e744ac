import type { PaymentMethod } from '#contracts/billing';
import { newId } from '#server/lib/ids';
import type { PaymentMethodRow } from './billing.repository.ts';
import { paymentProvider, type CardDetails, type StoredCard } from './payment-provider.ts';

// The card on file: what the provider gets, what is stored, what the student sees.

export type CardInput = { number: string; holderName: string; expMonth: number; expYear: number; cvv: string };

export function toCardDetails(card: CardInput): CardDetails {
  return { number: card.number, holderName: card.holderName, expMonth: card.expMonth, expYear: card.expYear, cvv: card.cvv };
}

export function storedCardOf(method: PaymentMethodRow): StoredCard {
  return { token: method.providerToken, brand: method.brand, last4: method.last4, expMonth: method.expMonth, expYear: method.expYear };
}

export function paymentMethodRow(userId: string, card: StoredCard, holderName: string, now: Date): PaymentMethodRow {
  return {
    id: newId(),
    userId,
    provider: paymentProvider.name,
    providerToken: card.token,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    holderName,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
}

export const toPaymentMethod = (row: PaymentMethodRow): PaymentMethod => ({
  brand: row.brand,
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear,
  holderName: row.holderName,
});
