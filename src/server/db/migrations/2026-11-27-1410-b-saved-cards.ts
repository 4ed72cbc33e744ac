import type { Kysely } from 'kysely';

// A card token made by Mercado Pago's script in the browser is used once. To charge a renewal,
// the card is saved at Mercado Pago (a customer and a card of that customer) at the first card
// payment and at 'Atualizar cartão': these keep the two ids. Null: the card is not saved at the
// provider (the sandbox, whose token is reusable, or a save that failed). Never a card number.
// Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payment_methods').addColumn('provider_customer_id', 'text').execute();
  await db.schema.alterTable('payment_methods').addColumn('provider_card_id', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payment_methods').dropColumn('provider_card_id').execute();
  await db.schema.alterTable('payment_methods').dropColumn('provider_customer_id').execute();
}
