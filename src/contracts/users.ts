import { z } from 'zod';
import { defineEndpoint, IdParamsSchema, OkSchema, RoleSchema } from './endpoint.ts';

// Student (and any user's) account: profile, avatar, notification preferences, 2FA and
// password. `/api/users/me/*` always acts on the session's user.

export const PHONE_MESSAGE = 'Informe um telefone válido com DDD, ex.: (11) 98765-4321.';
export const PHONE_DIGITS_MESSAGE = 'O telefone aceita apenas números, ex.: (11) 91234-5678.';

/** What a phone may contain as typed: digits and the mask's punctuation ("+55 (11) 91234-5678"). */
const PHONE_CHARACTERS = /^[\d\s()+.-]*$/;

/**
 * The phone mask while typing: "11912345678" → "(11) 91234-5678", "1133334444" → "(11) 3333-4444".
 * Letters never reach it (the form refuses them with PHONE_DIGITS_MESSAGE).
 */
export function maskPhoneInput(input: string): string {
  let digits = input.replace(/\D/g, '');
  // A pasted "+55 11 91234-5678": the country code is not part of the mask.
  if (digits.length > 11 && digits.startsWith('55')) digits = digits.slice(2);
  digits = digits.slice(0, 11);
  if (digits.length === 0) return '';
  if (digits.length <= 2) return `(${digits}`;
  const local = digits.slice(2);
  const split = local.length > 8 ? 5 : 4;
  return local.length <= split ? `(${digits.slice(0, 2)}) ${local}` : `(${digits.slice(0, 2)}) ${local.slice(0, split)}-${local.slice(split)}`;
}

/**
 * Normalises what people type ("11987654321", "+55 11 98765-4321") into the stored form,
 * or returns null when it is not a Brazilian number (10 digits landline, 11 mobile with 9).
 */
export function normalizePhone(input: string): string | null {
  let digits = input.replace(/\D/g, '');
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) digits = digits.slice(2);
  if (digits.length !== 10 && digits.length !== 11) return null;
  if (digits[0] === '0' || digits[1] === '0') return null;
  if (digits.length === 11 && digits[2] !== '9') return null;
  const local = digits.slice(2);
  const split = local.length - 4;
  return `(${digits.slice(0, 2)}) ${local.slice(0, split)}-${local.slice(split)}`;
}

/** CPF check digits (Receita Federal's mod-11 rule); repeated digits (111.111.111-11) are refused. */
export function isValidCpf(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits)) return false;
  const checkDigit = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return checkDigit(9) === Number(digits[9]) && checkDigit(10) === Number(digits[10]);
}

/** A CPF as typed ("12345678909", "123.456.789-09"), checked and stored as "123.456.789-09". */
export const CpfSchema = z
  .string()
  .trim()
  .min(1, 'Informe o CPF.')
  .refine((value) => /^[\d.\-\s]+$/.test(value) && isValidCpf(value), 'CPF inválido. Confira os dígitos.')
  .transform((value) => value.replace(/\D/g, '').replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4'));

/** "123.456.789-09" → "***.456.789-**": what everyone but the owner and admins sees. */
export function maskCpf(cpf: string): string {
  const digits = cpf.replace(/\D/g, '');
  if (digits.length !== 11) return '***.***.***-**';
  return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
}

export const ProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: RoleSchema,
  phone: z.string().nullable(),
  bio: z.string().nullable(),
  /** Full for the owner and admins, masked for everyone else. */
  cpf: z.string().nullable(),
  cpfMasked: z.boolean(),
  avatarUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const ProfileUpdateSchema = z.object({
  name: z.string().trim().min(2, 'Informe seu nome completo (mínimo de 2 caracteres).').max(100, 'O nome pode ter no máximo 100 caracteres.'),
  email: z.string().trim().toLowerCase().max(200, 'O e-mail pode ter no máximo 200 caracteres.').email('Informe um e-mail válido.'),
  phone: z
    .string()
    .trim()
    .max(30, PHONE_MESSAGE)
    .transform((value, ctx) => {
      if (value === '') return null;
      // "11a91234-5678" is a typo, not a phone: refused instead of silently dropping the letter.
      if (!PHONE_CHARACTERS.test(value)) {
        ctx.addIssue({ code: 'custom', message: PHONE_DIGITS_MESSAGE });
        return z.NEVER;
      }
      const phone = normalizePhone(value);
      if (!phone) {
        ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE });
        return z.NEVER;
      }
      return phone;
    }),
  bio: z
    .string()
    .trim()
    .max(500, 'A biografia pode ter no máximo 500 caracteres.')
    .transform((value) => (value === '' ? null : value)),
  /** Required (server-side) only when the e-mail changes: sensitive changes need the password. */
  currentPassword: z.string().max(200).optional(),
  /** Also required then when 2FA is on: a code from the app or a recovery code. */
  totpCode: z.string().trim().max(20, 'Código de verificação inválido.').optional(),
});
export type ProfileUpdateInput = z.input<typeof ProfileUpdateSchema>;

