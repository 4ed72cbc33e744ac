import { sql, type Kysely } from 'kysely';

// Moderation and plan/coupon administration (issue 13 items 3 and 4).
// - Students' identity documents: status 'pendente' | 'verificado' | 'rejeitado', null = nothing sent.
//   Accounts that existed before this migration were trusted: their students count as verified.
// - Plans and coupons get a version, so two admins editing the same row never lose an update silently.
// Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('identity_status', 'text').execute();
  await db.schema.alterTable('users').addColumn('identity_submitted_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('identity_reviewed_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('identity_reviewed_by', 'text').execute();
  await db.schema.alterTable('users').addColumn('identity_rejection_reason', 'text').execute();
  await sql`update users set identity_status = 'verificado', identity_reviewed_at = created_at where role = 'aluno'`.execute(db);
  await db.schema.createIndex('users_identity_status').on('users').columns(['identity_status', 'identity_submitted_at']).execute();
  await db.schema.createIndex('courses_status_submitted').on('courses').columns(['status', 'submitted_at']).execute();

  await db.schema.alterTable('plans').addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('plans').addColumn('updated_at', 'text').execute();
  await db.schema.alterTable('coupons').addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('coupons').addColumn('updated_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('courses_status_submitted').execute();
  await db.schema.dropIndex('users_identity_status').execute();
  for (const column of ['identity_status', 'identity_submitted_at', 'identity_reviewed_at', 'identity_reviewed_by', 'identity_rejection_reason']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
  for (const table of ['plans', 'coupons']) {
    await db.schema.alterTable(table).dropColumn('version').execute();
    await db.schema.alterTable(table).dropColumn('updated_at').execute();
  }
}
