import { sql } from 'kysely';
import type { Db } from '#server/db/database';

export async function listSettingRows(db: Db) {
  return db.selectFrom('settings').select(['key', 'value', 'version', 'updatedAt']).execute();
}

export async function findSettingRow(db: Db, key: string) {
  return db.selectFrom('settings').select(['key', 'value', 'version', 'updatedAt']).where('key', '=', key).executeTakeFirst();
}

/** Writes a section whatever its version (seed, tests, internal callers); the version still moves on. */
export async function upsertSettingRow(db: Db, key: string, value: string, updatedAt: string) {
  await db
    .insertInto('settings')
    .values({ key, value, updatedAt })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updatedAt, version: sql`settings.version + 1` }))
    .execute();
}

/** Writes a section only if it is still at `expectedVersion`: false when another save came first. */
export async function updateSettingRowIfVersion(db: Db, key: string, value: string, updatedAt: string, expectedVersion: number): Promise<boolean> {
  const result = await db
    .updateTable('settings')
    .set({ value, updatedAt, version: sql`version + 1` })
    .where('key', '=', key)
    .where('version', '=', expectedVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertSettingRowIfMissing(db: Db, key: string, value: string, updatedAt: string) {
  await db.insertInto('settings').values({ key, value, updatedAt }).onConflict((oc) => oc.column('key').doNothing()).execute();
}

export async function insertPolicyVersion(db: Db, row: { id: string; policy: string; content: string; publishedAt: string; publishedBy: string | null }) {
  await db.insertInto('policyVersions').values(row).execute();
}

export async function listPolicyVersions(db: Db) {
  return db
    .selectFrom('policyVersions')
    .leftJoin('users', 'users.id', 'policyVersions.publishedBy')
    .select(['policyVersions.id', 'policyVersions.policy', 'policyVersions.content', 'policyVersions.publishedAt', 'users.name as publishedBy'])
    .orderBy('policyVersions.publishedAt', 'desc')
    .orderBy('policyVersions.id', 'desc')
    .execute();
}

export async function findLatestPolicyVersion(db: Db, policy: string) {
  return db
    .selectFrom('policyVersions')
    .select(['id', 'publishedAt'])
    .where('policy', '=', policy)
    .orderBy('publishedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function hasPolicyVersions(db: Db): Promise<boolean> {
  return !!(await db.selectFrom('policyVersions').select('id').limit(1).executeTakeFirst());
}
