import { z } from 'zod';
import { defineEndpoint, IdParamsSchema } from './endpoint.ts';

// The student's notice board (/aluno/mural): events, tasks, announcements and messages
// from teachers. Everything is stored; counts and states come from the rows.

/** A reminder fires this long before the event starts (at once when the event is closer). */
export const REMINDER_LEAD_MINUTES = 60;

export const EventTypeSchema = z.enum(['live', 'webinar', 'workshop']);
export type EventType = z.infer<typeof EventTypeSchema>;

export const NoticeEventSchema = z.object({
  id: z.string(),
  type: EventTypeSchema,
  title: z.string(),
  description: z.string(),
  instructorName: z.string(),
  courseTitle: z.string().nullable(),
  startsAt: z.string(),
  durationMinutes: z.number().int(),
  participants: z.number().int(),
  /** Seats; null = unlimited. 'Participar' is refused once `participants` reaches it. */
  capacity: z.number().int().nullable(),
  registered: z.boolean(),
  /** When the reminder fires, if the student set one. */
  reminderAt: z.string().nullable(),
  reminderSent: z.boolean(),
  status: z.enum(['upcoming', 'live', 'ended']),
});
export type NoticeEvent = z.infer<typeof NoticeEventSchema>;

export const TaskPrioritySchema = z.enum(['alta', 'média', 'baixa']);
export type TaskPriority = z.infer<typeof TaskPrioritySchema>;
export const TaskStatusSchema = z.enum(['pendente', 'concluida']);

export const TaskSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  title: z.string(),
  description: z.string(),
  /** YYYY-MM-DD */
  dueDate: z.string(),
  priority: TaskPrioritySchema,
  status: TaskStatusSchema,
  completedAt: z.string().nullable(),
  overdue: z.boolean(),
});
export type Task = z.infer<typeof TaskSchema>;

export const AnnouncementTypeSchema = z.enum(['feature', 'maintenance', 'content']);
export const AnnouncementPrioritySchema = z.enum(['info', 'warning', 'success']);
export const AnnouncementSchema = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  authorName: z.string(),
  publishedAt: z.string(),
  type: AnnouncementTypeSchema,
  priority: AnnouncementPrioritySchema,
  /** A scheduled maintenance: when it starts (ISO). */
  scheduledFor: z.string().nullable(),
  /** The course it was published for (a teacher's announcement), else null. */
  courseTitle: z.string().nullable(),
});
export type Announcement = z.infer<typeof AnnouncementSchema>;

export const TeacherMessageSchema = z.object({
  id: z.string(),
  teacherId: z.string(),
  teacherName: z.string(),
  teacherAvatarUrl: z.string().nullable(),
  courseTitle: z.string().nullable(),
  message: z.string(),
  createdAt: z.string(),
});
export type TeacherMessage = z.infer<typeof TeacherMessageSchema>;

/** Items per page of the tasks and announcements tabs. */
export const NOTICE_PAGE_SIZE = 20;

export const NoticePageQuerySchema = z.object({
  /** The `next` of the page before: the page after it, read from where that page ended. */
  after: z.string().trim().min(1).max(500).optional(),
});

export const TaskPageSchema = z.object({
  /** Pending by due date, then the done ones, most recently done first. */
  items: z.array(TaskSchema),
  /** Every pending and done task of the student (every page): the tab's badge and headings. */
  pending: z.number().int(),
  done: z.number().int(),
  /** Opaque: pass as `after` for the following page; null on the last page. */
  next: z.string().nullable(),
});
export type TaskPage = z.infer<typeof TaskPageSchema>;

export const AnnouncementPageSchema = z.object({
  items: z.array(AnnouncementSchema),
  /** Opaque: pass as `after` for the following page; null on the last page. */
  next: z.string().nullable(),
});
export type AnnouncementPage = z.infer<typeof AnnouncementPageSchema>;

export const TaskUpdateSchema = z.object({ done: z.boolean() });

export const SendTeacherMessageSchema = z.object({
  studentId: z.string().min(1).max(100),
  courseId: z.string().min(1).max(100).optional(),
  message: z.string().trim().min(1, 'Escreva a mensagem.').max(2000, 'A mensagem pode ter no máximo 2000 caracteres.'),
});

const student = ['aluno'] as const;

export const noticeEndpoints = {
  events: defineEndpoint({
    method: 'GET', path: '/api/notices/events', access: student,
    summary: 'Próximos eventos (ao vivo, webinars, workshops) com participantes, inscrição e lembrete do aluno.',
    response: z.array(NoticeEventSchema),
  }),
  register: defineEndpoint({
    method: 'PUT', path: '/api/notices/events/:id/registration', access: student,
    summary: 'Inscreve o aluno no evento ("Participar"); recusado (409) quando as vagas acabaram.', params: IdParamsSchema, response: NoticeEventSchema,
    conflict: 'O evento está lotado.',
  }),
  unregister: defineEndpoint({
    method: 'DELETE', path: '/api/notices/events/:id/registration', access: student,
    summary: 'Cancela a inscrição do aluno no evento.', params: IdParamsSchema, response: NoticeEventSchema,
  }),
  setReminder: defineEndpoint({
    method: 'PUT', path: '/api/notices/events/:id/reminder', access: student,
    summary: `Agenda uma notificação ${REMINDER_LEAD_MINUTES} minutos antes do evento.`, params: IdParamsSchema, response: NoticeEventSchema,
  }),
  clearReminder: defineEndpoint({
    method: 'DELETE', path: '/api/notices/events/:id/reminder', access: student,
    summary: 'Cancela o lembrete do evento.', params: IdParamsSchema, response: NoticeEventSchema,
  }),
  tasks: defineEndpoint({
    method: 'GET', path: '/api/notices/tasks', access: student,
    summary: `Tarefas do aluno: pendentes por prazo, depois as concluídas; ${NOTICE_PAGE_SIZE} por página, com os totais.`,
    query: NoticePageQuerySchema, response: TaskPageSchema,
  }),
  updateTask: defineEndpoint({
    method: 'PATCH', path: '/api/notices/tasks/:id', access: student,
    summary: 'Marca uma tarefa do aluno como concluída (ou pendente de novo).',
    params: IdParamsSchema, body: TaskUpdateSchema, response: TaskSchema,
  }),
  announcements: defineEndpoint({
    method: 'GET', path: '/api/notices/announcements', access: student,
    summary: `Avisos da plataforma e dos professores dos cursos do aluno, mais recentes primeiro; ${NOTICE_PAGE_SIZE} por página.`,
    query: NoticePageQuerySchema, response: AnnouncementPageSchema,
  }),
  messages: defineEndpoint({
    method: 'GET', path: '/api/notices/messages', access: student,
    summary: 'Mensagens dos professores para o aluno, mais recentes primeiro.', response: z.array(TeacherMessageSchema),
  }),
  sendMessage: defineEndpoint({
    method: 'POST', path: '/api/notices/messages', access: ['professor', 'admin'],
    summary: 'Envia uma mensagem a um aluno (professores: alunos matriculados em seus cursos). O aluno é notificado.',
    body: SendTeacherMessageSchema, response: TeacherMessageSchema, status: 201,
  }),
};
