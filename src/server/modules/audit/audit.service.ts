import type { AppContext } from '#server/context';
import type { Db } from '#server/db/database';
import { newId } from '#server/lib/ids';

// Placeholder with the exact signature of admin-core's audit module (issue 13): replaced
// by that branch's file when it is merged. Writes a plain row in the caller's transaction.
export interface AuditEntry {
  actorId: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  details?: Record<string, unknown>;
  ip?: string | null;
}

export async function recordAudit(ctx: AppContext, db: Db, entry: AuditEntry): Promise<void> {
  await db.insertInto('auditLog').values({
    id: newId(),
    actorId: entry.actorId,
    action: entry.action,
    target: entry.targetType && entry.targetId ? `${entry.targetType}:${entry.targetId}` : entry.targetType,
    detail: entry.details ? JSON.stringify(entry.details) : null,
    createdAt: ctx.clock.now().toISOString(),
  }).execute();
}
