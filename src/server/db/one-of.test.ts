import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { oneOf } from './database.ts';

// A list of ids as one parameter (a JSON array on SQLite, an array on PostgreSQL): the same rows
// as an IN list, whatever the ids hold, and none for an empty list.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const idsOf = async (ids: string[]) => (await t.db.selectFrom('users').select('id').where(oneOf(t.db, 'id', ids)).orderBy('id').execute()).map((row) => row.id);

it('finds the rows whose column is in the list, as an IN list does', async () => {
  const some = (await t.db.selectFrom('users').select('id').orderBy('id').limit(300).execute()).map((row) => row.id);
  expect(await idsOf(some)).toEqual(some);
  expect(await idsOf([some[3]!, 'user-que-nao-existe', some[1]!])).toEqual([some[1], some[3]]);
});

it('reads every id as text: quotes, commas, braces, brackets and backslashes match nothing else', async () => {
  const hostile = ['a,b', 'x"y', "o'brien", '{z}', '[1]', 'NULL', '\\', '', ' '];
  const user = await t.insertUser({ role: 'aluno', name: 'Lista de ids' });
  expect(await idsOf([...hostile, user.id])).toEqual([user.id]);
});

it('an empty list finds nothing', async () => {
  expect(await idsOf([])).toEqual([]);
});
