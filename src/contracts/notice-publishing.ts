import { z } from 'zod';
import { defineEndpoint, IdParamsSchema, OkSchema } from './endpoint.ts';
import { AnnouncementPrioritySchema, AnnouncementTypeSchema, EventTypeSchema, TaskPrioritySchema } from './notices.ts';

// Publishing to the notice board (issue 12 item 7, issue 13 item 8): a teacher publishes
// tasks, events and announcements for the students of ONE of their courses; the admin
// publishes events and announcements for every student or the subscribers of one plan.
// Both go through the same rules, notice board and notifications. Each item has one
// audience, written as a key: 'all', 'course:{courseId}' or 'plan:{planId}'.

export const audienceKey = {
  all: 'all',
  course: (courseId: string) => `course:${courseId}`,
  plan: (planId: string) => `plan:${planId}`,
} as const;

const CHOOSE_AUDIENCE = 'Escolha o público.';
export const AudienceKeySchema = z
  .string(CHOOSE_AUDIENCE)
  .trim()
  .max(120, CHOOSE_AUDIENCE)
  .regex(/^(all|course:[\w-]+|plan:[\w-]+)$/, CHOOSE_AUDIENCE);

export const AudienceSchema = z.object({
  key: z.string(),
  kind: z.enum(['all', 'course', 'plan']),
  /** 'Todos os alunos', the course title, or 'Assinantes do plano …' */
  label: z.string(),
});
export type Audience = z.infer<typeof AudienceSchema>;

const TitleSchema = z
  .string('Informe o título.')
  .trim()
  .min(3, 'O título deve ter pelo menos 3 caracteres.')
  .max(120, 'O título pode ter no máximo 120 caracteres.');
const DescriptionSchema = z.string().trim().max(2000, 'A descrição pode ter no máximo 2000 caracteres.');

/** A real calendar day, YYYY-MM-DD. */
const isRealDay = (value: string) => {
  const date = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};
const DaySchema = (message: string) => z.string(message).regex(/^\d{4}-\d{2}-\d{2}$/, message).refine(isRealDay, message);
const TimeSchema = z.string('Informe o horário.').regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Informe o horário no formato HH:MM.');

export const TaskInputSchema = z.object({
  audience: AudienceKeySchema,
  title: TitleSchema,
  description: DescriptionSchema,
  dueDate: DaySchema('Informe uma data de entrega válida.'),
  priority: TaskPrioritySchema,
});
export type TaskInput = z.infer<typeof TaskInputSchema>;

export const EVENT_DURATION = { min: 15, max: 600 } as const;
export const EVENT_CAPACITY_MAX = 100_000;

export const EventInputSchema = z.object({
  audience: AudienceKeySchema,
  type: EventTypeSchema,
  title: TitleSchema,
  description: DescriptionSchema,
  /** São Paulo wall-clock day and time. */
  date: DaySchema('Informe uma data válida.'),
  time: TimeSchema,
  durationMinutes: z
    .number('Informe a duração em minutos.')
    .int('Informe minutos inteiros.')
    .min(EVENT_DURATION.min, `A duração deve ser de ${EVENT_DURATION.min} a ${EVENT_DURATION.max} minutos.`)
    .max(EVENT_DURATION.max, `A duração deve ser de ${EVENT_DURATION.min} a ${EVENT_DURATION.max} minutos.`),
  /** Seats; null = unlimited. */
  capacity: z
    .number('Informe o número de vagas.')
    .int('Informe um número inteiro de vagas.')
    .min(1, 'O número de vagas deve ser pelo menos 1.')
    // Formatted when the check fails, not at start-up: the first pt-BR format loads the browser's ICU data (issue 15).
    .max(EVENT_CAPACITY_MAX, { error: () => `O número de vagas pode ser no máximo ${EVENT_CAPACITY_MAX.toLocaleString('pt-BR')}.` })
    .nullable(),
});
export type EventInput = z.infer<typeof EventInputSchema>;

export const AnnouncementInputSchema = z
  .object({
    audience: AudienceKeySchema,
    title: TitleSchema,
    message: z.string('Escreva a mensagem.').trim().min(1, 'Escreva a mensagem.').max(2000, 'A mensagem pode ter no máximo 2000 caracteres.'),
    type: AnnouncementTypeSchema,
    priority: AnnouncementPrioritySchema,
    /** A scheduled maintenance's start, São Paulo wall clock 'YYYY-MM-DDTHH:MM' (maintenance only). */
    scheduledFor: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, 'Informe a data e o horário da manutenção.')
      .refine((value) => isRealDay(value.slice(0, 10)), 'Informe a data e o horário da manutenção.')
      .nullable(),
  })
  .refine((input) => input.scheduledFor === null || input.type === 'maintenance', {
    message: 'Só avisos de manutenção têm data programada.',
    path: ['scheduledFor'],
  });
export type AnnouncementInput = z.infer<typeof AnnouncementInputSchema>;

