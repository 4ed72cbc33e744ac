import type { Kysely } from 'kysely';

// Per-sender limits on notice-board publishing (issue 22 item 5): one row per task, event or
// announcement published, kept even when the item is deleted, so deleting cannot give a
// sender their budget back. Rows older than the longest window are pruned by the sender's
// next publication. Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notice_sends')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('sender_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // 'task' | 'event' | 'announcement'
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notice_sends_sender_idx').on('notice_sends').columns(['sender_id', 'created_at']).execute();
  // The messages' share of the same count (sendMessage) reads teacher messages by sender.
  await db.schema.createIndex('teacher_messages_teacher_idx').on('teacher_messages').columns(['teacher_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('teacher_messages_teacher_idx').execute();
  await db.schema.dropTable('notice_sends').execute();
}
