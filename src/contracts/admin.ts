import { z } from 'zod';
import { AuditEntrySchema } from './audit.ts';
import { defineEndpoint, IdParamsSchema, RoleSchema } from './endpoint.ts';

// The administrator area (issue 13): dashboard, user management, e-mail outbox.
// Every endpoint is admin-only.

export const ROLE_LABELS = { aluno: 'Aluno', professor: 'Professor', admin: 'Admin' } as const;
export const UserStatusSchema = z.enum(['ativo', 'suspenso', 'pendente']);
export type UserStatus = z.infer<typeof UserStatusSchema>;
export const USER_STATUS_LABELS: Record<UserStatus, string> = { ativo: 'Ativo', suspenso: 'Suspenso', pendente: 'Pendente' };

// ---------------------------------------------------------------- dashboard

export const AdminDashboardSchema = z.object({
  users: z.object({
    total: z.number().int(),
    byRole: z.object({ aluno: z.number().int(), professor: z.number().int(), admin: z.number().int() }),
    byStatus: z.object({ ativo: z.number().int(), suspenso: z.number().int(), pendente: z.number().int() }),
  }),
  /** Subscriptions giving access now (renewing or cancelled at period end). */
  activeSubscriptions: z.number().int(),
  /** Monthly recurring revenue of the renewing subscriptions, in centavos (plan price ÷ months). */
  mrrCents: z.number().int(),
  /** Paid payments since the 1st of this month (São Paulo), in centavos. */
  revenueThisMonthCents: z.number().int(),
  moderation: z.object({ pendingCourses: z.number().int(), pendingStudents: z.number().int() }),
  failedEmails: z.number().int(),
  latestAudit: z.array(AuditEntrySchema),
});
export type AdminDashboard = z.infer<typeof AdminDashboardSchema>;

// ---------------------------------------------------------------- users

export const ADMIN_USERS_PAGE_SIZE = 20;
/** A search's matches are counted up to this many; beyond, "mais de 1.000" (docs/decisions/user-administration.md). */
export const ADMIN_USERS_COUNT_CAP = 1000;
export const UserSortSchema = z.enum(['name', 'email', 'createdAt', 'lastAccessAt']);
export type UserSort = z.infer<typeof UserSortSchema>;

