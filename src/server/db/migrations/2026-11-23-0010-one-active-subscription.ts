import { sql, type Kysely } from 'kysely';

// One current subscription per student (issue 10 item 10): two checkouts at the same moment
// used to both charge and both start a subscription on PostgreSQL. 'active' and 'canceled'
// (cancelled at period end, access until then) are current; 'expired' rows are history.
// Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  // Rows left by that race would block the index: keep each student's newest current row.
  await sql`
    update subscriptions set status = 'expired'
    where status in ('active', 'canceled') and exists (
      select 1 from subscriptions newer
      where newer.user_id = subscriptions.user_id and newer.status in ('active', 'canceled')
        and (newer.created_at > subscriptions.created_at or (newer.created_at = subscriptions.created_at and newer.id > subscriptions.id))
    )`.execute(db);
  await sql`create unique index subscriptions_one_current_per_user on subscriptions (user_id) where status in ('active', 'canceled')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('subscriptions_one_current_per_user').execute();
}
