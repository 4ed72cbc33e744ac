import type { Insertable, Updateable } from 'kysely';
import type { Db } from '#server/db/database';
import type { AnnouncementsTable, CourseTasksTable, EventsTable } from '#server/db/schema';

// Publishing side of the notice board (issue 12 item 7, issue 13 item 8): the publishers'
// reads and writes of events, course tasks and announcements. The students' side is in
// notices.repository.ts.

/** What a publisher's list shows: the teacher's courses, or the platform's own items ('all' and 'plan'). */
export type PublisherScope = { courseIds: string[] } | { platform: true };

const PLATFORM_AUDIENCES = ['all', 'plan'];

// ---------------------------------------------------------------- events

function eventsQuery(db: Db) {
  return db
    .selectFrom('events as e')
    .innerJoin('users as u', 'u.id', 'e.instructorId')
    .select((eb) => [
      'e.id', 'e.type', 'e.title', 'e.description', 'e.instructorId', 'e.audience', 'e.courseId', 'e.planId', 'e.capacity',
      'e.startsAt', 'e.durationMinutes', 'e.createdAt', 'u.name as instructorName',
      eb.selectFrom('eventRegistrations as er').select((sub) => sub.fn.countAll<number | string>().as('n')).whereRef('er.eventId', '=', 'e.id').as('participants'),
    ]);
}
export type PublishedEventRow = Awaited<ReturnType<ReturnType<typeof eventsQuery>['executeTakeFirstOrThrow']>>;

export async function listEvents(db: Db, scope: PublisherScope) {
  let query = eventsQuery(db);
  if ('platform' in scope) query = query.where('e.audience', 'in', PLATFORM_AUDIENCES);
  else if (scope.courseIds.length === 0) return [];
  else query = query.where('e.audience', '=', 'course').where('e.courseId', 'in', scope.courseIds);
  return query.orderBy('e.startsAt', 'desc').orderBy('e.id').execute();
}

export async function findEvent(db: Db, id: string) {
  return eventsQuery(db).where('e.id', '=', id).executeTakeFirst();
}

export async function insertEvent(db: Db, row: Insertable<EventsTable>) {
  await db.insertInto('events').values(row).execute();
}

/** False when the row is gone (deleted by another admin meanwhile). */
export async function updateEvent(db: Db, id: string, values: Updateable<EventsTable>): Promise<boolean> {
  const result = await db.updateTable('events').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Registrations and reminders go with it (ON DELETE CASCADE). */
export async function deleteEvent(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('events').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function listRegistrations(db: Db, eventId: string) {
  return db
    .selectFrom('eventRegistrations as r')
    .innerJoin('users as u', 'u.id', 'r.userId')
    .select(['r.userId', 'u.name', 'u.email', 'r.createdAt as registeredAt'])
    .where('r.eventId', '=', eventId)
    .orderBy('r.createdAt')
    .orderBy('u.name')
    .execute();
}

/** An event moved: the reminders not yet sent fire at the new time. */
export async function rescheduleReminders(db: Db, eventId: string, remindAt: string) {
  await db.updateTable('eventReminders').set({ remindAt }).where('eventId', '=', eventId).where('sentAt', 'is', null).execute();
}

// ---------------------------------------------------------------- course tasks

function tasksQuery(db: Db) {
  return db
    .selectFrom('courseTasks as t')
    .select((eb) => [
      't.id', 't.courseId', 't.title', 't.description', 't.dueDate', 't.priority', 't.createdAt', 't.updatedAt',
      eb.selectFrom('taskCompletions as tc').select((sub) => sub.fn.countAll<number | string>().as('n')).whereRef('tc.taskId', '=', 't.id').as('completedCount'),
    ]);
}
export type PublishedTaskRow = Awaited<ReturnType<ReturnType<typeof tasksQuery>['executeTakeFirstOrThrow']>>;

export async function listTasks(db: Db, courseIds: string[]) {
  if (courseIds.length === 0) return [];
  return tasksQuery(db).where('t.courseId', 'in', courseIds).orderBy('t.dueDate', 'desc').orderBy('t.id').execute();
}

export async function findTask(db: Db, id: string) {
  return tasksQuery(db).where('t.id', '=', id).executeTakeFirst();
}

export async function insertTask(db: Db, row: Insertable<CourseTasksTable>) {
  await db.insertInto('courseTasks').values(row).execute();
}

export async function updateTask(db: Db, id: string, values: Updateable<CourseTasksTable>) {
  await db.updateTable('courseTasks').set(values).where('id', '=', id).execute();
}

/** The students' ticks go with it (ON DELETE CASCADE). */
export async function deleteTask(db: Db, id: string) {
  await db.deleteFrom('courseTasks').where('id', '=', id).execute();
}

// ---------------------------------------------------------------- announcements

function announcementsQuery(db: Db) {
  return db
    .selectFrom('announcements as a')
    .select(['a.id', 'a.title', 'a.message', 'a.type', 'a.priority', 'a.audience', 'a.courseId', 'a.planId', 'a.scheduledFor', 'a.publishedAt', 'a.authorId']);
}
export type PublishedAnnouncementRow = Awaited<ReturnType<ReturnType<typeof announcementsQuery>['executeTakeFirstOrThrow']>>;

export async function listAnnouncements(db: Db, scope: PublisherScope) {
  let query = announcementsQuery(db);
  if ('platform' in scope) query = query.where('a.audience', 'in', PLATFORM_AUDIENCES);
  else if (scope.courseIds.length === 0) return [];
  else query = query.where('a.audience', '=', 'course').where('a.courseId', 'in', scope.courseIds);
  return query.orderBy('a.publishedAt', 'desc').orderBy('a.id').execute();
}

export async function findAnnouncement(db: Db, id: string) {
  return announcementsQuery(db).where('a.id', '=', id).executeTakeFirst();
}

export async function insertAnnouncement(db: Db, row: Insertable<AnnouncementsTable>) {
  await db.insertInto('announcements').values(row).execute();
}

/** False when the row is gone (deleted by another admin meanwhile). */
export async function updateAnnouncement(db: Db, id: string, values: Updateable<AnnouncementsTable>): Promise<boolean> {
  const result = await db.updateTable('announcements').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteAnnouncement(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('announcements').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

// ---------------------------------------------------------------- per-sender limits (sender-limits.ts)

/** Records one publication for the sender's limits; drops their rows older than `pruneBefore` (no window reaches them). */
export async function recordNoticeSend(db: Db, row: { id: string; senderId: string; kind: 'task' | 'event' | 'announcement'; createdAt: string }, pruneBefore: string) {
  await db.deleteFrom('noticeSends').where('senderId', '=', row.senderId).where('createdAt', '<', pruneBefore).execute();
  await db.insertInto('noticeSends').values(row).execute();
}

/** Publications (tasks, events, announcements) a sender made since `since` (ISO), deleted ones included. */
export async function countPublicationsSince(db: Db, senderId: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('noticeSends')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('senderId', '=', senderId)
    .where('createdAt', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
