import type { PaymentMethod } from '#contracts/billing';
import type { AppContext } from '#server/context';
import { AppError } from '#server/lib/app-error';
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

type SavedCardAtProvider = { customerId: string; cardId: string };
type ForgetReason = 'cartão substituído' | 'dados excluídos';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

function logCardLeft(saved: SavedCardAtProvider, why: string, error: unknown, message: string) {
  console.error(JSON.stringify({
    level: 50, time: Date.now(), msg: message, motivo: why, provedor: paymentProvider.name, cliente: saved.customerId, cartao: saved.cardId, erro: errorText(error),
  }));
}

/**
 * Deletes a card saved at the provider once our row no longer points at it (replaced with
 * 'Atualizar', or its owner erased). Never inside a transaction, and never failing the caller:
 * what was asked is done here already. A failure is logged at error level and the card kept in
 * `provider_card_deletions` for the scheduled retry (retryCardDeletions).
 */
export async function forgetSavedCard(ctx: Pick<AppContext, 'db' | 'clock'>, saved: SavedCardAtProvider, why: ForgetReason): Promise<void> {
  try {
    await paymentProvider.forgetCard(saved);
  } catch (error) {
    logCardLeft(saved, why, error, 'cartão salvo no provedor não foi excluído; nova tentativa agendada');
    const at = ctx.clock.now().toISOString();
    try {
      await repo.addCardDeletion(ctx.db, { id: newId(), provider: paymentProvider.name, ...saved, reason: why, lastError: errorText(error), createdAt: at, updatedAt: at });
    } catch (notKept) {
      logCardLeft(saved, why, notKept, 'cartão salvo no provedor não foi excluído nem guardado para nova tentativa');
    }
  }
}

/** Cards asked again per run at most. */
const CARD_DELETIONS_PER_RUN = 50;
export const CARD_DELETION_RETRY_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The scheduler's retry of saved cards the provider failed to delete: each is asked again; one
 * deleted, or already gone there (not found), or back on file, leaves the list; one that fails
 * again stays with its error. Only the cards of the provider in use (another's cannot be reached).
 */
export async function retryCardDeletions(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<number> {
  let deleted = 0;
  for (const row of await repo.listCardDeletions(ctx.db, paymentProvider.name, CARD_DELETIONS_PER_RUN)) {
    // The provider may give a card saved again the id it had: one back on file is never deleted.
    if (await repo.isCardOnFile(ctx.db, row.customerId, row.cardId)) {
      await repo.removeCardDeletion(ctx.db, row.id);
      continue;
    }
    try {
      await paymentProvider.forgetCard({ customerId: row.customerId, cardId: row.cardId });
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'not-found')) {
        await repo.noteCardDeletionFailure(ctx.db, row.id, errorText(error), ctx.clock.now().toISOString());
        continue;
      }
    }
    await repo.removeCardDeletion(ctx.db, row.id);
    deleted += 1;
  }
  return deleted;
}
