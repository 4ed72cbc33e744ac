import type { Kysely } from 'kysely';

// A card saved at the payment provider (Mercado Pago) whose deletion there failed: the card
// replaced with "Atualizar cartão", or the card of a person erased. Kept until a scheduled retry
// deletes it, so an erased person's card is not silently left at the processor. Only the
// provider's ids: no user id (the person may be gone), no card data.
// Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('provider_card_deletions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('card_id', 'text', (c) => c.notNull())
    /** 'cartão substituído' | 'dados excluídos' */
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('provider_card_deletions_card_idx').on('provider_card_deletions').columns(['provider', 'customer_id', 'card_id']).unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('provider_card_deletions').execute();
}
