import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { POLICY_KINDS } from './policies.ts';

// Platform settings (spec section 3 "Platform settings", "Email settings", "Security
// settings", "Policies"; defaults of section 9). Stored per section, edited by admins on
// /admin/configuracoes and enforced by the server (docs/decisions/settings-are-enforced.md).

const between = (what: string, min: number, max: number, unit: string) => {
  const range = `${capitalize(what)} deve ser de ${min} a ${max}${unit ? ` ${unit}` : ''}.`;
  return z.number(`Informe ${what}.`).int('Informe um número inteiro.').min(min, range).max(max, range);
};
function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
/** One address, without separators of address lists or groups (`,` `;` `:`), quotes or brackets. */
const MAILBOX = String.raw`[^\s@<>,;:"()\[\]\\]+@[^\s@<>,;:"()\[\]\\]+\.[^\s@<>,;:"()\[\]\\]+`;
/** The sender: `email@dominio` or `Nome <email@dominio>`, the name without address characters. */
const SENDER = new RegExp(String.raw`^(?:${MAILBOX}|[^<>@,;:"\\]+<${MAILBOX}>)$`);
/** No line break or other control character (header and SMTP command injection). */
const NO_CONTROL = /^[^\u0000-\u001f\u007f]*$/;
/** A host name or IP address (no scheme, no path), or '' for "no SMTP server". */
const HOST = /^$|^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$|^\[?[0-9A-Fa-f:.]+\]?$/;

export const PlatformSettingsSchema = z.object({
  platformName: z.string().trim().min(1, 'Informe o nome da plataforma.').max(80, 'O nome da plataforma deve ter no máximo 80 caracteres.').regex(NO_CONTROL, 'O nome da plataforma não pode ter quebras de linha nem caracteres de controle.'),
  supportEmail: z.string().trim().max(200, 'O e-mail deve ter no máximo 200 caracteres.').regex(EMAIL, 'Informe um e-mail de suporte válido.'),
  /** MB; the limit of every upload (avatars are at most 2 MB whatever this says). */
  maxUploadSize: between('o tamanho máximo de upload', 1, 1024, 'MB'),
  /** MB; what each teacher's course materials may take together (checked at every upload). */
  teacherUploadQuotaMb: between('a cota de armazenamento por professor', 10, 1_048_576, 'MB'),
  /** Minutes without activity before a session ends. */
  sessionTimeout: between('o tempo de sessão', 5, 24 * 60, 'minutos'),
  maintenanceMode: z.boolean(),
});

/** As stored: `smtpPassword` is sealed with the server's secret box ('' = none). */
export const EmailSettingsSchema = z.object({
  smtpHost: z.string().trim().max(200, 'O servidor SMTP deve ter no máximo 200 caracteres.').regex(HOST, 'Informe só o nome do servidor SMTP (ex.: smtp.exemplo.com.br), sem "smtp://" nem barras.'),
  smtpPort: between('a porta SMTP', 1, 65535, ''),
  smtpUser: z.string().trim().max(200, 'O usuário SMTP deve ter no máximo 200 caracteres.').regex(NO_CONTROL, 'O usuário SMTP não pode ter quebras de linha nem caracteres de controle.'),
  smtpPassword: z.string().max(2000),
  emailFrom: z
    .string()
    .trim()
    .max(200, 'O remetente deve ter no máximo 200 caracteres.')
    // Exactly one mailbox: a list ("a@b.co, Nome <c@d.co>") would send every e-mail from several senders.
    .refine((value) => SENDER.test(value), 'Informe um único remetente: um e-mail ou "Nome <email@dominio>".')
    // A line break in a header value would add headers (Bcc…) to every e-mail sent.
    .refine((value) => NO_CONTROL.test(value), 'O remetente não pode ter quebras de linha nem caracteres de controle.'),
});

