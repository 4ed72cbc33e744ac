import type { Kysely } from 'kysely';

// Billing: coupons, stored cards (masked only), payments, idempotent checkouts and
// support messages. Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('coupons')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    // 'percent' (discount_value = whole percent) or 'fixed' (discount_value = centavos)
    .addColumn('discount_type', 'text', (c) => c.notNull())
    .addColumn('discount_value', 'integer', (c) => c.notNull())
    .addColumn('max_uses', 'integer')
    .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('valid_until', 'text')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // The card on file: brand, last four digits and expiry only. Never the number or CVV.
  await db.schema
    .createTable('payment_methods')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_token', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('exp_month', 'integer', (c) => c.notNull())
    .addColumn('exp_year', 'integer', (c) => c.notNull())
    .addColumn('holder_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('subscription_id', 'text', (c) => c.references('subscriptions.id').onDelete('set null'))
    .addColumn('plan_id', 'text', (c) => c.notNull().references('plans.id'))
    // 'checkout' | 'renewal'
    .addColumn('kind', 'text', (c) => c.notNull())
    // 'pago' | 'recusado' | 'pendente' | 'reembolsado'
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('list_price_cents', 'integer', (c) => c.notNull())
    .addColumn('discount_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('months_covered', 'integer', (c) => c.notNull())
    .addColumn('coupon_id', 'text', (c) => c.references('coupons.id'))
    .addColumn('period_start', 'text')
    .addColumn('period_end', 'text')
    .addColumn('card_brand', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_reference', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('receipt_number', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payments_user_created_idx').on('payments').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('payments_created_idx').on('payments').column('created_at').execute();

  await db.schema
    .createTable('coupon_redemptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('coupon_id', 'text', (c) => c.notNull().references('coupons.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('payment_id', 'text', (c) => c.notNull().references('payments.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('coupon_redemptions_coupon_user_unique', ['coupon_id', 'user_id'])
    .execute();

  // One row per (user, idempotency key): a replayed checkout returns the stored outcome.
  await db.schema
    .createTable('checkout_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    // 'succeeded' | 'declined'
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('payment_id', 'text', (c) => c.references('payments.id').onDelete('set null'))
    .addColumn('message', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('checkout_sessions_user_key_unique', ['user_id', 'idempotency_key'])
    .execute();

  await db.schema
    .createTable('support_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('context', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['support_messages', 'checkout_sessions', 'coupon_redemptions', 'payments', 'payment_methods', 'coupons']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
