import type { Kysely } from 'kysely';

// Device cookies (issue 22 item 5, OWASP "Slow down online guessing attacks with device
// cookies"): a browser that signed in to an account carries a signed cookie for it, and its
// failed sign-ins are counted per device here instead of on the account, so that guessing
// from elsewhere cannot lock the owner out. Only the device id's SHA-256 is stored; a row
// exists only once that device failed. Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sign_in_devices')
    .addColumn('device_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('failed_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sign_in_devices_user_idx').on('sign_in_devices').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sign_in_devices').execute();
}
