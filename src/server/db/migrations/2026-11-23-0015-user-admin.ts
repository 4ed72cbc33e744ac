import type { Kysely } from 'kysely';

// User administration (issue 13 item 2): a version per user row (an admin's edit based on
// a stale copy is refused with 409, never applied silently), why and when an account was
// suspended, password-reset links (only their hash is kept; single use, expiring), and
// the indexes that keep the admin list fast with 100 000 users (sort by each column,
// filters by role and status). Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('version', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('users').addColumn('suspended_reason', 'text').execute();
  await db.schema.alterTable('users').addColumn('suspended_at', 'text').execute();

  await db.schema.createIndex('users_created_idx').on('users').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('users_name_idx').on('users').columns(['name', 'id']).execute();
  await db.schema.createIndex('users_last_access_idx').on('users').columns(['last_access_at', 'id']).execute();
  await db.schema.createIndex('users_role_status_created_idx').on('users').columns(['role', 'status', 'created_at']).execute();
  await db.schema.createIndex('users_status_created_idx').on('users').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('password_resets_user_idx').on('password_resets').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('password_resets').execute();
  for (const index of ['users_created_idx', 'users_name_idx', 'users_last_access_idx', 'users_role_status_created_idx', 'users_status_created_idx']) {
    await db.schema.dropIndex(index).execute();
  }
  for (const column of ['suspended_at', 'suspended_reason', 'version']) await db.schema.alterTable('users').dropColumn(column).execute();
}
