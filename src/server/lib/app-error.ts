/** The one error type services throw; the error handler maps `code` to an HTTP status. */
export type AppErrorCode =
  | 'bad-request'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'payload-too-large'
  | 'unsupported-media-type'
  | 'too-many-requests'
  | 'maintenance'
  /** A dependency (the database) does not answer: readiness. */
  | 'unavailable';

export const STATUS_BY_CODE: Record<AppErrorCode, number> = {
  'bad-request': 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'payload-too-large': 413,
  'unsupported-media-type': 415,
  'too-many-requests': 429,
  maintenance: 503,
  unavailable: 503,
};

export class AppError extends Error {
  constructor(
    public readonly code: AppErrorCode,
    message: string,
    /** Extra fields of the error body that the contract names (e.g. a locked course's `reason`). */
    public readonly details?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
