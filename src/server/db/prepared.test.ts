import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { prepareQuery } from './prepared.ts';

describe('prepareQuery', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  const coursesOf = prepareQuery((db, args: { instructorId: string; limit: number }) =>
    db
      .selectFrom('courses')
      .select(['id', 'instructorId', 'isPremium'])
      .where('status', '=', 'approved')
      .where('instructorId', '=', args.instructorId)
      .orderBy('id')
      .limit(args.limit),
  );
  const built = (instructorId: string, limit: number) =>
    t.db.selectFrom('courses').select(['id', 'instructorId', 'isPremium']).where('status', '=', 'approved').where('instructorId', '=', instructorId).orderBy('id').limit(limit);

  it('gives the rows the built query gives, camelCase, for each call’s own values', async () => {
    for (const [instructorId, limit] of [['user-prof-maria', 100], ['user-prof-joao', 2], ['user-professor-demo', 100], ['ninguem', 5]] as const) {
      const rows = await coursesOf.all(t.db, { instructorId, limit });
      expect(rows).toEqual(await built(instructorId, limit).execute());
      expect(rows.every((row) => row.instructorId === instructorId)).toBe(true);
    }
    expect((await coursesOf.all(t.db, { instructorId: 'user-prof-joao', limit: 2 })).length).toBe(2);
    expect(await coursesOf.all(t.db, { instructorId: 'ninguem', limit: 5 })).toEqual([]);
  });

  it('sees writes made after it was first used', async () => {
    const before = await coursesOf.all(t.db, { instructorId: 'user-prof-ana', limit: 100 });
    await t.db.updateTable('courses').set({ status: 'rejected' }).where('id', '=', before[0]!.id).execute();
    const after = await coursesOf.all(t.db, { instructorId: 'user-prof-ana', limit: 100 });
    expect(after.map((row) => row.id)).toEqual(before.slice(1).map((row) => row.id));
    await t.db.updateTable('courses').set({ status: 'approved' }).where('id', '=', before[0]!.id).execute();
  });

  it('uses an argument as often as the query names it', async () => {
    const both = prepareQuery((db, { userId }: { userId: string }) =>
      db.selectFrom('users').select('id').where('id', '=', userId).where((eb) => eb.or([eb('id', '=', userId), eb('email', '=', userId)])),
    );
    expect(await both.takeFirst(t.db, { userId: 'user-aluno-demo' })).toEqual({ id: 'user-aluno-demo' });
    expect(await both.takeFirst(t.db, { userId: 'nao-existe' })).toBeUndefined();
  });

  it('refuses a query that writes an argument into the SQL text', async () => {
    const inlined = prepareQuery((db, args: { id: string }) => db.selectFrom('users').select('id').where('id', '=', sql.lit(args.id)));
    await expect(inlined.all(t.db, { id: 'user-aluno-demo' })).rejects.toThrow(/inlined/);
  });
});
