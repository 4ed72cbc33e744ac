import type { EventType, TaskPriority } from '#contracts/notices';
import type {
  Audience,
  AnnouncementInput,
  EventInput,
  EventRegistration,
  PublishedAnnouncement,
  PublishedEvent,
  PublishedTask,
  Publications,
  TaskInput,
} from '#contracts/notice-publishing';
import { REMINDER_LEAD_MINUTES } from '#contracts/notices';
import type { AppContext } from '#server/context';
import type { Db } from '#server/db/database';
import { AppError } from '#server/lib/app-error';
import { addMs, MINUTE_MS, saoPauloDay } from '#server/lib/clock';
import { newId } from '#server/lib/ids';
import type { AuthUser } from '#server/plugins/auth-user';
import { recordAudit } from '#server/modules/audit/audit.service';
import { findPlanSummary, listCurrentSubscriberIds } from '#server/modules/billing/billing.service';
import { listOwnCourses } from '#server/modules/courses/courses.service';
import { countEnrollmentsByCourse, listStudentIdsOfCourse } from '#server/modules/learning/learning.service';
import { createNotification, type NewNotification } from '#server/modules/notifications/notifications.service';
import { listActiveStudentIds } from '#server/modules/users/users.service';
import * as repo from './notice-publishing.repository.ts';
import { assertUnderSenderLimits, oneAtATime, recordPublication, TOO_MANY_PUBLICATIONS } from './sender-limits.ts';

// The publishing side of the notice board, ONE path for both publishers (issue 12 item 7,
// issue 13 item 8): a teacher publishes for the students of one of their own courses; the
// admin for every student or the subscribers of one plan. Each item stores its audience and
// is resolved when a student reads the board (docs/decisions/notice-board-audience.md); the
// notifications go, in the same transaction as the item, to the audience as it is now.

/** `ip`: the request's address, kept in the audit row of the admin's publications. */
export type Publisher = Pick<AuthUser, 'id' | 'name'> & { role: 'professor' | 'admin'; ip?: string | null };

interface ResolvedAudience {
  kind: Audience['kind'];
  courseId: string | null;
  planId: string | null;
  label: string;
}

const ALL_STUDENTS = 'Todos os alunos';
const planLabel = (name: string) => `Assinantes do plano ${name}`;
const keyOf = (a: Pick<ResolvedAudience, 'kind' | 'courseId' | 'planId'>) => (a.kind === 'course' ? `course:${a.courseId}` : a.kind === 'plan' ? `plan:${a.planId}` : 'all');
const toAudience = (a: ResolvedAudience): Audience => ({ key: keyOf(a), kind: a.kind, label: a.label });

/** The audience a publisher asked for, checked: a teacher only their own courses; the admin all students or a plan. */
async function resolveAudience(ctx: AppContext, publisher: Publisher, key: string): Promise<ResolvedAudience> {
  const [kind, id = ''] = key.split(/:(.*)/s);
  if (publisher.role === 'professor') {
    if (kind !== 'course') throw new AppError('forbidden', 'Professores publicam apenas para os alunos de um dos seus cursos.');
    const course = (await listOwnCourses(ctx, publisher.id)).find((c) => c.id === id);
    // Another teacher's course is indistinguishable from none.
    if (!course) throw new AppError('not-found', 'Curso não encontrado.');
    return { kind: 'course', courseId: course.id, planId: null, label: course.title };
  }
  if (kind === 'all') return { kind: 'all', courseId: null, planId: null, label: ALL_STUDENTS };
  if (kind === 'plan') {
    const plan = await findPlanSummary(ctx, id);
    if (!plan) throw new AppError('bad-request', 'Plano não encontrado.');
    return { kind: 'plan', courseId: null, planId: plan.id, label: planLabel(plan.name) };
  }
  throw new AppError('bad-request', 'A administração publica para todos os alunos ou para os assinantes de um plano.');
}

/** The students the audience reaches now: who is notified at publish time. */
async function recipientsOf(ctx: AppContext, audience: ResolvedAudience): Promise<string[]> {
  if (audience.kind === 'course') return listStudentIdsOfCourse(ctx.db, audience.courseId!);
  if (audience.kind === 'plan') return listCurrentSubscriberIds(ctx, audience.planId!);
  return listActiveStudentIds(ctx);
}

