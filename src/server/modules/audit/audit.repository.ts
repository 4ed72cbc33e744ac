import { sql, type Insertable } from 'kysely';
import { isPostgresDb, type Db } from '#server/db/database';
import type { AuditLogTable } from '#server/db/schema';
import { PRUNED_ACTION, type ChainStart } from './audit-chain.ts';

// The only queries on audit_log. Rows are inserted, never updated; the oldest are deleted only
// by the retention period, with a keyed entry recording the chain's new start (audit-chain.ts).

/** Any constant: the key of the advisory lock that serialises appends on PostgreSQL. */
const CHAIN_LOCK_KEY = 7_201_311;

/**
 * Holds the chain until the caller's transaction ends (PostgreSQL). SQLite needs nothing:
 * its one writer at a time already serialises the transactions that append.
 */
export async function lockChain(db: Db) {
  if (isPostgresDb(db)) await sql`select pg_advisory_xact_lock(${CHAIN_LOCK_KEY})`.execute(db);
}

export async function findHead(db: Db) {
  return db.selectFrom('auditLog').select(['seq', 'hash']).orderBy('seq', 'desc').limit(1).executeTakeFirst();
}

export async function insertEntry(db: Db, row: Insertable<AuditLogTable>) {
  await db.insertInto('auditLog').values(row).execute();
}

export interface AuditFilter {
  action?: string;
  /** lower-cased part of the actor's name or e-mail */
  actor?: string;
  fromIso?: string;
  toIso?: string;
}

function filtered(db: Db, filter: AuditFilter) {
  let query = db.selectFrom('auditLog').leftJoin('users', 'users.id', 'auditLog.actorId');
  if (filter.action) query = query.where('auditLog.action', '=', filter.action);
  if (filter.actor) {
    const pattern = `%${filter.actor.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(${sql.ref('users.name')})`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(${sql.ref('users.email')})`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  if (filter.fromIso) query = query.where('auditLog.createdAt', '>=', filter.fromIso);
  if (filter.toIso) query = query.where('auditLog.createdAt', '<', filter.toIso);
  return query;
}

export async function listEntries(db: Db, filter: AuditFilter, limit: number, offset: number) {
  return filtered(db, filter)
    .select([
      'auditLog.id', 'auditLog.seq', 'auditLog.createdAt', 'auditLog.action', 'auditLog.actorId', 'auditLog.targetType',
      'auditLog.targetId', 'auditLog.details', 'auditLog.ip', 'users.name as actorName', 'users.email as actorEmail',
    ])
    .orderBy('auditLog.seq', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countEntries(db: Db, filter: AuditFilter) {
  if (Object.values(filter).every((value) => value === undefined)) {
    // The chain's places are consecutive (each append takes the head's seq + 1, under the
    // chain's lock; retention removes from the oldest end only), so the whole log's size is the
    // span of its places: two index reads instead of counting every entry.
    // One scalar subquery per end: each is then a single read at one end of the index.
    const { rows } = await sql<{ first: number | string | null; last: number | string | null }>`select
        (select min(seq) from audit_log) as first, (select max(seq) from audit_log) as last`.execute(db);
    const span = rows[0]!;
    return span.first === null || span.last === null ? 0 : Number(span.last) - Number(span.first) + 1;
  }
  const row = await filtered(db, filter).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The actions present in the log, in order: each found as the smallest after the previous one
 * (audit_log_action_seq_idx), a few index reads per action instead of reading every entry.
 */
export async function listActions(db: Db) {
  const { rows } = await sql<{ action: string | null }>`with recursive found(action) as (
      select min(action) from audit_log
      union all
      select (select min(action) from audit_log where action > found.action) from found where found.action is not null
    ) select action from found where action is not null`.execute(db);
  return rows.map((r) => r.action!);
}

/** A slice of the chain in order, for the verification (keyset: after `afterSeq`). */
export async function chainSlice(db: Db, afterSeq: number, limit: number) {
  return db
    .selectFrom('auditLog')
    .select(['id', 'seq', 'createdAt', 'actorId', 'action', 'targetType', 'targetId', 'details', 'ip', 'prevHash', 'hash'])
    .where('seq', '>', afterSeq)
    .orderBy('seq')
    .limit(limit)
    .execute();
}

/** The hash of the row at `seq` (undefined: no such row). */
export async function findHashAt(db: Db, seq: number) {
  return (await db.selectFrom('auditLog').select('hash').where('seq', '=', seq).executeTakeFirst())?.hash;
}

/**
 * The place of the chain's checkpoint (the first keyed row), null before it exists. Once
 * retention removed it, the latest start entry (PRUNED_ACTION) still names it.
 */
export async function findCheckpointSeq(db: Db, action: string) {
  const row = await db.selectFrom('auditLog').select('seq').where('action', '=', action).orderBy('seq').limit(1).executeTakeFirst();
  if (row) return Number(row.seq);
  return (await findChainStart(db))?.assinadaDesde ?? null;
}

/** The chain's start recorded by the latest retention (null: the chain starts at row 1). */
export async function findChainStart(db: Db): Promise<ChainStart | null> {
  const row = await db.selectFrom('auditLog').select('details').where('action', '=', PRUNED_ACTION).orderBy('seq', 'desc').limit(1).executeTakeFirst();
  if (!row?.details) return null;
  try {
    const start = JSON.parse(row.details) as ChainStart;
    return Number.isInteger(start.primeiraLinha) && typeof start.hashAnterior === 'string' ? start : null;
  } catch {
    return null;
  }
}

/** The last row created before `beforeIso` (the last one retention would remove), if any. */
export async function findLastBefore(db: Db, beforeIso: string) {
  return db.selectFrom('auditLog').select(['seq', 'hash']).where('createdAt', '<', beforeIso).orderBy('seq', 'desc').limit(1).executeTakeFirst();
}

/** Retention: deletes the rows up to `seq` (in the transaction that records the new start). */
/** Removes up to `limit` of the oldest entries numbered `seq` or lower; returns how many. */
export async function deleteOldestThrough(db: Db, seq: number, limit: number): Promise<number> {
  const oldest = db.selectFrom('auditLog').select('seq').where('seq', '<=', seq).orderBy('seq').limit(limit);
  const result = await db.deleteFrom('auditLog').where('seq', 'in', oldest).executeTakeFirst();
  return Number(result.numDeletedRows);
}
