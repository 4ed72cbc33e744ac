import { ADMIN_USERS_COUNT_CAP, ADMIN_USERS_PAGE_SIZE, type AdminUser, type AdminUserPage, type AdminUserQuery } from '#contracts/admin';
import { passwordPolicyIssues } from '#contracts/users';
import type { AppContext } from '#server/context';
import type { Db } from '#server/db/database';
import { searchTerms } from '#server/db/search';
import { AppError } from '#server/lib/app-error';
import { newId } from '#server/lib/ids';
import { decodePageCursor, encodePageCursor } from '#server/lib/page-cursor';
import { hashPassword } from '#server/lib/passwords';
import * as repo from './user-admin.repository.ts';

// The users module's part of user administration (issue 13 item 2): the rows and their
// rules. The admin module orchestrates (sessions, audit, e-mail) in one transaction,
// passing it as `db`. Re-exported by users.service.ts.

type Row = NonNullable<Awaited<ReturnType<typeof repo.findAdminUser>>>;

const toAdminUser = (row: Row): AdminUser => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  status: row.status,
  createdAt: row.createdAt,
  lastAccessAt: row.lastAccessAt,
  mustChangePassword: row.mustChangePassword === 1,
  suspendedReason: row.suspendedReason ?? null,
  version: Number(row.version),
});

// The cursor names its order, so a cursor of another order is refused rather than misread.
function encodeCursor(order: Pick<repo.UserPageRequest, 'sort' | 'dir'>, key: repo.UserKey): string {
  return encodePageCursor({ s: order.sort, d: order.dir, k: key });
}

function decodeCursor(cursor: string, order: Pick<repo.UserPageRequest, 'sort' | 'dir'>): repo.UserKey {
  const valueOk = (v: unknown) => (typeof v === 'string' && v.length <= 300) || (v === null && order.sort === 'lastAccessAt');
  return decodePageCursor(cursor, 'A posição da página (after) não vale para esta ordenação. Volte à primeira página.', ({ s, d, k }) =>
    s === order.sort && d === order.dir && Array.isArray(k) && k.length === 2 && valueOk(k[0]) && typeof k[1] === 'string' && k[1].length > 0 && k[1].length <= 100 ? (k as repo.UserKey) : null,
  );
}

/**
 * One page of the admin's user list. Without a search the total is the kept count per role and
 * status. A search is counted up to ADMIN_USERS_COUNT_CAP: few matches are read whole by the
 * full-text index and sorted; more than that, the sorted column's index is walked and each row
 * tested, which finds a page within a few rows (docs/decisions/user-administration.md).
 */
export async function listUsersForAdmin(ctx: Pick<AppContext, 'db'>, query: AdminUserQuery & { page: number }): Promise<AdminUserPage> {
  const typed = query.q?.trim() ?? '';
  const terms = searchTerms(typed);
  const filter: repo.UserListFilter = {
    terms, emailPrefix: typed.includes('@') ? typed : undefined, matchesNothing: typed !== '' && terms.length === 0, role: query.role, status: query.status,
  };
  const order = { sort: query.sort ?? 'createdAt', dir: query.dir ?? 'desc' } as const;
  const after = query.after ? decodeCursor(query.after, order) : undefined;
  const counted = await repo.countUsers(ctx.db, filter, ADMIN_USERS_COUNT_CAP);
  const searching = terms.length > 0;
  const pageSize = ADMIN_USERS_PAGE_SIZE;
  // One row more than the page tells whether another page follows.
  const rows = await repo.pageUsers(ctx.db, filter, {
    ...order, after, offset: after ? 0 : (query.page - 1) * pageSize, limit: pageSize + 1,
    search: counted > ADMIN_USERS_COUNT_CAP ? 'walk' : 'matches', matchesCap: ADMIN_USERS_COUNT_CAP,
  });
  const users = rows.slice(0, pageSize);
  const last = users.at(-1);
  return {
    users: users.map(toAdminUser),
    page: query.page,
    pageSize,
    total: searching ? Math.min(counted, ADMIN_USERS_COUNT_CAP) : counted,
    totalIsAtLeast: searching && counted > ADMIN_USERS_COUNT_CAP,
    next: last && rows.length > pageSize ? encodeCursor(order, [last[order.sort] ?? null, last.id]) : null,
  };
}

export async function countUsersByRoleAndStatus(ctx: Pick<AppContext, 'db'>) {
  const byRole = { aluno: 0, professor: 0, admin: 0 };
  const byStatus = { ativo: 0, suspenso: 0, pendente: 0 };
  let total = 0;
  let pendingStudents = 0;
  for (const row of await repo.countByRoleAndStatus(ctx.db)) {
    const count = Number(row.count);
    if (row.role === 'aluno' && row.status === 'pendente') pendingStudents = count;
    byRole[row.role] += count;
    byStatus[row.status] += count;
    total += count;
  }
  return { total, byRole, byStatus, pendingStudents };
}

export async function getAdminUser(ctx: Pick<AppContext, 'db'>, id: string, db: Db = ctx.db): Promise<AdminUser> {
  const row = await repo.findAdminUser(db, id);
  if (!row) throw new AppError('not-found', 'Usuário não encontrado.');
  return toAdminUser(row);
}

/** A new account with a temporary password under the platform's policy; it must be changed at first sign-in. */
export async function insertUserByAdmin(
  ctx: Pick<AppContext, 'db' | 'clock' | 'settings'>,
  db: Db,
  input: { name: string; email: string; role: AdminUser['role']; temporaryPassword: string },
): Promise<string> {
  const { security } = await ctx.settings.get();
  const [issue] = passwordPolicyIssues(input.temporaryPassword, security.passwordMinLength, 'A senha temporária');
  if (issue) throw new AppError('bad-request', issue);
  const taken = new AppError('conflict', 'Já existe uma conta com este e-mail.');
  if (await repo.findAdminUserIdByEmail(db, input.email)) throw taken;
  const id = newId();
  try {
    await repo.insertUser(db, { id, name: input.name, email: input.email, role: input.role, passwordHash: await hashPassword(input.temporaryPassword), createdAt: ctx.clock.now().toISOString() });
  } catch (error) {
    // Two creations racing for one e-mail: the unique index decides.
    if (/unique|duplicate/i.test(String(error))) throw taken;
    throw error;
  }
  return id;
}

const STALE_USER_MESSAGE = 'Este usuário foi alterado por outra pessoa enquanto você o editava. Recarregue a lista e tente novamente.';

/** Applies an administrator's change to the version they saw: 404 for an unknown user, 409 when it moved on. */
export async function changeUserAtVersion(
  ctx: Pick<AppContext, 'db'>,
  db: Db,
  id: string,
  version: number,
  change: Parameters<typeof repo.updateAtVersion>[3],
): Promise<void> {
  if (await repo.updateAtVersion(db, id, version, change)) return;
  await getAdminUser(ctx, id, db);
  throw new AppError('conflict', STALE_USER_MESSAGE);
}

/** The active administrators' ids, locked to the end of the transaction (the last one is never removed). */
export async function lockActiveAdmins(db: Db): Promise<string[]> {
  return repo.lockActiveAdmins(db);
}
