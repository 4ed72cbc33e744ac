import type { Db } from '#server/db/database';

// Students' identity documents (issue 13 item 3) on the users table, owned by this module.

const studentColumns = [
  'id', 'name', 'email', 'createdAt', 'cpf', 'identityStatus', 'identitySubmittedAt', 'identityReviewedAt', 'identityRejectionReason',
] as const;

export async function listStudentsByIdentity(db: Db, status: string, limit: number) {
  const query = db.selectFrom('users').select(studentColumns).where('role', '=', 'aluno').where('identityStatus', '=', status);
  return (status === 'pendente'
    ? query.orderBy('identitySubmittedAt').orderBy('id')
    : query.orderBy('identityReviewedAt', 'desc').orderBy('id')
  ).limit(limit).execute();
}

export async function findStudent(db: Db, id: string) {
  return db.selectFrom('users').select([...studentColumns, 'role']).where('id', '=', id).executeTakeFirst();
}

export type StudentIdentityRow = NonNullable<Awaited<ReturnType<typeof findStudent>>>;

/** pendente → verificado | rejeitado, only if still pending: false when another admin decided first. */
export async function decideIfPending(db: Db, id: string, decision: { status: 'verificado' | 'rejeitado'; reason: string | null; adminId: string; at: string }): Promise<boolean> {
  const result = await db.updateTable('users')
    .set({ identityStatus: decision.status, identityRejectionReason: decision.reason, identityReviewedAt: decision.at, identityReviewedBy: decision.adminId })
    .where('id', '=', id).where('role', '=', 'aluno').where('identityStatus', '=', 'pendente')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The student's CPF goes to review, unless documents are already pending or verified. */
export async function submitIfOpen(db: Db, id: string, cpf: string, at: string): Promise<boolean> {
  const result = await db.updateTable('users')
    .set({ cpf, identityStatus: 'pendente', identitySubmittedAt: at, identityRejectionReason: null, identityReviewedAt: null, identityReviewedBy: null })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('identityStatus', 'is', null), eb('identityStatus', '=', 'rejeitado')]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function isIdentityVerified(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select(['identityStatus', 'role']).where('id', '=', userId).executeTakeFirst();
  return row?.role !== 'aluno' || row.identityStatus === 'verificado';
}

/** Active students who did not turn off 'new courses' (absent preferences = the defaults, on). */
export async function listStudentIdsWantingNewCourses(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('users')
    .leftJoin('notificationPreferences as p', 'p.userId', 'users.id')
    .select('users.id')
    .where('users.role', '=', 'aluno').where('users.status', '=', 'ativo')
    .where((eb) => eb.or([eb('p.newCourses', 'is', null), eb('p.newCourses', '=', 1)]))
    .execute();
  return rows.map((row) => row.id);
}
