import type { Kysely } from 'kysely';

// The idempotency key a card checkout's charge was sent to the provider with (Mercado Pago
// also carries it as the payment's external_reference). A charge whose answer was lost (the
// checkout answered 503 and ended the payment 'recusado') may still have been approved there:
// its notification, or the daily reconciliation asking the provider by this key, finds the
// payment again so that the money is applied or refunded, never kept without a trace.
// Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('provider_idempotency_key', 'text').execute();
  await db.schema.createIndex('payments_provider_idempotency_key_idx').on('payments').column('provider_idempotency_key').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('payments_provider_idempotency_key_idx').execute();
  await db.schema.alterTable('payments').dropColumn('provider_idempotency_key').execute();
}
