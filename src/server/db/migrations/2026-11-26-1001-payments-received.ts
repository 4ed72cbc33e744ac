import type { Kysely } from 'kysely';

// Money never goes missing: every payment the provider confirms (a Pix, a boleto, each
// delivery of its webhook deduplicated by the provider's transaction id) is one row of
// `payments_received`, the ledger of money received against the charge that was owed. A row
// starts 'recebido' and ends 'aplicado' (the charge is paid; any excess refunded) or
// 'reembolsado' (given back in full: late, paid twice, or less than owed). The daily check
// writes one `payment_reconciliations` row with the rows still in neither state.
// `payments.refund_reason` says why a payment was refunded ('garantia' = the 7-day
// guarantee, used once per student). Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payments_received')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('payment_id', 'text', (c) => c.notNull().references('payments.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // the provider's id of this movement of money (Pix end-to-end id, boleto settlement id)
    .addColumn('transaction_id', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    // 'recebido' | 'aplicado' | 'reembolsado'
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('recebido'))
    .addColumn('applied_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refund_reference', 'text')
    .addColumn('settled_at', 'text')
    .addColumn('note', 'text')
    .addUniqueConstraint('payments_received_transaction_unique', ['payment_id', 'transaction_id'])
    .execute();
  await db.schema.createIndex('payments_received_state_idx').on('payments_received').columns(['state', 'received_at']).execute();
  await db.schema.createIndex('payments_received_user_idx').on('payments_received').columns(['user_id', 'received_at']).execute();
  await db.schema
    .createTable('payment_reconciliations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('checked_at', 'text', (c) => c.notNull())
    .addColumn('received_count', 'integer', (c) => c.notNull())
    .addColumn('unsettled_count', 'integer', (c) => c.notNull())
    // JSON array of { id, paymentId, amountCents, receivedAt } still in neither state
    .addColumn('unsettled', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_reconciliations_checked_idx').on('payment_reconciliations').column('checked_at').execute();
  await db.schema.alterTable('payments').addColumn('refund_reason', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payments').dropColumn('refund_reason').execute();
  await db.schema.dropTable('payment_reconciliations').execute();
  await db.schema.dropTable('payments_received').execute();
}
