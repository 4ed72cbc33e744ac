// The door of the privacy module (LGPD art. 18): "Meus dados", the export of a holder's data
// as a ZIP built by the scheduler, and account erasure. Every row comes from the module that
// owns its table, through that module's service: this module owns only data_requests.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import {
  DATA_CATEGORIES, ERASED_NAME, ERASURE_GRACE_DAYS, EXPORT_DAYS, type AdminDataRequest, type DataCategoryKey, type DataRequest, type MyData,
} from '#contracts/privacy';
import type { AppContext } from '#server/context';
import type { Db } from '#server/db/database';
import type { DataRequestsTable } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { addMs, DAY_MS } from '#server/lib/clock';
import { formatDatePtBR } from '#server/lib/format';
import { newId } from '#server/lib/ids';
import { exportAuditEntries, pruneAuditLog, recordAudit } from '#server/modules/audit/audit.service';
import { eraseSessions, exportSessionData, pruneSessions } from '#server/modules/auth/auth.service';
import { eraseBilling, exportBillingData, listReceiptPaymentIds, renderReceipt } from '#server/modules/billing/billing.service';
import { exportCertificates, renderCertificatePdf } from '#server/modules/certificates/certificates.service';
import { exportAuthoredCourses, passCourses } from '#server/modules/courses/courses.service';
import { eraseExamAttempts, exportExamData } from '#server/modules/exams/exams.service';
import { eraseLearning, exportLearningData } from '#server/modules/learning/learning.service';
import { eraseNotices, exportNoticeData } from '#server/modules/notices/notices.service';
import { createNotification, eraseNotificationsOf, exportNotifications, pruneNotifications } from '#server/modules/notifications/notifications.service';
import { eraseSupport, exportSupportMessages } from '#server/modules/support/support.service';
import { eraseConsents, exportConsents } from '#server/modules/consents/consents.service';
import {
  confirmIdentity, countOtherActiveAdmins, countOtherActiveAdminsInErasure, eraseAccount, exportAccountData, findFirstOtherActiveAdminId, findNamesAndEmails,
  listInactiveAccounts, readAvatar,
} from '#server/modules/users/users.service';
import * as repo from './privacy.repository.ts';


/** How many exports one scheduler tick builds (each reads the person's rows once). */
const EXPORTS_PER_TICK = 3;

const exportDir = (ctx: AppContext) => join(ctx.config.UPLOAD_DIR, 'exports');

function toRequest(row: DataRequestsTable): DataRequest {
  return {
    id: row.id,
    kind: row.kind as DataRequest['kind'],
    status: row.status as DataRequest['status'],
    requestedAt: row.requestedAt,
    completedAt: row.completedAt,
    dueAt: row.dueAt,
    sizeBytes: row.sizeBytes,
  };
}

/** Every category of one person, as the export writes them (`<key>.json`). */
async function collectCategories(ctx: AppContext, userId: string): Promise<Record<DataCategoryKey, unknown> | null> {
  const account = await exportAccountData(ctx, userId);
  if (!account.usuario) return null;
  const [learning, exams, certificates, billing, notices, support, notifications, emails, sessions, audit, courses, consents] = await Promise.all([
    exportLearningData(ctx, userId),
    exportExamData(ctx, userId),
    exportCertificates(ctx, userId),
    exportBillingData(ctx, userId),
    exportNoticeData(ctx, userId),
    exportSupportMessages(ctx, userId),
    exportNotifications(ctx, userId),
    ctx.mailer.listSentTo(account.usuario.email),
    exportSessionData(ctx, userId),
    exportAuditEntries(ctx, userId),
    exportAuthoredCourses(ctx, userId),
    exportConsents(ctx, userId),
  ]);
  return {
    conta: account,
    aprendizagem: learning,
    avaliacoes: exams,
    certificados: { certificados: certificates },
    pagamentos: billing,
    mensagens: { ...notices, mensagensAoSuporte: support },
    notificacoes: { notificacoes: notifications, emails },
    sessoes: sessions,
    auditoria: { entradas: audit },
    consentimentos: consents,
    'cursos-publicados': { cursos: courses },
  };
}

/** Rows per category (the page's counts): arrays are counted, a single record counts one. */
function countRows(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  if (value && typeof value === 'object') return Object.values(value).reduce<number>((sum, v) => sum + (Array.isArray(v) ? v.length : v ? 1 : 0), 0);
  return value ? 1 : 0;
}

