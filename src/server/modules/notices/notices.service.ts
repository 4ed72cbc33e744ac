import {
  NOTICE_PAGE_SIZE,
  REMINDER_LEAD_MINUTES,
  type Announcement,
  type AnnouncementPage,
  type NoticeEvent,
  type Task,
  type TaskPage,
  type TaskPriority,
  type TeacherMessage,
} from '#contracts/notices';
import type { AppContext } from '#server/context';
import type { Db } from '#server/db/database';
import { AppError } from '#server/lib/app-error';
import { addMs, DAY_MS, MINUTE_MS, saoPauloDay } from '#server/lib/clock';
import { newId } from '#server/lib/ids';
import { decodePageCursor, encodePageCursor } from '#server/lib/page-cursor';
import type { AuthUser } from '#server/plugins/auth-user';
import { recordAudit } from '#server/modules/audit/audit.service';
import { findCurrentPlanId } from '#server/modules/billing/billing.service';
import { findCourseSummary } from '#server/modules/courses/courses.service';
import { isStudentOfTeacher, listEnrolledCourseIds, listStudentIdsOfCourse } from '#server/modules/learning/learning.service';
import { createNotification } from '#server/modules/notifications/notifications.service';
import { findUserSummary } from '#server/modules/users/users.service';
import * as repo from './notices.repository.ts';
import { assertUnderSenderLimits, oneAtATime, TOO_MANY_MESSAGES } from './sender-limits.ts';
import { eraseNoticeData, noticeDataOf } from './personal-data.ts';

const TIME_ZONE = 'America/Sao_Paulo';
const whenFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' });

/**
 * The student as the board sees them: published items reach them by audience, resolved at
 * read time (docs/decisions/notice-board-audience.md): all students, their enrolled courses, their current plan.
 */
async function viewerOf(ctx: AppContext, userId: string): Promise<repo.Viewer> {
  const [courseIds, planId] = await Promise.all([listEnrolledCourseIds(ctx, userId), findCurrentPlanId(ctx, userId)]);
  return { userId, courseIds, planId };
}

// ---------------------------------------------------------------- events

function statusOf(startsAt: string, durationMinutes: number, now: Date): NoticeEvent['status'] {
  const start = new Date(startsAt);
  if (now < start) return 'upcoming';
  return now < addMs(start, durationMinutes * MINUTE_MS) ? 'live' : 'ended';
}

function toEvent(row: repo.EventRow, now: Date): NoticeEvent {
  return {
    id: row.id,
    type: row.type as NoticeEvent['type'],
    title: row.title,
    description: row.description,
    instructorName: row.instructorName,
    courseTitle: row.courseTitle,
    startsAt: row.startsAt,
    durationMinutes: row.durationMinutes,
    participants: Number(row.participants ?? 0),
    capacity: row.capacity,
    registered: Boolean(row.registered),
    reminderAt: row.remindAt,
    reminderSent: row.reminderSentAt !== null,
    status: statusOf(row.startsAt, row.durationMinutes, now),
  };
}

/** Events not yet over, soonest first. */
export async function listEvents(ctx: AppContext, userId: string): Promise<NoticeEvent[]> {
  const now = ctx.clock.now();
  const rows = await repo.listEvents(ctx.db, await viewerOf(ctx, userId), addMs(now, -DAY_MS).toISOString());
  return rows.map((row) => toEvent(row, now)).filter((event) => event.status !== 'ended');
}

async function requireEvent(ctx: AppContext, userId: string, eventId: string) {
  const row = await repo.findEvent(ctx.db, await viewerOf(ctx, userId), eventId);
  if (!row) throw new AppError('not-found', 'Evento não encontrado.');
  return toEvent(row, ctx.clock.now());
}

async function reload(ctx: AppContext, userId: string, eventId: string) {
  return requireEvent(ctx, userId, eventId);
}

export async function register(ctx: AppContext, userId: string, eventId: string) {
  const event = await requireEvent(ctx, userId, eventId);
  if (event.status === 'ended') throw new AppError('bad-request', 'Este evento já foi encerrado.');
  const outcome = await ctx.db.transaction().execute((trx) => repo.registerWithinCapacity(trx, eventId, userId, ctx.clock.now().toISOString()));
  if (outcome === 'full') throw new AppError('conflict', 'As vagas deste evento estão esgotadas.');
  return reload(ctx, userId, eventId);
}