/** The saved profile; a new e-mail waits for its confirmation link (the same answer whether the address is free or taken). */
export const ProfileUpdateResultSchema = ProfileSchema.extend({ emailChangeMessage: z.string().nullable() });
export type ProfileUpdateResult = z.infer<typeof ProfileUpdateResultSchema>;

export const EmailChangeConfirmQuerySchema = z.object({ token: z.string().min(20).max(200) });

/** Spec "Teacher profile": the professional information beside the personal data. */
export const ProfessionalProfileSchema = z.object({
  specialties: z.array(z.string()),
  qualification: z.string().nullable(),
});
export type ProfessionalProfile = z.infer<typeof ProfessionalProfileSchema>;

export const SPECIALTIES_MAX = 10;

/** As typed: specialties separated by commas ("IA, Machine Learning, Python"). */
export const ProfessionalProfileUpdateSchema = z
  .object({
    specialties: z
      .string()
      .max(700, 'As especialidades podem ter no máximo 700 caracteres.')
      .transform((value, ctx) => {
        const items = [...new Set(value.split(',').map((item) => item.trim().replace(/\s+/g, ' ')).filter(Boolean))];
        if (items.length > SPECIALTIES_MAX) ctx.addIssue({ code: 'custom', message: `Informe no máximo ${SPECIALTIES_MAX} especialidades.` });
        if (items.some((item) => item.length > 60)) ctx.addIssue({ code: 'custom', message: 'Cada especialidade pode ter no máximo 60 caracteres.' });
        return items;
      }),
    qualification: z
      .string()
      .trim()
      .max(200, 'A formação pode ter no máximo 200 caracteres.')
      .transform((value) => (value === '' ? null : value)),
  })
  .strict();
export type ProfessionalProfileUpdateInput = z.input<typeof ProfessionalProfileUpdateSchema>;

export const AvatarResultSchema = z.object({ avatarUrl: z.string().nullable() });

/** Avatar rules (DESIGN.md): PNG, JPEG or WebP by content, at most 2 MB. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_ACCEPT = 'image/png,image/jpeg,image/webp';

export const NotificationPreferencesSchema = z.object({
  email: z.boolean(),
  push: z.boolean(),
  newCourses: z.boolean(),
  certificates: z.boolean(),
  promotions: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

/** Spec section 4: email, newCourses and certificates on; push and promotions off. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  email: true,
  push: false,
  newCourses: true,
  certificates: true,
  promotions: false,
};

export const SecurityStatusSchema = z.object({
  totpEnabled: z.boolean(),
  /** The platform offers 2FA (settings.security.twoFactorAuth). */
  twoFactorOffered: z.boolean(),
  recoveryCodesRemaining: z.number().int(),
  passwordChangedAt: z.string().nullable(),
  passwordMinLength: z.number().int(),
});
export type SecurityStatus = z.infer<typeof SecurityStatusSchema>;

export const TotpSetupSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCodeDataUrl: z.string(),
});
export type TotpSetup = z.infer<typeof TotpSetupSchema>;

