import { AUDIT_PAGE_SIZE, auditActionLabel, type AuditEntryView, type AuditPage, type AuditQuery } from '#contracts/audit';
import { auditSummary } from '#contracts/audit-summary';
import type { AppContext } from '#server/context';
import type { Db } from '#server/db/database';
import { deleteInBatches } from '#server/lib/batches';
import { DAY_MS, saoPauloDayStart } from '#server/lib/clock';
import { newId } from '#server/lib/ids';
import type { AuditHead } from './audit-anchor.ts';
import { chainHash, CHECKPOINT_ACTION, GENESIS_HASH, PRUNED_ACTION } from './audit-chain.ts';
import * as repo from './audit.repository.ts';
import { auditEntriesOf } from './personal-data.ts';

// The audit module's door (issue 13 item 7). Every admin action and security event is
// written with `recordAudit` IN THE SAME TRANSACTION as the change it records.

export interface AuditEntry {
  actorId: string | null;            // the acting user's id (null: anonymous security event)
  action: string;                    // dotted, e.g. 'user.suspend', 'course.approve', 'coupon.create', 'settings.update', 'auth.sign_in_failed'
  targetType: string | null;         // 'user' | 'course' | 'plan' | 'coupon' | 'settings' | 'announcement' | …
  targetId: string | null;
  details?: Record<string, unknown>; // old/new values etc. NEVER a password, token or secret
  ip?: string | null;
}

/** Who did an admin write, and from which address (`req.ip`, behind TRUST_PROXY only from a trusted proxy). */
export interface AuditActor {
  id: string;
  ip: string | null;
}

/** Keys never written to the log, whatever a caller passes by mistake. */
const SECRET_KEY = /(password|senha|token|secret|hash)$|^(totp|recovery)|^cpf$/i;

function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_KEY.test(k) ? '[omitido]' : redact(v)]));
  }
  return value;
}

/**
 * Appends one row chained to the previous one (HMAC-SHA256 with the anchor's key). `db` is the
 * caller's transaction. On PostgreSQL the chain is locked until that transaction ends
 * (concurrent appends wait, so the chain cannot fork; the unique `seq` is the last guard):
 * call it as the last write of the transaction. Given a plain connection, it opens its own
 * transaction. The first append on a chain without a checkpoint writes the checkpoint first.
 * After the commit, the anchor writes the new head outside the database.
 */
export async function recordAudit(ctx: Pick<AppContext, 'clock' | 'audit'>, db: Db, entry: AuditEntry): Promise<void> {
  if (!db.isTransaction) {
    await db.transaction().execute((trx) => recordAudit(ctx, trx, entry));
    return;
  }
  await repo.lockChain(db);
  let head = await repo.findHead(db);
  const keyedFrom = ctx.audit.keyedFrom ?? (await repo.findCheckpointSeq(db, CHECKPOINT_ACTION));
  // Only cached once read from the database (a checkpoint written here could still roll back).
  if (keyedFrom !== null) ctx.audit.keyedFrom = keyedFrom;
  else {
    head = await appendRow(ctx, db, head, {
      actorId: null, action: CHECKPOINT_ACTION, targetType: null, targetId: null,
      details: { linhasAnteriores: Number(head?.seq ?? 0), algoritmo: 'HMAC-SHA256', hashAnterior: head?.hash ?? GENESIS_HASH },
    });
  }
  const appended = await appendRow(ctx, db, head, entry);
  ctx.audit.appended(appended.seq);
}

async function appendRow(ctx: Pick<AppContext, 'clock' | 'audit'>, db: Db, head: { seq: number | string; hash: string } | undefined, entry: AuditEntry) {
  const fields = {
    seq: Number(head?.seq ?? 0) + 1,
    id: newId(),
    createdAt: ctx.clock.now().toISOString(),
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: entry.details === undefined ? null : JSON.stringify(redact(entry.details)),
    ip: entry.ip ?? null,
  };
  const prevHash = head?.hash ?? GENESIS_HASH;
  const hash = chainHash(prevHash, fields, ctx.audit.key);
  await repo.insertEntry(db, { ...fields, prevHash, hash });
  return { seq: fields.seq, hash };
}

// ---------------------------------------------------------------- reading

