import { type Kysely } from 'kysely';

// Consents (LGPD art. 7º, I and art. 8º; consents module): one row per decision of a person
// about one purpose (marketing e-mails, optional cookies), with the version of the text they
// decided on; a revocation fills revoked_at of the granted row. The latest row per person and
// purpose is the one in force. Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('consents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    // 1: consented; 0: refused (the cookie banner's "Recusar").
    .addColumn('granted', 'integer', (c) => c.notNull())
    .addColumn('text_version', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    // Where the decision was taken ('meus-dados', 'banner').
    .addColumn('source', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('consents_user_purpose_idx').on('consents').columns(['user_id', 'purpose', 'decided_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('consents').execute();
}
