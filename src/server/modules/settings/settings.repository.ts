import type { Db } from '#server/db/database';

export async function listSettingRows(db: Db) {
  return db.selectFrom('settings').select(['key', 'value']).execute();
}

export async function upsertSettingRow(db: Db, key: string, value: string, updatedAt: string) {
  await db
    .insertInto('settings')
    .values({ key, value, updatedAt })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updatedAt }))
    .execute();
}
