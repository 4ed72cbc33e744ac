import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

// Consent where it is the legal basis (LGPD art. 7º, I; art. 8º): marketing e-mails and
// optional cookies. Each decision is recorded with its date and the version of the text the
// person read; revocable at any time from "Meus dados" (art. 8º, § 5º).

export const CONSENT_PURPOSES = ['marketing-emails', 'optional-cookies'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** The text each purpose is consented on. A new wording gets a new version; past decisions keep theirs. */
export const CONSENT_TEXTS: Record<ConsentPurpose, { title: string; text: string; version: string }> = {
  'marketing-emails': {
    title: 'E-mails de ofertas e promoções',
    text: 'Aceito receber por e-mail ofertas, descontos e promoções de planos da plataforma. Posso revogar a qualquer momento em "Meus dados".',
    version: '2026-11-27',
  },
  'optional-cookies': {
    title: 'Cookies opcionais',
    text: 'Aceito cookies opcionais (medição de uso e personalização). Hoje a plataforma não usa nenhum: só os necessários para entrar e manter a sessão, que não dependem de consentimento. Se passar a usar, só com esta permissão.',
    version: '2026-11-27',
  },
};

/** The cookie that keeps a visitor's answer to the cookie banner (one year). */
export const COOKIE_CHOICE_COOKIE = 'eduia_cookies';
export const COOKIE_CHOICE_VALUES = { accepted: 'aceitos', refused: 'recusados' } as const;
/** Where the banner's form posts (works without JavaScript: a form POST, a cookie and a redirect back). */
export const COOKIE_CHOICE_PATH = '/api/consents/cookies';

export const ConsentSchema = z.object({
  purpose: z.enum(CONSENT_PURPOSES),
  /** In force now: consented and not revoked. */
  granted: z.boolean(),
  /** The text version of the decision in force; null when the person never decided. */
  textVersion: z.string().nullable(),
  decidedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type Consent = z.infer<typeof ConsentSchema>;

export const ConsentPurposeParamsSchema = z.object({ purpose: z.enum(CONSENT_PURPOSES) });
export const ConsentDecisionSchema = z.object({ granted: z.boolean() });
export const CookieChoiceFormSchema = z.object({
  escolha: z.enum(['aceitar', 'recusar']),
  /** The page to return to (a path of this site). */
  voltar: z.string().max(2000).optional(),
});

export const consentEndpoints = {
  mine: defineEndpoint({
    method: 'GET', path: '/api/consents/me', access: 'authenticated',
    summary: 'Suas permissões: cada consentimento (e-mails de ofertas, cookies opcionais) com a data e a versão do texto.',
    response: z.array(ConsentSchema),
  }),
  decide: defineEndpoint({
    method: 'PUT', path: '/api/consents/me/:purpose', access: 'authenticated',
    summary: 'Concede ou revoga um consentimento (registrado com a data e a versão do texto).',
    params: ConsentPurposeParamsSchema, body: ConsentDecisionSchema, response: ConsentSchema,
  }),
  cookieChoice: defineEndpoint({
    method: 'POST', path: COOKIE_CHOICE_PATH, access: 'public', status: 303,
    summary: 'A resposta ao aviso de cookies (formulário, funciona sem JavaScript): grava a escolha num cookie, registra o consentimento de quem está conectado e volta à página.',
    body: CookieChoiceFormSchema, response: z.any(), produces: 'text/html',
  }),
};
