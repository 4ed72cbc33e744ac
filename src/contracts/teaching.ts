import { z } from 'zod';
import { defineEndpoint, IdParamsSchema } from './endpoint.ts';

// The teacher following their students: the roster (/professor/alunos) with its CSV export
// and course-wide message, and the analytics of /professor/analytics. Every figure comes
// from the signed-in teacher's own courses only.

const teacher = ['professor'] as const;

/** docs/decisions/teacher-roster-and-analytics.md: a student is Ativo while their last access to the course is at most this old. */
export const ACTIVE_WITHIN_DAYS = 30;
/** At-risk students: no study in the last 7 days and progress under 50 %. */
export const AT_RISK_IDLE_DAYS = 7;
export const AT_RISK_PROGRESS_BELOW = 50;
export const AT_RISK_LIST_LIMIT = 100;
/** The at-risk students are counted up to this many (docs/decisions/at-risk-students.md). */
export const AT_RISK_COUNT_CAP = 1000;
/** A roster search counts its matches up to this many; past it the page says "mais de". */
export const ROSTER_SEARCH_COUNT_CAP = 3000;

export const StudentStatusSchema = z.enum(['Ativo', 'Inativo']);
export type StudentStatus = z.infer<typeof StudentStatusSchema>;

/** Spec section 3, "Student row": one row per (student, course of this teacher). */
export const StudentRowSchema = z.object({
  /** the enrolment's id */
  id: z.string(),
  studentId: z.string(),
  name: z.string(),
  email: z.string(),
  courseId: z.string(),
  course: z.string(),
  /** 0–100 */
  progress: z.number().int(),
  /** ISO-8601 */
  lastAccess: z.string(),
  status: StudentStatusSchema,
  /** best exam score of the course, 0–100; null before a submitted attempt */
  grade: z.number().int().nullable(),
});
export type StudentRow = z.infer<typeof StudentRowSchema>;

/**
 * Each read in an index's order (docs/decisions/teacher-roster-and-analytics.md): 'status'
 * orders by last access (Ativo, the recent ones, first when ascending); no order by e-mail.
 */
export const ROSTER_SORTS = ['name', 'course', 'progress', 'lastAccess', 'status', 'grade'] as const;
export type RosterSort = (typeof ROSTER_SORTS)[number];
export const ROSTER_PAGE_SIZES = [10, 20, 50, 100] as const;

/** The filters shared by the table and its CSV export. */
export const RosterFiltersSchema = z.object({
  q: z.string().trim().max(100, 'A busca deve ter no máximo 100 caracteres.').optional(),
  courseId: z.string().trim().min(1).max(100).optional(),
  status: StudentStatusSchema.optional(),
  /** Absent: by name, or by relevance when searching (the exact name first). */
  sort: z.enum(ROSTER_SORTS, 'Ordenação inválida.').optional(),
  order: z.enum(['asc', 'desc'], 'A ordem deve ser asc ou desc.').default('asc'),
});
export type RosterFilters = z.infer<typeof RosterFiltersSchema>;

export const RosterQuerySchema = RosterFiltersSchema.extend({
  page: z.coerce.number('A página deve ser um número.').int('A página deve ser um número inteiro.').min(1, 'A página deve ser 1 ou mais.').max(100_000).default(1),
  pageSize: z.coerce
    .number('O tamanho da página deve ser um número.')
    .refine((v) => (ROSTER_PAGE_SIZES as readonly number[]).includes(v), 'O tamanho da página deve ser 10, 20, 50 ou 100.')
    .default(20),
  /** The `next` of the page before: the page after it, read from where that page ended (instead of `page`). */
  after: z.string().trim().min(1).max(2000).optional(),
});
export type RosterQuery = z.infer<typeof RosterQuerySchema>;

export const RosterPageSchema = z.object({
  rows: z.array(StudentRowSchema),
  /** rows matching the filters (every page); a search's at most ROSTER_SEARCH_COUNT_CAP, beyond which totalIsAtLeast is true ("mais de") */
  total: z.number().int(),
  totalIsAtLeast: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Opaque: pass as `after` for the following page in the same filters and order; null on the last page. */
  next: z.string().nullable(),
});
export type RosterPage = z.infer<typeof RosterPageSchema>;

/** Same limits as a message to one student (notices' SendTeacherMessageSchema). */
export const CourseMessageSchema = z
  .object({ message: z.string().trim().min(1, 'Escreva a mensagem.').max(2000, 'A mensagem pode ter no máximo 2000 caracteres.') })
  .strict();
export type CourseMessage = z.infer<typeof CourseMessageSchema>;

export const CourseMessageResultSchema = z.object({ sent: z.number().int() });

// ── Analytics ────────────────────────────────────────────────────────────────

/** Spec "Teacher area": the period selector. */
export const ANALYTICS_PERIODS = [7, 30, 90, 365] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

export const AnalyticsQuerySchema = z.object({
  days: z.coerce
    .number('O período deve ser um número de dias.')
    .refine((v) => (ANALYTICS_PERIODS as readonly number[]).includes(v), 'O período deve ser de 7, 30, 90 ou 365 dias.')
    .transform((v) => v as AnalyticsPeriod)
    .default(30),
});

