import { isValidCpf, type IdentityStatus, type ModerationStudent, type MyIdentity } from '#contracts/moderation';
import type { NotificationType } from '#contracts/notifications';
import type { AppContext } from '#server/context';
import type { Db } from '#server/db/database';
import { AppError } from '#server/lib/app-error';
import { recordAudit, type AuditActor } from '#server/modules/audit/audit.service';
import * as repo from './student-verification.repository.ts';

// Students' identity verification (rules in docs/decisions/student-identity-verification.md).
// A student sends a CPF (check digits validated); an admin verifies or rejects it with a
// reason. Until verified, a student's certificate PDF is not released (certificates module).

const STUDENT_LIST_LIMIT = 200;

/** Notifications sit above users in the module graph, so the routes pass their function in. */
export type Notify = (db: Db, input: { userId: string; type: NotificationType; title: string; description: string; link: string }) => Promise<() => Promise<void>>;

const notFound = () => new AppError('not-found', 'Aluno não encontrado.');

function toModerationStudent(row: repo.StudentIdentityRow | Awaited<ReturnType<typeof repo.listStudentsByIdentity>>[number]): ModerationStudent {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    registeredAt: row.createdAt,
    cpf: row.cpf,
    cpfValid: row.cpf !== null && isValidCpf(row.cpf),
    identityStatus: (row.identityStatus ?? null) as IdentityStatus | null,
    accountPending: row.status === 'pendente',
    submittedAt: row.identitySubmittedAt ?? null,
    reviewedAt: row.identityReviewedAt ?? null,
    rejectionReason: row.identityRejectionReason ?? null,
  };
}

export async function listModerationStudents(ctx: AppContext, status: IdentityStatus): Promise<ModerationStudent[]> {
  return (await repo.listStudentsByIdentity(ctx.db, status, STUDENT_LIST_LIMIT)).map(toModerationStudent);
}

async function decide(ctx: AppContext, actor: AuditActor, studentId: string, decision: 'verificado' | 'rejeitado', reason: string | null, notify: Notify) {
  const before = await repo.findStudent(ctx.db, studentId);
  if (!before || before.role !== 'aluno' || (before.identityStatus === null && before.status !== 'pendente')) throw notFound();
  if (decision === 'verificado' && before.identityStatus === 'pendente' && (before.cpf === null || !isValidCpf(before.cpf))) {
    throw new AppError('bad-request', 'O CPF enviado é inválido (dígitos verificadores não conferem): rejeite os documentos com um motivo.');
  }
  let announce = async () => {};
  const decided = await ctx.db.transaction().execute(async (trx) => {
    const at = ctx.clock.now().toISOString();
    if (!(await repo.decideIfPending(trx, studentId, { status: decision, reason, adminId: actor.id, at }))) return null;
    await recordAudit(ctx, trx, {
      actorId: actor.id, ip: actor.ip, action: decision === 'verificado' ? 'student.verify' : 'student.reject', targetType: 'user', targetId: studentId,
      details: { documents: before.identityStatus === 'pendente', accountPending: before.status === 'pendente', ...(reason ? { reason } : {}) },
    });
    const documents = before.identityStatus === 'pendente';
    announce = await notify(trx, decision === 'verificado'
      ? documents
        ? { userId: studentId, type: 'moderation', title: 'Identidade verificada', description: 'Seus documentos foram verificados. Seus certificados já podem ser baixados.', link: '/aluno/perfil' }
        : { userId: studentId, type: 'moderation', title: 'Cadastro aprovado', description: 'Sua conta foi aprovada: você já pode usar a plataforma.', link: '/aluno' }
      : documents
        ? { userId: studentId, type: 'moderation', title: 'Documentos recusados', description: `Não foi possível verificar seus documentos. Motivo: ${reason} Envie-os de novo em Meu Perfil.`, link: '/aluno/perfil' }
        : { userId: studentId, type: 'moderation', title: 'Cadastro recusado', description: `Sua conta não foi aprovada. Motivo: ${reason}`, link: '/aluno' });
    return repo.findStudent(trx, studentId);
  });
  if (!decided) {
    const now = await repo.findStudent(ctx.db, studentId);
    const state = now?.identityStatus === 'verificado' ? 'verificado' : 'rejeitado';
    throw new AppError('conflict', `Este aluno já foi ${state} por outro administrador. Atualize a lista.`);
  }
  await announce();
  return toModerationStudent(decided);
}

export async function approveStudent(ctx: AppContext, actor: AuditActor, studentId: string, notify: Notify) {
  return decide(ctx, actor, studentId, 'verificado', null, notify);
}

export async function rejectStudent(ctx: AppContext, actor: AuditActor, studentId: string, reason: string, notify: Notify) {
  return decide(ctx, actor, studentId, 'rejeitado', reason, notify);
}

export async function getMyIdentity(ctx: AppContext, userId: string): Promise<MyIdentity> {
  const row = await repo.findStudent(ctx.db, userId);
  if (!row) throw notFound();
  return { identityStatus: (row.identityStatus ?? null) as IdentityStatus | null, cpf: row.cpf, rejectionReason: row.identityStatus === 'rejeitado' ? (row.identityRejectionReason ?? null) : null };
}

export async function submitIdentity(ctx: AppContext, userId: string, cpf: string): Promise<MyIdentity> {
  if (!(await repo.submitIfOpen(ctx.db, userId, cpf, ctx.clock.now().toISOString()))) {
    throw new AppError('conflict', 'Seus documentos já foram enviados e estão em análise ou verificados.');
  }
  return getMyIdentity(ctx, userId);
}
