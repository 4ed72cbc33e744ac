import { z } from 'zod';
import { defineEndpoint, IdParamsSchema, OkSchema } from './endpoint.ts';
import { CategorySchema } from './courses.ts';

// The teacher's own courses and quizzes (/professor, the course editor, the quiz editor).
// Every endpoint acts on the signed-in teacher's rows only: another teacher's id is a 404.

/**
 * Moderation status as stored: draft → pending → approved | rejected (docs/decisions/course-revisions-and-quiz-changes.md);
 * approved → unpublished when an admin takes it out of the catalogue, with a reason (the
 * teacher may correct it and send it again).
 */
export const CourseStatusSchema = z.enum(['draft', 'pending', 'approved', 'rejected', 'unpublished']);
export type CourseStatus = z.infer<typeof CourseStatusSchema>;
export const COURSE_STATUS_LABELS: Record<CourseStatus, string> = {
  draft: 'Rascunho',
  pending: 'Em análise',
  approved: 'Aprovado',
  rejected: 'Rejeitado',
  unpublished: 'Retirado do catálogo',
};

/** Spec section 3, "Teacher course": title, students, materials, quizzes; plus its moderation state. */
export const TeacherCourseSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: CategorySchema,
  thumbnail: z.string(),
  isPremium: z.boolean(),
  status: CourseStatusSchema,
  rejectionReason: z.string().nullable(),
  /** Why the moderation took the course out of the catalogue (status 'unpublished'). */
  unpublishedReason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  /**
   * What the moderator is reviewing (the course itself, or a new version of an approved one):
   * its content, quiz and materials cannot be changed until the decision.
   */
  inReview: z.boolean(),
  /** enrolments */
  students: z.number().int(),
  materials: z.number().int(),
  quizzes: z.number().int(),
  lessons: z.number().int(),
});
export type TeacherCourse = z.infer<typeof TeacherCourseSchema>;

export const AuthoringLessonSchema = z.object({
  id: z.string(),
  moduleId: z.string(),
  title: z.string(),
  durationMinutes: z.number().int(),
  /** Markdown, rendered as the player renders it */
  content: z.string(),
  videoUrl: z.string().nullable(),
  position: z.number().int(),
});
export type AuthoringLesson = z.infer<typeof AuthoringLessonSchema>;

export const AuthoringModuleSchema = z.object({
  id: z.string(),
  title: z.string(),
  position: z.number().int(),
  lessons: z.array(AuthoringLessonSchema),
});
export type AuthoringModule = z.infer<typeof AuthoringModuleSchema>;

/**
 * A new version of an approved course: the editor shows it (title, description, modules and
 * lessons) while students keep the approved one, until the moderation approves it.
 */
export const CourseRevisionStateSchema = z.object({
  status: z.enum(['draft', 'pending', 'rejected']),
  rejectionReason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  /** The title students see now. */
  liveTitle: z.string(),
});

export const AuthoringCourseSchema = TeacherCourseSchema.extend({
  description: z.string(),
  modules: z.array(AuthoringModuleSchema),
  /** null: no new version (the editor shows the course as it is). */
  revision: CourseRevisionStateSchema.nullable(),
});
export type AuthoringCourse = z.infer<typeof AuthoringCourseSchema>;

const title = (what: string) =>
  z.string().trim().min(3, `${what} deve ter pelo menos 3 caracteres.`).max(120, `${what} deve ter no máximo 120 caracteres.`);

export const CourseInputSchema = z
  .object({
    title: title('O título'),
    description: z.string().trim().max(5000, 'A descrição deve ter no máximo 5000 caracteres.'),
    category: CategorySchema,
    isPremium: z.boolean(),
  })
  .strict();
export type CourseInput = z.infer<typeof CourseInputSchema>;

export const ModuleInputSchema = z.object({ title: title('O título do módulo') }).strict();
export type ModuleInput = z.infer<typeof ModuleInputSchema>;

/** Only http(s) links: a `javascript:` URL must never reach the player. */
const VideoUrlSchema = z
  .string()
  .trim()
  .max(500, 'O link do vídeo deve ter no máximo 500 caracteres.')
  .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), 'Informe um link que comece com http:// ou https://.');

/** A lesson's Markdown: at most 50 000 characters (the adversarial-input tests use this limit). */
export const LESSON_CONTENT_MAX = 50_000;
const LessonContentSchema = z.string().max(LESSON_CONTENT_MAX, `O conteúdo deve ter no máximo ${LESSON_CONTENT_MAX} caracteres.`);

