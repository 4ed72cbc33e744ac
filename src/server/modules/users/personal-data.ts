import { sql } from 'kysely';
import { isPostgresDb, type Db } from '#server/db/database';

// What the users module holds about one person (LGPD export, privacy module): the account
// without its secrets (password hash, TOTP secret, lockout counters) and the preferences.
export async function accountDataOf(db: Db, userId: string) {
  const [usuario, preferenciasDeNotificacao] = await Promise.all([
    db.selectFrom('users')
      .select(['id', 'name', 'email', 'role', 'status', 'phone', 'bio', 'cpf', 'specialties', 'qualification', 'totpEnabled', 'emailVerifiedAt',
        'passwordChangedAt', 'createdAt', 'lastAccessAt', 'identityStatus', 'identitySubmittedAt', 'identityReviewedAt', 'identityRejectionReason', 'suspendedReason', 'suspendedAt', 'erasedAt'])
      .where('id', '=', userId).executeTakeFirst(),
    db.selectFrom('notificationPreferences').select(['email', 'push', 'newCourses', 'certificates', 'promotions', 'updatedAt']).where('userId', '=', userId).executeTakeFirst(),
  ]);
  return { usuario: usuario ?? null, preferenciasDeNotificacao: preferenciasDeNotificacao ?? null };
}

/**
 * Erasure (LGPD art. 18, VI): the account row stays (payments, certificates and the audit log
 * point at it) but nothing in it identifies the person any more; the password is unusable.
 * Returns the stored avatar's name so the caller removes the file after the commit.
 */
export async function anonymiseAccount(db: Db, userId: string, at: string, erasedName: string): Promise<{ avatarFile: string | null }> {
  const user = await db.selectFrom('users').select('avatarFile').where('id', '=', userId).executeTakeFirst();
  await db
    .updateTable('users')
    .set({
      name: erasedName, email: `removido-${userId}@titular-removido.invalid`, passwordHash: '!apagada', phone: null, bio: null, cpf: null, avatarFile: null,
      specialties: null, qualification: null, totpSecret: null, totpEnabled: 0, totpLastStep: null, identityStatus: null, identitySubmittedAt: null,
      identityReviewedAt: null, identityReviewedBy: null, identityRejectionReason: null, status: 'suspenso', suspendedReason: 'Conta excluída a pedido do titular.',
      suspendedAt: at, erasedAt: at, lastAccessAt: null, mustChangePassword: 0, failedLoginCount: 0, lockedUntil: null,
      version: (eb) => eb('version', '+', 1),
    })
    .where('id', '=', userId)
    .execute();
  await db.deleteFrom('notificationPreferences').where('userId', '=', userId).execute();
  await db.deleteFrom('emailChanges').where('userId', '=', userId).execute();
  await db.deleteFrom('totpRecoveryCodes').where('userId', '=', userId).execute();
  return { avatarFile: user?.avatarFile ?? null };
}

/** Any constant: the advisory lock that serialises the erasures of admin accounts (PostgreSQL). */
const ADMIN_ERASURE_LOCK = 7_201_326;

/**
 * Taken inside every admin erasure's transaction before counting the other active admins: two
 * erasures of the two last admins at once wait for each other, and the second counts after the
 * first committed. SQLite needs no lock (one writer at a time, and its transactions run one
 * after the other on the one connection).
 */
export async function lockAdminErasures(db: Db): Promise<void> {
  if (isPostgresDb(db)) await sql`select pg_advisory_xact_lock(${ADMIN_ERASURE_LOCK})`.execute(db);
}

/** Retention: accounts (never an admin's) not used since `beforeIso`, the oldest first. */
export async function inactiveAccountIds(db: Db, beforeIso: string, limit: number): Promise<string[]> {
  const rows = await db.selectFrom('users').select('id')
    .where('role', '!=', 'admin').where('erasedAt', 'is', null)
    .where((eb) => eb(eb.fn.coalesce('lastAccessAt', 'createdAt'), '<', beforeIso))
    .orderBy('createdAt').limit(limit).execute();
  return rows.map((r) => r.id);
}
