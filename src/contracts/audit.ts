import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

// The audit log (/admin/auditoria, issue 13 item 7): every admin action and security event,
// append-only and chained by SHA-256 (docs/decisions/audit-log.md).

export const AUDIT_PAGE_SIZE = 50;

/** Portuguese names of the known actions; an action without one is shown as stored. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'auth.sign_in_failed': 'Falha de login',
  'auth.locked': 'Conta bloqueada temporariamente',
  'auth.sign_in_refused': 'Login recusado (conta suspensa)',
  'auth.device_locked': 'Dispositivo bloqueado temporariamente',
  'password.changed': 'Senha alterada',
  'password.reset_requested': 'Redefinição de senha solicitada',
  'password.reset': 'Senha redefinida pelo link',
  'email.changed': 'E-mail alterado',
  '2fa.enabled': '2FA ativada',
  '2fa.disabled': '2FA desativada',
  'admin.created': 'Administrador criado',
  'user.create': 'Usuário criado',
  'user.update': 'Usuário alterado',
  'user.role_change': 'Perfil de acesso alterado',
  'user.suspend': 'Usuário suspenso',
  'user.reactivate': 'Usuário reativado',
  'user.password_reset': 'Senha redefinida (admin)',
  'email.retry': 'Reenvio de e-mail',
  'email.test': 'E-mail de teste enviado',
  'message.send': 'Mensagem enviada a aluno',
  'student.verify': 'Aluno verificado',
  'student.reject': 'Aluno recusado',
  'course.approve': 'Curso aprovado',
  'course.reject': 'Curso rejeitado',
  'course.unpublish': 'Curso retirado do catálogo',
  'course.revision.approve': 'Revisão de curso aprovada',
  'course.revision.reject': 'Revisão de curso devolvida',
  'plan.create': 'Plano criado',
  'plan.update': 'Plano alterado',
  'coupon.create': 'Cupom criado',
  'coupon.update': 'Cupom alterado',
  'settings.update': 'Configurações alteradas',
  'announcement.create': 'Aviso criado',
  'announcement.update': 'Aviso alterado',
  'announcement.delete': 'Aviso excluído',
  'event.create': 'Evento criado',
  'event.update': 'Evento alterado',
  'event.delete': 'Evento excluído',
  'account.erased': 'Conta excluída (LGPD)',
  'retention.applied': 'Retenção de dados aplicada',
  'audit.chain_keyed': 'Registro de auditoria passa a ser assinado',
  'audit.chain_pruned': 'Registro de auditoria podado (novo início da cadeia)',
};

export const auditActionLabel = (action: string) => AUDIT_ACTION_LABELS[action] ?? action;

const DATE_MESSAGE = 'Informe a data no formato aaaa-mm-dd.';
/** A real calendar day: '2026-13-45' matches the pattern but is no date (it was a 500). */
const isRealDay = (value: string) => {
  const date = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};
const DateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE).refine(isRealDay, DATE_MESSAGE);

export const AuditQuerySchema = z
  .object({
    action: z.string().trim().max(80, 'A ação deve ter no máximo 80 caracteres.').optional(),
    /** Part of the actor's name or e-mail (case-insensitive). */
    actor: z.string().trim().max(120, 'O autor deve ter no máximo 120 caracteres.').optional(),
    /** Inclusive days, in America/Sao_Paulo. */
    from: DateSchema.optional(),
    to: DateSchema.optional(),
    page: z.coerce.number().int('Página inválida.').min(1, 'Página inválida.').max(100000, 'Página inválida.').default(1),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'A data inicial deve ser anterior ou igual à final.', path: ['to'] });
export type AuditQuery = z.input<typeof AuditQuerySchema>;

export const AuditEntrySchema = z.object({
  id: z.string(),
  seq: z.number().int(),
  createdAt: z.string(),
  action: z.string(),
  actionLabel: z.string(),
  /** What happened, as a sentence in Portuguese ("Tamanho mínimo da senha: 8 → 12"); `details` keeps the raw record. */
  summary: z.string(),
  actor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
});
export type AuditEntryView = z.infer<typeof AuditEntrySchema>;

export const AuditPageSchema = z.object({
  entries: z.array(AuditEntrySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** Every action present in the log, for the filter. */
  actions: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type AuditPage = z.infer<typeof AuditPageSchema>;

export const auditEndpoints = {
  list: defineEndpoint({
    method: 'GET', path: '/api/admin/audit', access: ['admin'],
    summary: 'Registro de auditoria, do mais recente ao mais antigo: filtros por ação, autor e período; 50 por página.',
    query: AuditQuerySchema, response: AuditPageSchema,
  }),
};