/** Labels for stored audiences (course titles known from the scope, plan names looked up once). */
async function audienceLabeler(ctx: AppContext, courseTitles: Map<string, string>) {
  const planNames = new Map<string, string>();
  return async (row: { audience: string; courseId: string | null; planId: string | null }): Promise<ResolvedAudience> => {
    if (row.audience === 'course') return { kind: 'course', courseId: row.courseId, planId: null, label: courseTitles.get(row.courseId ?? '') ?? 'Curso removido' };
    if (row.audience === 'plan') {
      if (!planNames.has(row.planId ?? '')) planNames.set(row.planId ?? '', (await findPlanSummary(ctx, row.planId ?? ''))?.name ?? row.planId ?? '');
      return { kind: 'plan', courseId: null, planId: row.planId, label: planLabel(planNames.get(row.planId ?? '')!) };
    }
    return { kind: 'all', courseId: null, planId: null, label: ALL_STUDENTS };
  };
}

/** Whether a stored item belongs to this publisher: a teacher's own course, or the platform's own ('all', 'plan'). */
async function ownsItem(ctx: AppContext, publisher: Publisher, row: { audience: string; courseId: string | null }) {
  if (publisher.role === 'admin') return row.audience === 'all' || row.audience === 'plan';
  if (row.audience !== 'course' || !row.courseId) return false;
  return (await listOwnCourses(ctx, publisher.id)).some((c) => c.id === row.courseId);
}

// The audit trail of the admin's publications (issue 13 item 7): written in the same
// transaction as the change, so a publication and its audit row exist together or not at all.
async function audit(ctx: AppContext, db: Db, publisher: Publisher, action: string, targetType: string, targetId: string, details: Record<string, unknown>) {
  if (publisher.role !== 'admin') return;
  await recordAudit(ctx, db, { actorId: publisher.id, action, targetType, targetId, details, ip: publisher.ip ?? null });
}

type Announce = () => Promise<void>;
/** One notification per recipient inside `trx` (each obeys its preferences); announce after commit. */
async function notifyAll(ctx: AppContext, trx: Db, userIds: string[], notification: Omit<NewNotification, 'userId'>): Promise<Announce[]> {
  const announcers: Announce[] = [];
  for (const userId of userIds) announcers.push((await createNotification(ctx, { ...notification, userId }, trx)).announce);
  return announcers;
}
async function announceAll(announcers: Announce[]) {
  for (const announce of announcers) await announce();
}

/**
 * A new task, event or announcement notifies (and may e-mail) its whole audience, so it
 * is under the same per-sender limits as teacher messages, sharing their budget
 * (sender-limits.ts): one publication at a time per sender, refused with 429 past a limit.
 * `publish` gets the publication's time and records it in its transaction.
 */
function limited<T>(ctx: AppContext, publisher: Publisher, publish: (at: string) => Promise<T>): Promise<T> {
  return oneAtATime(ctx, publisher.id, async () => {
    await assertUnderSenderLimits(ctx, publisher.id, TOO_MANY_PUBLICATIONS);
    return publish(ctx.clock.now().toISOString());
  });
}

// ---------------------------------------------------------------- dates (São Paulo)

const TIME_ZONE = 'America/Sao_Paulo';
const dayTimeFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const whenFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const dayFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' });

