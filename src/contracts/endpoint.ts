import { z } from 'zod';
import ptBR from 'zod/v4/locales/pt-BR.js';
import { ROLES, type Access, type HttpMethod } from './http.ts';

export * from './http.ts';

// Validation messages in Brazilian Portuguese on both server and browser.
z.config(ptBR());
z.config({ customError: (issue) => (issue.input === undefined ? 'Campo obrigatório.' : undefined) });


/** The three roles of the platform, as stored and as used in URLs. */
export const RoleSchema = z.enum(ROLES);

export interface Endpoint<
  TParams extends z.ZodType = z.ZodType,
  TQuery extends z.ZodType = z.ZodType,
  TBody extends z.ZodType = z.ZodType,
  TResponse extends z.ZodType = z.ZodType,
  TAccess extends Access = Access,
  TMethod extends HttpMethod = HttpMethod,
  TPath extends string = string,
> {
  method: TMethod;
  path: TPath;
  summary: string;
  access: TAccess;
  params?: TParams;
  query?: TQuery;
  body?: TBody;
  response: TResponse;
  /** Status code of a successful call (200 unless stated). */
  status?: number;
  /**
   * Media type(s) of a successful answer that is not JSON (a PDF, an event stream, an
   * image…): the handler sends the bytes itself and `response` does not describe them.
   */
  produces?: string | readonly string[];
  /** When the call answers 409 Conflict (the resource's state forbids it), for the API description. */
  conflict?: string;
  /** A `multipart/form-data` upload, read by the handler rather than validated as `body`. */
  upload?: EndpointUpload;
}

export interface EndpointUpload {
  /** Name of the form field carrying the file. */
  field: string;
  /** Accepted media types, comma-separated (as in an `accept` attribute). */
  accept: string;
  maxBytes: number;
}

export function defineEndpoint<
  TParams extends z.ZodType = z.ZodUndefined,
  TQuery extends z.ZodType = z.ZodUndefined,
  TBody extends z.ZodType = z.ZodUndefined,
  TResponse extends z.ZodType = z.ZodType,
  const TAccess extends Access = Access,
  const TMethod extends HttpMethod = HttpMethod,
  const TPath extends string = string,
>(endpoint: Endpoint<TParams, TQuery, TBody, TResponse, TAccess, TMethod, TPath>) {
  return endpoint;
}

export type ParamsOf<E> = E extends Endpoint<infer P, any, any, any, any, any, any> ? z.input<P> : never;
export type QueryOf<E> = E extends Endpoint<any, infer Q, any, any, any, any, any> ? z.input<Q> : never;
export type BodyOf<E> = E extends Endpoint<any, any, infer B, any, any, any, any> ? z.input<B> : never;
export type ResponseOf<E> = E extends Endpoint<any, any, any, infer R, any, any, any> ? z.output<R> : never;


export const MessageSchema = z.object({ message: z.string() });

export const OkSchema = z.object({ ok: z.literal(true) });

export const IdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/**
 * A zod-free stand-in for an endpoint in the browser: method and path only, checked
 * against the contract's literal types, so a page can call an endpoint without
 * bundling its schemas (used by the landing page to stay within its budget).
 */
export interface EndpointRef<E extends Endpoint> {
  method: E['method'];
  path: E['path'];
  /** phantom: carries the endpoint's types */
  readonly __endpoint?: E;
}