export const TotpCodeBodySchema = z.object({
  code: z.string().trim().min(1, 'Informe o código de verificação.').max(20, 'Código de verificação inválido.'),
});

export const TotpDisableSchema = z.object({
  currentPassword: z.string().min(1, 'Informe a sua senha atual.').max(200),
  code: z.string().trim().min(1, 'Informe o código de verificação.').max(20, 'Código de verificação inválido.'),
});
export type TotpDisableInput = z.infer<typeof TotpDisableSchema>;

export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** One rule of the password policy: the checklist's label and the message when it is not met. */
export interface PasswordRule {
  id: 'length' | 'lower' | 'upper' | 'digit' | 'spaces';
  label: string;
  ok: boolean;
  message: string;
}

/**
 * The platform's one password policy (sign-up, password change, any future way to set a
 * password): `minLength` from settings.security.passwordMinLength, plus lower and upper
 * case, a digit and no spaces. `subject` starts the messages ("A senha", "A nova senha").
 * The server enforces it; the forms show the same rules as a live checklist.
 */
export function passwordRules(password: string, minLength: number, subject = 'A nova senha'): PasswordRule[] {
  return [
    { id: 'length', label: `Pelo menos ${minLength} caracteres`, ok: password.length >= minLength, message: `${subject} deve ter pelo menos ${minLength} caracteres.` },
    { id: 'lower', label: 'Uma letra minúscula', ok: /[a-z]/.test(password), message: `${subject} deve conter pelo menos uma letra minúscula.` },
    { id: 'upper', label: 'Uma letra maiúscula', ok: /[A-Z]/.test(password), message: `${subject} deve conter pelo menos uma letra maiúscula.` },
    { id: 'digit', label: 'Um número', ok: /\d/.test(password), message: `${subject} deve conter pelo menos um número.` },
    { id: 'spaces', label: 'Sem espaços', ok: !/\s/.test(password), message: `${subject} não pode conter espaços.` },
  ];
}

/** The messages of the unmet rules, in the checklist's order (the first is what a form or the API shows). */
export function passwordPolicyIssues(password: string, minLength: number, subject = 'A nova senha'): string[] {
  return passwordRules(password, minLength, subject)
    .filter((rule) => !rule.ok)
    .map((rule) => rule.message);
}

export const PasswordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, 'Informe a senha atual.').max(200),
    newPassword: z.string().min(1, 'Informe a nova senha.').max(128, 'A nova senha pode ter no máximo 128 caracteres.'),
    confirmPassword: z.string().min(1, 'Confirme a nova senha.').max(128),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'A confirmação não confere com a nova senha.' });
export type PasswordChangeInput = z.infer<typeof PasswordChangeSchema>;

export const PasswordChangeResultSchema = z.object({ ok: z.literal(true), otherSessionsEnded: z.number().int() });

