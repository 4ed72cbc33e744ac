import type { PaymentMethod } from '#contracts/billing';
import type { AppContext } from '#server/context';
import { newId } from '#server/lib/ids';
import * as repo from './billing.repository.ts';
import type { PaymentMethodRow } from './billing.repository.ts';
import { paymentProvider, type CardDetails, type ChargePayer, type StoredCard } from './payment-provider.ts';

// The card on file: what the provider gets, what is stored, what the student sees.

export type CardInput = { number: string; holderName: string; expMonth: number; expYear: number; cvv: string };

export function toCardDetails(card: CardInput): CardDetails {
  return { number: card.number, holderName: card.holderName, expMonth: card.expMonth, expYear: card.expYear, cvv: card.cvv };
}

export function storedCardOf(method: PaymentMethodRow): StoredCard {
  return {
    token: method.providerToken, brand: method.brand, last4: method.last4, expMonth: method.expMonth, expYear: method.expYear,
    customerId: method.providerCustomerId, cardId: method.providerCardId,
  };
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
    providerCustomerId: card.customerId ?? null,
    providerCardId: card.cardId ?? null,
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

/**
 * 'Atualizar cartão': the card saved at the provider for renewals (Mercado Pago: for the customer
 * already known, or found by e-mail, or created), or as it is where its token can be charged
 * again (sandbox). A provider that refuses it fails the update: the student is there to see why.
 */
export async function savedForRenewals(card: StoredCard, payer: ChargePayer, customerId: string | null | undefined): Promise<StoredCard> {
  const saved = await paymentProvider.saveCard({ card, payer, customerId });
  return saved ? { ...card, ...saved } : card;
}

/**
 * After the first card payment (approved, the card on file written): the card is saved at the
 * provider for renewals. The payment stands whatever happens here; a card that could not be
 * saved leaves the renewal to a Pix charge (paymentProvider.renewsByCard), never to nothing.
 */
export async function keepCardForRenewals(ctx: Pick<AppContext, 'db'>, userId: string, card: StoredCard, payer: ChargePayer): Promise<void> {
  try {
    const saved = await paymentProvider.saveCard({ card, payer });
    if (saved) await repo.setSavedCard(ctx.db, userId, card.token, saved);
  } catch {
    // Not saved: renewsByCard stays false for this card, and the renewal is charged by Pix.
  }
}

/** The card saved at the provider behind the card on file, if it was saved there. */
export function savedCardAtProvider(method: PaymentMethodRow | undefined): { customerId: string; cardId: string } | null {
  return method?.providerCustomerId && method.providerCardId ? { customerId: method.providerCustomerId, cardId: method.providerCardId } : null;
}

/**
 * Deletes a card saved at the provider once our row no longer points at it (replaced with
 * 'Atualizar', or its owner erased). Never inside a transaction, and never failing the caller:
 * what was asked is done here already. A failure is logged at error level with the ids, for the
 * card to be deleted by hand in the provider's panel.
 */
export async function forgetSavedCard(saved: { customerId: string; cardId: string }, why: 'cartão substituído' | 'dados excluídos'): Promise<void> {
  try {
    await paymentProvider.forgetCard(saved);
  } catch (error) {
    console.error(JSON.stringify({
      level: 50, time: Date.now(), msg: 'cartão salvo no provedor não foi excluído', motivo: why, provedor: paymentProvider.name,
      cliente: saved.customerId, cartao: saved.cardId, erro: error instanceof Error ? error.message : String(error),
    }));
  }
}
