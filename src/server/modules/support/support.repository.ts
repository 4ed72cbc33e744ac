import type { Db } from '#server/db/database';
import type { SupportMessagesTable } from '#server/db/schema';

// The only place with support queries (the support_messages table).

export async function insertSupportMessage(db: Db, row: SupportMessagesTable) {
  await db.insertInto('supportMessages').values(row).execute();
}
