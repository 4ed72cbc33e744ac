import type { NotificationPreferences } from '#contracts/users';
import type { Insertable } from 'kysely';
import type { Db } from '#server/db/database';
import type { EmailChangesTable } from '#server/db/schema';
import { newId } from '#server/lib/ids';

export async function findUserById(db: Db, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export async function findNamesAndEmails(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('users').select(['id', 'name', 'email']).where('id', 'in', ids).execute();
}

export async function findUserSummary(db: Db, id: string) {
  return db.selectFrom('users').select(['id', 'name', 'role']).where('id', '=', id).executeTakeFirst();
}

export async function recordSuccessfulLogin(db: Db, userId: string, at: string) {
  await db.updateTable('users').set({ failedLoginCount: 0, lockedUntil: null, lastAccessAt: at }).where('id', '=', userId).execute();
}

export async function recordLastAccess(db: Db, userId: string, at: string) {
  await db.updateTable('users').set({ lastAccessAt: at }).where('id', '=', userId).execute();
}

export async function findUserIdByEmail(db: Db, email: string) {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  return row?.id ?? null;
}

export async function updateProfile(db: Db, id: string, values: { name: string; phone: string | null; bio: string | null }) {
  await db.updateTable('users').set(values).where('id', '=', id).execute();
}

export async function findProfessionalProfile(db: Db, id: string) {
  return db.selectFrom('users').select(['specialties', 'qualification']).where('id', '=', id).executeTakeFirst();
}

export async function updateProfessionalProfile(db: Db, id: string, values: { specialties: string; qualification: string | null }) {
  await db.updateTable('users').set(values).where('id', '=', id).execute();
}

export async function setCpf(db: Db, id: string, cpf: string) {
  await db.updateTable('users').set({ cpf }).where('id', '=', id).execute();
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

/** The user's address and notification preferences (null when they never saved them). */
export async function findNotificationRecipient(db: Db, userId: string) {
  const row = await db
    .selectFrom('users')
    .leftJoin('notificationPreferences as p', 'p.userId', 'users.id')
    .select(['users.id', 'users.name', 'users.email', 'p.email as prefEmail', 'p.push', 'p.newCourses', 'p.certificates', 'p.promotions'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  const preferences: NotificationPreferences | null =
    row.prefEmail === null
      ? null
      : { email: row.prefEmail === 1, push: row.push === 1, newCourses: row.newCourses === 1, certificates: row.certificates === 1, promotions: row.promotions === 1 };
  return { id: row.id, name: row.name, email: row.email, preferences };
}

/** A new account (sign-up at checkout, admin:create); the unique e-mail index refuses a duplicate. */
export async function insertAccount(
  db: Db,
  row: { id: string; name: string; email: string; passwordHash: string; role: 'aluno' | 'admin'; createdAt: string; emailVerifiedAt: string | null },
) {
  await db
    .insertInto('users')
    .values({
      ...row,
      status: 'ativo',
      phone: null,
      bio: null,
      cpf: null,
      avatarFile: null,
      passwordChangedAt: row.createdAt,
      totpSecret: null,
      lockedUntil: null,
      lastAccessAt: row.createdAt,
    })
    .execute();
}

/**
 * Records a TOTP time-step as used: true only when it is after the last accepted one, in
 * one conditional UPDATE, so two requests with the same code cannot both win.
 */
export async function claimTotpStep(db: Db, userId: string, step: number) {
  const result = await db
    .updateTable('users')
    .set({ totpLastStep: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('totpLastStep', 'is', null), eb('totpLastStep', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Replaces a legacy plaintext TOTP secret by its sealed form (only if it is still that plaintext). */
export async function resealTotpSecret(db: Db, userId: string, plaintext: string, sealed: string) {
  await db.updateTable('users').set({ totpSecret: sealed }).where('id', '=', userId).where('totpSecret', '=', plaintext).execute();
}

export async function insertEmailChange(db: Db, row: Insertable<EmailChangesTable>) {
  await db.insertInto('emailChanges').values(row).execute();
}

export async function findEmailChange(db: Db, tokenHash: string) {
  return db.selectFrom('emailChanges').selectAll().where('tokenHash', '=', tokenHash).executeTakeFirst();
}

/** Single use: true only for the caller that marks it. */
export async function markEmailChangeUsed(db: Db, id: string, at: string) {
  const result = await db.updateTable('emailChanges').set({ usedAt: at }).where('id', '=', id).where('usedAt', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The confirmed new address counts as verified (its owner followed the link). */
export async function updateEmail(db: Db, userId: string, email: string, at: string) {
  await db.updateTable('users').set({ email, emailVerifiedAt: at }).where('id', '=', userId).execute();
}

// ---------------------------------------------------------------- sign-in throttle (auth module, issue 10)

/**
 * Claims one sign-in attempt in a single conditional UPDATE, so parallel guesses cannot
 * all read the same count: the row is updated only while the account is not throttled
 * (fewer than `max` failures, or the delay is over). `lockUntilByExcess[i]` is the end of
 * the delay when the new count is `max + i` (the last entry is the cap). Returns the new
 * count, or null when the account is throttled.
 */
export async function claimLoginAttempt(db: Db, userId: string, args: { max: number; now: string; lockUntilByExcess: string[] }) {
  const { max, now, lockUntilByExcess } = args;
  const row = await db
    .updateTable('users')
    .set((eb) => {
      const next = eb('failedLoginCount', '+', 1);
      let lock = eb.case().when(next, '<', max).then(eb.ref('lockedUntil'));
      lockUntilByExcess.slice(0, -1).forEach((until, i) => {
        lock = lock.when(next, '=', max + i).then(until);
      });
      return { failedLoginCount: next, lockedUntil: lock.else(lockUntilByExcess.at(-1)!).end() };
    })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('failedLoginCount', '<', max), eb('lockedUntil', 'is', null), eb('lockedUntil', '<=', now)]))
    .returning('failedLoginCount')
    .executeTakeFirst();
  return row ? row.failedLoginCount : null;
}

/** Gives back a claimed attempt that was not a failure (the password was right, a second factor is asked). */
export async function releaseLoginAttempt(db: Db, userId: string) {
  await db
    .updateTable('users')
    .set((eb) => ({ failedLoginCount: eb('failedLoginCount', '-', 1) }))
    .where('id', '=', userId)
    .where('failedLoginCount', '>', 0)
    .execute();
}

export async function markEmailVerified(db: Db, userId: string, email: string, at: string) {
  const result = await db
    .updateTable('users')
    .set({ emailVerifiedAt: at })
    .where('id', '=', userId)
    .where('email', '=', email)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Every student who may sign in (the notification fan-out of an 'all students' notice). */
export async function listActiveStudentIds(db: Db): Promise<string[]> {
  return (await db.selectFrom('users').select('id').where('role', '=', 'aluno').where('status', '=', 'ativo').execute()).map((row) => row.id);
}