export async function unregister(ctx: AppContext, userId: string, eventId: string) {
  await requireEvent(ctx, userId, eventId);
  await repo.deleteRegistration(ctx.db, eventId, userId);
  return reload(ctx, userId, eventId);
}

/**
 * Schedules the reminder REMINDER_LEAD_MINUTES before the start, or for now when the event
 * is closer than that (it is then sent at once). Stored as a row: a restart loses nothing.
 */
export async function setReminder(ctx: AppContext, userId: string, eventId: string) {
  const event = await requireEvent(ctx, userId, eventId);
  if (event.status !== 'upcoming') throw new AppError('bad-request', 'Este evento já começou; não é possível agendar um lembrete.');
  const now = ctx.clock.now();
  const lead = addMs(new Date(event.startsAt), -REMINDER_LEAD_MINUTES * MINUTE_MS);
  const remindAt = (lead > now ? lead : now).toISOString();
  await repo.upsertReminder(ctx.db, { id: newId(), eventId, userId, remindAt, createdAt: now.toISOString() });
  if (remindAt <= now.toISOString()) await runDueReminders(ctx);
  return reload(ctx, userId, eventId);
}

export async function clearReminder(ctx: AppContext, userId: string, eventId: string) {
  await requireEvent(ctx, userId, eventId);
  await repo.deleteReminder(ctx.db, eventId, userId);
  return reload(ctx, userId, eventId);
}

/**
 * Sends every reminder that is due and not yet sent. Each is claimed and its notification
 * stored in one transaction, so it is sent exactly once even if two ticks overlap.
 * Reminders for events already over (server down meanwhile) are closed without a notice.
 */
export async function runDueReminders(ctx: AppContext): Promise<number> {
  let sent = 0;
  for (;;) {
    const now = ctx.clock.now();
    const due = await repo.listDueReminders(ctx.db, now.toISOString(), 50);
    if (due.length === 0) return sent;
    for (const reminder of due) {
      const status = statusOf(reminder.startsAt, reminder.durationMinutes, now);
      const created = await ctx.db.transaction().execute(async (trx) => {
        if (!(await repo.claimReminder(trx, reminder.id, now.toISOString()))) return null;
        if (status === 'ended') return null;
        const when = whenFormat.format(new Date(reminder.startsAt)).replace(',', ' às');
        const description =
          status === 'live'
            ? `"${reminder.title}" com ${reminder.instructorName} já começou. Entre agora!`
            : `"${reminder.title}" com ${reminder.instructorName} começa em ${when} (horário de Brasília).`;
        return createNotification(
          ctx,
          { userId: reminder.userId, type: 'reminder', title: `Lembrete: ${reminder.title}`, description, link: `/aluno/mural?aba=eventos&evento=${encodeURIComponent(reminder.eventId)}` },
          trx,
        );
      });
      if (created) {
        await created.announce();
        sent += 1;
      }
    }
  }
}

// ---------------------------------------------------------------- tasks

function toTask(row: repo.TaskRow, today: string): Task {
  const status = row.completedAt ? 'concluida' : 'pendente';
  return {
    id: row.id,
    courseId: row.courseId,
    courseTitle: row.courseTitle,
    title: row.title,
    description: row.description,
    dueDate: row.dueDate,
    priority: row.priority as TaskPriority,
    status,
    completedAt: row.completedAt,
    overdue: status === 'pendente' && row.dueDate < today,
  };
}

// A page's cursor names its list ('p' pending tasks, 'd' done tasks, 'a' announcements) and the
// key of its last row: a cursor of another list, or one that is not ours, is refused, not misread.
type NoticeCursor = { l: 'p'; k: repo.PendingKey } | { l: 'd'; k: repo.DoneKey } | { l: 'a'; k: repo.AnnouncementKey };

const encodeCursor = (cursor: NoticeCursor): string => encodePageCursor(cursor);

function decodeCursor(after: string, lists: readonly NoticeCursor['l'][]): NoticeCursor {
  return decodePageCursor(after, 'A posição da página (after) é inválida. Recarregue o mural.', ({ l, k }) =>
    lists.includes(l as NoticeCursor['l']) && Array.isArray(k) && k.length === 2 && k.every((v) => typeof v === 'string' && v.length > 0 && v.length <= 100) ? ({ l, k } as NoticeCursor) : null,
  );
}

