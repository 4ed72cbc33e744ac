// The zod-free part of the contracts: what the browser needs at run time to call an
// endpoint (method, path, headers). Kept apart so the landing bundle carries no zod.

export const ROLES = ['aluno', 'professor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/**
 * Who may call an endpoint. Every endpoint states it, so the server guard and the
 * access tests are generated from the contract rather than remembered per route.
 */
export type Access = 'public' | 'authenticated' | readonly Role[];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Name of the header every state-changing request must carry (CSRF defence). */
export const CSRF_HEADER = 'x-eduia-csrf';

/** The element where a page rendered on the server leaves the data it was drawn from (JSON), for the browser to take over. */
export const SERVER_STATE_ELEMENT_ID = 'eduia-state';

/**
 * A wouter pattern (`/aluno/curso/:id`, `/certificados/verificar/:code?`) as an exact matcher of
 * a path: the server's route hints and the page titles read the web app's patterns with it.
 */
export function patternMatcher(pattern: string): RegExp {
  // Every page request matches its path against the route table: compiled once per pattern
  // (the app's own patterns, a fixed set), not once per route per request.
  let matcher = matchers.get(pattern);
  if (!matcher) matchers.set(pattern, (matcher = compilePattern(pattern)));
  return matcher;
}
const matchers = new Map<string, RegExp>();

function compilePattern(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      // Each parameter is a capture group, in the pattern's order (callsFor reads them).
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/([^/]+))?' : '/([^/]+)';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${body || '/'}/?$`);
}

/** Fills `:name` segments of an endpoint path. */
export function buildPath(path: string, params?: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Builds an EndpointRef (see endpoint.ts); `import type` the endpoint to keep zod out. */
export function endpointRef<E extends { method: HttpMethod; path: string }>(method: E['method'], path: E['path']): { method: E['method']; path: E['path']; readonly __endpoint?: E } {
  return { method, path };
}

/** Only a path of this site (`/…`, never `//host` or `/\host`) may be a `next` after a link. */
export function isSameSitePath(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^\/(?![/\\])[^\s]*$/.test(value) && value.length <= 300;
}

/**
 * Why a request that carried a session cookie is answered 401 (the body's `code`): the page
 * open under that session sends its visitor to sign in with the sentence that says why.
 */
export const SESSION_END_MESSAGES = {
  'session-ended': 'Sua sessão terminou. Entre novamente para continuar.',
  'account-suspended': 'Sua conta foi suspensa. Entre em contato com o suporte.',
} as const;
export type SessionEndCode = keyof typeof SESSION_END_MESSAGES;

/** The page that resolves each account state (403 with this `code` until then); the server sends an area page's visitor there directly. */
export const ACCOUNT_BLOCK_PAGES: Record<'password-change-required' | 'email-verification-required' | 'account-pending' | 'two-factor-required', string> = {
  'password-change-required': '/conta/alterar-senha',
  'email-verification-required': '/conta/confirmar-email',
  'account-pending': '/conta/em-analise',
  'two-factor-required': '/conta/ativar-2fa',
};

/** What non-admins see while the platform is in maintenance (settings, maintenanceMode). */
export const MAINTENANCE_PAGE = '/manutencao';

/** Query of the sign-in page (`/`) after a session ended under a page: why (`sessao`) and where to return (`next`, same-site only). */
export const SESSION_END_PARAM = 'sessao';

/** The sign-in page for a visitor whose session ended on `returnTo` (a path of this site, else none). */
export function signInAfterSessionEnd(code: SessionEndCode, returnTo: string | null): string {
  const search = new URLSearchParams({ [SESSION_END_PARAM]: code });
  if (isSameSitePath(returnTo) && returnTo !== '/') search.set('next', returnTo);
  return `/?${search.toString()}`;
}