export const AnalyticsKpisSchema = z.object({
  enrollments: z.number().int(),
  completions: z.number().int(),
  studySeconds: z.number().int(),
  /** average over (student, course) of the best score of attempts submitted in the period */
  averageBestScore: z.number().int().nullable(),
  /** distinct students with study time in the period */
  activeStudents: z.number().int(),
});

export const AnalyticsBucketSchema = z.object({
  /** first São Paulo day of the bucket, YYYY-MM-DD */
  start: z.string(),
  label: z.string(),
  enrollments: z.number().int(),
  completions: z.number().int(),
  studySeconds: z.number().int(),
});

export const FunnelStepSchema = z.object({ lessonId: z.string(), title: z.string(), students: z.number().int() });

/** The per-course table lists this many courses, those with the most enrolments in the period. */
export const ANALYTICS_TOP_COURSES = 10;

export const CourseAnalyticsSchema = z.object({
  courseId: z.string(),
  title: z.string(),
  /** students who enrolled in the period */
  enrollments: z.number().int(),
  completions: z.number().int(),
});
export type CourseAnalytics = z.infer<typeof CourseAnalyticsSchema>;

/** One course's lesson funnel in the period (docs/decisions/teacher-roster-and-analytics.md). */
export const CourseFunnelSchema = z.object({
  courseId: z.string(),
  title: z.string(),
  days: z.number().int(),
  /** São Paulo days, inclusive */
  from: z.string(),
  to: z.string(),
  /** students who enrolled in the period and are still enrolled (the funnel's cohort) */
  cohort: z.number().int(),
  /** every lesson in course order: how many of the cohort completed it */
  funnel: z.array(FunnelStepSchema),
});
export type CourseFunnel = z.infer<typeof CourseFunnelSchema>;

export const AtRiskStudentSchema = z.object({
  studentId: z.string(),
  name: z.string(),
  email: z.string(),
  courseId: z.string(),
  course: z.string(),
  progress: z.number().int(),
  /** last São Paulo day with study time in this course; null = never */
  lastStudyDay: z.string().nullable(),
});
export type AtRiskStudent = z.infer<typeof AtRiskStudentSchema>;

export const TeacherAnalyticsSchema = z.object({
  days: z.number().int(),
  /** São Paulo days, inclusive */
  from: z.string(),
  to: z.string(),
  kpis: AnalyticsKpisSchema,
  /** 'day' for 7 and 30 days, 'week' for 90, 'month' for 365 */
  bucket: z.enum(['day', 'week', 'month']),
  timeline: z.array(AnalyticsBucketSchema),
  /** the ANALYTICS_TOP_COURSES courses with the most enrolments in the period (then completions, then title) */
  courses: z.array(CourseAnalyticsSchema),
  /** courses with an enrolment or a completion in the period (those beyond the list: "e mais …") */
  coursesWithActivity: z.number().int(),
  /** the longest idle first, at most AT_RISK_LIST_LIMIT of them */
  atRisk: z.array(AtRiskStudentSchema),
  /** at most AT_RISK_COUNT_CAP: beyond it the count stops and atRiskTotalIsAtLeast is true ("mais de") */
  atRiskTotal: z.number().int(),
  atRiskTotalIsAtLeast: z.boolean(),
});
export type TeacherAnalytics = z.infer<typeof TeacherAnalyticsSchema>;

export const teachingEndpoints = {
  roster: defineEndpoint({
    method: 'GET', path: '/api/teacher/students', access: teacher,
    summary: 'Alunos do professor, uma linha por aluno e curso: busca sem acento e sem caixa, filtros, ordenação e paginação no servidor.',
    query: RosterQuerySchema, response: RosterPageSchema,
  }),
  rosterCsv: defineEndpoint({
    method: 'GET', path: '/api/teacher/students/export', access: teacher,
    summary: 'As linhas filtradas da lista de alunos em CSV (UTF-8 com BOM, separador ";", como o Excel em pt-BR espera).',
    query: RosterFiltersSchema, response: z.string(), produces: 'text/csv',
  }),
  messageCourse: defineEndpoint({
    method: 'POST', path: '/api/teacher/courses/:id/messages', access: teacher,
    summary: 'Envia uma mensagem a todos os alunos matriculados em um curso do professor (mural "Professores" e notificação de cada um).',
    params: IdParamsSchema, body: CourseMessageSchema, response: CourseMessageResultSchema, status: 201,
  }),
  analytics: defineEndpoint({
    method: 'GET', path: '/api/teacher/analytics', access: teacher,
    summary: 'Indicadores e gráficos dos cursos do professor no período (7, 30, 90 ou 365 dias) e os alunos em risco.',
    query: AnalyticsQuerySchema, response: TeacherAnalyticsSchema,
  }),
  courseFunnel: defineEndpoint({
    method: 'GET', path: '/api/teacher/courses/:id/funnel', access: teacher,
    summary: 'Onde os alunos param num curso do professor: dos que se matricularam no período (7, 30, 90 ou 365 dias), quantos concluíram cada aula, na ordem do curso.',
    params: IdParamsSchema, query: AnalyticsQuerySchema, response: CourseFunnelSchema,
  }),
};
