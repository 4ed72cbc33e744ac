import { AppError } from './app-error.ts';

// The opaque `next`/`after` of the lists read page after page (the roster, the notice board,
// the admin's users): the key of a page's last row, with whatever names its list and order,
// as base64url JSON. Each list reads back only the shape it wrote; a cursor that is not ours is
// a 400 with that list's message.

export function encodePageCursor(cursor: unknown): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/**
 * What a cursor carries, as the list's `read` makes it of the decoded fields (`null`: not a
 * cursor of this list, order or search); the list's 400 when it is not ours.
 */
export function decodePageCursor<T>(cursor: string, invalidMessage: string, read: (fields: Record<string, unknown>) => T | null): T {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  const fields = parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  const value = fields && read(fields);
  if (value === null || value === undefined) throw new AppError('bad-request', invalidMessage);
  return value;
}

/**
 * The `limit` rows at `offset` of a list of `total`, read from the nearer end: past the middle the
 * same rows are read in the reverse order (`reversed`) and turned back, so an offset page near the
 * end reads the rows after it, not every row before it (the roster, the teacher's quizzes).
 */
export async function readFromNearerEnd<T>(total: number, offset: number, limit: number, read: (offset: number, limit: number, reversed: boolean) => Promise<T[]>): Promise<T[]> {
  if (offset >= total) return [];
  const fromEnd = total - offset - limit;
  if (offset <= fromEnd) return read(offset, limit, false);
  return (await read(Math.max(0, fromEnd), limit + Math.min(0, fromEnd), true)).reverse();
}