export async function getMyData(ctx: AppContext, userId: string): Promise<MyData> {
  const categories = await collectCategories(ctx, userId);
  if (!categories) throw new AppError('not-found', 'Usuário não encontrado.');
  const counts = Object.fromEntries(DATA_CATEGORIES.map((c) => [c.key, countRows(categories[c.key])]));
  const requests = (await repo.listRequestsOf(ctx.db, userId)).map(toRequest);
  // The periods the admin set (settings' retention section), which the retention job applies.
  const { retention } = await ctx.settings.get();
  return { counts, retention, requests };
}

// ------------------------------------------------------------------ export

export async function requestExport(ctx: AppContext, userId: string): Promise<DataRequest> {
  if (await repo.findOpenRequest(ctx.db, userId, 'export')) {
    throw new AppError('conflict', 'Já há uma exportação dos seus dados em preparo. Você será avisado quando estiver pronta.');
  }
  const row: DataRequestsTable = {
    id: newId(), userId, kind: 'export', status: 'pendente', requestedAt: ctx.clock.now().toISOString(),
    requestedBy: null, reason: null, dueAt: null, completedAt: null, fileName: null, sizeBytes: null, error: null,
  };
  try {
    await repo.insertRequest(ctx.db, row);
  } catch (error) {
    // Two clicks at once: the second finds the first (unique open export per person).
    if (await repo.findOpenRequest(ctx.db, userId, 'export')) throw new AppError('conflict', 'Já há uma exportação dos seus dados em preparo. Você será avisado quando estiver pronta.');
    throw error;
  }
  return toRequest(row);
}

const README = (generatedAt: string) => `Exportação de dados pessoais — gerada em ${generatedAt}

Um arquivo JSON por categoria (as mesmas da página "Meus dados"), cada um com:
  categoria   a chave da categoria (estável)
  titulo      o nome da categoria
  finalidade, baseLegal, retencao, compartilhadoCom  como na página "Meus dados"
  dados       os registros: um objeto com uma lista por tipo de registro; datas em ISO 8601 (UTC),
              valores em centavos, identificadores de cursos, aulas e simulados como na plataforma

Arquivos em arquivos/: a foto do perfil, os recibos e certificados em PDF e as anotações em
Markdown (um arquivo por curso).

Senhas, códigos de verificação, tokens de sessão e de cartão nunca são guardados em claro e
não fazem parte da exportação.
`;

/** Builds one export's ZIP: a JSON file per category, the person's files, a README. */
async function writeExportZip(ctx: AppContext, request: DataRequestsTable): Promise<{ fileName: string; sizeBytes: number }> {
  const categories = await collectCategories(ctx, request.userId);
  if (!categories) throw new Error('conta inexistente');
  const now = ctx.clock.now();
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(README(formatDatePtBR(now))), 'LEIA-ME.txt');
  for (const category of DATA_CATEGORIES) {
    const document = {
      categoria: category.key, titulo: category.title, finalidade: category.purpose, baseLegal: category.legalBasis,
      retencao: category.retention, compartilhadoCom: category.recipients, geradoEm: now.toISOString(), dados: categories[category.key],
    };
    zip.addBuffer(Buffer.from(`${JSON.stringify(document, null, 2)}\n`), `${category.key}.json`);
  }
  await addFiles(ctx, zip, request.userId, categories);
  zip.end();
  await mkdir(exportDir(ctx), { recursive: true });
  const fileName = `${request.id}.zip`;
  const partial = join(exportDir(ctx), `${fileName}.partial`);
  await pipeline(zip.outputStream, createWriteStream(partial, { mode: 0o600 }));
  await rename(partial, join(exportDir(ctx), fileName));
  return { fileName, sizeBytes: (await stat(join(exportDir(ctx), fileName))).size };
}