export const SecuritySettingsSchema = z.object({
  /** On: admins and teachers must enrol 2FA (demo accounts excepted); off: 2FA cannot be enrolled. */
  twoFactorAuth: z.boolean(),
  // ASVS 5.0 (6.2.1): at least 8 characters.
  passwordMinLength: between('o tamanho mínimo da senha', 8, 64, 'caracteres'),
  /** Days; 0 = never. */
  passwordExpiry: between('a validade da senha', 0, 3650, 'dias (0 = nunca expira)'),
  maxLoginAttempts: between('o número de tentativas de login', 3, 20, 'tentativas'),
  requireEmailVerification: z.boolean(),
});

/** A policy text's length limit (the adversarial-input tests of the Markdown renderer use it). */
export const POLICY_TEXT_MAX = 50_000;
const policyText = (what: string) => z.string().trim().min(1, `Escreva ${what}.`).max(POLICY_TEXT_MAX, `${capitalize(what)} deve ter no máximo ${POLICY_TEXT_MAX} caracteres.`);
export const PolicySettingsSchema = z.object({
  terms: policyText('os termos de uso'),
  privacy: policyText('a política de privacidade'),
  cookies: policyText('a política de cookies'),
});

/**
 * How long personal data is kept (LGPD art. 15–16), in days; applied by the privacy module's
 * scheduled job and shown on every person's "Meus dados" page
 * (docs/decisions/personal-data-export-and-erasure.md).
 */
export const RetentionSettingsSchema = z.object({
  /** Accounts without access for this long are erased (0 = never). Admin accounts are never erased by it. */
  inactiveAccountDays: between('o prazo de contas inativas', 0, 3650, 'dias (0 = nunca)')
    .refine((days) => days === 0 || days >= 180, 'Contas inativas: informe 0 (nunca) ou pelo menos 180 dias.'),
  /** Sessions not used for this long are removed (even before they expire). */
  sessionDays: between('o prazo das sessões', 1, 3650, 'dias'),
  notificationDays: between('o prazo das notificações', 30, 3650, 'dias'),
  /** Sent or failed messages of the outbox (pending ones are never removed). */
  outboxDays: between('o prazo dos e-mails da caixa de saída', 7, 3650, 'dias'),
  /** Audit entries older than this are removed; a signed entry records the chain's new start. */
  auditDays: between('o prazo do registro de auditoria', 365, 3650, 'dias'),
});

export const SettingsSchema = z.object({
  platform: PlatformSettingsSchema,
  email: EmailSettingsSchema,
  security: SecuritySettingsSchema,
  policies: PolicySettingsSchema,
  retention: RetentionSettingsSchema,
});
export type Settings = z.infer<typeof SettingsSchema>;
export type SettingsSection = keyof Settings;

/** The sender every installation had by default before the name followed the platform's: read as "no name set". */
const FORMER_DEFAULT_SENDER = 'EduIA <nao-responda@eduia.com.br>';

/**
 * The From of every e-mail: the emailFrom setting when it names the sender ("Secretaria
 * <contato@escola.com.br>"); a bare address (or the former default) takes the platform's
 * name, so renaming the platform renames the sender too.
 */
export function senderOf(emailFrom: string, platformName: string): string {
  const from = emailFrom.trim();
  const named = /^(.*\S)\s*<([^<>]+)>$/.exec(from);
  if (named && from !== FORMER_DEFAULT_SENDER) return from;
  const address = named ? named[2]! : from;
  return `"${platformName.replace(/["\\]/g, '\\$&')}" <${address}>`;
}

export const DEFAULT_SETTINGS: Settings = {
  platform: { platformName: 'EduIA', supportEmail: 'suporte@eduia.com.br', maxUploadSize: 100, teacherUploadQuotaMb: 1024, sessionTimeout: 30, maintenanceMode: false },
  email: { smtpHost: '', smtpPort: 587, smtpUser: '', smtpPassword: '', emailFrom: 'nao-responda@eduia.com.br' },
  security: { twoFactorAuth: true, passwordMinLength: 8, passwordExpiry: 90, maxLoginAttempts: 5, requireEmailVerification: true },
  policies: {
    terms: 'Ao usar a EduIA você concorda em utilizar a plataforma para fins educacionais e respeitar os demais usuários.',
    privacy: 'Tratamos seus dados pessoais conforme a LGPD. Seu CPF é exibido apenas a você e aos administradores.',
    cookies: 'Usamos apenas cookies essenciais para manter sua sessão.',
  },
  retention: { inactiveAccountDays: 0, sessionDays: 30, notificationDays: 365, outboxDays: 90, auditDays: 1825 },
};

