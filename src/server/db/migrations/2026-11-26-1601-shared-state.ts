import type { Kysely } from 'kysely';

// Several instances on one PostgreSQL (docs/decisions/counters-and-claims-in-the-database.md):
// what one process kept in memory moves to the database, so every instance sees the same.
// Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  // Rate-limit windows: one row per limit, key and fixed window, incremented by an upsert;
  // rows whose window is over are pruned by a background job.
  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    // epoch milliseconds when the window ends
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_hits_expires_idx').on('rate_limit_hits').column('expires_at').execute();
  // One row per background job and tick: the instance whose insert wins runs it.
  await db.schema
    .createTable('job_runs')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slot', 'bigint', (c) => c.notNull())
    .addColumn('claimed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('job_runs_pk', ['name', 'slot'])
    .execute();
  // The study-time de-duplication: the last credited heartbeat per student (epoch ms),
  // moved with a compare-and-set so two tabs on two instances never count the same time.
  await db.schema
    .createTable('study_heartbeats')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('last_at', 'bigint', (c) => c.notNull())
    .execute();
  // A card renewal is claimed before the provider is asked to charge (until this moment,
  // ISO): a second runner skips it; a claim left by a crashed runner lapses and the
  // provider's idempotency key keeps the retry from charging twice.
  await db.schema.alterTable('subscriptions').addColumn('renewal_claimed_until', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('subscriptions').dropColumn('renewal_claimed_until').execute();
  await db.schema.dropTable('study_heartbeats').execute();
  await db.schema.dropTable('job_runs').execute();
  await db.schema.dropTable('rate_limit_hits').execute();
}