async function addFiles(ctx: AppContext, zip: yazl.ZipFile, userId: string, categories: Record<DataCategoryKey, unknown>) {
  const avatar = await readAvatar(ctx, userId).catch(() => null);
  if (avatar) zip.addBuffer(avatar.bytes, `arquivos/foto.${avatar.mime.split('/')[1]}`);
  for (const paymentId of await listReceiptPaymentIds(ctx, userId)) {
    const receipt = await renderReceipt(ctx, userId, paymentId).catch(() => null);
    if (receipt) zip.addBuffer(Buffer.from(receipt.pdf), `arquivos/recibos/${receipt.receiptNumber.replace(/[^\w.-]/g, '_')}.pdf`);
  }
  const { certificados } = categories.certificados as { certificados: { id: string; code: string }[] };
  for (const certificate of certificados) {
    // A certificate waits for the identity check before its PDF exists; its row is in certificados.json.
    const pdf = await renderCertificatePdf(ctx, userId, certificate.id).catch(() => null);
    if (pdf) zip.addBuffer(Buffer.from(pdf.pdf), `arquivos/certificados/${certificate.code.replace(/[^\w.-]/g, '_')}.pdf`);
  }
  const { anotacoes } = categories.aprendizagem as { anotacoes: { courseId: string; lessonId: string; content: string; updatedAt: string }[] };
  const byCourse = new Map<string, typeof anotacoes>();
  for (const note of anotacoes) byCourse.set(note.courseId, [...(byCourse.get(note.courseId) ?? []), note]);
  for (const [courseId, notes] of byCourse) {
    const body = [`# Anotações — curso ${courseId}`, '', ...notes.flatMap((n) => [`## Aula ${n.lessonId} (${n.updatedAt.slice(0, 10)})`, '', n.content.trim(), ''])].join('\n');
    zip.addBuffer(Buffer.from(`${body.trimEnd()}\n`), `arquivos/anotacoes/${courseId.replace(/[^\w.-]/g, '_')}.md`);
  }
}

/**
 * The scheduler's job: builds the exports asked for (each claimed once, so two runners never
 * build the same one), announces them, and removes the files of the expired ones.
 */
export async function runDataRequests(ctx: AppContext): Promise<{ built: number; expired: number; erased: number }> {
  const now = ctx.clock.now();
  let built = 0;
  for (const request of await repo.listDue(ctx.db, 'export', 'pendente', null, EXPORTS_PER_TICK)) {
    if (!(await repo.moveRequest(ctx.db, request.id, 'pendente', { status: 'preparando' }))) continue;
    try {
      const { fileName, sizeBytes } = await writeExportZip(ctx, request);
      const dueAt = addMs(ctx.clock.now(), EXPORT_DAYS * DAY_MS).toISOString();
      await repo.moveRequest(ctx.db, request.id, 'preparando', { status: 'pronto', fileName, sizeBytes, completedAt: ctx.clock.now().toISOString(), dueAt });
      await announceExport(ctx, request.userId, dueAt);
      built += 1;
    } catch (error) {
      await repo.moveRequest(ctx.db, request.id, 'preparando', { status: 'falhou', error: error instanceof Error ? error.message.slice(0, 500) : 'erro' });
    }
  }
  let expired = 0;
  for (const request of await repo.listDue(ctx.db, 'export', 'pronto', now.toISOString(), 100)) {
    if (!(await repo.moveRequest(ctx.db, request.id, 'pronto', { status: 'expirado' }))) continue;
    if (request.fileName) await unlink(join(exportDir(ctx), request.fileName)).catch(() => undefined);
    expired += 1;
  }
  return { built, expired, erased: await runDueErasures(ctx) };
}

async function announceExport(ctx: AppContext, userId: string, dueAt: string) {
  const account = (await exportAccountData(ctx, userId)).usuario;
  if (!account) return;
  const { platform } = await ctx.settings.get();
  const until = formatDatePtBR(new Date(dueAt));
  await createNotification(ctx, {
    userId, type: 'system', title: 'Seus dados estão prontos para baixar',
    description: `A exportação dos seus dados pode ser baixada em "Meus dados" até ${until}.`,
    link: `/${account.role}/meus-dados`,
  });
  await ctx.mailer.send({
    to: account.email,
    subject: `${platform.platformName}: seus dados estão prontos para baixar`,
    body: [
      `Olá, ${account.name}.`, '',
      `A exportação dos seus dados pessoais que você pediu está pronta. Baixe-a em "Meus dados", na sua conta, até ${until}.`,
      'Por segurança, pediremos sua senha de novo antes do download.', '',
      'Se não foi você quem pediu, troque sua senha e fale com o suporte.',
    ].join('\n'),
  });
}

/** The ZIP of a ready export of this person, after the password is asked again. */
export async function openExport(ctx: AppContext, userId: string, requestId: string, currentPassword: string) {
  const request = await repo.findRequest(ctx.db, requestId);
  if (!request || request.userId !== userId || request.kind !== 'export') throw new AppError('not-found', 'Exportação não encontrada.');
  await confirmIdentity(ctx, userId, { currentPassword });
  if (request.status !== 'pronto' || !request.fileName || (request.dueAt && request.dueAt <= ctx.clock.now().toISOString())) {
    throw new AppError('conflict', request.status === 'expirado' || request.status === 'pronto' ? 'Esta exportação expirou. Peça uma nova.' : 'Esta exportação ainda não está pronta.');
  }
  const path = join(exportDir(ctx), request.fileName);
  const size = (await stat(path)).size;
  return { stream: createReadStream(path), size, fileName: `meus-dados-${request.requestedAt.slice(0, 10)}.zip` };
}