type EntryRow = Awaited<ReturnType<typeof repo.listEntries>>[number];

function toView(row: EntryRow): AuditEntryView {
  let details: Record<string, unknown> | null = null;
  if (row.details) {
    try {
      details = JSON.parse(row.details) as Record<string, unknown>;
    } catch {
      details = { texto: row.details };
    }
  }
  return {
    id: row.id,
    seq: Number(row.seq),
    createdAt: row.createdAt,
    action: row.action,
    actionLabel: auditActionLabel(row.action),
    summary: auditSummary(row.action, details, auditActionLabel(row.action)),
    actor: row.actorId && row.actorName !== null ? { id: row.actorId, name: row.actorName, email: row.actorEmail ?? '' } : null,
    targetType: row.targetType,
    targetId: row.targetId,
    details,
    ip: row.ip,
  };
}

export async function listAudit(ctx: Pick<AppContext, 'db'>, query: AuditQuery & { page: number }): Promise<AuditPage> {
  const filter: repo.AuditFilter = {
    action: query.action || undefined,
    actor: query.actor ? query.actor.toLowerCase() : undefined,
    fromIso: query.from ? saoPauloDayStart(query.from) : undefined,
    toIso: query.to ? new Date(Date.parse(saoPauloDayStart(query.to)) + DAY_MS).toISOString() : undefined,
  };
  const offset = (query.page - 1) * AUDIT_PAGE_SIZE;
  const [rows, total, actions] = await Promise.all([
    repo.listEntries(ctx.db, filter, AUDIT_PAGE_SIZE, offset),
    repo.countEntries(ctx.db, filter),
    repo.listActions(ctx.db),
  ]);
  return {
    entries: rows.map(toView),
    page: query.page,
    pageSize: AUDIT_PAGE_SIZE,
    total,
    actions: actions.map((value) => ({ value, label: auditActionLabel(value) })),
  };
}

/** The latest entries (the admin dashboard). */
export async function latestAudit(ctx: Pick<AppContext, 'db'>, limit: number): Promise<AuditEntryView[]> {
  return (await repo.listEntries(ctx.db, {}, limit, 0)).map(toView);
}

// ---------------------------------------------------------------- verification (npm run audit:verify)

export type ChainVerdict =
  | { ok: true; rows: number; keyedFrom: number | null }
  | { ok: false; rows: number; seq: number; id: string | null; reason: string; keyedFrom: number | null };

export interface VerifyOptions {
  /** The chain's HMAC key; without it, keyed rows cannot be checked (refused). */
  key: Buffer | null;
  /** Heads kept outside the database (the head file of each instance, or log lines), by name. */
  heads?: Array<{ name: string; head: AuditHead }>;
  batch?: number;
}

/**
 * Walks the chain in order and recomputes every hash (SHA-256 before the checkpoint, HMAC
 * from it on). The first row whose fields no longer give its hash, whose `prev_hash` is not
 * the previous row's hash, or that is missing (a gap in `seq`) is named. Each head given
 * must still be in the chain with its hash: rows removed at the end (or the whole chain
 * rewritten) show against it.
 */
