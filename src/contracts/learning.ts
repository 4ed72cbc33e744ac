import { z } from 'zod';
import { CourseCardSchema, CourseFiltersSchema, CourseLessonParamsSchema } from './courses.ts';
import { defineEndpoint, IdParamsSchema, OkSchema } from './endpoint.ts';

/** Spec section 4: notes autosave 1000 ms after typing stops. */
export const NOTES_AUTOSAVE_DELAY_MS = 1000;
export const NOTE_MAX_LENGTH = 20_000;
/** The player reports study time at this interval while a lesson is open and visible. */
export const STUDY_HEARTBEAT_SECONDS = 30;
/** Seconds one heartbeat may add at most (a tab left open does not count for hours). */
export const STUDY_HEARTBEAT_MAX_SECONDS = 120;

export const DashboardStatsSchema = z.object({
  /** enrollments not completed */
  activeCourses: z.number().int(),
  /** certificates issued to the student */
  certificates: z.number().int(),
  /** sum of study time, in minutes */
  minutesStudied: z.number().int(),
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;

export const DashboardSchema = z.object({
  stats: DashboardStatsSchema,
  /** 'Continue Assistindo': started, not completed, last opened first */
  continueWatching: z.array(CourseCardSchema),
  /** 'Novos Cursos': newest approved first */
  newCourses: z.array(CourseCardSchema),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

export const EnrollmentSchema = z.object({
  courseId: z.string(),
  enrolledAt: z.string(),
  lastAccessedAt: z.string(),
  progressPercent: z.number().int(),
  completedAt: z.string().nullable(),
});
export type Enrollment = z.infer<typeof EnrollmentSchema>;

export const LessonCompletionResultSchema = z.object({
  lessonId: z.string(),
  progressPercent: z.number().int(),
  completedLessons: z.number().int(),
  totalLessons: z.number().int(),
  /** when every lesson is done */
  courseCompletedAt: z.string().nullable(),
});
export type LessonCompletionResult = z.infer<typeof LessonCompletionResultSchema>;

export const StudyTimeBodySchema = z.object({
  seconds: z.number().int('Informe segundos inteiros.').min(1, 'Informe ao menos 1 segundo.').max(STUDY_HEARTBEAT_MAX_SECONDS, `No máximo ${STUDY_HEARTBEAT_MAX_SECONDS} segundos por registro.`),
});

export const StudyTimeResultSchema = z.object({ day: z.string(), secondsToday: z.number().int(), secondsCredited: z.number().int() });

export const NoteSchema = z.object({
  courseId: z.string(),
  lessonId: z.string(),
  content: z.string(),
  updatedAt: z.string(),
});
export type Note = z.infer<typeof NoteSchema>;

export const NoteBodySchema = z.object({
  content: z.string().max(NOTE_MAX_LENGTH, `As anotações devem ter no máximo ${NOTE_MAX_LENGTH} caracteres.`),
});

export const FavoriteCourseSchema = CourseCardSchema.extend({ favoritedAt: z.string() });
export type FavoriteCourse = z.infer<typeof FavoriteCourseSchema>;

/** A card of 'Recomendados Para Você' with why it is there ("Porque você concluiu Python para Dados", "Popular em Tecnologia"). */
export const RecommendedCourseSchema = CourseCardSchema.extend({ reason: z.string() });
export type RecommendedCourse = z.infer<typeof RecommendedCourseSchema>;

/** Spec section 9: sort options on favourites. */
export const FAVORITE_SORTS = ['recent', 'progress', 'name'] as const;
export type FavoriteSort = (typeof FAVORITE_SORTS)[number];

export const learningEndpoints = {
  dashboard: defineEndpoint({
    method: 'GET', path: '/api/learning/dashboard', access: ['aluno'],
    summary: 'Painel do aluno: cursos ativos, certificados, horas estudadas e as fileiras Continue Assistindo e Novos Cursos (com filtros).',
    query: CourseFiltersSchema, response: DashboardSchema,
  }),
  recommendations: defineEndpoint({
    method: 'GET', path: '/api/learning/recommendations', access: ['aluno'],
    summary: 'Recomendados Para Você: cursos estudados por quem estuda os mesmos cursos do aluno, ou os mais procurados das suas categorias e professores, cada um com o motivo (com os filtros do painel).',
    query: CourseFiltersSchema, response: z.object({ items: z.array(RecommendedCourseSchema) }),
  }),
  enroll: defineEndpoint({
    method: 'POST', path: '/api/learning/courses/:id/enroll', access: ['aluno'],
    summary: 'Abre o curso: matricula o aluno (uma vez) e registra o último acesso.',
    params: IdParamsSchema, response: EnrollmentSchema,
  }),
  completeLesson: defineEndpoint({
    method: 'POST', path: '/api/learning/courses/:id/lessons/:lessonId/complete', access: ['aluno'],
    summary: 'Conclui uma aula e recalcula o progresso do curso (aulas concluídas ÷ aulas).',
    params: CourseLessonParamsSchema, response: LessonCompletionResultSchema,
  }),
  recordStudyTime: defineEndpoint({
    method: 'POST', path: '/api/learning/courses/:id/study-time', access: ['aluno'],
    summary: 'Soma tempo de estudo (aula aberta no player) ao dia de hoje (horário de São Paulo).',
    params: IdParamsSchema, body: StudyTimeBodySchema, response: StudyTimeResultSchema,
  }),
  notes: defineEndpoint({
    method: 'GET', path: '/api/learning/courses/:id/notes', access: ['aluno'],
    summary: 'Anotações do aluno no curso, por aula.',
    params: IdParamsSchema, response: z.object({ items: z.array(NoteSchema) }),
  }),
  saveNote: defineEndpoint({
    method: 'PUT', path: '/api/learning/courses/:id/lessons/:lessonId/note', access: ['aluno'],
    summary: 'Salva a anotação do aluno para a aula.',
    params: CourseLessonParamsSchema, body: NoteBodySchema, response: NoteSchema,
  }),
  exportNotes: defineEndpoint({
    method: 'GET', path: '/api/learning/courses/:id/notes/export', access: ['aluno'],
    summary: 'Exporta as anotações do curso em Markdown (uma seção por aula).',
    params: IdParamsSchema, response: z.any(), produces: 'text/markdown',
  }),
  favorites: defineEndpoint({
    method: 'GET', path: '/api/learning/favorites', access: ['aluno'],
    summary: 'Cursos favoritos do aluno.',
    response: z.object({ items: z.array(FavoriteCourseSchema) }),
  }),
  addFavorite: defineEndpoint({
    method: 'PUT', path: '/api/learning/favorites/:id', access: ['aluno'],
    summary: 'Adiciona o curso aos favoritos.',
    params: IdParamsSchema, response: OkSchema,
  }),
  removeFavorite: defineEndpoint({
    method: 'DELETE', path: '/api/learning/favorites/:id', access: ['aluno'],
    summary: 'Remove o curso dos favoritos.',
    params: IdParamsSchema, response: OkSchema,
  }),
};