export const AdminUserQuerySchema = z.object({
  /** Part of the name or e-mail, accent- and case-insensitive. */
  q: z.string().trim().max(120, 'A busca deve ter no máximo 120 caracteres.').optional(),
  role: RoleSchema.optional(),
  status: UserStatusSchema.optional(),
  sort: UserSortSchema.default('createdAt'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int('Página inválida.').min(1, 'Página inválida.').max(100000, 'Página inválida.').default(1),
  /** The `next` of the page before: the page after it, read from where that page ended (instead of `page`). */
  after: z.string().trim().min(1).max(1000).optional(),
});
export type AdminUserQuery = z.input<typeof AdminUserQuerySchema>;

export const AdminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: RoleSchema,
  status: UserStatusSchema,
  createdAt: z.string(),
  lastAccessAt: z.string().nullable(),
  mustChangePassword: z.boolean(),
  suspendedReason: z.string().nullable(),
  /** Send it back with a change: a change based on an older version is refused (409). */
  version: z.number().int(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUserPageSchema = z.object({
  users: z.array(AdminUserSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Users matching (every page); a search's at most ADMIN_USERS_COUNT_CAP, beyond which totalIsAtLeast is true ("mais de"). */
  total: z.number().int(),
  totalIsAtLeast: z.boolean(),
  /** Opaque: pass as `after` for the following page in the same search, filters and order; null on the last page. */
  next: z.string().nullable(),
});
export type AdminUserPage = z.infer<typeof AdminUserPageSchema>;

const NameSchema = z.string().trim().min(2, 'Informe o nome completo (mínimo de 2 caracteres).').max(120, 'O nome deve ter no máximo 120 caracteres.');

export const CreateUserSchema = z
  .object({
    name: NameSchema,
    email: z.string().trim().toLowerCase().email('Informe um e-mail válido.').max(254, 'O e-mail deve ter no máximo 254 caracteres.'),
    role: RoleSchema,
    /** Checked against the platform's password policy; the user must change it at first sign-in. */
    temporaryPassword: z.string().min(1, 'Informe a senha temporária.').max(128, 'A senha temporária pode ter no máximo 128 caracteres.'),
  })
  .strict();
export type CreateUserInput = z.infer<typeof CreateUserSchema>;

const VersionSchema = z.number({ error: 'Versão do usuário ausente: recarregue a lista.' }).int().min(0);

export const UpdateUserSchema = z.object({ name: NameSchema, role: RoleSchema, version: VersionSchema }).strict();
export type UpdateUserInput = z.infer<typeof UpdateUserSchema>;

export const SuspendUserSchema = z
  .object({ reason: z.string().trim().max(500, 'O motivo deve ter no máximo 500 caracteres.').optional(), version: VersionSchema })
  .strict();
export type SuspendUserInput = z.infer<typeof SuspendUserSchema>;

export const VersionBodySchema = z.object({ version: VersionSchema }).strict();

const STALE = 'O usuário foi alterado por outra pessoa.';

// ---------------------------------------------------------------- e-mail outbox

export const EmailStatusSchema = z.enum(['pendente', 'enviado', 'caixa-de-saida', 'falhou']);
export type EmailStatus = z.infer<typeof EmailStatusSchema>;
export const EMAIL_STATUS_LABELS: Record<EmailStatus, string> = {
  pendente: 'Enviando',
  enviado: 'Enviado',
  'caixa-de-saida': 'Na caixa de saída',
  falhou: 'Falhou',
};
export const ADMIN_EMAILS_PAGE_SIZE = 20;

export const OutboxEmailSchema = z.object({
  id: z.string(),
  toAddress: z.string(),
  subject: z.string(),
  body: z.string(),
  status: EmailStatusSchema,
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxEmail = z.infer<typeof OutboxEmailSchema>;

export const OutboxQuerySchema = z.object({
  status: EmailStatusSchema.optional(),
  /** Part of the recipient's address. */
  to: z.string().trim().max(254, 'O destinatário deve ter no máximo 254 caracteres.').optional(),
  page: z.coerce.number().int('Página inválida.').min(1, 'Página inválida.').max(100000, 'Página inválida.').default(1),
});
export type OutboxQuery = z.input<typeof OutboxQuerySchema>;

export const OutboxPageSchema = z.object({
  emails: z.array(OutboxEmailSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  counts: z.record(EmailStatusSchema, z.number().int()),
});
export type OutboxPage = z.infer<typeof OutboxPageSchema>;

export const adminEndpoints = {
  dashboard: defineEndpoint({
    method: 'GET', path: '/api/admin/dashboard', access: ['admin'],
    summary: 'Indicadores calculados dos dados: usuários por perfil e status, assinaturas ativas, MRR, receita do mês, moderação pendente, e-mails com falha e a auditoria recente.',
    response: AdminDashboardSchema,
  }),
  listUsers: defineEndpoint({
    method: 'GET', path: '/api/admin/users', access: ['admin'],
    summary: 'Usuários com busca (sem acento nem caixa), filtros de perfil e status, ordenação e paginação de 20.',
    query: AdminUserQuerySchema, response: AdminUserPageSchema,
  }),
  createUser: defineEndpoint({
    method: 'POST', path: '/api/admin/users', access: ['admin'], status: 201,
    summary: 'Cria um usuário com senha temporária (política de senha); ele a troca no primeiro acesso.',
    body: CreateUserSchema, response: AdminUserSchema, conflict: 'Já existe uma conta com este e-mail.',
  }),
  updateUser: defineEndpoint({
    method: 'PUT', path: '/api/admin/users/:id', access: ['admin'],
    summary: 'Altera nome e perfil. Um administrador não rebaixa a si mesmo nem o último administrador ativo.',
    params: IdParamsSchema, body: UpdateUserSchema, response: AdminUserSchema, conflict: STALE,
  }),
  suspendUser: defineEndpoint({
    method: 'POST', path: '/api/admin/users/:id/suspend', access: ['admin'],
    summary: 'Suspende (motivo opcional): as sessões terminam na hora e o login é recusado.',
    params: IdParamsSchema, body: SuspendUserSchema, response: AdminUserSchema, conflict: STALE,
  }),
  reactivateUser: defineEndpoint({
    method: 'POST', path: '/api/admin/users/:id/reactivate', access: ['admin'],
    summary: 'Reativa um usuário suspenso ou pendente.',
    params: IdParamsSchema, body: VersionBodySchema, response: AdminUserSchema, conflict: STALE,
  }),
  resetPassword: defineEndpoint({
    method: 'POST', path: '/api/admin/users/:id/reset-password', access: ['admin'],
    summary: 'Envia ao usuário um link de uso único (expira em 24 h) para criar uma nova senha; a senha atual e as sessões deixam de valer.',
    params: IdParamsSchema, body: VersionBodySchema, response: AdminUserSchema, conflict: STALE,
  }),
  listEmails: defineEndpoint({
    method: 'GET', path: '/api/admin/emails', access: ['admin'],
    summary: 'E-mails enviados ou não pela plataforma (status, destinatário, assunto, corpo), do mais recente; 20 por página.',
    query: OutboxQuerySchema, response: OutboxPageSchema,
  }),
  retryEmail: defineEndpoint({
    method: 'POST', path: '/api/admin/emails/:id/retry', access: ['admin'],
    summary: 'Tenta de novo enviar um e-mail que falhou.',
    params: IdParamsSchema, response: OutboxEmailSchema, conflict: 'Só um e-mail que falhou pode ser reenviado.',
  }),
};
