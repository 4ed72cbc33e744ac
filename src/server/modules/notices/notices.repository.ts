import { sql } from 'kysely';
import type { Db } from '#server/db/database';
import type { TeacherMessagesTable } from '#server/db/schema';

// ---------------------------------------------------------------- events

/** Events with their participant count and this student's registration and reminder, in one query. */
function eventsQuery(db: Db, userId: string) {
  return db
    .selectFrom('events as e')
    .innerJoin('users as u', 'u.id', 'e.instructorId')
    .leftJoin('courses as c', 'c.id', 'e.courseId')
    .leftJoin('eventReminders as r', (join) => join.onRef('r.eventId', '=', 'e.id').on('r.userId', '=', userId))
    .select((eb) => [
      'e.id', 'e.type', 'e.title', 'e.description', 'e.startsAt', 'e.durationMinutes',
      'u.name as instructorName', 'c.title as courseTitle', 'r.remindAt', 'r.sentAt as reminderSentAt',
      eb.selectFrom('eventRegistrations as er').select((sub) => sub.fn.countAll<number>().as('n')).whereRef('er.eventId', '=', 'e.id').as('participants'),
      eb.exists(eb.selectFrom('eventRegistrations as mine').select('mine.eventId').whereRef('mine.eventId', '=', 'e.id').where('mine.userId', '=', userId)).as('registered'),
    ]);
}
export type EventRow = Awaited<ReturnType<ReturnType<typeof eventsQuery>['executeTakeFirstOrThrow']>>;

/** Events starting after `since` (callers pass a day back, to keep ones still running). */
export async function listEvents(db: Db, userId: string, since: string) {
  return eventsQuery(db, userId).where('e.startsAt', '>=', since).orderBy('e.startsAt').orderBy('e.id').execute();
}

export async function findEvent(db: Db, userId: string, eventId: string) {
  return eventsQuery(db, userId).where('e.id', '=', eventId).executeTakeFirst();
}

export async function insertRegistration(db: Db, eventId: string, userId: string, at: string) {
  await db
    .insertInto('eventRegistrations')
    .values({ eventId, userId, createdAt: at })
    .onConflict((oc) => oc.columns(['eventId', 'userId']).doNothing())
    .execute();
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

function tasksQuery(db: Db) {
  return db
    .selectFrom('tasks as t')
    .innerJoin('courses as c', 'c.id', 't.courseId')
    .select(['t.id', 't.courseId', 'c.title as courseTitle', 't.title', 't.description', 't.dueDate', 't.priority', 't.status', 't.completedAt']);
}
export type TaskRow = Awaited<ReturnType<ReturnType<typeof tasksQuery>['executeTakeFirstOrThrow']>>;

export async function listTasks(db: Db, userId: string) {
  return tasksQuery(db).where('t.userId', '=', userId).orderBy('t.dueDate').orderBy('t.id').execute();
}

/** Only the owner's task: another student's id is simply not found. */
export async function findTask(db: Db, userId: string, taskId: string) {
  return tasksQuery(db).where('t.userId', '=', userId).where('t.id', '=', taskId).executeTakeFirst();
}

export async function setTaskStatus(db: Db, userId: string, taskId: string, status: 'pendente' | 'concluida', completedAt: string | null) {
  await db.updateTable('tasks').set({ status, completedAt }).where('id', '=', taskId).where('userId', '=', userId).execute();
}

// ---------------------------------------------------------------- announcements

export async function listAnnouncements(db: Db, now: string) {
  return db
    .selectFrom('announcements as a')
    .leftJoin('users as u', 'u.id', 'a.authorId')
    .select(['a.id', 'a.title', 'a.message', 'a.type', 'a.priority', 'a.publishedAt', 'u.name as authorName'])
    .where('a.publishedAt', '<=', now)
    .orderBy('a.publishedAt', 'desc')
    .orderBy('a.id')
    .execute();
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
