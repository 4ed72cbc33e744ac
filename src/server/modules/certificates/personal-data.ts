import type { Db } from '#server/db/database';

export async function certificateRowsOf(db: Db, userId: string) {
  return db.selectFrom('certificates').select(['id', 'courseId', 'code', 'issuedAt', 'minutes', 'score']).where('userId', '=', userId).orderBy('issuedAt').execute();
}
