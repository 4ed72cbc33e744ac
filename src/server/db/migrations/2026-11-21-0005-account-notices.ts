import type { Kysely } from 'kysely';

// Frozen in time: never import app code here. Student account (notification preferences,
// 2FA recovery codes) and the notice board (events, registrations, reminders, tasks,
// announcements, teacher messages).
export async function up(db: Kysely<any>): Promise<void> {
  // One row per user once they save; a missing row means the defaults (spec section 4).
  await db.schema
    .createTable('notification_preferences')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('email', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('push', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('new_courses', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('certificates', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('promotions', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // Only SHA-256 hashes of the (random, high-entropy) codes are kept; each works once.
  await db.schema
    .createTable('totp_recovery_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('totp_recovery_codes_user_idx').on('totp_recovery_codes').columns(['user_id', 'code_hash']).execute();

  await db.schema
    .createTable('events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('instructor_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('course_id', 'text', (c) => c.references('courses.id').onDelete('set null'))
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('duration_minutes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('events_starts_idx').on('events').column('starts_at').execute();

  await db.schema
    .createTable('event_registrations')
    .addColumn('event_id', 'text', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('event_registrations_pk', ['event_id', 'user_id'])
    .execute();

  // Stored rows, so a scheduled reminder survives a restart; sent_at marks it delivered.
  await db.schema
    .createTable('event_reminders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event_id', 'text', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('remind_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('event_reminders_event_user_uq', ['event_id', 'user_id'])
    .execute();
  await db.schema.createIndex('event_reminders_due_idx').on('event_reminders').columns(['sent_at', 'remind_at']).execute();

  await db.schema
    .createTable('tasks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('priority', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pendente'))
    .addColumn('completed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tasks_user_idx').on('tasks').columns(['user_id', 'due_date']).execute();

  await db.schema
    .createTable('announcements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('author_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('priority', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('teacher_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('teacher_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('student_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('course_id', 'text', (c) => c.references('courses.id').onDelete('set null'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('teacher_messages_student_idx').on('teacher_messages').columns(['student_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['teacher_messages', 'announcements', 'tasks', 'event_reminders', 'event_registrations', 'events', 'totp_recovery_codes', 'notification_preferences']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