/** A São Paulo wall-clock day and time as an instant (Brazil keeps UTC−3 all year since 2019). */
const fromSaoPaulo = (day: string, time: string) => new Date(`${day}T${time}:00-03:00`);
function toSaoPaulo(iso: string): { date: string; time: string } {
  const parts = Object.fromEntries(dayTimeFormat.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}
const whenText = (iso: string) => whenFormat.format(new Date(iso)).replace(',', ' às');
const dayText = (day: string) => dayFormat.format(new Date(`${day}T12:00:00Z`));

const EVENT_TYPE_LABELS: Record<EventType, string> = { live: 'Aula ao vivo', webinar: 'Webinar', workshop: 'Workshop' };

// ---------------------------------------------------------------- lists

async function scopeOf(ctx: AppContext, publisher: Publisher): Promise<{ scope: repo.PublisherScope; courseTitles: Map<string, string> }> {
  if (publisher.role === 'admin') return { scope: { platform: true }, courseTitles: new Map<string, string>() };
  const courses = await listOwnCourses(ctx, publisher.id);
  return { scope: { courseIds: courses.map((c) => c.id) }, courseTitles: new Map(courses.map((c) => [c.id, c.title])) };
}

function eventStatus(startsAt: string, durationMinutes: number, now: Date): PublishedEvent['status'] {
  const start = new Date(startsAt);
  if (now < start) return 'upcoming';
  return now < addMs(start, durationMinutes * MINUTE_MS) ? 'live' : 'ended';
}

function toEvent(ctx: AppContext, row: repo.PublishedEventRow, audience: ResolvedAudience): PublishedEvent {
  return {
    id: row.id,
    audience: toAudience(audience),
    type: row.type as EventType,
    title: row.title,
    description: row.description,
    instructorName: row.instructorName,
    startsAt: row.startsAt,
    ...toSaoPaulo(row.startsAt),
    durationMinutes: row.durationMinutes,
    capacity: row.capacity,
    participants: Number(row.participants ?? 0),
    status: eventStatus(row.startsAt, row.durationMinutes, ctx.clock.now()),
    createdAt: row.createdAt,
  };
}

function toTask(row: repo.PublishedTaskRow, audience: ResolvedAudience, studentCount: number): PublishedTask {
  return {
    id: row.id,
    audience: toAudience(audience),
    title: row.title,
    description: row.description,
    dueDate: row.dueDate,
    priority: row.priority as TaskPriority,
    completedCount: Number(row.completedCount ?? 0),
    studentCount,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function toAnnouncement(row: repo.PublishedAnnouncementRow, audience: ResolvedAudience): PublishedAnnouncement {
  const scheduled = row.scheduledFor ? toSaoPaulo(row.scheduledFor) : null;
  return {
    id: row.id,
    audience: toAudience(audience),
    title: row.title,
    message: row.message,
    type: row.type as PublishedAnnouncement['type'],
    priority: row.priority as PublishedAnnouncement['priority'],
    scheduledFor: scheduled ? `${scheduled.date}T${scheduled.time}` : null,
    publishedAt: row.publishedAt,
  };
}

/** Everything this publisher published: a teacher's (their courses) or the platform's. */
export async function listPublications(ctx: AppContext, publisher: Publisher): Promise<Publications> {
  const { scope, courseTitles } = await scopeOf(ctx, publisher);
  const label = await audienceLabeler(ctx, courseTitles);
  const [events, tasks, announcements] = await Promise.all([
    repo.listEvents(ctx.db, scope),
    'courseIds' in scope ? repo.listTasks(ctx.db, scope.courseIds) : Promise.resolve([]),
    repo.listAnnouncements(ctx.db, scope),
  ]);
  const students = await countEnrollmentsByCourse(ctx, [...new Set(tasks.map((t) => t.courseId))]);
  return {
    tasks: await Promise.all(tasks.map(async (row) => toTask(row, await label({ audience: 'course', courseId: row.courseId, planId: null }), students.get(row.courseId) ?? 0))),
    events: await Promise.all(events.map(async (row) => toEvent(ctx, row, await label(row)))),
    announcements: await Promise.all(announcements.map(async (row) => toAnnouncement(row, await label(row)))),
  };
}

// ---------------------------------------------------------------- tasks (teachers)

async function requireOwnTask(ctx: AppContext, publisher: Publisher, id: string) {
  const row = await repo.findTask(ctx.db, id);
  if (!row || !(await ownsItem(ctx, publisher, { audience: 'course', courseId: row.courseId }))) throw new AppError('not-found', 'Tarefa não encontrada.');
  return row;
}

async function taskOut(ctx: AppContext, publisher: Publisher, id: string) {
  const row = (await repo.findTask(ctx.db, id))!;
  const { courseTitles } = await scopeOf(ctx, publisher);
  const students = await countEnrollmentsByCourse(ctx, [row.courseId]);
  return toTask(row, { kind: 'course', courseId: row.courseId, planId: null, label: courseTitles.get(row.courseId) ?? '' }, students.get(row.courseId) ?? 0);
}

function assertDueDate(ctx: AppContext, dueDate: string) {
  if (dueDate < saoPauloDay(ctx.clock.now())) throw new AppError('bad-request', 'A data de entrega não pode estar no passado.');
}

export async function createTask(ctx: AppContext, publisher: Publisher, input: TaskInput): Promise<PublishedTask> {
  const audience = await resolveAudience(ctx, publisher, input.audience);
  assertDueDate(ctx, input.dueDate);
  const id = newId();
  const recipients = await recipientsOf(ctx, audience);
  const announcers = await limited(ctx, publisher, async (at) => ctx.db.transaction().execute(async (trx) => {
    await recordPublication(ctx, trx, publisher.id, 'task', at);
    await repo.insertTask(trx, { id, courseId: audience.courseId!, authorId: publisher.id, title: input.title, description: input.description, dueDate: input.dueDate, priority: input.priority, createdAt: at, updatedAt: at });
    return notifyAll(ctx, trx, recipients, {
      type: 'message', title: `Nova tarefa: ${input.title}`, description: `${audience.label} · entrega até ${dayText(input.dueDate)}`, link: '/aluno/mural?aba=tarefas',
    });
  }));
  await announceAll(announcers);
  return taskOut(ctx, publisher, id);
}

/** Edits keep the students' ticks (the task is the same task). */
export async function updateTask(ctx: AppContext, publisher: Publisher, id: string, input: TaskInput): Promise<PublishedTask> {
  const current = await requireOwnTask(ctx, publisher, id);
  const audience = await resolveAudience(ctx, publisher, input.audience);
  if (input.dueDate !== current.dueDate) assertDueDate(ctx, input.dueDate);
  await repo.updateTask(ctx.db, id, { courseId: audience.courseId!, title: input.title, description: input.description, dueDate: input.dueDate, priority: input.priority, updatedAt: ctx.clock.now().toISOString() });
  return taskOut(ctx, publisher, id);
}

/** Deleting removes the students' ticks with it. */
export async function deleteTask(ctx: AppContext, publisher: Publisher, id: string) {
  await requireOwnTask(ctx, publisher, id);
  await repo.deleteTask(ctx.db, id);
  return { ok: true as const };
}

// ---------------------------------------------------------------- events

async function requireOwnEvent(ctx: AppContext, publisher: Publisher, id: string) {
  const row = await repo.findEvent(ctx.db, id);
  if (!row || !(await ownsItem(ctx, publisher, row))) throw new AppError('not-found', 'Evento não encontrado.');
  return row;
}

/** An edit passes the row it read inside its transaction: a delete committed right after must not turn a done edit into a 404. */
async function eventOut(ctx: AppContext, publisher: Publisher, id: string, written?: repo.PublishedEventRow) {
  const row = written ?? (await repo.findEvent(ctx.db, id));
  if (!row) throw new AppError('not-found', 'Evento não encontrado.'); // deleted by another admin just now
  const { courseTitles } = await scopeOf(ctx, publisher);
  return toEvent(ctx, row, await (await audienceLabeler(ctx, courseTitles))(row));
}

function startOf(input: EventInput): Date {
  const start = fromSaoPaulo(input.date, input.time);
  if (Number.isNaN(start.getTime())) throw new AppError('bad-request', 'Informe uma data válida.');
  return start;
}

function assertFuture(ctx: AppContext, start: Date) {
  if (start <= ctx.clock.now()) throw new AppError('bad-request', 'A data e o horário do evento devem estar no futuro.');
}

export async function createEvent(ctx: AppContext, publisher: Publisher, input: EventInput): Promise<PublishedEvent> {
  const audience = await resolveAudience(ctx, publisher, input.audience);
  const start = startOf(input);
  assertFuture(ctx, start);
  const id = newId();
  const recipients = await recipientsOf(ctx, audience);
  const announcers = await limited(ctx, publisher, async (at) => ctx.db.transaction().execute(async (trx) => {
    await recordPublication(ctx, trx, publisher.id, 'event', at);
    await repo.insertEvent(trx, {
      id, type: input.type, title: input.title, description: input.description, instructorId: publisher.id, audience: audience.kind, courseId: audience.courseId, planId: audience.planId,
      capacity: input.capacity, startsAt: start.toISOString(), durationMinutes: input.durationMinutes, createdAt: at, updatedAt: at,
    });
    const announcers = await notifyAll(ctx, trx, recipients, {
      type: publisher.role === 'admin' ? 'system' : 'message',
      title: `Novo evento: ${input.title}`,
      description: `${EVENT_TYPE_LABELS[input.type]} em ${whenText(start.toISOString())} (horário de Brasília) · ${audience.label}`,
      link: `/aluno/mural?aba=eventos&evento=${encodeURIComponent(id)}`,
    });
    // Last write of the transaction (the audit chain stays locked until it commits).
    await audit(ctx, trx, publisher, 'event.create', 'event', id, { title: input.title, audience: keyOf(audience), startsAt: start.toISOString(), capacity: input.capacity });
    return announcers;
  }));
  await announceAll(announcers);
  return eventOut(ctx, publisher, id);
}

/** Edits keep the registrations; a new time moves the reminders not yet sent; fewer seats than registered is refused. */
export async function updateEvent(ctx: AppContext, publisher: Publisher, id: string, input: EventInput): Promise<PublishedEvent> {
  const current = await requireOwnEvent(ctx, publisher, id);
  const audience = await resolveAudience(ctx, publisher, input.audience);
  const start = startOf(input);
  const moved = start.toISOString() !== current.startsAt;
  if (moved) assertFuture(ctx, start);
  const participants = Number(current.participants ?? 0);
  if (input.capacity !== null && input.capacity < participants) {
    throw new AppError('bad-request', `O número de vagas não pode ser menor que o de inscritos (${participants}).`);
  }
  const written = await ctx.db.transaction().execute(async (trx) => {
    // Deleted by another admin since it was read: 404, and no audit row.
    if (!(await repo.updateEvent(trx, id, {
      type: input.type, title: input.title, description: input.description, audience: audience.kind, courseId: audience.courseId, planId: audience.planId,
      capacity: input.capacity, startsAt: start.toISOString(), durationMinutes: input.durationMinutes, updatedAt: ctx.clock.now().toISOString(),
    }))) throw new AppError('not-found', 'Evento não encontrado.');
    if (moved) {
      const lead = addMs(start, -REMINDER_LEAD_MINUTES * MINUTE_MS);
      const now = ctx.clock.now();
      await repo.rescheduleReminders(trx, id, (lead > now ? lead : now).toISOString());
    }
    await audit(ctx, trx, publisher, 'event.update', 'event', id, {
      before: { title: current.title, audience: keyOf({ kind: current.audience as Audience['kind'], courseId: current.courseId, planId: current.planId }), startsAt: current.startsAt, capacity: current.capacity },
      after: { title: input.title, audience: keyOf(audience), startsAt: start.toISOString(), capacity: input.capacity },
    });
    return repo.findEvent(trx, id);
  });
  return eventOut(ctx, publisher, id, written);
}

/** Deleting cancels: registrations and reminders are removed, and the registered students are told. */
export async function deleteEvent(ctx: AppContext, publisher: Publisher, id: string) {
  const current = await requireOwnEvent(ctx, publisher, id);
  const registered = (await repo.listRegistrations(ctx.db, id)).map((r) => r.userId);
  const announcers = await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.deleteEvent(trx, id))) throw new AppError('not-found', 'Evento não encontrado.');
    const ended = eventStatus(current.startsAt, current.durationMinutes, ctx.clock.now()) === 'ended';
    const announcers = ended
      ? []
      : await notifyAll(ctx, trx, registered, {
          type: publisher.role === 'admin' ? 'system' : 'message',
          title: `Evento cancelado: ${current.title}`,
          description: `O evento de ${whenText(current.startsAt)} (horário de Brasília) foi cancelado e sua inscrição, removida.`,
          link: '/aluno/mural?aba=eventos',
        });
    await audit(ctx, trx, publisher, 'event.delete', 'event', id, { title: current.title, startsAt: current.startsAt, participants: registered.length });
    return announcers;
  });
  await announceAll(announcers);
  return { ok: true as const };
}

