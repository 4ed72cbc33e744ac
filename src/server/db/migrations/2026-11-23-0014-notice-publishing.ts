import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here. Notice publishing (issue 12 item 7, issue 13
// item 8): teachers publish tasks, events and announcements for the students of one of
// their courses; the admin publishes events and announcements for every student or for the
// subscribers of one plan. Each item carries ONE audience, resolved when a student reads
// the board (later enrolments and subscribers see it too):
//   'all'     every student
//   'course'  students enrolled in course_id
//   'plan'    students whose current subscription is plan_id
// Tasks become one row per course task (the publisher's), with each student's tick in
// task_completions, instead of one row per student.
export async function up(db: Kysely<any>): Promise<void> {
  // Rows from before this migration were shown to everyone: they keep 'all'.
  await db.schema.alterTable('events').addColumn('audience', 'text', (c) => c.notNull().defaultTo('all')).execute();
  await db.schema.alterTable('events').addColumn('plan_id', 'text', (c) => c.references('plans.id').onDelete('cascade')).execute();
  /** Seats; null = unlimited. */
  await db.schema.alterTable('events').addColumn('capacity', 'integer').execute();
  await db.schema.alterTable('events').addColumn('updated_at', 'text').execute();
  await db.schema.createIndex('events_audience_idx').on('events').columns(['audience', 'course_id']).execute();

  await db.schema.alterTable('announcements').addColumn('audience', 'text', (c) => c.notNull().defaultTo('all')).execute();
  await db.schema.alterTable('announcements').addColumn('course_id', 'text', (c) => c.references('courses.id').onDelete('cascade')).execute();
  await db.schema.alterTable('announcements').addColumn('plan_id', 'text', (c) => c.references('plans.id').onDelete('cascade')).execute();
  /** A scheduled maintenance: when it starts (ISO), shown on the board before maintenance mode is turned on. */
  await db.schema.alterTable('announcements').addColumn('scheduled_for', 'text').execute();
  await db.schema.alterTable('announcements').addColumn('updated_at', 'text').execute();

  await db.schema
    .createTable('course_tasks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('author_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('priority', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('course_tasks_course_idx').on('course_tasks').columns(['course_id', 'due_date']).execute();

  // A student's tick; deleting the task removes the ticks with it.
  await db.schema
    .createTable('task_completions')
    .addColumn('task_id', 'text', (c) => c.notNull().references('course_tasks.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('completed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('task_completions_pk', ['task_id', 'user_id'])
    .execute();

  // Per-student copies of one task (same course, title and due day) become one course task.
  await sql`
    insert into course_tasks (id, course_id, author_id, title, description, due_date, priority, created_at, updated_at)
    select min(t.id), t.course_id, c.instructor_id, t.title, max(t.description), t.due_date, max(t.priority), min(t.created_at), min(t.created_at)
    from tasks t join courses c on c.id = t.course_id
    group by t.course_id, c.instructor_id, t.title, t.due_date`.execute(db);
  await sql`
    insert into task_completions (task_id, user_id, completed_at)
    select ct.id, t.user_id, min(coalesce(t.completed_at, t.created_at))
    from tasks t join course_tasks ct on ct.course_id = t.course_id and ct.title = t.title and ct.due_date = t.due_date
    where t.status = 'concluida'
    group by ct.id, t.user_id`.execute(db);
  await db.schema.dropTable('tasks').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('task_completions').execute();
  await db.schema.dropTable('course_tasks').execute();
  await db.schema.dropIndex('events_audience_idx').execute();
  for (const column of ['updated_at', 'capacity', 'plan_id', 'audience']) await db.schema.alterTable('events').dropColumn(column).execute();
  for (const column of ['updated_at', 'scheduled_for', 'plan_id', 'course_id', 'audience']) await db.schema.alterTable('announcements').dropColumn(column).execute();
}
