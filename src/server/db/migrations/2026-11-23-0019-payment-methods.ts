import type { Kysely } from 'kysely';

// Issue 14 "Pay as Brazilians pay": Pix, boleto and card instalments, and the 7-day refund.
// payments.method 'card' | 'pix' | 'boleto'; status gains 'expirado' (an unpaid Pix/boleto past
// its expiry). Existing rows were all card payments in one instalment.
// Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('method', 'text', (c) => c.notNull().defaultTo('card')).execute();
  await db.schema.alterTable('payments').addColumn('instalments', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  /** part of amount_cents that is card interest (instalments above the plan's interest-free count) */
  await db.schema.alterTable('payments').addColumn('interest_cents', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  /** Pix: end of the charge's life; boleto: end of its due date */
  await db.schema.alterTable('payments').addColumn('expires_at', 'text').execute();
  await db.schema.alterTable('payments').addColumn('pix_payload', 'text').execute();
  await db.schema.alterTable('payments').addColumn('boleto_barcode', 'text').execute();
  await db.schema.alterTable('payments').addColumn('paid_at', 'text').execute();
  await db.schema.alterTable('payments').addColumn('refunded_at', 'text').execute();
  await db.schema.alterTable('payments').addColumn('refund_reference', 'text').execute();
  await db.schema.createIndex('payments_pending_expiry').on('payments').columns(['status', 'expires_at']).execute();
  // How the subscription is paid: renewals charge the card, or issue a new Pix/boleto.
  await db.schema.alterTable('subscriptions').addColumn('payment_method', 'text', (c) => c.notNull().defaultTo('card')).execute();
  // Instalments without interest, per plan (admin-editable when the admin area has it).
  await db.schema.alterTable('plans').addColumn('interest_free_instalments', 'integer', (c) => c.notNull().defaultTo(3)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('payments_pending_expiry').execute();
  for (const column of ['method', 'instalments', 'interest_cents', 'expires_at', 'pix_payload', 'boleto_barcode', 'paid_at', 'refunded_at', 'refund_reference']) {
    await db.schema.alterTable('payments').dropColumn(column).execute();
  }
  await db.schema.alterTable('subscriptions').dropColumn('payment_method').execute();
  await db.schema.alterTable('plans').dropColumn('interest_free_instalments').execute();
}
