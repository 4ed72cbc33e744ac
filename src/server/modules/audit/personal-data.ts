import type { Db } from '#server/db/database';

// Audit entries about one person or by them (LGPD export). An entry they made about
// someone else keeps its action and time but not its details: those are the other
// person's data.
export async function auditEntriesOf(db: Db, userId: string) {
  const rows = await db
    .selectFrom('auditLog')
    .select(['seq', 'actorId', 'action', 'targetType', 'targetId', 'details', 'createdAt'])
    .where((eb) => eb.or([eb('actorId', '=', userId), eb('targetId', '=', userId)]))
    .orderBy('seq')
    .execute();
  return rows.map((row) => {
    const aboutMe = row.targetId === userId;
    return {
      seq: row.seq,
      action: row.action,
      byMe: row.actorId === userId,
      targetType: row.targetType,
      targetId: aboutMe ? row.targetId : null,
      details: aboutMe && row.details ? (JSON.parse(row.details) as unknown) : null,
      createdAt: row.createdAt,
    };
  });
}