/** The editor's preview: the Markdown being written, rendered by the server as the player shows it. */
export const MarkdownPreviewInputSchema = z.object({ content: LessonContentSchema }).strict();
export const MarkdownPreviewSchema = z.object({ html: z.string() });
export type MarkdownPreview = z.infer<typeof MarkdownPreviewSchema>;

export const LessonInputSchema = z
  .object({
    moduleId: z.string().min(1, 'Escolha o módulo.').max(100),
    title: title('O título da aula'),
    durationMinutes: z.number('Informe a duração em minutos.').int('Informe minutos inteiros.').min(1, 'A duração deve ser de 1 a 600 minutos.').max(600, 'A duração deve ser de 1 a 600 minutos.'),
    content: LessonContentSchema,
    /** '' = no video */
    videoUrl: VideoUrlSchema,
  })
  .strict();
export type LessonInput = z.infer<typeof LessonInputSchema>;

/** The whole outline in its new order: every module and lesson of the course, each once. */
export const CourseOrderSchema = z
  .object({
    modules: z.array(z.object({ id: z.string().min(1).max(100), lessonIds: z.array(z.string().min(1).max(100)).max(500) }).strict()).max(200),
  })
  .strict();
export type CourseOrder = z.infer<typeof CourseOrderSchema>;

export const TeacherMaterialSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  title: z.string(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  createdAt: z.string(),
  /** The course is in review: the material cannot be renamed or deleted until the decision. */
  courseInReview: z.boolean(),
});
export type TeacherMaterial = z.infer<typeof TeacherMaterialSchema>;

/** Spec section 5: materials are .pdf and .docx only (checked by name and by content). */
export const MATERIAL_EXTENSIONS = ['.pdf', '.docx'] as const;
/** The file input's `accept`: the extensions and their media types. */
export const MATERIAL_ACCEPT = '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const MATERIAL_TYPE_MESSAGE = 'Tipo de arquivo não permitido. Envie um arquivo PDF (.pdf) ou Word (.docx).';
/** The admin setting `maxUploadSize` (MB) is the limit; this is its default (spec section 9), for the API description. */
export const MATERIAL_DEFAULT_MAX_BYTES = 100 * 1024 * 1024;

export const MaterialTitleSchema = z
  .string()
  .trim()
  .min(1, 'Informe o título do material.')
  .max(120, 'O título do material deve ter no máximo 120 caracteres.');

/** The upload's query: the title shown to students (the file's name without extension when empty). */
export const MaterialUploadQuerySchema = z
  .object({ title: z.string().trim().max(120, 'O título do material deve ter no máximo 120 caracteres.').optional() })
  .strict();
/** The upload dialog's fields besides the file (the file is checked by `materialFileProblem`). */
export const MaterialUploadFormSchema = z
  .object({ courseId: z.string().min(1, 'Escolha o curso.'), title: MaterialUploadQuerySchema.shape.title })
  .strict();

/** The browser's first check of a chosen file (the server checks again, by content). */
export function materialFileProblem(file: { name: string; size: number }, maxUploadSizeMb: number): string | null {
  const name = file.name.toLowerCase();
  if (!MATERIAL_EXTENSIONS.some((ext) => name.endsWith(ext))) return MATERIAL_TYPE_MESSAGE;
  if (file.size === 0) return 'O arquivo escolhido está vazio.';
  if (file.size > maxUploadSizeMb * 1024 * 1024) return `O arquivo é maior que o limite de ${maxUploadSizeMb} MB definido pela plataforma.`;
  return null;
}

export const MaterialRenameSchema = z.object({ title: MaterialTitleSchema }).strict();
export type MaterialRename = z.infer<typeof MaterialRenameSchema>;

/** Course thumbnails: PNG, JPEG or WebP by content, at most 2 MB (as avatars). */
export const THUMBNAIL_MAX_BYTES = 2 * 1024 * 1024;
export const THUMBNAIL_ACCEPT = 'image/png,image/jpeg,image/webp';
const ThumbnailParamsSchema = z.object({ file: z.string().min(1).max(100) });

// ── Quiz editor ──────────────────────────────────────────────────────────────

/** Spec section 9: quiz editor defaults. */
export const QUIZ_DEFAULTS = { durationMinutes: 30, passingScore: 70, retryWaitMinutes: 10 } as const;

