import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USERS_COUNT_CAP, ADMIN_USERS_PAGE_SIZE, adminEndpoints, type AdminUserQuery } from '#contracts/admin';
import { isPostgresDb } from '#server/db/database';
import { newId } from '#server/lib/ids';
import { buildTestApp, type TestApp } from '#server/testing/test-app';

// The admin's user list read page after page (docs/decisions/user-administration.md): each
// page after the last row of the one before, in every order the page offers, with no user
// twice and none skipped while users sign up in between; a search counted up to a cap.
let t: TestApp;
let admin = '';
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signInAs('admin');
});
afterAll(async () => t.close());

const ORDERS = [
  ['createdAt', 'desc'], ['createdAt', 'asc'], ['name', 'asc'], ['name', 'desc'], ['email', 'asc'], ['email', 'desc'], ['lastAccessAt', 'desc'], ['lastAccessAt', 'asc'],
] as const;

/** `count` users named "<word> …": shared creation instants and last accesses (ties broken by id), every third never accessed. */
async function insertUsers(word: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  const rows = [];
  for (let i = 0; i < count; i += 1) {
    const id = newId();
    ids.push(id);
    const at = new Date(Date.UTC(2026, 0, 1 + (i % 17))).toISOString();
    rows.push({
      id, name: `${word} Pessoa ${String(i % 23).padStart(2, '0')}`, email: `${word.toLowerCase()}.${id}.${i}@paginas.com.br`, passwordHash: 'x',
      role: 'aluno' as const, status: 'ativo' as const, phone: null, bio: null, cpf: null, avatarFile: null, passwordChangedAt: at, emailVerifiedAt: at,
      totpSecret: null, lockedUntil: null, createdAt: at, lastAccessAt: i % 3 === 0 ? null : new Date(Date.UTC(2026, 1, 1 + (i % 5))).toISOString(),
    });
  }
  for (let i = 0; i < rows.length; i += 200) await t.db.insertInto('users').values(rows.slice(i, i + 200)).execute();
  return ids;
}

/** The ids in the database's own order for that column and direction (ties by id). */
async function databaseOrder(ids: string[], sort: (typeof ORDERS)[number][0], dir: 'asc' | 'desc'): Promise<string[]> {
  const column = ({ createdAt: 'createdAt', name: 'name', email: 'email', lastAccessAt: 'lastAccessAt' } as const)[sort];
  const rows = await t.db.selectFrom('users').select('id').where('id', 'in', ids).orderBy(column, dir).orderBy('id', dir).execute();
  return rows.map((r) => r.id);
}

const list = (query: AdminUserQuery) => t.call(adminEndpoints.listUsers, { cookie: admin, query: query as never });

