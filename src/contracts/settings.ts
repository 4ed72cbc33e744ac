import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

/** Defaults of spec section 9; stored as rows and enforced by the server. */
export const PlatformSettingsSchema = z.object({
  platformName: z.string().trim().min(1).max(80),
  supportEmail: z.string().email(),
  maxUploadSize: z.number().int().min(1).max(1024),
  sessionTimeout: z.number().int().min(5).max(24 * 60),
  maintenanceMode: z.boolean(),
});
export const EmailSettingsSchema = z.object({
  smtpHost: z.string().max(200),
  smtpPort: z.number().int().min(1).max(65535),
  smtpUser: z.string().max(200),
  smtpPassword: z.string().max(200),
  emailFrom: z.string().max(200),
});
export const SecuritySettingsSchema = z.object({
  twoFactorAuth: z.boolean(),
  passwordMinLength: z.number().int().min(6).max(64),
  passwordExpiry: z.number().int().min(0).max(3650),
  maxLoginAttempts: z.number().int().min(1).max(100),
  requireEmailVerification: z.boolean(),
});
export const PolicySettingsSchema = z.object({ terms: z.string(), privacy: z.string(), cookies: z.string() });

export const SettingsSchema = z.object({
  platform: PlatformSettingsSchema,
  email: EmailSettingsSchema,
  security: SecuritySettingsSchema,
  policies: PolicySettingsSchema,
});
export type Settings = z.infer<typeof SettingsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  platform: { platformName: 'EduIA', supportEmail: 'suporte@eduia.com.br', maxUploadSize: 100, sessionTimeout: 30, maintenanceMode: false },
  email: { smtpHost: '', smtpPort: 587, smtpUser: '', smtpPassword: '', emailFrom: 'EduIA <nao-responda@eduia.com.br>' },
  security: { twoFactorAuth: true, passwordMinLength: 8, passwordExpiry: 90, maxLoginAttempts: 5, requireEmailVerification: true },
  policies: {
    terms: 'Ao usar a EduIA você concorda em utilizar a plataforma para fins educacionais e respeitar os demais usuários.',
    privacy: 'Tratamos seus dados pessoais conforme a LGPD. Seu CPF é exibido apenas a você e aos administradores.',
    cookies: 'Usamos apenas cookies essenciais para manter sua sessão.',
  },
};

export const PublicSettingsSchema = z.object({
  platformName: z.string(),
  maintenanceMode: z.boolean(),
  supportEmail: z.string(),
  /** Shown where a password is chosen (sign-up, password change). */
  passwordMinLength: z.number().int(),
  /** MB; shown in the teacher's upload dialog (the server enforces it). */
  maxUploadSize: z.number().int(),
});
export type PublicSettings = z.infer<typeof PublicSettingsSchema>;

export const settingsEndpoints = {
  public: defineEndpoint({
    method: 'GET', path: '/api/settings/public', access: 'public',
    summary: 'Configurações visíveis a todos (nome da plataforma, manutenção).',
    response: PublicSettingsSchema,
  }),
};
