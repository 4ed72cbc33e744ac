import { z } from 'zod';
import { defineEndpoint, OkSchema, RoleSchema } from './endpoint.ts';

export const SessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: RoleSchema,
  avatarUrl: z.string().nullable(),
  mustChangePassword: z.boolean(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const LoginBodySchema = z.object({
  email: z.string().trim().toLowerCase().email('Informe um e-mail válido.'),
  password: z.string().min(1, 'Informe a senha.').max(200),
  totpCode: z.string().trim().max(20).optional(),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const LoginResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('signed-in'), user: SessionUserSchema }),
  z.object({ status: z.literal('totp-required') }),
]);

export const DemoAccountSchema = z.object({
  role: RoleSchema,
  title: z.string(),
  description: z.string(),
  email: z.string(),
  password: z.string(),
});
export type DemoAccount = z.infer<typeof DemoAccountSchema>;

/**
 * Account states the server resolves before anything else (issue 10 item 9): every API
 * call but the ones that resolve it answers 403 with this body, and the web app opens
 * the matching page.
 */
export const AccountBlockCodeSchema = z.enum(['password-change-required', 'email-verification-required', 'account-pending', 'two-factor-required']);
export type AccountBlockCode = z.infer<typeof AccountBlockCodeSchema>;

export const EmailVerificationConfirmSchema = z.object({ token: z.string().trim().min(1, 'Link de confirmação inválido.').max(200) });

/** The page behind an administrator's password-reset link (/conta/redefinir-senha?token=…). */
export const PasswordResetSchema = z
  .object({
    token: z.string().trim().min(1, 'Link de redefinição inválido.').max(200, 'Link de redefinição inválido.'),
    newPassword: z.string().min(1, 'Informe a nova senha.').max(128, 'A nova senha pode ter no máximo 128 caracteres.'),
    confirmPassword: z.string().min(1, 'Confirme a nova senha.').max(128),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'A confirmação não confere com a nova senha.' });
export type PasswordResetInput = z.infer<typeof PasswordResetSchema>;
/**
 * `signedIn`: the link confirmed a new student account's first address, so it also opened
 * the session (sign-up at checkout opens none until then, issue 10 item 7).
 */
export const EmailVerificationResultSchema = z.object({ ok: z.literal(true), signedIn: z.boolean() });

export { isSameSitePath } from './http.ts';

export const authEndpoints = {
  login: defineEndpoint({
    method: 'POST', path: '/api/auth/login', access: 'public',
    summary: 'Entra com e-mail e senha e abre uma sessão (cookie HttpOnly).',
    body: LoginBodySchema, response: LoginResultSchema,
  }),
  demoLogin: defineEndpoint({
    method: 'POST', path: '/api/auth/demo/:role', access: 'public',
    summary: 'Entra como a conta de demonstração do perfil escolhido.',
    params: z.object({ role: RoleSchema }), response: LoginResultSchema,
  }),
  demoAccounts: defineEndpoint({
    method: 'GET', path: '/api/auth/demo-accounts', access: 'public',
    summary: 'Lista as contas de demonstração exibidas na página inicial.',
    response: z.array(DemoAccountSchema),
  }),
  logout: defineEndpoint({
    method: 'POST', path: '/api/auth/logout', access: 'public',
    summary: 'Encerra a sessão atual.', response: OkSchema,
  }),
  confirmEmail: defineEndpoint({
    method: 'POST', path: '/api/auth/email-verification/confirm', access: 'public',
    summary: 'Confirma o e-mail da conta com o link de uso único enviado por e-mail (o primeiro e-mail de uma conta de aluno nova também abre a sessão).',
    body: EmailVerificationConfirmSchema, response: EmailVerificationResultSchema,
  }),
  resendEmailVerification: defineEndpoint({
    method: 'POST', path: '/api/auth/email-verification', access: 'authenticated',
    summary: 'Envia um novo link de confirmação para o e-mail da conta.',
    response: OkSchema,
  }),
  resetPassword: defineEndpoint({
    method: 'POST', path: '/api/auth/password-reset', access: 'public',
    summary: 'Cria uma nova senha com o link de uso único enviado pela administração (expira em 24 h); as sessões da conta terminam.',
    body: PasswordResetSchema, response: OkSchema,
  }),
  me: defineEndpoint({
    method: 'GET', path: '/api/auth/me', access: 'authenticated',
    summary: 'Usuário da sessão atual.', response: SessionUserSchema,
  }),
};
