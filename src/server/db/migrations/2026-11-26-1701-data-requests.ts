import { sql, type Kysely } from 'kysely';

// LGPD art. 18 requests (privacy module): a holder's export (a ZIP built in the background,
// downloadable for 7 days) and erasure (carried out 7 days after it was asked, cancelable
// meanwhile). One row per request; the ZIP lives in UPLOAD_DIR/exports and is deleted when
// the request expires. Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('data_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // No foreign key: an erasure request outlives the person's identifying data on purpose.
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('requested_by', 'text')
    .addColumn('reason', 'text')
    .addColumn('due_at', 'text')
    .addColumn('completed_at', 'text')
    .addColumn('file_name', 'text')
    .addColumn('size_bytes', 'integer')
    .addColumn('error', 'text')
    .execute();
  await db.schema.createIndex('data_requests_user_idx').on('data_requests').columns(['user_id', 'kind', 'status']).execute();
  // One export in preparation and one erasure scheduled per person, even for two clicks at once.
  await sql`CREATE UNIQUE INDEX data_requests_one_open_idx ON data_requests (user_id, kind) WHERE status IN ('pendente', 'preparando', 'agendado')`.execute(db);
  // When an account was erased (users module): the row stays, anonymised, for what points at it.
  await db.schema.alterTable('users').addColumn('erased_at', 'text').execute();
  await db.schema.createIndex('data_requests_due_idx').on('data_requests').columns(['status', 'due_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('erased_at').execute();
  await db.schema.dropTable('data_requests').execute();
}