// ------------------------------------------------------------------ erasure

const LAST_ADMIN = 'Esta é a última conta de administrador ativa. Nomeie outro administrador antes de excluí-la.';

async function requireAccount(ctx: AppContext, userId: string) {
  const account = (await exportAccountData(ctx, userId)).usuario;
  if (!account) throw new AppError('not-found', 'Usuário não encontrado.');
  return account;
}

/** The holder asks for erasure: password (and 2FA code), carried out 7 days later, announced by e-mail. */
export async function requestErasure(ctx: AppContext, userId: string, input: { currentPassword: string; code?: string }): Promise<DataRequest> {
  await confirmIdentity(ctx, userId, { currentPassword: input.currentPassword, totpCode: input.code });
  const account = await requireAccount(ctx, userId);
  if (account.role === 'admin' && (await countOtherActiveAdmins(ctx, userId)) === 0) throw new AppError('conflict', LAST_ADMIN);
  const alreadyScheduled = new AppError('conflict', 'A exclusão da sua conta já está agendada.');
  if (await repo.findOpenRequest(ctx.db, userId, 'erasure')) throw alreadyScheduled;
  const now = ctx.clock.now();
  const row: DataRequestsTable = {
    id: newId(), userId, kind: 'erasure', status: 'agendado', requestedAt: now.toISOString(), requestedBy: null, reason: null,
    dueAt: addMs(now, ERASURE_GRACE_DAYS * DAY_MS).toISOString(), completedAt: null, fileName: null, sizeBytes: null, error: null,
  };
  try {
    await repo.insertRequest(ctx.db, row);
  } catch (error) {
    if (await repo.findOpenRequest(ctx.db, userId, 'erasure')) throw alreadyScheduled;
    throw error;
  }
  const { platform } = await ctx.settings.get();
  const when = formatDatePtBR(new Date(row.dueAt!));
  await ctx.mailer.send({
    to: account.email,
    subject: `${platform.platformName}: a exclusão da sua conta foi agendada para ${when}`,
    body: [
      `Olá, ${account.name}.`, '',
      `Recebemos o seu pedido de exclusão da conta. Ela será excluída em ${when}: seus dados pessoais serão apagados ou anonimizados.`,
      'Pagamentos e recibos ficam guardados pelo prazo da obrigação fiscal, sem o seu nome; certificados emitidos continuam verificáveis, sem o seu nome.', '',
      'Mudou de ideia? Até lá, entre na plataforma e cancele em "Meus dados".',
      'Se não foi você quem pediu, entre, cancele e troque sua senha.',
    ].join('\n'),
  });
  await createNotification(ctx, {
    userId, type: 'system', title: 'Exclusão da conta agendada',
    description: `Sua conta será excluída em ${when}. Você pode cancelar até lá em "Meus dados".`, link: `/${account.role}/meus-dados`,
  });
  return toRequest(row);
}

export async function cancelErasure(ctx: AppContext, userId: string): Promise<DataRequest> {
  const open = await repo.findOpenRequest(ctx.db, userId, 'erasure');
  if (!open || !(await repo.moveRequest(ctx.db, open.id, 'agendado', { status: 'cancelado', completedAt: ctx.clock.now().toISOString() }))) {
    throw new AppError('not-found', 'Não há exclusão agendada para cancelar.');
  }
  return toRequest((await repo.findRequest(ctx.db, open.id))!);
}

/**
 * Carries out an erasure in one transaction: every module erases or detaches its rows, the
 * account is anonymised, the audit log records it. `claim` moves the request to its final
 * state inside the same transaction, so two runners erase once. Files, and the card saved at
 * the payment provider, go after the commit.
 */
