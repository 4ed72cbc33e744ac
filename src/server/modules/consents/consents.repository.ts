import type { Db } from '#server/db/database';
import type { ConsentsTable } from '#server/db/schema';

// The only place with consents queries.

export async function insertDecision(db: Db, row: ConsentsTable) {
  await db.insertInto('consents').values(row).execute();
}

export async function revoke(db: Db, id: string, at: string) {
  await db.updateTable('consents').set({ revokedAt: at }).where('id', '=', id).where('revokedAt', 'is', null).execute();
}

export async function allDecisions(db: Db, userId: string, purpose?: string): Promise<ConsentsTable[]> {
  let query = db.selectFrom('consents').selectAll().where('userId', '=', userId);
  if (purpose) query = query.where('purpose', '=', purpose);
  return query.orderBy('decidedAt').orderBy('purpose').orderBy('id').execute();
}

export async function deleteDecisions(db: Db, userId: string) {
  await db.deleteFrom('consents').where('userId', '=', userId).execute();
}
