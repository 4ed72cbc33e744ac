import type { Kysely } from 'kysely';

// A session ended by a suspension is kept, marked, until its own expiry, so that a page still
// open under it learns why it ended ("Sua conta foi suspensa") instead of a bare 401. A session
// ended otherwise (sign-out, idle timeout) is deleted as before. Frozen in time: never import
// app code here.
export async function up(db: Kysely<any>): Promise<void> {
  // null: live. 'account-suspended': ended by a suspension (never valid again, even after reactivation).
  await db.schema.alterTable('sessions').addColumn('ended_reason', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('ended_reason').execute();
}
