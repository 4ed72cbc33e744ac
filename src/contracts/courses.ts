import { z } from 'zod';
import { defineEndpoint, IdParamsSchema } from './endpoint.ts';

/** Categories of spec section 9, as slugs (filter values) with their labels. */
export const CATEGORY_LABELS = {
  tecnologia: 'Tecnologia',
  negocios: 'Negócios',
  idiomas: 'Idiomas',
  marketing: 'Marketing',
  design: 'Design',
} as const;
export const CategorySchema = z.enum(['tecnologia', 'negocios', 'idiomas', 'marketing', 'design']);
export type Category = z.infer<typeof CategorySchema>;

/** Spec section 9: duration slider 0–100 h, step 5; minimum rating 0 (any), 3, 4, 5. */
export const DURATION_RANGE_HOURS = { min: 0, max: 100, step: 5 } as const;
export const MIN_RATING_OPTIONS = [0, 3, 4, 5] as const;

/**
 * Where the student stands in a course, computed on the server (one definition for the
 * dashboard, the cards, the player and the history):
 * - 'nao-iniciado': not enrolled;
 * - 'em-andamento': enrolled, lessons left;
 * - 'simulado-pendente': every lesson done, the exam not passed yet, so no certificate
 *   ("Falta o simulado para emitir seu certificado");
 * - 'concluido': every requirement met (the certificate is issued).
 */
export const CourseStateSchema = z.enum(['nao-iniciado', 'em-andamento', 'simulado-pendente', 'concluido']);
export type CourseState = z.infer<typeof CourseStateSchema>;

/** The text shown wherever a course waits for its exam. */
export const EXAM_PENDING_MESSAGE = 'Falta o simulado para emitir seu certificado';

/** A course as its card shows it, with the signed-in student's progress. */
export const CourseCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  thumbnail: z.string(),
  category: CategorySchema,
  instructorId: z.string(),
  instructorName: z.string(),
  durationMinutes: z.number().int(),
  rating: z.number(),
  isPremium: z.boolean(),
  /** completed lessons ÷ lessons (0–100); 0 when not enrolled */
  progress: z.number().int().min(0).max(100),
  /** when the student last opened the course (null: never) */
  lastAccessedAt: z.string().nullable(),
  state: CourseStateSchema,
});
export type CourseCard = z.infer<typeof CourseCardSchema>;

const hours = z.coerce.number().int('Informe horas inteiras.').min(DURATION_RANGE_HOURS.min).max(DURATION_RANGE_HOURS.max);

/**
 * Catalogue filters (the 'Filtrar Cursos' sheet). Absent = not filtered. maxHours 100 is
 * the slider's end and means "100 h or more". `q` searches title, instructor and category,
 * ignoring accents and case.
 */
export const CourseFiltersSchema = z
  .object({
    q: z.string().trim().max(100, 'A busca deve ter no máximo 100 caracteres.').optional(),
    category: CategorySchema.optional(),
    instructor: z.string().trim().min(1).max(100).optional(),
    minHours: hours.optional(),
    maxHours: hours.optional(),
    minRating: z.coerce.number().refine((v) => (MIN_RATING_OPTIONS as readonly number[]).includes(v), 'Avaliação mínima deve ser 0, 3, 4 ou 5.').optional(),
  })
  .refine((f) => f.minHours === undefined || f.maxHours === undefined || f.minHours <= f.maxHours, {
    message: 'A duração mínima não pode ser maior que a máxima.',
    path: ['minHours'],
  });
export type CourseFilters = z.infer<typeof CourseFiltersSchema>;

/** Cards per catalogue answer: the best matches (or the newest courses), never the whole catalogue. */
export const CATALOGUE_PAGE_SIZE = 48;

/** `items`: the first CATALOGUE_PAGE_SIZE courses found; `total`: how many were found in all. */
export const CourseCatalogueSchema = z.object({ items: z.array(CourseCardSchema), total: z.number().int() });
export type CourseCatalogue = z.infer<typeof CourseCatalogueSchema>;

export const InstructorOptionSchema = z.object({ id: z.string(), name: z.string() });
export type InstructorOption = z.infer<typeof InstructorOptionSchema>;

/** Teachers per answer of the filter's list: a platform has hundreds; the student types to find one. */
export const INSTRUCTOR_OPTIONS_LIMIT = 20;

/**
 * The filter's teachers: `q` narrows by name (accents and case ignored, the last word a prefix);
 * `id` asks for one teacher (the chip of a filter read from the address names it).
 */