export const PublicSettingsSchema = z.object({
  platformName: z.string(),
  maintenanceMode: z.boolean(),
  supportEmail: z.string(),
  /** Shown where a password is chosen (sign-up, password change). */
  passwordMinLength: z.number().int(),
  /** MB: upload forms check it before sending (the server enforces it). */
  maxUploadSize: z.number().int(),
});
export type PublicSettings = z.infer<typeof PublicSettingsSchema>;

// ── Admin editing ────────────────────────────────────────────────────────────

/** Every section is read and saved with the version it was read at (409 when another save came first). */
const Stamp = { version: z.number().int().min(1), updatedAt: z.string() };
const VersionInput = { version: z.number('Recarregue a página e tente novamente.').int().min(1) };

export const PlatformSettingsViewSchema = PlatformSettingsSchema.extend(Stamp);
export const PlatformSettingsInputSchema = PlatformSettingsSchema.extend(VersionInput).strict();
export type PlatformSettingsInput = z.infer<typeof PlatformSettingsInputSchema>;

/** The SMTP password never leaves the server: the browser only learns whether one is set. */
export const EmailSettingsViewSchema = EmailSettingsSchema.omit({ smtpPassword: true }).extend({ smtpPasswordSet: z.boolean(), ...Stamp });
export type EmailSettingsView = z.infer<typeof EmailSettingsViewSchema>;
export const EmailSettingsInputSchema = EmailSettingsSchema.omit({ smtpPassword: true })
  .extend({
    /** Write-only: '' or absent keeps the stored password. */
    smtpPassword: z.string().max(200, 'A senha SMTP deve ter no máximo 200 caracteres.').optional(),
    /** Removes the stored password. */
    clearSmtpPassword: z.boolean().optional(),
    ...VersionInput,
  })
  .strict();
export type EmailSettingsInput = z.infer<typeof EmailSettingsInputSchema>;

export const SecuritySettingsViewSchema = SecuritySettingsSchema.extend(Stamp);
export const SecuritySettingsInputSchema = SecuritySettingsSchema.extend(VersionInput).strict();
export type SecuritySettingsInput = z.infer<typeof SecuritySettingsInputSchema>;

export const RetentionSettingsViewSchema = RetentionSettingsSchema.extend(Stamp);
export const RetentionSettingsInputSchema = RetentionSettingsSchema.extend(VersionInput).strict();
export type RetentionSettingsInput = z.infer<typeof RetentionSettingsInputSchema>;

export const PolicyKindSchema = z.enum(POLICY_KINDS);

export const PolicySettingsViewSchema = PolicySettingsSchema.extend(Stamp);
export const PolicySettingsInputSchema = PolicySettingsSchema.extend(VersionInput).strict();
export type PolicySettingsInput = z.infer<typeof PolicySettingsInputSchema>;

export const PolicyVersionSchema = z.object({
  id: z.string(),
  policy: PolicyKindSchema,
  publishedAt: z.string(),
  /** The admin who saved it; null for the texts installed with the platform. */
  publishedBy: z.string().nullable(),
  content: z.string(),
});
export type PolicyVersion = z.infer<typeof PolicyVersionSchema>;

export const PublicPolicySchema = z.object({
  policy: PolicyKindSchema,
  title: z.string(),
  /** The text's Markdown as safe HTML, rendered by the server: the browser only inserts it. */
  contentHtml: z.string(),
  /** Date of the version in force. */
  publishedAt: z.string(),
});
export type PublicPolicy = z.infer<typeof PublicPolicySchema>;

export const TestEmailResultSchema = z.object({
  to: z.string(),
  /** How it went: 'enviado' (SMTP accepted it), 'falhou' (SMTP refused; see `error`), 'caixa-de-saida' (no SMTP server configured). */
  status: z.enum(['enviado', 'falhou', 'caixa-de-saida']),
  error: z.string().nullable(),
});
export type TestEmailResult = z.infer<typeof TestEmailResultSchema>;

