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
