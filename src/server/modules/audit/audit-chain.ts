import { createHmac } from 'node:crypto';
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

/**
 * Rows before the chain's checkpoint (`CHECKPOINT_ACTION`, written once at the first append
 * after this rule came in) keep their plain SHA-256; from the checkpoint on every hash is an
 * HMAC-SHA256 with a key kept outside the database (AUDIT_HMAC_KEY), so nobody who can only
 * write to the database can compute the hash of a row they forge
 * (docs/decisions/audit-chain-anchored.md).
 */
export const CHECKPOINT_ACTION = 'audit.chain_keyed';

export const chainHash = (prevHash: string, fields: ChainedFields, key?: Buffer) =>
  key ? createHmac('sha256', key).update(prevHash + canonicalJson(fields)).digest('hex') : sha256(prevHash + canonicalJson(fields));

/**
 * Retention (docs/decisions/personal-data-export-and-erasure.md): rows older than the audit
 * period are deleted, and a keyed entry with this action, appended in the same transaction,
 * records the chain's new start: `primeiraLinha` (the first row kept), `hashAnterior` (the
 * hash of the last row removed, the first kept row's prev_hash) and `assinadaDesde` (the
 * checkpoint's place, which may be among the rows removed). The verification starts from
 * the latest such entry; forging one needs the key.
 */
export const PRUNED_ACTION = 'audit.chain_pruned';

export interface ChainStart {
  primeiraLinha: number;
  hashAnterior: string;
  assinadaDesde: number | null;
}