export const QuizQuestionInputSchema = z
  .object({
    /** Present for a question that already exists (its past answers stay attached to it). */
    id: z.string().max(100).optional(),
    question: z.string().trim().min(1, 'Escreva o enunciado da questão.').max(2000, 'O enunciado deve ter no máximo 2000 caracteres.'),
    options: z
      .array(z.string().trim().min(1, 'Preencha esta alternativa.').max(500, 'A alternativa deve ter no máximo 500 caracteres.'))
      .length(4, 'Cada questão tem 4 alternativas.'),
    correctIndex: z.number('Marque a resposta correta.').int().min(0, 'Marque a resposta correta.').max(3, 'Marque a resposta correta.'),
    explanation: z.string().trim().max(2000, 'A explicação deve ter no máximo 2000 caracteres.'),
  })
  .strict();

export const QuizInputSchema = z
  .object({
    title: title('O título'),
    courseId: z.string().min(1, 'Escolha o curso.').max(100),
    durationMinutes: z.number('Informe a duração.').int('Informe minutos inteiros.').min(1, 'A duração deve ser de 1 a 600 minutos.').max(600, 'A duração deve ser de 1 a 600 minutos.'),
    passingScore: z.number('Informe a nota mínima.').int('Informe um número inteiro.').min(1, 'A nota mínima deve ser de 1 a 100.').max(100, 'A nota mínima deve ser de 1 a 100.'),
    /** null = every question in each attempt */
    questionsPerAttempt: z.number().int('Informe um número inteiro.').min(1, 'Sorteie pelo menos 1 questão.').max(200).nullable(),
    retryWaitMinutes: z.number('Informe o intervalo.').int('Informe minutos inteiros.').min(0, 'O intervalo deve ser de 0 a 1440 minutos.').max(1440, 'O intervalo deve ser de 0 a 1440 minutos.'),
    questions: z.array(QuizQuestionInputSchema).min(1, 'O simulado precisa de pelo menos uma questão.').max(200, 'No máximo 200 questões.'),
  })
  .strict()
  .refine((quiz) => quiz.questionsPerAttempt === null || quiz.questionsPerAttempt <= quiz.questions.length, {
    message: 'Não pode sortear mais questões do que o simulado tem.',
    path: ['questionsPerAttempt'],
  });
export type QuizInput = z.infer<typeof QuizInputSchema>;

export const TeacherQuizSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  title: z.string(),
  durationMinutes: z.number().int(),
  passingScore: z.number().int(),
  questionCount: z.number().int(),
  /** submitted attempts */
  attempts: z.number().int(),
  updatedAt: z.string(),
});
export type TeacherQuiz = z.infer<typeof TeacherQuizSchema>;

/** Item analysis of one question, from submitted attempts that drew it. */
export const QuestionAnalysisSchema = z.object({
  /** attempts that drew the question */
  answered: z.number().int(),
  /** % of those that chose the right option (difficulty); null without attempts */
  percentCorrect: z.number().int().nullable(),
  /** how many chose each option, in the teacher's option order; unanswered not counted */
  optionCounts: z.array(z.number().int()),
});
export type QuestionAnalysis = z.infer<typeof QuestionAnalysisSchema>;

export const QuizEditorQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  options: z.array(z.string()),
  correctIndex: z.number().int(),
  explanation: z.string(),
  analysis: QuestionAnalysisSchema,
});

export const QuizEditorSchema = TeacherQuizSchema.extend({
  questionsPerAttempt: z.number().int().nullable(),
  retryWaitMinutes: z.number().int(),
  questions: z.array(QuizEditorQuestionSchema),
});
export type QuizEditor = z.infer<typeof QuizEditorSchema>;

const ModuleParamsSchema = z.object({ id: z.string().min(1).max(100), moduleId: z.string().min(1).max(100) });
const LessonParamsSchema = z.object({ id: z.string().min(1).max(100), lessonId: z.string().min(1).max(100) });

/** Rows per page of the teacher's dashboard tabs (courses, materials, quizzes). */
export const TEACHER_PAGE_SIZE = 12;
/** The largest page a client may ask for: a page costs what it shows, never the whole list. */
export const TEACHER_PAGE_SIZE_MAX = 50;

/** A page of one of the teacher's lists: `page` counts from 1; `total` is every row of the list. */
export const TeacherPageQuerySchema = z.object({
  page: z.coerce.number({ error: 'Página inválida.' }).int('Página inválida.').min(1, 'Página inválida.').max(100000, 'Página inválida.').default(1),
  pageSize: z.coerce
    .number({ error: 'Tamanho de página inválido.' })
    .int('Tamanho de página inválido.')
    .min(1, 'Tamanho de página inválido.')
    .max(TEACHER_PAGE_SIZE_MAX, `Tamanho de página inválido: no máximo ${TEACHER_PAGE_SIZE_MAX}.`)
    .default(TEACHER_PAGE_SIZE),
});
export type TeacherPageQuery = z.infer<typeof TeacherPageQuerySchema>;

