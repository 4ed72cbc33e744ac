import { sql, type Kysely } from 'kysely';

// A card checkout calls the provider outside any transaction (a real provider may take up to
// 15 s): its checkout session is written first as 'pending', and at most one such session per
// student may exist, so two card checkouts at the same moment charge once. Frozen in time:
// never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create unique index checkout_sessions_one_pending_per_user on checkout_sessions (user_id) where outcome = 'pending'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('checkout_sessions_one_pending_per_user').execute();
}
