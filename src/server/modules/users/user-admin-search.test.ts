import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints } from '#contracts/admin';
import { buildTestApp, type TestApp } from '#server/testing/test-app';

// The admin's user search on the full-text index: a typed e-mail finds that address (not
// everyone sharing its words), and a search with nothing searchable finds nobody.
let t: TestApp;
let admin = '';
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signInAs('admin');
});
afterAll(async () => t.close());

const search = async (q: string) => (await t.call(adminEndpoints.listUsers, { cookie: admin, query: { q } as never })).body;

describe('admin user search', () => {
  it('a typed e-mail finds that address only, also when another shares its words', async () => {
    const found = await search('gabriel@eduia.com.br');
    expect(found.users.map((u) => u.email)).toEqual(['gabriel@eduia.com.br']);
    expect((await search('GABRIEL@EDUIA')).users.map((u) => u.email)).toEqual(['gabriel@eduia.com.br']);
  });

  it('the total of a search is the number of users it lists, after sign-ups, a rename and a deletion', async () => {
    const listed = async (q: string) => {
      const first = await search(q);
      const ids = new Set<string>();
      for (let page = 1; page <= Math.ceil(first.total / first.pageSize) + 1; page += 1) {
        const { users } = (await t.call(adminEndpoints.listUsers, { cookie: admin, query: { q, page } as never })).body;
        for (const user of users) ids.add(user.id);
      }
      return { total: first.total, listed: ids.size };
    };
    const made = [];
    for (let i = 0; i < 4; i += 1) made.push(await t.insertUser({ role: 'aluno', name: `Zuleica Contagem ${i}` }));
    expect(await listed('zuleica')).toEqual({ total: 4, listed: 4 });
    await t.db.updateTable('users').set({ name: 'Outra Pessoa' }).where('id', '=', made[0]!.id).execute();
    await t.db.deleteFrom('users').where('id', '=', made[1]!.id).execute();
    expect(await listed('zuleica')).toEqual({ total: 2, listed: 2 });
    expect(await listed('contagem')).toEqual({ total: 2, listed: 2 });
  });

  it('% and _ (nothing searchable) find nobody, not everybody', async () => {
    for (const q of ['%', '_', '%%__']) expect((await search(q)).total, q).toBe(0);
  });
});