/**
 * One page of the student's tasks: pending by due date, then the done ones, most recently
 * done first (a page may end the pending ones and begin the done ones), with both totals.
 */
export async function listTasks(ctx: AppContext, userId: string, after?: string): Promise<TaskPage> {
  const cursor = after ? decodeCursor(after, ['p', 'd']) : undefined;
  const today = saoPauloDay(ctx.clock.now());
  const viewer = await viewerOf(ctx, userId);
  const limit = NOTICE_PAGE_SIZE;
  // One row more than the page tells whether another page follows.
  const [counts, open] = await Promise.all([
    repo.countTasks(ctx.db, viewer),
    cursor?.l === 'd' ? Promise.resolve([]) : repo.pageOpenTasks(ctx.db, viewer, cursor?.k, limit + 1),
  ]);
  let rows = open;
  if (rows.length <= limit) {
    const done = await repo.pageDoneTasks(ctx.db, viewer, cursor?.l === 'd' ? cursor.k : undefined, limit + 1 - rows.length);
    rows = [...rows, ...done];
  }
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  let next: string | null = null;
  if (last && rows.length > limit) next = encodeCursor(last.completedAt ? { l: 'd', k: [last.completedAt, last.id] } : { l: 'p', k: [last.dueDate, last.id] });
  return { items: page.map((row) => toTask(row, today)), pending: counts.total - counts.done, done: counts.done, next };
}

export async function updateTask(ctx: AppContext, userId: string, taskId: string, done: boolean): Promise<Task> {
  const viewer = await viewerOf(ctx, userId);
  const task = await repo.findTask(ctx.db, viewer, taskId);
  if (!task) throw new AppError('not-found', 'Tarefa não encontrada.');
  if (done !== Boolean(task.completedAt)) await repo.setTaskDone(ctx.db, userId, taskId, done ? ctx.clock.now().toISOString() : null);
  const updated = await repo.findTask(ctx.db, viewer, taskId);
  return toTask(updated!, saoPauloDay(ctx.clock.now()));
}

// ---------------------------------------------------------------- announcements

/** One page of the announcements that reach the student, newest first. */
export async function listAnnouncements(ctx: AppContext, userId: string, after?: string): Promise<AnnouncementPage> {
  const cursor = after ? decodeCursor(after, ['a']) : undefined;
  const limit = NOTICE_PAGE_SIZE;
  const rows = await repo.pageAnnouncements(ctx.db, await viewerOf(ctx, userId), ctx.clock.now().toISOString(), cursor?.k, limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      title: row.title,
      message: row.message,
      authorName: row.authorName ?? 'Equipe EduIA',
      publishedAt: row.publishedAt,
      type: row.type as Announcement['type'],
      priority: row.priority as Announcement['priority'],
      scheduledFor: row.scheduledFor,
      courseTitle: row.courseTitle,
    })),
    next: last && rows.length > limit ? encodeCursor({ l: 'a', k: [last.publishedAt, last.id] }) : null,
  };
}

// ---------------------------------------------------------------- teacher messages

function toMessage(row: repo.MessageRow): TeacherMessage {
  return {
    id: row.id,
    teacherId: row.teacherId,
    teacherName: row.teacherName,
    teacherAvatarUrl: row.teacherAvatarFile ? `/api/users/${row.teacherId}/avatar?v=${encodeURIComponent(row.teacherAvatarFile)}` : null,
    courseTitle: row.courseTitle,
    message: row.message,
    createdAt: row.createdAt,
  };
}

export async function listMessages(ctx: AppContext, studentId: string): Promise<TeacherMessage[]> {
  return (await repo.listMessagesOfStudent(ctx.db, studentId)).map(toMessage);
}

/**
 * A teacher (or admin) writes to a student: the message lands on the student's notice
 * board and as a notification. Teachers may only write to students of their own courses.
 */
