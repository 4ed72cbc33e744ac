import type { Kysely } from 'kysely';

// A real payment provider's notifications already acted on (billing module,
// docs/decisions/mercado-pago-provider.md): one row per signed delivery (its request id and
// signed time), so the same signed notification replayed within its 5-minute window is
// refused, on every instance at once. Rows older than a day are pruned as new ones arrive.
// Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payment_provider_notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_reference', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_provider_notifications_received_idx').on('payment_provider_notifications').column('received_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payment_provider_notifications').execute();
}