const admin = ['admin'] as const;
const CONFLICT = 'Outra pessoa salvou esta seção depois que você a abriu.';

export const settingsEndpoints = {
  public: defineEndpoint({
    method: 'GET', path: '/api/settings/public', access: 'public',
    summary: 'Configurações visíveis a todos (nome da plataforma, manutenção).',
    response: PublicSettingsSchema,
  }),
  policy: defineEndpoint({
    method: 'GET', path: '/api/settings/policies/:policy', access: 'public',
    summary: 'Texto em vigor de uma política (termos, privacidade, cookies) e a data dessa versão.',
    params: z.object({ policy: PolicyKindSchema }),
    response: PublicPolicySchema,
  }),
};

export const adminSettingsEndpoints = {
  getPlatform: defineEndpoint({
    method: 'GET', path: '/api/admin/settings/platform', access: admin,
    summary: 'Configurações gerais da plataforma.', response: PlatformSettingsViewSchema,
  }),
  savePlatform: defineEndpoint({
    method: 'PUT', path: '/api/admin/settings/platform', access: admin, conflict: CONFLICT,
    summary: 'Salva as configurações gerais.', body: PlatformSettingsInputSchema, response: PlatformSettingsViewSchema,
  }),
  getEmail: defineEndpoint({
    method: 'GET', path: '/api/admin/settings/email', access: admin,
    summary: 'Configurações de e-mail (sem a senha SMTP).', response: EmailSettingsViewSchema,
  }),
  saveEmail: defineEndpoint({
    method: 'PUT', path: '/api/admin/settings/email', access: admin, conflict: CONFLICT,
    summary: 'Salva as configurações de e-mail; a senha SMTP só é trocada quando enviada.', body: EmailSettingsInputSchema, response: EmailSettingsViewSchema,
  }),
  sendTestEmail: defineEndpoint({
    method: 'POST', path: '/api/admin/settings/email/test', access: admin,
    summary: 'Envia um e-mail de teste ao administrador com as configurações salvas.', response: TestEmailResultSchema,
  }),
  getSecurity: defineEndpoint({
    method: 'GET', path: '/api/admin/settings/security', access: admin,
    summary: 'Configurações de segurança.', response: SecuritySettingsViewSchema,
  }),
  saveSecurity: defineEndpoint({
    method: 'PUT', path: '/api/admin/settings/security', access: admin, conflict: CONFLICT,
    summary: 'Salva as configurações de segurança.', body: SecuritySettingsInputSchema, response: SecuritySettingsViewSchema,
  }),
  getPolicies: defineEndpoint({
    method: 'GET', path: '/api/admin/settings/policies', access: admin,
    summary: 'Textos das políticas em vigor.', response: PolicySettingsViewSchema,
  }),
  savePolicies: defineEndpoint({
    method: 'PUT', path: '/api/admin/settings/policies', access: admin, conflict: CONFLICT,
    summary: 'Publica novas versões das políticas alteradas (as anteriores ficam no histórico).', body: PolicySettingsInputSchema, response: PolicySettingsViewSchema,
  }),
  getRetention: defineEndpoint({
    method: 'GET', path: '/api/admin/settings/retention', access: admin,
    summary: 'Prazos de retenção dos dados pessoais (dias).', response: RetentionSettingsViewSchema,
  }),
  saveRetention: defineEndpoint({
    method: 'PUT', path: '/api/admin/settings/retention', access: admin, conflict: CONFLICT,
    summary: 'Salva os prazos de retenção (auditado); a rotina diária de retenção os aplica.', body: RetentionSettingsInputSchema, response: RetentionSettingsViewSchema,
  }),
  policyHistory: defineEndpoint({
    method: 'GET', path: '/api/admin/settings/policies/history', access: admin,
    summary: 'Todas as versões publicadas das políticas, da mais recente à mais antiga.', response: z.array(PolicyVersionSchema),
  }),
};
