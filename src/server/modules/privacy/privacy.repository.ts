import type { Insertable } from 'kysely';
import type { Db } from '#server/db/database';
import type { DataRequestsTable } from '#server/db/schema';

// The only place with data_requests queries (LGPD exports and erasures).

export async function insertRequest(db: Db, row: Insertable<DataRequestsTable>) {
  await db.insertInto('dataRequests').values(row).execute();
}

export async function listRequestsOf(db: Db, userId: string) {
  return db.selectFrom('dataRequests').selectAll().where('userId', '=', userId).orderBy('requestedAt', 'desc').limit(20).execute();
}

export async function findRequest(db: Db, id: string) {
  return db.selectFrom('dataRequests').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findOpenRequest(db: Db, userId: string, kind: 'export' | 'erasure') {
  const open = kind === 'export' ? ['pendente', 'preparando'] : ['agendado'];
  return db.selectFrom('dataRequests').selectAll().where('userId', '=', userId).where('kind', '=', kind).where('status', 'in', open).executeTakeFirst();
}

/** Moves a request from one state to the next only if it is still in `from` (two runners claim it once). */
export async function moveRequest(db: Db, id: string, from: string, values: Partial<Omit<DataRequestsTable, 'id'>>): Promise<boolean> {
  const result = await db.updateTable('dataRequests').set(values).where('id', '=', id).where('status', '=', from).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function listDue(db: Db, kind: 'export' | 'erasure', status: string, dueBefore: string | null, limit: number) {
  let query = db.selectFrom('dataRequests').selectAll().where('kind', '=', kind).where('status', '=', status);
  if (dueBefore) query = query.where('dueAt', '<=', dueBefore);
  return query.orderBy('requestedAt').limit(limit).execute();
}

/** Erasure: the person's ready exports end with the account (their files are removed after the commit). */
export async function expireExportsOf(db: Db, userId: string) {
  await db.updateTable('dataRequests').set({ status: 'expirado' }).where('userId', '=', userId).where('kind', '=', 'export').where('status', 'in', ['pendente', 'preparando', 'pronto']).execute();
}

export async function listRecent(db: Db, filter: { status?: string; kind?: string }, limit: number) {
  let query = db.selectFrom('dataRequests').selectAll();
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  return query.orderBy('requestedAt', 'desc').limit(limit).execute();
}
