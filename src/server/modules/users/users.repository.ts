import type { NotificationPreferences } from '#contracts/users';
import type { Db } from '#server/db/database';
import { newId } from '#server/lib/ids';

export async function findUserById(db: Db, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserIdByEmail(db: Db, email: string) {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  return row?.id ?? null;
}

export async function updateProfile(db: Db, id: string, values: { name: string; email: string; phone: string | null; bio: string | null }) {
  await db.updateTable('users').set(values).where('id', '=', id).execute();
}

export async function setAvatarFile(db: Db, id: string, avatarFile: string | null) {
  await db.updateTable('users').set({ avatarFile }).where('id', '=', id).execute();
}

export async function findPreferences(db: Db, userId: string): Promise<NotificationPreferences | null> {
  const row = await db.selectFrom('notificationPreferences').selectAll().where('userId', '=', userId).executeTakeFirst();
  if (!row) return null;
  return { email: row.email === 1, push: row.push === 1, newCourses: row.newCourses === 1, certificates: row.certificates === 1, promotions: row.promotions === 1 };
}

export async function savePreferences(db: Db, userId: string, prefs: NotificationPreferences, at: string) {
  const values = {
    email: Number(prefs.email),
    push: Number(prefs.push),
    newCourses: Number(prefs.newCourses),
    certificates: Number(prefs.certificates),
    promotions: Number(prefs.promotions),
    updatedAt: at,
  };
  await db
    .insertInto('notificationPreferences')
    .values({ userId, ...values })
    .onConflict((oc) => oc.column('userId').doUpdateSet(values))
    .execute();
}

export async function setTotp(db: Db, userId: string, secret: string | null, enabled: boolean) {
  await db.updateTable('users').set({ totpSecret: secret, totpEnabled: Number(enabled) }).where('id', '=', userId).execute();
}

export async function replaceRecoveryCodes(db: Db, userId: string, hashes: string[], at: string) {
  await db.deleteFrom('totpRecoveryCodes').where('userId', '=', userId).execute();
  if (hashes.length === 0) return;
  await db
    .insertInto('totpRecoveryCodes')
    .values(hashes.map((codeHash) => ({ id: newId(), userId, codeHash, usedAt: null, createdAt: at })))
    .execute();
}

export async function countUnusedRecoveryCodes(db: Db, userId: string) {
  const row = await db
    .selectFrom('totpRecoveryCodes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Marks an unused code as used; true only for the one caller that wins (single use). */
export async function useRecoveryCode(db: Db, userId: string, codeHash: string, at: string) {
  const result = await db
    .updateTable('totpRecoveryCodes')
    .set({ usedAt: at })
    .where('userId', '=', userId)
    .where('codeHash', '=', codeHash)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function updatePassword(db: Db, userId: string, passwordHash: string, at: string) {
  await db
    .updateTable('users')
    .set({ passwordHash, passwordChangedAt: at, mustChangePassword: 0, failedLoginCount: 0, lockedUntil: null })
    .where('id', '=', userId)
    .execute();
}

/** Ends every session of the user but `keepSessionId`; returns how many ended. */
export async function deleteOtherSessions(db: Db, userId: string, keepSessionId: string) {
  const result = await db.deleteFrom('sessions').where('userId', '=', userId).where('id', '!=', keepSessionId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function insertAudit(db: Db, actorId: string, action: string, at: string) {
  await db.insertInto('auditLog').values({ id: newId(), actorId, action, target: actorId, detail: null, createdAt: at }).execute();
}

/** The student is enrolled in at least one course the teacher gives. */
export async function isStudentOfTeacher(db: Db, studentId: string, teacherId: string) {
  const row = await db
    .selectFrom('enrollments as en')
    .innerJoin('courses as c', 'c.id', 'en.courseId')
    .select('en.id')
    .where('en.userId', '=', studentId)
    .where('c.instructorId', '=', teacherId)
    .executeTakeFirst();
  return Boolean(row);
}

/** A new student account (sign-up at checkout); the unique e-mail index refuses a duplicate. */
export async function insertStudent(db: Db, row: { id: string; name: string; email: string; passwordHash: string; createdAt: string }) {
  await db
    .insertInto('users')
    .values({
      ...row,
      role: 'aluno',
      status: 'ativo',
      phone: null,
      bio: null,
      cpf: null,
      avatarFile: null,
      passwordChangedAt: row.createdAt,
      emailVerifiedAt: null,
      totpSecret: null,
      lockedUntil: null,
      lastAccessAt: row.createdAt,
    })
    .execute();
}
