import type { AppContext } from '#server/context';
import type { Db } from '#server/db/database';
import { newId } from '#server/lib/ids';

// TEMPORARY stand-in with the signature admin-core publishes (branch admin-core): replaced
// by that branch's module when it is merged. Writes a plain row, without the hash chain.

export interface AuditEntry {
  actorId: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  details?: Record<string, unknown>;
  ip?: string | null;
}

/** Appends one row; `db` is the caller's transaction. */
export async function recordAudit(ctx: AppContext, db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('auditLog')
    .values({
      id: newId(),
      actorId: entry.actorId,
      action: entry.action,
      target: entry.targetType && entry.targetId ? `${entry.targetType}:${entry.targetId}` : entry.targetType,
      detail: entry.details ? JSON.stringify(entry.details) : null,
      createdAt: ctx.clock.now().toISOString(),
    })
    .execute();
}