async function eraseNow(ctx: AppContext, userId: string, options: { heirId: string | null; actorId: string | null; ip?: string; reason: string | null; requestedBy?: 'titular' | 'administrador' | 'retencao'; claim: (trx: Db) => Promise<boolean> }) {
  const account = await requireAccount(ctx, userId);
  if (account.erasedAt) return false;
  if (account.role === 'admin' && (await countOtherActiveAdmins(ctx, userId)) === 0) throw new AppError('conflict', LAST_ADMIN);
  const heirId = options.heirId ?? (await findFirstOtherActiveAdminId(ctx, userId));
  const exports = (await repo.listRequestsOf(ctx.db, userId)).filter((r) => r.kind === 'export' && r.fileName);
  const afterCommit = await ctx.db.transaction().execute(async (trx) => {
    // Checked again inside the transaction, serialised with every other admin erasure: two
    // erasures of the two last admins at once leave one.
    if (account.role === 'admin' && (await countOtherActiveAdminsInErasure(trx, userId)) === 0) throw new AppError('conflict', LAST_ADMIN);
    if (!(await options.claim(trx))) return null;
    let coursesPassed = 0;
    if (heirId) coursesPassed = await passCourses(trx, userId, heirId);
    // The person's own notice rows go even when no admin is there to inherit publications.
    await eraseNotices(trx, userId, heirId);
    await eraseLearning(trx, userId);
    await eraseExamAttempts(trx, userId);
    const forgetBillingAtProvider = await eraseBilling(ctx, trx, userId);
    await eraseNotificationsOf(trx, userId);
    await eraseSupport(trx, userId);
    await eraseSessions(trx, userId);
    await eraseConsents(trx, userId);
    await ctx.mailer.forgetAddress(trx, account.email);
    await repo.expireExportsOf(trx, userId);
    const removeAvatar = await eraseAccount(ctx, trx, userId, ERASED_NAME);
    await recordAudit(ctx, trx, {
      actorId: options.actorId, action: 'account.erased', targetType: 'user', targetId: userId, ip: options.ip,
      details: { pedido: options.requestedBy ?? (options.actorId ? 'administrador' : 'titular'), papel: account.role, cursosTransferidos: coursesPassed, ...(options.reason ? { motivo: options.reason } : {}) },
    });
    return async () => {
      await forgetBillingAtProvider();
      await removeAvatar();
    };
  });
  if (!afterCommit) return false;
  await afterCommit();
  for (const request of exports) await unlink(join(exportDir(ctx), request.fileName!)).catch(() => undefined);
  return true;
}

/** The scheduler's part for erasures: those whose 7 days are over. */
async function runDueErasures(ctx: AppContext): Promise<number> {
  let erased = 0;
  for (const request of await repo.listDue(ctx.db, 'erasure', 'agendado', ctx.clock.now().toISOString(), 20)) {
    try {
      const done = await eraseNow(ctx, request.userId, {
        heirId: null, actorId: null, reason: null,
        claim: (trx) => repo.moveRequest(trx, request.id, 'agendado', { status: 'concluido', completedAt: ctx.clock.now().toISOString() }),
      });
      if (done) erased += 1;
    } catch (error) {
      await repo.moveRequest(ctx.db, request.id, 'agendado', { status: 'falhou', error: error instanceof Error ? error.message.slice(0, 500) : 'erro' });
    }
  }
  return erased;
}

/** An admin erases an account on its holder's request (outside the app), with the reason; audited. */
export async function eraseOnRequest(ctx: AppContext, admin: { id: string; ip: string }, userId: string, reason: string): Promise<DataRequest> {
  const account = await requireAccount(ctx, userId);
  if (account.erasedAt) throw new AppError('conflict', 'Esta conta já foi excluída.');
  const now = ctx.clock.now().toISOString();
  const row: DataRequestsTable = {
    id: newId(), userId, kind: 'erasure', status: 'concluido', requestedAt: now, requestedBy: admin.id, reason,
    dueAt: now, completedAt: now, fileName: null, sizeBytes: null, error: null,
  };
  const heirId = userId === admin.id ? null : admin.id;
  const done = await eraseNow(ctx, userId, {
    heirId, actorId: admin.id, ip: admin.ip, reason,
    claim: async (trx) => {
      // A scheduled request of the holder ends here too.
      const open = await repo.findOpenRequest(trx, userId, 'erasure');
      if (open) await repo.moveRequest(trx, open.id, 'agendado', { status: 'concluido', completedAt: now, requestedBy: admin.id, reason });
      else await repo.insertRequest(trx, row);
      return true;
    },
  });
  if (!done) throw new AppError('conflict', 'Esta conta já foi excluída.');
  return toRequest(row);
}