export const userEndpoints = {
  myProfile: defineEndpoint({
    method: 'GET', path: '/api/users/me/profile', access: 'authenticated',
    summary: 'Perfil do usuário da sessão (CPF completo).', response: ProfileSchema,
  }),
  updateMyProfile: defineEndpoint({
    method: 'PUT', path: '/api/users/me/profile', access: 'authenticated',
    summary: 'Atualiza nome, telefone e biografia. Um novo e-mail exige a senha atual (e o 2FA, se ativo) e só vale depois de confirmado pelo link enviado a ele. O CPF não é editável.',
    body: ProfileUpdateSchema, response: ProfileUpdateResultSchema,
  }),
  confirmEmailChange: defineEndpoint({
    method: 'GET', path: '/api/users/email-change/confirm', access: 'public',
    summary: 'Link do e-mail de confirmação: o novo endereço passa a valer e o antigo recebe um aviso. Responde uma página HTML.',
    query: EmailChangeConfirmQuerySchema, response: z.any(), produces: 'text/html',
  }),
  profile: defineEndpoint({
    method: 'GET', path: '/api/users/:id/profile', access: 'authenticated',
    summary: 'Perfil de um usuário: o próprio ou (administradores) qualquer um; professores veem alunos com CPF mascarado.',
    params: IdParamsSchema, response: ProfileSchema,
  }),
  professionalProfile: defineEndpoint({
    method: 'GET', path: '/api/users/me/professional', access: ['professor'],
    summary: 'Informações profissionais do professor: especialidades e formação.',
    response: ProfessionalProfileSchema,
  }),
  updateProfessionalProfile: defineEndpoint({
    method: 'PUT', path: '/api/users/me/professional', access: ['professor'],
    summary: 'Salva especialidades (separadas por vírgula, até 10) e formação do professor.',
    body: ProfessionalProfileUpdateSchema, response: ProfessionalProfileSchema,
  }),
  uploadAvatar: defineEndpoint({
    method: 'POST', path: '/api/users/me/avatar', access: 'authenticated',
    summary: 'Envia a foto do perfil (multipart, campo "file"): PNG, JPEG ou WebP, até 2 MB.',
    upload: { field: 'file', accept: AVATAR_ACCEPT, maxBytes: AVATAR_MAX_BYTES }, response: AvatarResultSchema,
  }),
  removeAvatar: defineEndpoint({
    method: 'DELETE', path: '/api/users/me/avatar', access: 'authenticated',
    summary: 'Remove a foto do perfil.', response: AvatarResultSchema,
  }),
  avatar: defineEndpoint({
    method: 'GET', path: '/api/users/:id/avatar', access: 'authenticated',
    summary: 'Foto de perfil de um usuário (imagem).', params: IdParamsSchema, response: z.any(),
    produces: AVATAR_ACCEPT.split(','),
  }),
  preferences: defineEndpoint({
    method: 'GET', path: '/api/users/me/notification-preferences', access: 'authenticated',
    summary: 'Preferências de notificação (padrões: e-mail, novos cursos e certificados ativados).',
    response: NotificationPreferencesSchema,
  }),
  updatePreferences: defineEndpoint({
    method: 'PUT', path: '/api/users/me/notification-preferences', access: 'authenticated',
    summary: 'Salva as preferências de notificação.', body: NotificationPreferencesSchema, response: NotificationPreferencesSchema,
  }),
  security: defineEndpoint({
    method: 'GET', path: '/api/users/me/security', access: 'authenticated',
    summary: 'Situação da autenticação em dois fatores e da senha.', response: SecurityStatusSchema,
  }),
  totpSetup: defineEndpoint({
    method: 'POST', path: '/api/users/me/2fa/setup', access: 'authenticated',
    summary: 'Inicia a ativação do 2FA: gera um segredo TOTP e o QR code.', response: TotpSetupSchema,
    conflict: 'O 2FA já está ativado.',
  }),
  totpEnable: defineEndpoint({
    method: 'POST', path: '/api/users/me/2fa/enable', access: 'authenticated',
    summary: 'Confirma o 2FA com um código do aplicativo e devolve os códigos de recuperação.',
    body: TotpCodeBodySchema, response: RecoveryCodesSchema, conflict: 'O 2FA já está ativado.',
  }),
  totpDisable: defineEndpoint({
    method: 'POST', path: '/api/users/me/2fa/disable', access: 'authenticated',
    summary: 'Desativa o 2FA mediante a senha atual e um código do aplicativo ou de recuperação; o e-mail da conta recebe um aviso.',
    body: TotpDisableSchema, response: OkSchema, conflict: 'O 2FA não está ativado.',
  }),
  regenerateRecoveryCodes: defineEndpoint({
    method: 'POST', path: '/api/users/me/2fa/recovery-codes', access: 'authenticated',
    summary: 'Gera novos códigos de recuperação (os anteriores deixam de valer).',
    body: TotpCodeBodySchema, response: RecoveryCodesSchema, conflict: 'O 2FA não está ativado.',
  }),
  changePassword: defineEndpoint({
    method: 'POST', path: '/api/users/me/password', access: 'authenticated',
    summary: 'Troca a senha (confere a atual e a política de senhas) e encerra as outras sessões.',
    body: PasswordChangeSchema, response: PasswordChangeResultSchema,
  }),
};