/** The materials tab pages through every course; the course editor through one course's materials. */
export const TeacherMaterialQuerySchema = TeacherPageQuerySchema.extend({
  courseId: z.string().min(1, 'Curso inválido.').max(100, 'Curso inválido.').optional(),
});
export type TeacherMaterialQuery = z.infer<typeof TeacherMaterialQuerySchema>;

const teacherPageOf = <T extends z.ZodTypeAny>(item: T) => z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export const TeacherCoursePageSchema = teacherPageOf(TeacherCourseSchema);
export type TeacherCoursePage = z.infer<typeof TeacherCoursePageSchema>;
export const TeacherMaterialPageSchema = teacherPageOf(TeacherMaterialSchema);
export type TeacherMaterialPage = z.infer<typeof TeacherMaterialPageSchema>;
export const TeacherQuizPageSchema = teacherPageOf(TeacherQuizSchema);
export type TeacherQuizPage = z.infer<typeof TeacherQuizPageSchema>;

/**
 * One of the teacher's courses as a choice in a form (upload a material, the quiz's course,
 * the roster's course filter, a notice's audience): no counts to compute but its students, kept.
 */
export const TeacherCourseOptionSchema = TeacherCourseSchema.pick({ id: true, title: true, status: true, inReview: true, students: true });
export type TeacherCourseOption = z.infer<typeof TeacherCourseOptionSchema>;

/** A teacher may have hundreds of courses: a form lists this many, and the search narrows them. */
export const COURSE_OPTIONS_LIMIT = 20;

/**
 * Which courses a form offers: every one (the quiz's course, a notice's audience, the
 * analytics' funnel), those with students (the roster's filter and its class message), or
 * those not frozen by a review (where a material is sent).
 */
export const COURSE_OPTION_SCOPES = ['all', 'withStudents', 'editable'] as const;
export type CourseOptionScope = (typeof COURSE_OPTION_SCOPES)[number];

/** `q` narrows by the words of the title (accents and case ignored, the last word a prefix); `id` asks for one course. */
export const TeacherCourseOptionQuerySchema = z.object({
  q: z.string().trim().max(100, 'A busca deve ter no máximo 100 caracteres.').optional(),
  id: z.string().trim().min(1).max(100).optional(),
  scope: z.enum(COURSE_OPTION_SCOPES, { message: 'Escopo inválido.' }).optional(),
});
export type TeacherCourseOptionQuery = z.infer<typeof TeacherCourseOptionQuerySchema>;

/** At most COURSE_OPTIONS_LIMIT courses, newest first; `more` when others match too. */
export const TeacherCourseOptionListSchema = z.object({ items: z.array(TeacherCourseOptionSchema), more: z.boolean() });
export type TeacherCourseOptionList = z.infer<typeof TeacherCourseOptionListSchema>;