export async function sendMessage(ctx: AppContext, sender: AuthUser, input: { studentId: string; courseId?: string; message: string }, ip: string | null = null): Promise<TeacherMessage> {
  const student = await findUserSummary(ctx, input.studentId);
  if (!student || student.role !== 'aluno') throw new AppError('not-found', 'Aluno não encontrado.');
  const course = input.courseId ? await findCourseSummary(ctx, input.courseId) : undefined;
  if (input.courseId && !course) throw new AppError('not-found', 'Curso não encontrado.');
  if (sender.role === 'professor') {
    if (course && course.instructorId !== sender.id) throw new AppError('forbidden', 'Você só pode enviar mensagens sobre os seus próprios cursos.');
    if (!(await isStudentOfTeacher(ctx, student.id, sender.id, course?.id))) {
      throw new AppError('forbidden', 'Você só pode enviar mensagens a alunos matriculados nos seus cursos.');
    }
  }
  const id = newId();
  const preview = input.message.length > 140 ? `${input.message.slice(0, 137)}...` : input.message;
  // Per-sender limits, shared with the notice-board publications (sender-limits.ts).
  const created = await oneAtATime(ctx, sender.id, async () => {
    await assertUnderSenderLimits(ctx, sender.id, TOO_MANY_MESSAGES);
    const at = ctx.clock.now().toISOString();
    return ctx.db.transaction().execute(async (trx) => {
      await repo.insertMessage(trx, { id, teacherId: sender.id, studentId: student.id, courseId: course?.id ?? null, message: input.message, createdAt: at });
      // An admin's message is an admin write: audited in its transaction (a teacher's is not).
      if (sender.role === 'admin') {
        await recordAudit(ctx, trx, { actorId: sender.id, action: 'message.send', targetType: 'user', targetId: student.id, ip, details: { courseId: course?.id ?? null, caracteres: input.message.length } });
      }
      return createNotification(
        ctx,
        { userId: student.id, type: 'message', title: `Nova mensagem de ${sender.name}`, description: course ? `${course.title}: ${preview}` : preview, link: '/aluno/mural?aba=professores' },
        trx,
      );
    });
  });
  await created.announce();
  return toMessage(await repo.findMessage(ctx.db, id));
}

/**
 * A teacher writes to every student of one of their courses (/professor/alunos): one
 * message row and one notification per student, in one transaction, counted as one send
 * by the limits above. Only the course's own teacher may; the recipients are exactly the
 * students enrolled in it, so nobody else's student can be reached.
 */
export async function sendCourseMessage(ctx: AppContext, sender: AuthUser, input: { courseId: string; message: string }): Promise<{ sent: number }> {
  const course = await findCourseSummary(ctx, input.courseId);
  if (!course || course.instructorId !== sender.id) throw new AppError('not-found', 'Curso não encontrado.');
  const studentIds = await listStudentIdsOfCourse(ctx.db, course.id);
  if (studentIds.length === 0) throw new AppError('bad-request', 'Este curso ainda não tem alunos matriculados.');
  const preview = input.message.length > 140 ? `${input.message.slice(0, 137)}...` : input.message;
  const created = await oneAtATime(ctx, sender.id, async () => {
    await assertUnderSenderLimits(ctx, sender.id, TOO_MANY_MESSAGES);
    const at = ctx.clock.now().toISOString();
    const batchId = newId();
    return ctx.db.transaction().execute(async (trx) => {
      await repo.insertMessages(
        trx,
        studentIds.map((studentId) => ({ id: newId(), teacherId: sender.id, studentId, courseId: course.id, message: input.message, createdAt: at, batchId })),
      );
      const notifications = [];
      for (const studentId of studentIds) {
        notifications.push(
          await createNotification(
            ctx,
            { userId: studentId, type: 'message', title: `Nova mensagem de ${sender.name}`, description: `${course.title}: ${preview}`, link: '/aluno/mural?aba=professores' },
            trx,
          ),
        );
      }
      return notifications;
    });
  });
  for (const notification of created) await notification.announce();
  return { sent: studentIds.length };
}

/** Messages, registrations, ticks and publications of one person (LGPD export). */
export async function exportNoticeData(ctx: Pick<AppContext, 'db'>, userId: string) {
  return noticeDataOf(ctx.db, userId);
}

/** Erasure: messages to the person, registrations and ticks go; publications stay for their audience (`db`: the erasure's transaction). */
export async function eraseNotices(db: Db, userId: string, heirId: string | null) {
  await eraseNoticeData(db, userId, heirId);
}