export async function listEventRegistrations(ctx: AppContext, publisher: Publisher, id: string): Promise<EventRegistration[]> {
  await requireOwnEvent(ctx, publisher, id);
  return repo.listRegistrations(ctx.db, id);
}

// ---------------------------------------------------------------- announcements

async function requireOwnAnnouncement(ctx: AppContext, publisher: Publisher, id: string) {
  const row = await repo.findAnnouncement(ctx.db, id);
  if (!row || !(await ownsItem(ctx, publisher, row))) throw new AppError('not-found', 'Aviso não encontrado.');
  return row;
}

/** `written` as in eventOut. */
async function announcementOut(ctx: AppContext, publisher: Publisher, id: string, written?: repo.PublishedAnnouncementRow) {
  const row = written ?? (await repo.findAnnouncement(ctx.db, id));
  if (!row) throw new AppError('not-found', 'Aviso não encontrado.'); // deleted by another admin just now
  const { courseTitles } = await scopeOf(ctx, publisher);
  return toAnnouncement(row, await (await audienceLabeler(ctx, courseTitles))(row));
}

function scheduledOf(ctx: AppContext, input: AnnouncementInput, previous: string | null): string | null {
  if (!input.scheduledFor) return null;
  const at = fromSaoPaulo(input.scheduledFor.slice(0, 10), input.scheduledFor.slice(11, 16)).toISOString();
  if (at !== previous && new Date(at) <= ctx.clock.now()) throw new AppError('bad-request', 'A manutenção programada deve estar no futuro.');
  return at;
}

