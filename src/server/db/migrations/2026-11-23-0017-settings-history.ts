import type { Kysely } from 'kysely';

// Settings that admins edit (issue 13 item 6): a version per section, so two admins saving
// at once cannot overwrite each other silently (the second gets 409), and every published
// version of a policy text (terms, privacy, cookies) with its date. Frozen in time: never
// import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('settings').addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema
    .createTable('policy_versions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // 'terms' | 'privacy' | 'cookies'
    .addColumn('policy', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text', (c) => c.notNull())
    // Null for the texts installed with the platform.
    .addColumn('published_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('policy_versions_policy_idx').on('policy_versions').columns(['policy', 'published_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('policy_versions').execute();
  await db.schema.alterTable('settings').dropColumn('version').execute();
}