/** Every page of `query` by cursor; `between` runs after each page. */
async function readAll(query: AdminUserQuery, between?: () => Promise<unknown>) {
  const ids: string[] = [];
  let after: string | undefined;
  for (let pages = 0; pages < 200; pages += 1) {
    const res = await list({ ...query, ...(after ? { after } : {}) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.users.length).toBeLessThanOrEqual(ADMIN_USERS_PAGE_SIZE);
    ids.push(...res.body.users.map((u) => u.id));
    if (!res.body.next) return ids;
    after = res.body.next;
    await between?.();
  }
  throw new Error('too many pages');
}

describe('admin user list, page after page', () => {
  it('a search with few matches: every order, no user twice or skipped while users sign up between pages', async () => {
    const ids = await insertUsers('Ximena', 47);
    for (const [sort, dir] of ORDERS) {
      let added = 0;
      const listed = await readAll({ q: 'ximena', sort, dir }, () => insertUsers('Ximena', 1).then(() => (added += 1)));
      expect(new Set(listed).size, `${sort} ${dir}: no user twice`).toBe(listed.length);
      expect(listed.filter((id) => ids.includes(id)), `${sort} ${dir}`).toEqual(await databaseOrder(ids, sort, dir));
      expect(added).toBeGreaterThanOrEqual(2);
    }
  }, 60_000);

  it('a search with more matches than the cap: "mais de", and the same pages walking the sorted index', async () => {
    const ids = await insertUsers('Yolanda', ADMIN_USERS_COUNT_CAP + 5);
    const first = await list({ q: 'yolanda' });
    expect(first.body).toMatchObject({ total: ADMIN_USERS_COUNT_CAP, totalIsAtLeast: true });
    for (const [sort, dir] of [ORDERS[0], ORDERS[2], ORDERS[6], ORDERS[7]]) {
      const listed = await readAll({ q: 'yolanda', sort, dir }, () => insertUsers('Yolanda', 1));
      expect(new Set(listed).size, `${sort} ${dir}: no user twice`).toBe(listed.length);
      expect(listed.filter((id) => ids.includes(id)), `${sort} ${dir}`).toEqual(await databaseOrder(ids, sort, dir));
    }
    // A numbered page is the same rows as reaching it by cursor.
    const second = await list({ q: 'yolanda', sort: 'name', dir: 'asc', after: (await list({ q: 'yolanda', sort: 'name', dir: 'asc' })).body.next! });
    expect((await list({ q: 'yolanda', sort: 'name', dir: 'asc', page: 2 })).body.users).toEqual(second.body.users);
  }, 180_000);

  it('a search counts exactly up to the cap', async () => {
    await insertUsers('Zenaide', ADMIN_USERS_COUNT_CAP);
    expect((await list({ q: 'zenaide' })).body).toMatchObject({ total: ADMIN_USERS_COUNT_CAP, totalIsAtLeast: false });
    await insertUsers('Zenaide', 1);
    expect((await list({ q: 'zenaide' })).body).toMatchObject({ total: ADMIN_USERS_COUNT_CAP, totalIsAtLeast: true });
    expect((await list({ q: 'zenaide pessoa 07' })).body).toMatchObject({ totalIsAtLeast: false });
  }, 60_000);

  it('without a search: the exact total per role and status, and every user once by cursor', async () => {
    const all = await t.db.selectFrom('users').select(['id', 'role', 'status']).execute();
    const res = await list({});
    expect(res.body).toMatchObject({ total: all.length, totalIsAtLeast: false });
    expect((await list({ role: 'professor', status: 'ativo' })).body.total).toBe(all.filter((u) => u.role === 'professor' && u.status === 'ativo').length);
    const listed = await readAll({ sort: 'lastAccessAt', dir: 'asc' });
    expect(new Set(listed).size).toBe(all.length);
    expect(listed).toEqual(await databaseOrder(all.map((u) => u.id), 'lastAccessAt', 'asc'));
  }, 60_000);

  it('never accessed comes first ascending on SQLite and last on PostgreSQL, as each orders nulls', async () => {
    await insertUsers('Wanda', 6);
    const { users } = (await list({ q: 'wanda', sort: 'lastAccessAt', dir: 'asc' })).body;
    const nulls = users.map((u) => u.lastAccessAt === null);
    expect(nulls).toEqual(isPostgresDb(t.db) ? [false, false, false, false, true, true] : [true, true, false, false, false, false]);
  });
});

describe('admin user list: refused', () => {
  it('a cursor that is not one, or of another order, is a 400', async () => {
    const next = (await list({ sort: 'name', dir: 'asc' })).body.next!;
    expect(next).toBeTruthy();
    for (const query of [
      { after: 'nao-e-cursor' },
      { after: next, sort: 'email', dir: 'asc' },
      { after: next, sort: 'name', dir: 'desc' },
      { after: Buffer.from(JSON.stringify({ s: 'createdAt', d: 'desc', k: [1, 2] })).toString('base64url') },
      { after: Buffer.from(JSON.stringify({ s: 'createdAt', d: 'desc', k: [null, 'x'] })).toString('base64url') },
      { after: 'x'.repeat(1001) },
    ] as AdminUserQuery[]) {
      const res = await list(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
    }
  });

  it('only an administrator lists users', async () => {
    const next = (await list({})).body.next!;
    for (const role of ['aluno', 'professor'] as const) {
      const res = await t.call(adminEndpoints.listUsers, { cookie: await t.signInAs(role), query: { after: next } as never });
      expect(res.status).toBe(403);
    }
    expect((await t.call(adminEndpoints.listUsers, { query: { after: next } as never })).status).toBe(401);
  });
});