/** Admin announcements of new content follow the 'new courses' preference; the rest always go through. */
function announcementType(publisher: Publisher, input: AnnouncementInput): NewNotification['type'] {
  if (publisher.role === 'professor') return 'message';
  return input.type === 'content' ? 'course' : 'system';
}

export async function createAnnouncement(ctx: AppContext, publisher: Publisher, input: AnnouncementInput): Promise<PublishedAnnouncement> {
  const audience = await resolveAudience(ctx, publisher, input.audience);
  const scheduledFor = scheduledOf(ctx, input, null);
  const id = newId();
  const recipients = await recipientsOf(ctx, audience);
  const preview = input.message.length > 140 ? `${input.message.slice(0, 137)}...` : input.message;
  const announcers = await limited(ctx, publisher, async (at) => ctx.db.transaction().execute(async (trx) => {
    await recordPublication(ctx, trx, publisher.id, 'announcement', at);
    await repo.insertAnnouncement(trx, {
      id, title: input.title, message: input.message, authorId: publisher.id, type: input.type, priority: input.priority,
      audience: audience.kind, courseId: audience.courseId, planId: audience.planId, scheduledFor, publishedAt: at, createdAt: at, updatedAt: at,
    });
    const announcers = await notifyAll(ctx, trx, recipients, {
      type: announcementType(publisher, input),
      title: `Novo aviso: ${input.title}`,
      description: scheduledFor ? `Manutenção programada para ${whenText(scheduledFor)} (horário de Brasília). ${preview}` : preview,
      link: '/aluno/mural?aba=avisos',
    });
    await audit(ctx, trx, publisher, 'announcement.create', 'announcement', id, { title: input.title, type: input.type, priority: input.priority, audience: keyOf(audience), scheduledFor });
    return announcers;
  }));
  await announceAll(announcers);
  return announcementOut(ctx, publisher, id);
}

