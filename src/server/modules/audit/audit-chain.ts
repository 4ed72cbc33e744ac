import { sha256 } from '#server/lib/ids';

// The chain's one rule (issue 13 item 7): hash = sha256(prev_hash + canonical JSON of the
// row's fields), the canonical JSON being the fields below with their keys sorted and
// missing values as null. Migration 0011 repeats it (frozen); keep them equal.

export const GENESIS_HASH = '0'.repeat(64);

export interface ChainedFields {
  seq: number;
  id: string;
  createdAt: string;
  actorId: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  /** JSON text as stored */
  details: string | null;
  ip: string | null;
}

export function canonicalJson(fields: ChainedFields): string {
  const record = fields as unknown as Record<string, unknown>;
  const keys: Array<keyof ChainedFields> = ['seq', 'id', 'createdAt', 'actorId', 'action', 'targetType', 'targetId', 'details', 'ip'];
  return JSON.stringify(Object.fromEntries(keys.sort().map((key) => [key, record[key] ?? null])));
}

export const chainHash = (prevHash: string, fields: ChainedFields) => sha256(prevHash + canonicalJson(fields));
