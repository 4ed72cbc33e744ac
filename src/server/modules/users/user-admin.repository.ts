import { sql } from 'kysely';
import { isPostgresDb, type Db } from '#server/db/database';
import { countUserMatches, userMatches, type SearchTerm } from '#server/db/search';
import type { UsersTable } from '#server/db/schema';

// Queries on users for the administration (issue 13 item 2): the list at 100 000 users,
// counts, and the changes an administrator makes (each bumps `version`, and is applied
// only to the version the administrator saw).

export interface UserListFilter {
  /** the search's words (searchTerms): each in the name or the e-mail */
  terms?: SearchTerm[];
  /** A typed e-mail ("gabriel@eduia.com.br"): the address must start with it, not just share its words. */
  emailPrefix?: string;
  /** Something was typed but nothing searchable ("%", "_"): no user matches. */
  matchesNothing?: boolean;
  role?: UsersTable['role'];
  status?: UsersTable['status'];
}

function filtered(db: Db, filter: UserListFilter) {
  let query = db.selectFrom('users');
  if (filter.role) query = query.where('users.role', '=', filter.role);
  if (filter.status) query = query.where('users.status', '=', filter.status);
  // The full-text index of names and e-mails, kept by the database's triggers (migration 2026-11-26-1301).
  if (filter.terms?.length) query = query.where(userMatches(db, 'users', filter.terms));
  if (filter.matchesNothing) query = query.where(sql<boolean>`1 = 0`);
  if (filter.emailPrefix) {
    const pattern = `${filter.emailPrefix.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where(sql<string>`lower(${sql.ref('users.email')})`, 'like', sql<string>`${pattern} escape '\\'`);
  }
  return query;
}

const LIST_COLUMNS = [
  'users.id', 'users.name', 'users.email', 'users.role', 'users.status', 'users.createdAt', 'users.lastAccessAt',
  'users.mustChangePassword', 'users.suspendedReason', 'users.version',
] as const;

export async function listUsers(
  db: Db,
  filter: UserListFilter,
  order: { sort: 'name' | 'email' | 'createdAt' | 'lastAccessAt'; dir: 'asc' | 'desc' },
  limit: number,
  offset: number,
) {
  return filtered(db, filter)
    .select(LIST_COLUMNS)
    .orderBy(`users.${order.sort}`, order.dir)
    .orderBy('users.id', order.dir)
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countUsers(db: Db, filter: UserListFilter) {
  // A search with no other condition: the full-text index counts its documents without reading the users.
  if (filter.terms?.length && !filter.role && !filter.status && !filter.emailPrefix && !filter.matchesNothing) {
    const matches = await countUserMatches(db, filter.terms);
    if (matches !== null) return matches;
  }
  const row = await filtered(db, filter).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findAdminUser(db: Db, id: string) {
  return db.selectFrom('users').select(LIST_COLUMNS).where('users.id', '=', id).executeTakeFirst();
}

/**
 * Users per role and status: the totals the database keeps in step with users (migration
 * 2026-11-28-0300-z-a), a handful of rows instead of a count over every user.
 */
export async function countByRoleAndStatus(db: Db) {
  return db.selectFrom('userTotals').select(['role', 'status', 'count']).where('count', '<>', 0).execute();
}

/** Ids of the active administrators, locked until the transaction ends on PostgreSQL (SQLite: one writer). */
export async function lockActiveAdmins(db: Db) {
  let query = db.selectFrom('users').select('id').where('role', '=', 'admin').where('status', '=', 'ativo');
  if (isPostgresDb(db)) query = query.forUpdate();
  return (await query.execute()).map((r) => r.id);
}

export async function insertUser(
  db: Db,
  row: { id: string; name: string; email: string; passwordHash: string; role: UsersTable['role']; createdAt: string },
) {
  await db
    .insertInto('users')
    .values({
      ...row,
      status: 'ativo', phone: null, bio: null, cpf: null, avatarFile: null, mustChangePassword: 1,
      passwordChangedAt: row.createdAt, emailVerifiedAt: row.createdAt, totpSecret: null, lockedUntil: null, lastAccessAt: null,
    })
    .execute();
}

type AdminChange = Partial<Pick<UsersTable, 'name' | 'role' | 'status' | 'passwordHash'>> & {
  suspendedReason?: string | null;
  suspendedAt?: string | null;
  mustChangePassword?: number;
};

/** Applies a change only if the row is still at `version` (then bumps it); false otherwise. */
export async function updateAtVersion(db: Db, id: string, version: number, change: AdminChange) {
  const result = await db
    .updateTable('users')
    .set((eb) => ({ ...change, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function findAdminUserIdByEmail(db: Db, email: string) {
  const row = await db.selectFrom('users').select('id').where('email', '=', email.toLowerCase()).executeTakeFirst();
  return row?.id ?? null;
}
