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

  it('% and _ (nothing searchable) find nobody, not everybody', async () => {
    for (const q of ['%', '_', '%%__']) expect((await search(q)).total, q).toBe(0);
  });
});
