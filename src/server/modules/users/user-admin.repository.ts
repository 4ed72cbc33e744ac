import { sql, type Selectable, type SelectQueryBuilder } from 'kysely';
import { isPostgresDb, type Db } from '#server/db/database';
import { countUserMatchesUpTo, userMatches, userRowMatches, type SearchTerm } from '#server/db/search';
import type { Database, UsersTable } from '#server/db/schema';

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

/**
 * The users of the filter. `matching` says how a search is applied: 'index' through the
 * full-text index (the matches are read first), 'row' on each row a walk of another index
 * passes (docs/decisions/user-administration.md).
 */
function filtered(db: Db, filter: UserListFilter, matching: 'index' | 'row' = 'index') {
  let query = db.selectFrom('users');
  if (filter.role) query = query.where('users.role', '=', filter.role);
  if (filter.status) query = query.where('users.status', '=', filter.status);
  // The full-text index of names and e-mails, kept by the database's triggers (migration 2026-11-26-1301).
  if (filter.terms?.length) query = query.where(matching === 'index' ? userMatches(db, 'users', filter.terms) : userRowMatches(db, 'users', filter.terms));
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

export type AdminUserRow = Pick<Selectable<UsersTable>, (typeof LIST_COLUMNS)[number] extends `users.${infer C}` ? C : never>;

export type UserSort = 'name' | 'email' | 'createdAt' | 'lastAccessAt';
/** Where a page ended: the sorted column's value (null: never accessed) and the id. */
export type UserKey = [value: string | null, id: string];

export interface UserPageRequest {
  sort: UserSort;
  dir: 'asc' | 'desc';
  /** Read after this row (keyset), or else skip `offset` rows. */
  after?: UserKey;
  offset: number;
  limit: number;
  /**
   * How the search's matches are found: 'walk' the sorted column's index and test each row
   * (many matches: the page is found within a few rows); 'matches' read every match by the
   * full-text index, at most `matchesCap` of them, and sort those (few matches).
   */
  search: 'walk' | 'matches';
  matchesCap: number;
}

/**
 * One page of users in the sorted column's order, then by id. A page after a key reads each
 * stretch of the order in its index from that key: "never accessed" (null) is a stretch of its
 * own, first or last as each dialect orders nulls (SQLite lowest, PostgreSQL highest), so that
 * no OR spans two of them.
 */
export async function pageUsers(db: Db, filter: UserListFilter, page: UserPageRequest): Promise<AdminUserRow[]> {
  const { sort, dir } = page;
  const fewMatches = Boolean(filter.terms?.length) && page.search === 'matches';
  // Few matches: read whole by the full-text index into a derived table (its LIMIT keeps either
  // dialect from walking the sort index for it), then sorted; otherwise the users themselves.
  const table = fewMatches ? 'matched' : 'users';
  const ref = (column: string) => sql.ref(`${table}.${column}`);
  const column = ref(sort);
  const columns = LIST_COLUMNS.map((c) => sql.ref(c.replace('users.', `${table}.`)).as(c.slice('users.'.length)));
  const source = () =>
    (fewMatches
      ? db.selectFrom(filtered(db, filter, 'index').selectAll('users').limit(page.matchesCap + 1).as('matched')).select(columns)
      : filtered(db, filter, 'row').select(columns)) as unknown as SelectQueryBuilder<Database, 'users', AdminUserRow>;
  if (!page.after) {
    return source().orderBy(column, dir).orderBy(ref('id'), dir).limit(page.limit).offset(page.offset).execute();
  }
  const [value, id] = page.after;
  const nullsLow = !isPostgresDb(db);
  const nullsFirst = sort === 'lastAccessAt' && (dir === 'asc') === nullsLow;
  const stretches: Array<'null' | 'value'> = sort !== 'lastAccessAt' ? ['value'] : nullsFirst ? ['null', 'value'] : ['value', 'null'];
  const rows: AdminUserRow[] = [];
  const cmp = sql.raw(dir === 'asc' ? '>' : '<');
  const cmpOrEqual = sql.raw(dir === 'asc' ? '>=' : '<=');
  for (let i = stretches.indexOf(value === null ? 'null' : 'value'); i < stretches.length && rows.length < page.limit; i += 1) {
    const fromKey = rows.length === 0 && (value === null) === (stretches[i] === 'null');
    let query = source();
    if (stretches[i] === 'null') {
      query = query.where(sql<boolean>`${column} is null`);
      if (fromKey) query = query.where(sql<boolean>`${ref('id')} ${cmp} ${id}`);
    } else {
      if (sort === 'lastAccessAt') query = query.where(sql<boolean>`${column} is not null`);
      // The plain bound lets the index start at the key; the row comparison breaks ties by id.
      if (fromKey) query = query.where(sql<boolean>`${column} ${cmpOrEqual} ${value} and (${column}, ${ref('id')}) ${cmp} (${value}, ${id})`);
    }
    rows.push(...(await query.orderBy(column, dir).orderBy(ref('id'), dir).limit(page.limit - rows.length).execute()));
  }
  return rows;
}

/**
 * How many users match, counting up to `cap` + 1 (a search's matches: the caller shows
 * "mais de" beyond the cap); without a search, exact from the totals the database keeps per
 * role and status.
 */
export async function countUsers(db: Db, filter: UserListFilter, cap: number): Promise<number> {
  if (filter.matchesNothing) return 0;
  if (!filter.terms?.length && !filter.emailPrefix) {
    let query = db.selectFrom('userTotals').select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('count'), sql.lit(0)).as('n'));
    if (filter.role) query = query.where('role', '=', filter.role);
    if (filter.status) query = query.where('status', '=', filter.status);
    return Number((await query.executeTakeFirstOrThrow()).n);
  }
  // A search with no other condition: the search index counts its matches (on SQLite without reading the users).
  if (filter.terms?.length && !filter.role && !filter.status && !filter.emailPrefix) return countUserMatchesUpTo(db, filter.terms, cap);
  const row = await db
    .selectFrom(filtered(db, filter).select(sql.lit(1).as('one')).limit(cap + 1).as('m'))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
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
