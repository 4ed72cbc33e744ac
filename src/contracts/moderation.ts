import { z } from 'zod';
import { defineEndpoint, IdParamsSchema } from './endpoint.ts';
import { CategorySchema } from './courses.ts';
import { CourseStatusSchema } from './authoring.ts';

// /admin/moderacao (issue 13 item 3): courses waiting for publication and students'
// identity documents. Spec section 3 "Moderation items". Every decision is conditional on
// the item still being pending: the second of two admins gets a 409.

/** "123.456.789-09" or 11 digits: true when the two check digits match (Receita Federal's rule). */
export function isValidCpf(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  if (!/^\d{11}$/.test(value.replace(/[.-]/g, '')) || /^(\d)\1{10}$/.test(digits)) return false;
  const checkDigit = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return checkDigit(9) === Number(digits[9]) && checkDigit(10) === Number(digits[10]);
}

/** "12345678909" → "123.456.789-09". */
export function formatCpf(value: string): string {
  const d = value.replace(/\D/g, '');
  return d.length === 11 ? `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}` : value;
}

/**
 * The pending list is the admin's work queue: the courses and new versions sent longest ago,
 * at most this many (deciding them brings the next ones). Approved courses: the latest this many.
 */
export const MODERATION_COURSE_LIST_LIMIT = 100;

export const ModerationCourseQuerySchema = z.object({
  status: z.enum(['pending', 'approved'], { message: 'Status inválido: use pending ou approved.' }).default('pending'),
});

/** Spec: pending course (title, instructor, category, submittedAt, duration, status); approved adds approvedAt, approvedBy. */
export const ModerationCourseSchema = z.object({
  id: z.string(),
  title: z.string(),
  instructorName: z.string(),
  category: CategorySchema,
  submittedAt: z.string().nullable(),
  durationMinutes: z.number().int(),
  lessons: z.number().int(),
  status: CourseStatusSchema,
  approvedAt: z.string().nullable(),
  approvedByName: z.string().nullable(),
  /** A new version of an approved course ('Nova versão'): the approved one stays live until decided. */
  isRevision: z.boolean(),
});
export type ModerationCourse = z.infer<typeof ModerationCourseSchema>;

/** The content as a student would see it: the outline with each lesson's Markdown rendered to safe HTML. */
export const CoursePreviewSchema = ModerationCourseSchema.extend({
  description: z.string(),
  isPremium: z.boolean(),
  modules: z.array(z.object({
    id: z.string(),
    title: z.string(),
    lessons: z.array(z.object({ id: z.string(), title: z.string(), durationMinutes: z.number().int(), contentHtml: z.string(), videoUrl: z.string().nullable() })),
  })),
  /** For a new version: what it changes from the approved one, in words ('Título: "A" → "B"'). */
  changes: z.array(z.string()),
  /** Downloadable by the moderator (moderationEndpoints.downloadMaterial). */
  materials: z.array(z.object({ id: z.string(), title: z.string(), fileName: z.string(), sizeBytes: z.number().int() })),
  /** The course's quizzes with their answer key: part of what is reviewed. */
  quizzes: z.array(z.object({
    id: z.string(),
    title: z.string(),
    durationMinutes: z.number().int(),
    passingScore: z.number().int(),
    questionsPerAttempt: z.number().int().nullable(),
    questions: z.array(z.object({ id: z.string(), question: z.string(), options: z.array(z.string()), correctIndex: z.number().int(), explanation: z.string() })),
  })),
});
export type CoursePreview = z.infer<typeof CoursePreviewSchema>;

export const RejectionSchema = z.object({
  reason: z.string().trim().min(10, 'Informe o motivo da rejeição (mínimo de 10 caracteres).').max(1000, 'O motivo pode ter no máximo 1000 caracteres.'),
});
export type Rejection = z.infer<typeof RejectionSchema>;

export const UnpublishSchema = z.object({
  reason: z.string().trim().min(10, 'Informe o motivo da retirada do catálogo (mínimo de 10 caracteres).').max(1000, 'O motivo pode ter no máximo 1000 caracteres.'),
});
export type Unpublish = z.infer<typeof UnpublishSchema>;

export const IdentityStatusSchema = z.enum(['pendente', 'verificado', 'rejeitado']);
export type IdentityStatus = z.infer<typeof IdentityStatusSchema>;
export const IDENTITY_STATUS_LABELS: Record<IdentityStatus, string> = { pendente: 'Pendente', verificado: 'Verificado', rejeitado: 'Rejeitado' };

export const ModerationStudentQuerySchema = z.object({
  status: IdentityStatusSchema.default('pendente'),
});