export async function listRequestsForAdmin(ctx: AppContext, filter: { status?: string; kind?: string }): Promise<AdminDataRequest[]> {
  const rows = await repo.listRecent(ctx.db, filter, 200);
  const people = await findNamesAndEmails(ctx, rows.flatMap((row) => (row.requestedBy ? [row.userId, row.requestedBy] : [row.userId])));
  return rows.map((row) => {
    const holder = people.get(row.userId);
    const by = row.requestedBy ? people.get(row.requestedBy) : undefined;
    return { ...toRequest(row), userId: row.userId, userName: holder?.name ?? ERASED_NAME, userEmail: holder?.email ?? '', requestedByName: by?.name ?? null, reason: row.reason };
  });
}

// ------------------------------------------------------------------ retention

/** Inactive accounts erased per run at most (each is one transaction). */
const INACTIVE_PER_RUN = 20;

export interface RetentionRun {
  sessions: number;
  notifications: number;
  emails: number;
  auditEntries: number;
  inactiveAccounts: number;
  /** Inactive accounts whose erasure failed this run (left as they were; the next run tries again). */
  inactiveAccountsFailed: number;
}

/**
 * The retention job (daily, claimed once across instances by the scheduler): applies the
 * periods the admin set. Each owning module removes its rows; inactive accounts are erased
 * like any other erasure (never an admin's); the audit log keeps its chain verifiable.
 */
/** A retention run that did everything it could but failed to erase some inactive accounts. */
export class RetentionIncomplete extends Error {
  constructor(readonly run: RetentionRun, readonly failures: string[]) {
    super(`Retenção aplicada, mas ${failures.length} conta(s) inativa(s) não puderam ser apagadas: ${failures.join('; ')}`);
  }
}

export async function applyRetention(ctx: AppContext): Promise<RetentionRun> {
  const { retention } = await ctx.settings.get();
  const now = ctx.clock.now();
  const before = (days: number) => addMs(now, -days * DAY_MS).toISOString();
  const failures: string[] = [];
  const run: RetentionRun = {
    sessions: await pruneSessions(ctx, before(retention.sessionDays)),
    notifications: await pruneNotifications(ctx, before(retention.notificationDays)),
    emails: await ctx.mailer.pruneBefore(before(retention.outboxDays)),
    auditEntries: 0,
    inactiveAccounts: 0,
    inactiveAccountsFailed: 0,
  };
  if (retention.inactiveAccountDays > 0) {
    const inactive = await listInactiveAccounts(ctx, before(retention.inactiveAccountDays), INACTIVE_PER_RUN);
    // None of them is an admin: the admin who inherits a teacher's courses and events is the same for all, found once.
    const heirId = inactive.length > 0 ? await findFirstOtherActiveAdminId(ctx, inactive[0]!) : null;
    const reason = `Conta sem acesso há mais de ${retention.inactiveAccountDays} dias (prazo de retenção).`;
    for (const userId of inactive) {
      const now = ctx.clock.now().toISOString();
      const done = await eraseNow(ctx, userId, {
        heirId, actorId: null, reason, requestedBy: 'retencao',
        claim: async (trx) => {
          const open = await repo.findOpenRequest(trx, userId, 'erasure');
          if (open) await repo.moveRequest(trx, open.id, 'agendado', { status: 'concluido', completedAt: now, reason });
          else {
            await repo.insertRequest(trx, {
              id: newId(), userId, kind: 'erasure', status: 'concluido', requestedAt: now, requestedBy: null, reason,
              dueAt: now, completedAt: now, fileName: null, sizeBytes: null, error: null,
            });
          }
          return true;
        },
      }).catch((error: unknown) => {
        // One account that cannot be erased (its transaction failed) must not stop the others;
        // it is counted, audited and logged by the job, and retried on the next run.
        run.inactiveAccountsFailed += 1;
        failures.push(`${userId}: ${error instanceof Error ? error.message : String(error)}`);
        return false;
      });
      if (done) run.inactiveAccounts += 1;
    }
  }
  if (run.sessions + run.notifications + run.emails + run.inactiveAccounts + run.inactiveAccountsFailed > 0) {
    await recordAudit(ctx, ctx.db, { actorId: null, action: 'retention.applied', targetType: 'settings', targetId: 'retention', details: { ...run, prazos: retention } });
  }
  // Last: its own entry is part of the chain it keeps verifiable.
  run.auditEntries = await pruneAuditLog(ctx, before(retention.auditDays), retention.auditDays);
  if (failures.length > 0) throw new RetentionIncomplete(run, failures);
  return run;
}
