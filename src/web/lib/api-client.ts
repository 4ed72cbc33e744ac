import type { QueryFunction } from '@tanstack/react-query';
import type { BodyOf, Endpoint, EndpointRef, ParamsOf, QueryOf, ResponseOf } from '#contracts/endpoint';
import { buildPath, CSRF_HEADER, SESSION_END_MESSAGES, signInAfterSessionEnd, type SessionEndCode } from '#contracts/http';
import { paths } from './paths.ts';

/**
 * The `fetch` every call goes through: the browser's, or while the server renders a page
 * (app/server-render.tsx) one that answers from the API in-process with the visitor's cookie.
 */
let apiFetch: typeof fetch = (input, init) => fetch(input, init);
export function setApiFetch(replacement: typeof fetch): void {
  apiFetch = replacement;
}

/**
 * Opens the page that resolves the account's state (403 with `code`, contracts/auth.ts), or
 * the maintenance page (503 `code: 'maintenance'`, for non-admins while the setting is on), once.
 */
function openBlockPage(body: string): void {
  const code = /"code":"([a-z-]+)"/.exec(body)?.[1] ?? '';
  const target = code === 'maintenance' ? paths.maintenance : paths.account[code];
  if (typeof location !== 'undefined' && target && location.pathname !== target) location.assign(target);
}

/**
 * The session under the open page ended (401 with `code`: signed out elsewhere, idle timeout,
 * suspension): to sign-in, saying why and keeping this page to return to, once. A 401 without
 * a code (a visitor who never signed in) leaves the page as it is.
 */
let leaving = false;
function openSignInAfterSessionEnd(body: string): void {
  const code = /"code":"([a-z-]+)"/.exec(body)?.[1] ?? '';
  if (!(code in SESSION_END_MESSAGES) || typeof location === 'undefined' || leaving) return;
  leaving = true;
  location.assign(signInAfterSessionEnd(code as SessionEndCode, location.pathname + location.search));
}

/** A non-OK response. `message` follows spec section 8; `userMessage` is the server's Portuguese text. */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly body: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get userMessage(): string {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      if (typeof parsed.message === 'string') return parsed.message;
    } catch {
      // not JSON: fall through
    }
    return 'Não foi possível concluir a operação. Tente novamente.';
  }
}

/** Spec section 8: "{status}: {body}", or the status text when the body is empty. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const body = await res.text();
  if (res.status === 403 || res.status === 503) openBlockPage(body);
  if (res.status === 401) openSignInAfterSessionEnd(body);
  throw new ApiError(res.status, `${res.status}: ${body || res.statusText}`, body);
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The spec's generic loader: GET to the query key's segments joined by '/', credentials
 * included, JSON; a 401 throws, or yields null with `on401: 'returnNull'`.
 */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const res = await apiFetch(queryKey.join('/') as string, { credentials: 'include' });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

export interface RequestInput<E extends Endpoint> {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  signal?: AbortSignal;
}

export function endpointUrl<E extends Endpoint>(endpoint: E | EndpointRef<E>, input: Pick<RequestInput<E>, 'params' | 'query'> = {}): string {
  const path = buildPath(endpoint.path, input.params as Record<string, string> | undefined);
  const query = input.query as Record<string, unknown> | undefined;
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => search.append(key, String(v)));
    else search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Calls a contract endpoint: the same object the server registers, so both sides agree on types. */
export async function apiRequest<E extends Endpoint>(endpoint: E | EndpointRef<E>, input: RequestInput<E> = {}): Promise<ResponseOf<E>> {
  const headers: Record<string, string> = {};
  if (endpoint.method !== 'GET') headers[CSRF_HEADER] = '1';
  if (input.body !== undefined) headers['content-type'] = 'application/json';
  const res = await apiFetch(endpointUrl(endpoint, input), {
    method: endpoint.method,
    credentials: 'include',
    headers,
    body: input.body !== undefined ? JSON.stringify(input.body) : undefined,
    signal: input.signal,
  });
  await throwIfResNotOk(res);
  return (await res.json()) as ResponseOf<E>;
}

/** Sends a multipart form (uploads) with the CSRF header. */
export async function apiUpload<T>(url: string, form: FormData, method: 'POST' | 'PUT' = 'POST'): Promise<T> {
  const res = await fetch(url, { method, credentials: 'include', headers: { [CSRF_HEADER]: '1' }, body: form });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

/** Downloads a file response (PDF, Markdown) and saves it under the server's or the given name. */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const res = await fetch(url, { credentials: 'include' });
  await saveResponse(res, fallbackName);
}

/** Calls a contract endpoint that answers a file (a POST with a body, e.g. a password) and saves it. */
export async function downloadFromEndpoint<E extends Endpoint>(endpoint: E, input: RequestInput<E>, fallbackName: string): Promise<void> {
  const res = await apiFetch(endpointUrl(endpoint, input), {
    method: endpoint.method,
    credentials: 'include',
    headers: { [CSRF_HEADER]: '1', 'content-type': 'application/json' },
    body: JSON.stringify(input.body ?? {}),
  });
  await saveResponse(res, fallbackName);
}

/** Saves a file answer under the name its content-disposition gives, or the fallback. */
async function saveResponse(res: Response, fallbackName: string): Promise<void> {
  await throwIfResNotOk(res);
  const disposition = res.headers.get('content-disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  saveBlob(await res.blob(), match ? decodeURIComponent(match[1]) : fallbackName);
}

export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

export function errorMessageOf(error: unknown): string {
  if (error instanceof ApiError) return error.userMessage;
  return 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.';
}