/** Spec: pending student (name, email, registeredAt, documents such as CPF, verified or pending). */
export const ModerationStudentSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  registeredAt: z.string(),
  /** Full CPF: admins see it (DESIGN.md). */
  cpf: z.string().nullable(),
  /** Whether the CPF's check digits are right, computed on the server. */
  cpfValid: z.boolean(),
  /** null: no documents sent (an account waiting for approval). */
  identityStatus: IdentityStatusSchema.nullable(),
  /** The account itself waits for approval (status 'pendente': it cannot use the platform yet). */
  accountPending: z.boolean(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
});
export type ModerationStudent = z.infer<typeof ModerationStudentSchema>;

export const IdentitySubmissionSchema = z.object({
  cpf: z.string().trim().refine(isValidCpf, 'CPF inválido: confira os dígitos.').transform(formatCpf),
});

/** The student's own verification state (profile). */
export const MyIdentitySchema = z.object({
  identityStatus: IdentityStatusSchema.nullable(),
  cpf: z.string().nullable(),
  rejectionReason: z.string().nullable(),
});
export type MyIdentity = z.infer<typeof MyIdentitySchema>;

const admin = ['admin'] as const;
const stale = 'O item já foi analisado por outro administrador.';

export const moderationEndpoints = {
  listCourses: defineEndpoint({
    method: 'GET', path: '/api/admin/moderation/courses', access: admin,
    summary: `Cursos em análise (os ${MODERATION_COURSE_LIST_LIMIT} enviados há mais tempo, mais antigos primeiro) ou aprovados (os ${MODERATION_COURSE_LIST_LIMIT} mais recentes).`,
    query: ModerationCourseQuerySchema, response: z.array(ModerationCourseSchema),
  }),
  previewCourse: defineEndpoint({
    method: 'GET', path: '/api/admin/moderation/courses/:id', access: admin,
    summary: 'O conteúdo do curso como o aluno o verá (módulos, aulas e texto).',
    params: IdParamsSchema, response: CoursePreviewSchema,
  }),
  downloadMaterial: defineEndpoint({
    method: 'GET', path: '/api/admin/moderation/courses/:id/materials/:materialId', access: admin,
    summary: 'Baixa um material do curso em análise ou publicado, para a moderação conferir.',
    params: z.object({ id: z.string().min(1).max(100), materialId: z.string().min(1).max(100) }),
    response: z.any(), produces: ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  }),
  approveCourse: defineEndpoint({
    method: 'POST', path: '/api/admin/moderation/courses/:id/approve', access: admin,
    summary: 'Publica o curso no catálogo; avisa o professor e os alunos que querem saber de novos cursos.',
    params: IdParamsSchema, response: ModerationCourseSchema, conflict: stale,
  }),
  rejectCourse: defineEndpoint({
    method: 'POST', path: '/api/admin/moderation/courses/:id/reject', access: admin,
    summary: 'Rejeita o curso com um motivo, enviado ao professor, que pode corrigir e reenviar.',
    params: IdParamsSchema, body: RejectionSchema, response: ModerationCourseSchema, conflict: stale,
  }),
  unpublishCourse: defineEndpoint({
    method: 'POST', path: '/api/admin/moderation/courses/:id/unpublish', access: admin,
    summary: 'Retira um curso aprovado do catálogo e da busca, com um motivo enviado ao professor; os alunos matriculados mantêm o histórico e os certificados.',
    params: IdParamsSchema, body: UnpublishSchema, response: ModerationCourseSchema, conflict: 'Só um curso aprovado pode ser retirado do catálogo.',
  }),
  listStudents: defineEndpoint({
    method: 'GET', path: '/api/admin/moderation/students', access: admin,
    summary: 'Alunos por situação dos documentos (pendentes primeiro enviados primeiro).',
    query: ModerationStudentQuerySchema, response: z.array(ModerationStudentSchema),
  }),
  approveStudent: defineEndpoint({
    method: 'POST', path: '/api/admin/moderation/students/:id/approve', access: admin,
    summary: 'Aprova o aluno: confirma os documentos enviados (só com CPF válido) e libera a conta em análise.',
    params: IdParamsSchema, response: ModerationStudentSchema, conflict: stale,
  }),
  rejectStudent: defineEndpoint({
    method: 'POST', path: '/api/admin/moderation/students/:id/reject', access: admin,
    summary: 'Recusa com um motivo: documentos (o aluno pode reenviá-los) e/ou a conta em análise (fica suspensa).',
    params: IdParamsSchema, body: RejectionSchema, response: ModerationStudentSchema, conflict: stale,
  }),
  myIdentity: defineEndpoint({
    method: 'GET', path: '/api/users/me/identity', access: ['aluno'],
    summary: 'Situação da verificação de identidade do aluno.',
    response: MyIdentitySchema,
  }),
  submitIdentity: defineEndpoint({
    method: 'POST', path: '/api/users/me/identity', access: ['aluno'],
    summary: 'Envia o CPF para verificação (quando ainda não enviado ou recusado).',
    body: IdentitySubmissionSchema, response: MyIdentitySchema, conflict: 'Documentos já enviados ou verificados.',
  }),
};
