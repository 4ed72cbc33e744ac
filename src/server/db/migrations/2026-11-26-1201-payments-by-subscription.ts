import type { Kysely } from 'kysely';

// The renewal job looks up each due subscription's open charge by subscription (at every
// start, catching up, and every few minutes). Without an index that is a scan of every
// payment per due subscription: at 100 000 students (db:seed:large) the start-up catch-up
// outlasted the server's ready timeout. Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('payments_subscription_idx').ifNotExists().on('payments').columns(['subscription_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('payments_subscription_idx').ifExists().execute();
}