export async function updateAnnouncement(ctx: AppContext, publisher: Publisher, id: string, input: AnnouncementInput): Promise<PublishedAnnouncement> {
  const current = await requireOwnAnnouncement(ctx, publisher, id);
  const audience = await resolveAudience(ctx, publisher, input.audience);
  const scheduledFor = scheduledOf(ctx, input, current.scheduledFor);
  const written = await ctx.db.transaction().execute(async (trx) => {
    // Deleted by another admin since it was read: 404, and no audit row.
    if (!(await repo.updateAnnouncement(trx, id, {
      title: input.title, message: input.message, type: input.type, priority: input.priority,
      audience: audience.kind, courseId: audience.courseId, planId: audience.planId, scheduledFor, updatedAt: ctx.clock.now().toISOString(),
    }))) throw new AppError('not-found', 'Aviso não encontrado.');
    await audit(ctx, trx, publisher, 'announcement.update', 'announcement', id, {
      before: { title: current.title, type: current.type, priority: current.priority, audience: keyOf({ kind: current.audience as Audience['kind'], courseId: current.courseId, planId: current.planId }), scheduledFor: current.scheduledFor },
      after: { title: input.title, type: input.type, priority: input.priority, audience: keyOf(audience), scheduledFor },
    });
    return repo.findAnnouncement(trx, id);
  });
  return announcementOut(ctx, publisher, id, written);
}

export async function deleteAnnouncement(ctx: AppContext, publisher: Publisher, id: string) {
  const current = await requireOwnAnnouncement(ctx, publisher, id);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.deleteAnnouncement(trx, id))) throw new AppError('not-found', 'Aviso não encontrado.');
    await audit(ctx, trx, publisher, 'announcement.delete', 'announcement', id, { title: current.title, type: current.type });
  });
  return { ok: true as const };
}
