import type { SavedPayerAddress } from '#contracts/billing';
import type { AppContext } from '#server/context';
import type { PayerAddressRow } from './billing.repository.ts';
import * as repo from './billing.repository.ts';
import type { PayerAddress } from './payment-provider.ts';

// The boleto payer's address (Mercado Pago's registered boleto needs it): given at the first
// boleto purchase, kept for the renewal boleto, which is issued with nobody there to type it.

export function payerAddressRow(userId: string, address: PayerAddress, now: Date) {
  return { userId, ...address, createdAt: now.toISOString(), updatedAt: now.toISOString() };
}

export const toPayerAddress = (row: PayerAddressRow): SavedPayerAddress & PayerAddress => ({
  zipCode: row.zipCode, streetName: row.streetName, streetNumber: row.streetNumber, neighborhood: row.neighborhood, city: row.city,
  federalUnit: row.federalUnit as PayerAddress['federalUnit'],
});

/** The address kept for this student's boletos, or null. */
export async function findPayerAddress(ctx: Pick<AppContext, 'db'>, userId: string): Promise<(SavedPayerAddress & PayerAddress) | null> {
  const row = await repo.findPayerAddress(ctx.db, userId);
  return row ? toPayerAddress(row) : null;
}

/** 'Atualizar endereço' in Minha Assinatura: the next renewal boleto is issued with this one. */
export async function updatePayerAddress(ctx: AppContext, userId: string, address: PayerAddress): Promise<SavedPayerAddress> {
  return toPayerAddress(await repo.upsertPayerAddress(ctx.db, payerAddressRow(userId, address, ctx.clock.now())));
}
