import type { Kysely } from 'kysely';

// The admin dashboard's remaining reads, each a range of an index bounded by what it shows:
// today's revenue (paid payments since São Paulo's midnight: the 'pago' status alone is every
// paid payment ever) and the failed e-mails (the outbox's other rows are not read).
// Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('payments_status_paid_idx').on('payments').columns(['status', 'paid_at', 'amount_cents']).execute();
  await db.schema.createIndex('email_outbox_status_idx').on('email_outbox').column('status').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('email_outbox_status_idx').execute();
  await db.schema.dropIndex('payments_status_paid_idx').execute();
}