export const authoringEndpoints = {
  listCourses: defineEndpoint({
    method: 'GET', path: '/api/teacher/courses', access: ['professor'],
    summary: 'Uma página dos cursos do professor (mais novos primeiro) com alunos (matrículas), materiais, simulados e estado de moderação, e o total.',
    query: TeacherPageQuerySchema, response: TeacherCoursePageSchema,
  }),
  courseOptions: defineEndpoint({
    method: 'GET', path: '/api/teacher/course-options', access: ['professor'],
    summary: `Os cursos do professor para escolher num formulário (id, título, estado de moderação e alunos), mais novos primeiro: os ${COURSE_OPTIONS_LIMIT} primeiros do escopo, ou os que têm as palavras de q no título, ou o de id; more quando há outros.`,
    query: TeacherCourseOptionQuerySchema, response: TeacherCourseOptionListSchema,
  }),
  createCourse: defineEndpoint({
    method: 'POST', path: '/api/teacher/courses', access: ['professor'], status: 201,
    summary: 'Cria um curso em rascunho; o professor é o instrutor.',
    body: CourseInputSchema, response: AuthoringCourseSchema,
  }),
  getCourse: defineEndpoint({
    method: 'GET', path: '/api/teacher/courses/:id', access: ['professor'],
    summary: 'Um curso do professor com módulos e aulas (conteúdo incluso).',
    params: IdParamsSchema, response: AuthoringCourseSchema,
  }),
  updateCourse: defineEndpoint({
    method: 'PUT', path: '/api/teacher/courses/:id', access: ['professor'],
    summary: 'Altera título, descrição, categoria e premium. 409 enquanto o curso está em análise.',
    params: IdParamsSchema, body: CourseInputSchema, response: AuthoringCourseSchema, conflict: 'O curso está em análise.',
  }),
  submitCourse: defineEndpoint({
    method: 'POST', path: '/api/teacher/courses/:id/submit', access: ['professor'],
    summary: 'Envia para análise (rascunho, rejeitado ou retirado do catálogo → em análise; de um curso aprovado, a nova versão). Precisa de pelo menos uma aula.',
    params: IdParamsSchema, response: AuthoringCourseSchema, conflict: 'O curso já está em análise ou aprovado.',
  }),
  addModule: defineEndpoint({
    method: 'POST', path: '/api/teacher/courses/:id/modules', access: ['professor'], status: 201,
    summary: 'Acrescenta um módulo ao fim do curso.',
    params: IdParamsSchema, body: ModuleInputSchema, response: AuthoringCourseSchema, conflict: 'O curso está em análise.',
  }),
  updateModule: defineEndpoint({
    method: 'PUT', path: '/api/teacher/courses/:id/modules/:moduleId', access: ['professor'],
    summary: 'Renomeia um módulo.',
    params: ModuleParamsSchema, body: ModuleInputSchema, response: AuthoringCourseSchema, conflict: 'O curso está em análise.',
  }),
  deleteModule: defineEndpoint({
    method: 'DELETE', path: '/api/teacher/courses/:id/modules/:moduleId', access: ['professor'],
    summary: 'Exclui um módulo e suas aulas; o progresso dos alunos é recalculado.',
    params: ModuleParamsSchema, response: AuthoringCourseSchema, conflict: 'O curso está em análise.',
  }),
  addLesson: defineEndpoint({
    method: 'POST', path: '/api/teacher/courses/:id/lessons', access: ['professor'], status: 201,
    summary: 'Acrescenta uma aula ao fim de um módulo; o progresso dos alunos é recalculado.',
    params: IdParamsSchema, body: LessonInputSchema, response: AuthoringCourseSchema, conflict: 'O curso está em análise.',
  }),
  updateLesson: defineEndpoint({
    method: 'PUT', path: '/api/teacher/courses/:id/lessons/:lessonId', access: ['professor'],
    summary: 'Altera uma aula (pode mudá-la de módulo).',
    params: LessonParamsSchema, body: LessonInputSchema, response: AuthoringCourseSchema, conflict: 'O curso está em análise.',
  }),
  deleteLesson: defineEndpoint({
    method: 'DELETE', path: '/api/teacher/courses/:id/lessons/:lessonId', access: ['professor'],
    summary: 'Exclui uma aula; o progresso dos alunos é recalculado.',
    params: LessonParamsSchema, response: AuthoringCourseSchema, conflict: 'O curso está em análise.',
  }),
  reorder: defineEndpoint({
    method: 'PUT', path: '/api/teacher/courses/:id/order', access: ['professor'],
    summary: 'Nova ordem de módulos e aulas: cada módulo e cada aula do curso exatamente uma vez.',
    params: IdParamsSchema, body: CourseOrderSchema, response: AuthoringCourseSchema, conflict: 'O curso está em análise.',
  }),
  previewMarkdown: defineEndpoint({
    method: 'POST', path: '/api/teacher/markdown-preview', access: ['professor'],
    summary: 'Pré-visualização de uma aula: o Markdown enviado como HTML seguro, igual ao que o aluno vê (nada é salvo).',
    body: MarkdownPreviewInputSchema, response: MarkdownPreviewSchema,
  }),
  listMaterials: defineEndpoint({
    method: 'GET', path: '/api/teacher/materials', access: ['professor'],
    summary: 'Uma página dos materiais dos cursos do professor (por curso, mais novo primeiro; ou de um curso, com courseId) e o total.',
    query: TeacherMaterialQuerySchema, response: TeacherMaterialPageSchema,
  }),
  uploadMaterial: defineEndpoint({
    method: 'POST', path: '/api/teacher/courses/:id/materials', access: ['professor'], status: 201,
    summary: 'Envia um material (multipart, campo "file"): .pdf ou .docx conferidos pelo conteúdo, até o limite `maxUploadSize` das configurações (413 acima dele, cortado durante o envio).',
    params: IdParamsSchema, query: MaterialUploadQuerySchema,
    upload: { field: 'file', accept: MATERIAL_ACCEPT, maxBytes: MATERIAL_DEFAULT_MAX_BYTES },
    response: TeacherMaterialSchema, conflict: 'O curso está em análise.',
  }),
  renameMaterial: defineEndpoint({
    method: 'PUT', path: '/api/teacher/materials/:id', access: ['professor'],
    summary: 'Renomeia um material (o título que os alunos veem; o arquivo baixado mantém o nome original).',
    params: IdParamsSchema, body: MaterialRenameSchema, response: TeacherMaterialSchema, conflict: 'O curso está em análise.',
  }),
  downloadMaterial: defineEndpoint({
    method: 'GET', path: '/api/teacher/materials/:id/file', access: ['professor'],
    summary: 'Baixa um material de um curso do professor (o arquivo como foi enviado).',
    params: IdParamsSchema, response: z.any(), produces: ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  }),
  deleteMaterial: defineEndpoint({
    method: 'DELETE', path: '/api/teacher/materials/:id', access: ['professor'],
    summary: 'Exclui um material e o seu arquivo.',
    params: IdParamsSchema, response: OkSchema, conflict: 'O curso está em análise.',
  }),
  uploadThumbnail: defineEndpoint({
    method: 'POST', path: '/api/teacher/courses/:id/thumbnail', access: ['professor'],
    summary: 'Envia a capa do curso (multipart, campo "file"): PNG, JPEG ou WebP conferidos pelo conteúdo, até 2 MB.',
    params: IdParamsSchema, upload: { field: 'file', accept: THUMBNAIL_ACCEPT, maxBytes: THUMBNAIL_MAX_BYTES },
    response: AuthoringCourseSchema, conflict: 'O curso está em análise.',
  }),
  removeThumbnail: defineEndpoint({
    method: 'DELETE', path: '/api/teacher/courses/:id/thumbnail', access: ['professor'],
    summary: 'Volta à ilustração da categoria como capa do curso.',
    params: IdParamsSchema, response: AuthoringCourseSchema, conflict: 'O curso está em análise.',
  }),
  thumbnail: defineEndpoint({
    method: 'GET', path: '/api/course-thumbnails/:file', access: 'public',
    summary: 'Uma capa de curso enviada pelo professor (imagem; nome gerado pelo servidor, nunca reutilizado).',
    params: ThumbnailParamsSchema, response: z.any(), produces: THUMBNAIL_ACCEPT.split(','),
  }),
  listQuizzes: defineEndpoint({
    method: 'GET', path: '/api/teacher/quizzes', access: ['professor'],
    summary: 'Uma página dos simulados dos cursos do professor (por curso, mais novo primeiro) e o total.',
    query: TeacherPageQuerySchema, response: TeacherQuizPageSchema,
  }),
  getQuiz: defineEndpoint({
    method: 'GET', path: '/api/teacher/quizzes/:id', access: ['professor'],
    summary: 'Um simulado com questões, respostas corretas e análise por questão (acerto e escolha de cada alternativa).',
    params: IdParamsSchema, response: QuizEditorSchema,
  }),
  createQuiz: defineEndpoint({
    method: 'POST', path: '/api/teacher/quizzes', access: ['professor'], status: 201,
    summary: 'Cria um simulado num curso do professor (409 enquanto o curso está em análise).',
    body: QuizInputSchema, response: QuizEditorSchema, conflict: 'O curso está em análise.',
  }),
  updateQuiz: defineEndpoint({
    method: 'PUT', path: '/api/teacher/quizzes/:id', access: ['professor'],
    summary: 'Salva o simulado: questões com id são alteradas, sem id criadas, ausentes excluídas; notas de tentativas passadas são mantidas. 409 enquanto o curso está em análise.',
    params: IdParamsSchema, body: QuizInputSchema, response: QuizEditorSchema, conflict: 'O curso está em análise.',
  }),
  deleteQuiz: defineEndpoint({
    method: 'DELETE', path: '/api/teacher/quizzes/:id', access: ['professor'],
    summary: 'Exclui um simulado ainda sem tentativas de alunos (409 com tentativas: as notas dos alunos são mantidas; 409 enquanto o curso está em análise).',
    params: IdParamsSchema, response: OkSchema, conflict: 'O simulado já tem tentativas de alunos.',
  }),
};
