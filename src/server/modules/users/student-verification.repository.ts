import { sql } from 'kysely';
import type { Db } from '#server/db/database';

// Students' identity documents (issue 13 item 3) on the users table, owned by this module.

const studentColumns = [
  'id', 'name', 'email', 'createdAt', 'cpf', 'status', 'identityStatus', 'identitySubmittedAt', 'identityReviewedAt', 'identityRejectionReason',
] as const;

/**
 * 'pendente': documents waiting for review, or an account waiting for approval (status
 * `pendente`), oldest first; otherwise by the documents' decision, newest first.
 */
export async function listStudentsByIdentity(db: Db, status: string, limit: number) {
  const students = db.selectFrom('users').select(studentColumns).where('role', '=', 'aluno');
  if (status === 'pendente') {
    return students.where((eb) => eb.or([eb('identityStatus', '=', 'pendente'), eb('status', '=', 'pendente')]))
      .orderBy(sql`coalesce(identity_submitted_at, created_at)`).orderBy('id').limit(limit).execute();
  }
  return students.where('identityStatus', '=', status).orderBy('identityReviewedAt', 'desc').orderBy('id').limit(limit).execute();
}

export async function countStudentsAwaitingModeration(db: Db): Promise<number> {
  // Two counts, each a range of its index (role, identity_status) / (role, status), rather than
  // an OR that reads every student.
  const count = (query: ReturnType<typeof students>) => query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow().then((row) => Number(row.n));
  const students = () => db.selectFrom('users').where('role', '=', 'aluno');
  const [documents, accountsOnly] = await Promise.all([
    count(students().where('identityStatus', '=', 'pendente')),
    count(students().where('status', '=', 'pendente').where((eb) => eb.or([eb('identityStatus', 'is', null), eb('identityStatus', '!=', 'pendente')]))),
  ]);
  return documents + accountsOnly;
}

export async function findStudent(db: Db, id: string) {
  return db.selectFrom('users').select([...studentColumns, 'role']).where('id', '=', id).executeTakeFirst();
}

export type StudentIdentityRow = NonNullable<Awaited<ReturnType<typeof findStudent>>>;

/**
 * Decides what is pending, each part only if still pending (false when another admin
 * decided first): documents pendente → verificado | rejeitado; an account pendente → ativo
 * (approved) or suspenso with the reason (refused).
 */
export async function decideIfPending(db: Db, id: string, decision: { status: 'verificado' | 'rejeitado'; reason: string | null; adminId: string; at: string }): Promise<boolean> {
  const documents = await db.updateTable('users')
    .set({ identityStatus: decision.status, identityRejectionReason: decision.reason, identityReviewedAt: decision.at, identityReviewedBy: decision.adminId })
    .where('id', '=', id).where('role', '=', 'aluno').where('identityStatus', '=', 'pendente')
    .executeTakeFirst();
  const account = await db.updateTable('users')
    .set(decision.status === 'verificado' ? { status: 'ativo' } : { status: 'suspenso', suspendedReason: decision.reason, suspendedAt: decision.at })
    .where('id', '=', id).where('role', '=', 'aluno').where('status', '=', 'pendente')
    .executeTakeFirst();
  return Number(documents.numUpdatedRows) + Number(account.numUpdatedRows) > 0;
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
