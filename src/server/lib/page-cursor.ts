import { AppError } from './app-error.ts';

// The opaque `next`/`after` of the lists read page after page (the roster, the notice board,
// the admin's users): the key of a page's last row, with whatever names its list and order,
// as base64url JSON. Each list checks the shape it wrote; a cursor that is not ours is a 400
// with that list's message.

export function encodePageCursor(cursor: unknown): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** The object a cursor carries (its fields still to check), or the list's 400 when it is not JSON. */
export function decodePageCursor(cursor: string, invalidMessage: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new AppError('bad-request', invalidMessage);
  }
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
}