export const PublishedTaskSchema = z.object({
  id: z.string(),
  audience: AudienceSchema,
  title: z.string(),
  description: z.string(),
  dueDate: z.string(),
  priority: TaskPrioritySchema,
  /** Students of the course who ticked it off, out of `studentCount`. */
  completedCount: z.number().int(),
  studentCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PublishedTask = z.infer<typeof PublishedTaskSchema>;

export const PublishedEventSchema = z.object({
  id: z.string(),
  audience: AudienceSchema,
  type: EventTypeSchema,
  title: z.string(),
  description: z.string(),
  instructorName: z.string(),
  startsAt: z.string(),
  /** São Paulo day and time of `startsAt`, as the form edits them. */
  date: z.string(),
  time: z.string(),
  durationMinutes: z.number().int(),
  capacity: z.number().int().nullable(),
  participants: z.number().int(),
  status: z.enum(['upcoming', 'live', 'ended']),
  createdAt: z.string(),
});
export type PublishedEvent = z.infer<typeof PublishedEventSchema>;

export const PublishedAnnouncementSchema = z.object({
  id: z.string(),
  audience: AudienceSchema,
  title: z.string(),
  message: z.string(),
  type: AnnouncementTypeSchema,
  priority: AnnouncementPrioritySchema,
  /** As the form edits it: 'YYYY-MM-DDTHH:MM' São Paulo, or null. */
  scheduledFor: z.string().nullable(),
  publishedAt: z.string(),
});
export type PublishedAnnouncement = z.infer<typeof PublishedAnnouncementSchema>;

export const PublicationsSchema = z.object({
  tasks: z.array(PublishedTaskSchema),
  events: z.array(PublishedEventSchema),
  announcements: z.array(PublishedAnnouncementSchema),
});
export type Publications = z.infer<typeof PublicationsSchema>;

export const EventRegistrationSchema = z.object({ userId: z.string(), name: z.string(), email: z.string(), registeredAt: z.string() });
export type EventRegistration = z.infer<typeof EventRegistrationSchema>;

/** The same operations for each publisher, under its own path and access rule. */
function publishingEndpoints<const R extends 'professor' | 'admin'>(base: string, role: R, who: string) {
  const access = [role] as const;
  return {
    list: defineEndpoint({
      method: 'GET', path: `${base}`, access,
      summary: `Tarefas, eventos e avisos publicados ${who}, com inscritos e conclusões.`, response: PublicationsSchema,
    }),
    createEvent: defineEndpoint({
      method: 'POST', path: `${base}/events`, access, status: 201,
      summary: 'Publica um evento (ao vivo, webinar ou workshop); o público é notificado.', body: EventInputSchema, response: PublishedEventSchema,
    }),
    updateEvent: defineEndpoint({
      method: 'PUT', path: `${base}/events/:id`, access,
      summary: 'Edita um evento publicado; as inscrições e os lembretes são mantidos.', params: IdParamsSchema, body: EventInputSchema, response: PublishedEventSchema,
    }),
    deleteEvent: defineEndpoint({
      method: 'DELETE', path: `${base}/events/:id`, access,
      summary: 'Exclui um evento; suas inscrições e lembretes são removidos e os inscritos, avisados.', params: IdParamsSchema, response: OkSchema,
    }),
    eventRegistrations: defineEndpoint({
      method: 'GET', path: `${base}/events/:id/registrations`, access,
      summary: 'Quem se inscreveu no evento ("Participar").', params: IdParamsSchema, response: z.array(EventRegistrationSchema),
    }),
    createAnnouncement: defineEndpoint({
      method: 'POST', path: `${base}/announcements`, access, status: 201,
      summary: 'Publica um aviso; o público é notificado.', body: AnnouncementInputSchema, response: PublishedAnnouncementSchema,
    }),
    updateAnnouncement: defineEndpoint({
      method: 'PUT', path: `${base}/announcements/:id`, access,
      summary: 'Edita um aviso publicado.', params: IdParamsSchema, body: AnnouncementInputSchema, response: PublishedAnnouncementSchema,
    }),
    deleteAnnouncement: defineEndpoint({
      method: 'DELETE', path: `${base}/announcements/:id`, access,
      summary: 'Exclui um aviso publicado.', params: IdParamsSchema, response: OkSchema,
    }),
  };
}

const teacher = publishingEndpoints('/api/teacher/notices', 'professor', 'pelo professor para os alunos dos seus cursos');
export const teacherNoticeEndpoints = {
  ...teacher,
  createTask: defineEndpoint({
    method: 'POST', path: '/api/teacher/notices/tasks', access: ['professor'], status: 201,
    summary: 'Publica uma tarefa para os alunos de um curso do professor; eles são notificados.', body: TaskInputSchema, response: PublishedTaskSchema,
  }),
  updateTask: defineEndpoint({
    method: 'PUT', path: '/api/teacher/notices/tasks/:id', access: ['professor'],
    summary: 'Edita uma tarefa publicada; as conclusões dos alunos são mantidas.', params: IdParamsSchema, body: TaskInputSchema, response: PublishedTaskSchema,
  }),
  deleteTask: defineEndpoint({
    method: 'DELETE', path: '/api/teacher/notices/tasks/:id', access: ['professor'],
    summary: 'Exclui uma tarefa; as conclusões dos alunos são removidas com ela.', params: IdParamsSchema, response: OkSchema,
  }),
};

export const adminNoticeEndpoints = publishingEndpoints('/api/admin/notices', 'admin', 'pela administração (todos os alunos ou assinantes de um plano)');
