import { sql, type SqlBool } from 'kysely';
import type { Db } from '#server/db/database';
import type { TeacherMessagesTable } from '#server/db/schema';

/**
 * Who reads the board: published items reach a student by their audience (migration
 * 2026-11-23-0014): everyone, the courses they are enrolled in, or their current plan.
 */
export interface Viewer {
  userId: string;
  courseIds: string[];
  planId: string | null;
}

/** The audience rule as a WHERE condition on the table aliased `alias` (events `e`, announcements `a`). */
function visibleTo(alias: 'e' | 'a', viewer: Viewer) {
  const audience = sql.ref(`${alias}.audience`);
  const parts = [sql`${audience} = 'all'`];
  if (viewer.courseIds.length > 0) parts.push(sql`(${audience} = 'course' and ${sql.ref(`${alias}.courseId`)} in (${sql.join(viewer.courseIds)}))`);
  if (viewer.planId) parts.push(sql`(${audience} = 'plan' and ${sql.ref(`${alias}.planId`)} = ${viewer.planId})`);
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

// ---------------------------------------------------------------- events

/** Events with their participant count and this student's registration and reminder, in one query. */
function eventsQuery(db: Db, userId: string) {
  return db
    .selectFrom('events as e')
    .innerJoin('users as u', 'u.id', 'e.instructorId')
    .leftJoin('courses as c', 'c.id', 'e.courseId')
    .leftJoin('eventReminders as r', (join) => join.onRef('r.eventId', '=', 'e.id').on('r.userId', '=', userId))
    .select((eb) => [
      'e.id', 'e.type', 'e.title', 'e.description', 'e.startsAt', 'e.durationMinutes', 'e.capacity',
      'u.name as instructorName', 'c.title as courseTitle', 'r.remindAt', 'r.sentAt as reminderSentAt',
      eb.selectFrom('eventRegistrations as er').select((sub) => sub.fn.countAll<number>().as('n')).whereRef('er.eventId', '=', 'e.id').as('participants'),
      eb.exists(eb.selectFrom('eventRegistrations as mine').select('mine.eventId').whereRef('mine.eventId', '=', 'e.id').where('mine.userId', '=', userId)).as('registered'),
    ]);
}
export type EventRow = Awaited<ReturnType<ReturnType<typeof eventsQuery>['executeTakeFirstOrThrow']>>;

/** Events for this student starting after `since` (callers pass a day back, to keep ones still running). */
export async function listEvents(db: Db, viewer: Viewer, since: string) {
  return eventsQuery(db, viewer.userId).where(visibleTo('e', viewer)).where('e.startsAt', '>=', since).orderBy('e.startsAt').orderBy('e.id').execute();
}

/** The event if this student is in its audience. */
export async function findEvent(db: Db, viewer: Viewer, eventId: string) {
  return eventsQuery(db, viewer.userId).where(visibleTo('e', viewer)).where('e.id', '=', eventId).executeTakeFirst();
}

/**
 * Registers within the event's capacity, race-safely: the no-op update locks the event's
 * row (PostgreSQL) so concurrent registrations for it run one after the other, each
 * counting the seats after the previous one committed (SQLite runs one write at a time).
 * Call inside a transaction.
 */
export async function registerWithinCapacity(trx: Db, eventId: string, userId: string, at: string): Promise<'registered' | 'already' | 'full'> {
  const locked = await trx.updateTable('events').set((eb) => ({ capacity: eb.ref('capacity') })).where('id', '=', eventId).returning('capacity').executeTakeFirst();
  if (!locked) return 'full';
  const mine = await trx.selectFrom('eventRegistrations').select('userId').where('eventId', '=', eventId).where('userId', '=', userId).executeTakeFirst();
  if (mine) return 'already';
  if (locked.capacity !== null) {
    const taken = await trx.selectFrom('eventRegistrations').select((eb) => eb.fn.countAll<number | string>().as('n')).where('eventId', '=', eventId).executeTakeFirstOrThrow();
    if (Number(taken.n) >= locked.capacity) return 'full';
  }
  await trx.insertInto('eventRegistrations').values({ eventId, userId, createdAt: at }).execute();
  return 'registered';
}

export async function deleteRegistration(db: Db, eventId: string, userId: string) {
  await db.deleteFrom('eventRegistrations').where('eventId', '=', eventId).where('userId', '=', userId).execute();
}

export async function upsertReminder(db: Db, row: { id: string; eventId: string; userId: string; remindAt: string; createdAt: string }) {
  await db
    .insertInto('eventReminders')
    .values({ ...row, sentAt: null })
    .onConflict((oc) => oc.columns(['eventId', 'userId']).doUpdateSet({ remindAt: row.remindAt, sentAt: null }))
    .execute();
}

export async function deleteReminder(db: Db, eventId: string, userId: string) {
  await db.deleteFrom('eventReminders').where('eventId', '=', eventId).where('userId', '=', userId).execute();
}

export async function listDueReminders(db: Db, now: string, limit: number) {
  return db
    .selectFrom('eventReminders as r')
    .innerJoin('events as e', 'e.id', 'r.eventId')
    .innerJoin('users as u', 'u.id', 'e.instructorId')
    .select(['r.id', 'r.userId', 'r.remindAt', 'e.id as eventId', 'e.title', 'e.startsAt', 'e.durationMinutes', 'u.name as instructorName'])
    .where('r.sentAt', 'is', null)
    .where('r.remindAt', '<=', now)
    .orderBy('r.remindAt')
    .limit(limit)
    .execute();
}

/** Marks a reminder sent; true only for the caller that wins, so each fires once. */
export async function claimReminder(db: Db, id: string, at: string) {
  const result = await db.updateTable('eventReminders').set({ sentAt: at }).where('id', '=', id).where('sentAt', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

// ---------------------------------------------------------------- tasks

/** Course tasks with this student's tick (a task is one row per course; ticks are per student). */
function tasksQuery(db: Db, userId: string) {
  return db
    .selectFrom('courseTasks as t')
    .innerJoin('courses as c', 'c.id', 't.courseId')
    .leftJoin('taskCompletions as done', (join) => join.onRef('done.taskId', '=', 't.id').on('done.userId', '=', userId))
    .select(['t.id', 't.courseId', 'c.title as courseTitle', 't.title', 't.description', 't.dueDate', 't.priority', 'done.completedAt']);
}
export type TaskRow = Awaited<ReturnType<ReturnType<typeof tasksQuery>['executeTakeFirstOrThrow']>>;

/** Where a page of pending tasks ended: (due date, id). */
export type PendingKey = [dueDate: string, id: string];
/** Where a page of done tasks ended: (completed at, id), newest first. */
export type DoneKey = [completedAt: string, id: string];

/** Pending tasks of the student's courses by due date, `limit` after `after`. */
export async function pageOpenTasks(db: Db, viewer: Viewer, after: PendingKey | undefined, limit: number) {
  if (viewer.courseIds.length === 0) return [];
  let query = tasksQuery(db, viewer.userId).where('t.courseId', 'in', viewer.courseIds).where('done.completedAt', 'is', null);
  if (after) query = query.where((eb) => eb.or([eb('t.dueDate', '>', after[0]), eb.and([eb('t.dueDate', '=', after[0]), eb('t.id', '>', after[1])])]));
  return query.orderBy('t.dueDate').orderBy('t.id').limit(limit).execute();
}

/** Done tasks of the student's courses, most recently done first, `limit` after `after`. */
export async function pageDoneTasks(db: Db, viewer: Viewer, after: DoneKey | undefined, limit: number) {
  if (viewer.courseIds.length === 0) return [];
  let query = db
    .selectFrom('taskCompletions as done')
    .innerJoin('courseTasks as t', 't.id', 'done.taskId')
    .innerJoin('courses as c', 'c.id', 't.courseId')
    .select(['t.id', 't.courseId', 'c.title as courseTitle', 't.title', 't.description', 't.dueDate', 't.priority', 'done.completedAt'])
    .where('done.userId', '=', viewer.userId)
    .where('t.courseId', 'in', viewer.courseIds);
  if (after) query = query.where((eb) => eb.or([eb('done.completedAt', '<', after[0]), eb.and([eb('done.completedAt', '=', after[0]), eb('done.taskId', '<', after[1])])]));
  return query.orderBy('done.completedAt', 'desc').orderBy('done.taskId', 'desc').limit(limit).execute();
}

/** Tasks of the student's courses and how many of them the student ticked (both by index). */
export async function countTasks(db: Db, viewer: Viewer): Promise<{ total: number; done: number }> {
  if (viewer.courseIds.length === 0) return { total: 0, done: 0 };
  const [total, done] = await Promise.all([
    db.selectFrom('courseTasks').select((eb) => eb.fn.countAll<number | string>().as('n')).where('courseId', 'in', viewer.courseIds).executeTakeFirstOrThrow(),
    db
      .selectFrom('taskCompletions as done')
      .innerJoin('courseTasks as t', 't.id', 'done.taskId')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('done.userId', '=', viewer.userId)
      .where('t.courseId', 'in', viewer.courseIds)
      .executeTakeFirstOrThrow(),
  ]);
  return { total: Number(total.n), done: Number(done.n) };
}

/** Only a task of the student's courses: any other id is simply not found. */
export async function findTask(db: Db, viewer: Viewer, taskId: string) {
  if (viewer.courseIds.length === 0) return undefined;
  return tasksQuery(db, viewer.userId).where('t.courseId', 'in', viewer.courseIds).where('t.id', '=', taskId).executeTakeFirst();
}

export async function setTaskDone(db: Db, userId: string, taskId: string, completedAt: string | null) {
  if (completedAt === null) {
    await db.deleteFrom('taskCompletions').where('taskId', '=', taskId).where('userId', '=', userId).execute();
    return;
  }
  await db.insertInto('taskCompletions').values({ taskId, userId, completedAt }).onConflict((oc) => oc.columns(['taskId', 'userId']).doNothing()).execute();
}

// ---------------------------------------------------------------- announcements

/** Where a page of announcements ended: (published at, id); newest first, then by id. */
export type AnnouncementKey = [publishedAt: string, id: string];

export async function pageAnnouncements(db: Db, viewer: Viewer, now: string, after: AnnouncementKey | undefined, limit: number) {
  let query = db
    .selectFrom('announcements as a')
    .leftJoin('users as u', 'u.id', 'a.authorId')
    .leftJoin('courses as c', 'c.id', 'a.courseId')
    .select(['a.id', 'a.title', 'a.message', 'a.type', 'a.priority', 'a.publishedAt', 'a.scheduledFor', 'u.name as authorName', 'c.title as courseTitle'])
    .where(visibleTo('a', viewer))
    .where('a.publishedAt', '<=', now);
  if (after) query = query.where((eb) => eb.or([eb('a.publishedAt', '<', after[0]), eb.and([eb('a.publishedAt', '=', after[0]), eb('a.id', '>', after[1])])]));
  return query.orderBy('a.publishedAt', 'desc').orderBy('a.id').limit(limit).execute();
}

// ---------------------------------------------------------------- teacher messages

function messagesQuery(db: Db) {
  return db
    .selectFrom('teacherMessages as m')
    .innerJoin('users as u', 'u.id', 'm.teacherId')
    .leftJoin('courses as c', 'c.id', 'm.courseId')
    .select(['m.id', 'm.teacherId', 'u.name as teacherName', 'u.avatarFile as teacherAvatarFile', 'c.title as courseTitle', 'm.message', 'm.createdAt']);
}
export type MessageRow = Awaited<ReturnType<ReturnType<typeof messagesQuery>['executeTakeFirstOrThrow']>>;

export async function listMessagesOfStudent(db: Db, studentId: string) {
  return messagesQuery(db).where('m.studentId', '=', studentId).orderBy('m.createdAt', 'desc').orderBy('m.id', 'desc').execute();
}

export async function findMessage(db: Db, id: string) {
  return messagesQuery(db).where('m.id', '=', id).executeTakeFirstOrThrow();
}

/** Messages a sender wrote since `since` (ISO): the per-sender limits of sendMessage. */
/** Sends, not rows: a message to a whole course (rows sharing a batch id) counts once. */
export async function countMessagesSentSince(db: Db, teacherId: string, since: string): Promise<number> {
  const row = await db.selectFrom('teacherMessages').select(sql<number | string>`count(distinct coalesce(batch_id, id))`.as('n')).where('teacherId', '=', teacherId).where('createdAt', '>=', since).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertMessage(db: Db, row: TeacherMessagesTable) {
  await db.insertInto('teacherMessages').values(row).execute();
}

/** Many at once, in chunks that stay under both dialects' bound-parameter limits. */
export async function insertMessages(db: Db, rows: TeacherMessagesTable[]) {
  for (let i = 0; i < rows.length; i += 500) await db.insertInto('teacherMessages').values(rows.slice(i, i + 500)).execute();
}