export async function verifyAuditChain(db: Db, options: VerifyOptions): Promise<ChainVerdict & { headHash: string }> {
  const batch = options.batch ?? 1000;
  const heads = options.heads ?? [];
  // After a retention, the chain starts where its latest start entry says (that entry is keyed: checked below).
  const start = await repo.findChainStart(db);
  let prevHash = start?.hashAnterior ?? GENESIS_HASH;
  let expectedSeq = start?.primeiraLinha ?? 1;
  let rows = 0;
  let keyedFrom: number | null = start && start.assinadaDesde !== null && start.assinadaDesde < start.primeiraLinha ? start.assinadaDesde : null;
  for (;;) {
    const slice = await repo.chainSlice(db, expectedSeq - 1, batch);
    for (const row of slice) {
      const seq = Number(row.seq);
      const fail = (reason: string, id: string | null = row.id) => ({ ok: false as const, rows, seq, id, reason, headHash: prevHash, keyedFrom });
      if (seq !== expectedSeq) return { ...fail(`a linha ${expectedSeq} está faltando (a seguinte é a ${seq})`, null), seq: expectedSeq };
      if (row.prevHash !== prevHash) return fail('prev_hash não é o hash da linha anterior');
      if (keyedFrom === null && row.action === CHECKPOINT_ACTION) keyedFrom = seq;
      if (keyedFrom !== null && !options.key) return fail('a linha é assinada com a chave do registro (AUDIT_HMAC_KEY), que não foi encontrada');
      const fields = { seq, id: row.id, createdAt: row.createdAt, actorId: row.actorId, action: row.action, targetType: row.targetType, targetId: row.targetId, details: row.details, ip: row.ip };
      if (chainHash(prevHash, fields, keyedFrom === null ? undefined : options.key!) !== row.hash) {
        return fail(keyedFrom === null ? 'o conteúdo da linha não corresponde ao seu hash (linha alterada)' : 'o conteúdo da linha não corresponde ao seu hash com a chave (linha alterada ou escrita sem a chave)');
      }
      for (const { name, head } of heads) {
        if (head.seq === seq && head.hash !== row.hash) return fail(`o hash não é o registrado na cabeça ${name} (cadeia reescrita)`);
      }
      prevHash = row.hash;
      expectedSeq += 1;
      rows += 1;
    }
    if (slice.length < batch) break;
  }
  for (const { name, head } of heads) {
    const fail = (reason: string) => ({ ok: false as const, rows, seq: head.seq, id: null, reason, headHash: prevHash, keyedFrom });
    if (head.seq > expectedSeq - 1) return fail(`a cabeça ${name} registra a linha ${head.seq}, mas a cadeia termina na linha ${expectedSeq - 1} (linhas removidas do fim)`);
    if (head.keyedFrom !== null && head.keyedFrom !== keyedFrom) {
      return fail(`a cabeça ${name} registra a assinatura com chave desde a linha ${head.keyedFrom}, mas a cadeia ${keyedFrom === null ? 'não tem ponto de assinatura' : `a tem desde a linha ${keyedFrom}`}`);
    }
  }
  return { ok: true, rows, headHash: prevHash, keyedFrom };
}

/**
 * Retention: appends the keyed entry that records the chain's new start (the first entry
 * created from `beforeIso` on), then removes the entries before it, so that
 * `npm run audit:verify` still holds (audit-chain.ts PRUNED_ACTION). Returns the rows removed.
 */
export async function pruneAuditLog(ctx: Pick<AppContext, 'clock' | 'audit' | 'db'>, beforeIso: string, retentionDays: number): Promise<number> {
  // Rows left before the chain's start by an earlier run that stopped half-way go first, so the
  // new start is always after the current one.
  const current = await repo.findChainStart(ctx.db);
  let removed = current ? await deleteOldestInBatches(ctx.db, current.primeiraLinha - 1) : 0;
  const cut = await ctx.db.transaction().execute(async (trx) => {
    await repo.lockChain(trx);
    const last = await repo.findLastBefore(trx, beforeIso);
    if (!last) return null;
    const keyedFrom = ctx.audit.keyedFrom ?? (await repo.findCheckpointSeq(trx, CHECKPOINT_ACTION));
    await recordAudit(ctx, trx, {
      actorId: null, action: PRUNED_ACTION, targetType: null, targetId: null,
      details: { primeiraLinha: Number(last.seq) + 1, hashAnterior: last.hash, assinadaDesde: keyedFrom, anterioresA: beforeIso, prazoDias: retentionDays },
    });
    return Number(last.seq);
  });
  // Once the start entry is written, the rows before it are outside the chain the verifier walks:
  // they are removed in short transactions, without the chain lock, so that a first retention
  // over years of entries never holds every audited write behind one long delete.
  if (cut !== null) removed += await deleteOldestInBatches(ctx.db, cut);
  return removed;
}

const PRUNE_BATCH = 5000;

const deleteOldestInBatches = (db: Db, throughSeq: number) => deleteInBatches(PRUNE_BATCH, (limit) => repo.deleteOldestThrough(db, throughSeq, limit));

/** Audit entries about or by one person (LGPD export); details of entries about others left out. */
export async function exportAuditEntries(ctx: Pick<AppContext, 'db'>, userId: string) {
  return auditEntriesOf(ctx.db, userId);
}
