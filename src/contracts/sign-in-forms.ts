import type { Role } from './http.ts';

// No zod here: the landing page (100 KB budget) reads these.

/**
 * The sign-in forms a page posts to before (or without) its script: the server answers with a
 * redirect (303), to the account's area, or back to the landing with `?erro=<code>` (the form;
 * `&minutos=` for a throttled account) or `?erro-perfil=<code>` (a demo card), or to the code
 * step (`?etapa=codigo&email=`) when the account has two-factor authentication. Page paths
 * (outside /api): they answer a browser's navigation, not a script.
 * docs/decisions/sign-in-forms-without-script.md.
 */
export const signInForms = {
  login: '/entrar',
  demo: '/entrar/demo/:role',
  demoOf: (role: Role) => `/entrar/demo/${role}`,
} as const;

/** What the landing says for each error code of a sign-in form: the JSON API's own sentences. */
export const SIGN_IN_FORM_ERRORS = {
  credenciais: 'E-mail ou senha incorretos.',
  codigo: 'Código de verificação inválido.',
  suspensa: 'Sua conta está suspensa. Entre em contato com o suporte.',
  manutencao: 'A plataforma está em manutenção. Apenas administradores podem entrar agora; tente novamente em instantes.',
  bloqueada: 'Muitas tentativas sem sucesso nesta conta. Tente novamente em alguns minutos.',
  limite: 'Muitas tentativas de login deste endereço. Aguarde um minuto e tente novamente.',
  dados: 'Informe um e-mail válido e a senha.',
  'demo-2fa': 'Esta conta de demonstração exige o código de verificação: use o formulário abaixo.',
  'demo-indisponivel': 'Conta de demonstração não encontrada.',
  falha: 'Não foi possível entrar agora. Tente novamente.',
} as const;
export type SignInFormError = keyof typeof SIGN_IN_FORM_ERRORS;

/** The sentence for `?erro=code&minutos=n`, or null for a code no form sends. */
export function signInFormMessage(code: string | null | undefined, minutes?: string | null): string | null {
  if (!code || !Object.hasOwn(SIGN_IN_FORM_ERRORS, code)) return null;
  const n = Number(minutes);
  if (code === 'bloqueada' && Number.isInteger(n) && n >= 1 && n <= 24 * 60) {
    return `Muitas tentativas sem sucesso nesta conta. Tente novamente em ${n === 1 ? '1 minuto' : `${n} minutos`}.`;
  }
  return SIGN_IN_FORM_ERRORS[code as SignInFormError];
}