export const InstructorQuerySchema = z.object({
  q: z.string().trim().max(100, 'A busca deve ter no máximo 100 caracteres.').optional(),
  id: z.string().trim().min(1).max(100).optional(),
});
export type InstructorQuery = z.infer<typeof InstructorQuerySchema>;

export const LessonOutlineSchema = z.object({
  id: z.string(),
  title: z.string(),
  durationMinutes: z.number().int(),
  position: z.number().int(),
  completed: z.boolean(),
});

export const CourseModuleSchema = z.object({
  id: z.string(),
  title: z.string(),
  position: z.number().int(),
  lessons: z.array(LessonOutlineSchema),
});
export type CourseModule = z.infer<typeof CourseModuleSchema>;

export const CourseMaterialSchema = z.object({
  id: z.string(),
  title: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
});
export type CourseMaterial = z.infer<typeof CourseMaterialSchema>;

/**
 * Whether the student may study a course: 'granted', or the overlay to show instead of
 * the lessons ('premium': no subscription; 'expired': the subscription has ended).
 */
export const CourseAccessSchema = z.enum(['granted', 'premium', 'expired']);
export type CourseAccess = z.infer<typeof CourseAccessSchema>;
export type CourseLockReason = Exclude<CourseAccess, 'granted'>;

/**
 * The body of a 403 for a premium course the student may not study. `reason` tells the
 * page which overlay to show. Endpoints declare only their success body, so nothing
 * imports this: `@public` keeps it (knip) as the description of that 403.
 * @public
 */
export const CourseLockedErrorSchema = z.object({ message: z.string(), reason: z.enum(['premium', 'expired']) });

export const CourseDetailSchema = z.object({
  course: CourseCardSchema.extend({ description: z.string() }),
  access: CourseAccessSchema,
  /** The outline; empty when access is not granted (the overlay replaces the lessons). */
  modules: z.array(CourseModuleSchema),
  materials: z.array(CourseMaterialSchema),
  /** The course's exam ('Fazer simulado' → /aluno/simulado/{quizId}), or null. */
  quizId: z.string().nullable(),
  totalLessons: z.number().int(),
  completedLessons: z.number().int(),
  enrolled: z.boolean(),
  completedAt: z.string().nullable(),
});
export type CourseDetail = z.infer<typeof CourseDetailSchema>;

export const LessonSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  moduleId: z.string(),
  title: z.string(),
  durationMinutes: z.number().int(),
  /** The lesson's Markdown as safe HTML, rendered by the server: the browser only inserts it. */
  contentHtml: z.string(),
  videoUrl: z.string().nullable(),
  completed: z.boolean(),
});
export type Lesson = z.infer<typeof LessonSchema>;

export const CourseLessonParamsSchema = z.object({ id: z.string().min(1).max(100), lessonId: z.string().min(1).max(100) });
export const CourseMaterialParamsSchema = z.object({ id: z.string().min(1).max(100), materialId: z.string().min(1).max(100) });

export const courseEndpoints = {
  catalogue: defineEndpoint({
    method: 'GET', path: '/api/courses', access: ['aluno'],
    summary: 'Catálogo de cursos aprovados com busca (título, professor, categoria; sem acentos nem maiúsculas) e filtros.',
    query: CourseFiltersSchema, response: CourseCatalogueSchema,
  }),
  instructors: defineEndpoint({
    method: 'GET', path: '/api/courses/instructors', access: ['aluno'],
    summary: `Professores com cursos no catálogo (opções do filtro), por nome: os ${INSTRUCTOR_OPTIONS_LIMIT} primeiros, ou os que têm as palavras de q no nome, ou o de id.`,
    query: InstructorQuerySchema, response: z.array(InstructorOptionSchema),
  }),
  detail: defineEndpoint({
    method: 'GET', path: '/api/courses/:id', access: ['aluno'],
    summary: 'Curso com módulos, aulas (marcadas como concluídas), materiais, simulado e acesso do aluno.',
    params: IdParamsSchema, response: CourseDetailSchema,
  }),
  lesson: defineEndpoint({
    method: 'GET', path: '/api/courses/:id/lessons/:lessonId', access: ['aluno'],
    summary: 'Conteúdo de uma aula (403 com `reason` em curso premium sem assinatura ativa).',
    params: CourseLessonParamsSchema, response: LessonSchema,
  }),
  downloadMaterial: defineEndpoint({
    method: 'GET', path: '/api/courses/:id/materials/:materialId', access: ['aluno'],
    summary: 'Baixa um material do curso (aluno matriculado com acesso ao curso).',
    // The material's own type (PDF, slides, a zip…), as it was uploaded.
    params: CourseMaterialParamsSchema, response: z.any(), produces: '*/*',
  }),
};
