import { hashPassword } from '#server/lib/passwords';
import { recordAudit } from '#server/modules/audit/audit.service';
import type { SeedContext } from './seed-context.ts';

/**
 * The administrator area's demo data (issue 13): users in every status and role, e-mails
 * sent, kept in the outbox and failed, and the audit rows of what the demo admin did to
 * them (written through the audit chain). Two students are kept for the browser journeys
 * that suspend one and reset the other's password, so no demo account is altered.
 */
const ADMIN_SEED_IDS = {
  admin: 'user-admin-demo',
  /** suspend journey */
  gabriel: 'user-aluno-gabriel',
  /** password-reset journey */
  helena: 'user-aluno-helena',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const ago = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString();

export async function seedAdmin({ db, now, audit }: SeedContext) {
  const users = [
    { id: ADMIN_SEED_IDS.gabriel, name: 'Gabriel Nunes', email: 'gabriel@eduia.com.br', role: 'aluno', status: 'ativo', createdAt: ago(now, 120 * DAY_MS), lastAccessAt: ago(now, 1 * DAY_MS), reason: null },
    { id: ADMIN_SEED_IDS.helena, name: 'Helena Souza', email: 'helena@eduia.com.br', role: 'aluno', status: 'ativo', createdAt: ago(now, 95 * DAY_MS), lastAccessAt: ago(now, 3 * DAY_MS), reason: null },
    { id: 'user-aluno-igor', name: 'Igor Mendes', email: 'igor.mendes@eduia.com.br', role: 'aluno', status: 'suspenso', createdAt: ago(now, 200 * DAY_MS), lastAccessAt: ago(now, 40 * DAY_MS), reason: 'Compartilhamento da conta com outras pessoas.' },
    { id: 'user-aluno-julia', name: 'Júlia Araújo', email: 'julia@eduia.com.br', role: 'aluno', status: 'pendente', createdAt: ago(now, 2 * DAY_MS), lastAccessAt: null, reason: null },
    { id: 'user-aluno-lucas', name: 'Lucas Ferreira', email: 'lucas@eduia.com.br', role: 'aluno', status: 'pendente', createdAt: ago(now, 1 * DAY_MS), lastAccessAt: null, reason: null },
    { id: 'user-prof-renata', name: 'Renata Lima', email: 'renata@eduia.com.br', role: 'professor', status: 'suspenso', createdAt: ago(now, 300 * DAY_MS), lastAccessAt: ago(now, 60 * DAY_MS), reason: 'Conteúdo publicado sem autorização de uso.' },
    { id: 'user-admin-paula', name: 'Paula Martins', email: 'paula.admin@eduia.com.br', role: 'admin', status: 'ativo', createdAt: ago(now, 400 * DAY_MS), lastAccessAt: ago(now, 5 * DAY_MS), reason: null },
  ] as const;
  const existing = new Set((await db.selectFrom('users').select('id').execute()).map((u) => u.id));
  const fresh = users.filter((u) => !existing.has(u.id));
  if (fresh.length === 0) return;
  const passwordHash = await hashPassword('Aluno@2024');
  const clockAt = (iso: string) => ({ clock: { now: () => new Date(iso) } });

  for (const user of fresh) {
    await db
      .insertInto('users')
      .values({
        id: user.id, name: user.name, email: user.email, passwordHash, role: user.role, status: user.status, phone: null, bio: null, cpf: null,
        avatarFile: null, passwordChangedAt: user.createdAt, emailVerifiedAt: user.status === 'pendente' ? null : user.createdAt, totpSecret: null,
        lockedUntil: null, createdAt: user.createdAt, lastAccessAt: user.lastAccessAt,
        suspendedReason: user.reason, suspendedAt: user.status === 'suspenso' ? ago(now, 10 * DAY_MS) : null,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  // What the demo admin did, in the order it happened, through the chain (each row hashed on the previous one).
  type Event = { at: string; entry: Parameters<typeof recordAudit>[2] };
  const events: Event[] = fresh.map((user) => ({
    at: user.createdAt,
    entry: {
      actorId: ADMIN_SEED_IDS.admin, action: 'user.create', targetType: 'user', targetId: user.id, ip: '203.0.113.10',
      details: { nome: user.name, email: user.email, perfil: user.role },
    },
  }));
  events.push({
    at: ago(now, 12 * DAY_MS),
    entry: { actorId: null, action: 'auth.sign_in_failed', targetType: 'user', targetId: 'user-aluno-igor', ip: '198.51.100.23', details: { motivo: 'senha incorreta', tentativa: 1 } },
  });
  for (const user of fresh.filter((u) => u.status === 'suspenso')) {
    events.push({
      at: ago(now, 10 * DAY_MS),
      entry: {
        actorId: ADMIN_SEED_IDS.admin, action: 'user.suspend', targetType: 'user', targetId: user.id, ip: '203.0.113.10',
        details: { statusAnterior: 'ativo', motivo: user.reason, sessoesEncerradas: 0 },
      },
    });
  }
  events.sort((x, y) => x.at.localeCompare(y.at));
  for (const { at, entry } of events) await recordAudit({ ...clockAt(at), audit }, db, entry);

  const mails = [
    { id: 'mail-seed-1', toAddress: 'gabriel@eduia.com.br', subject: 'Bem-vindo ao EduIA', body: 'Olá, Gabriel.\n\nSua conta está pronta. Bons estudos!', status: 'enviado', error: null, createdAt: ago(now, 20 * DAY_MS), sentAt: ago(now, 20 * DAY_MS) },
    { id: 'mail-seed-2', toAddress: 'igor.mendes@eduia.com.br', subject: 'Sua conta no EduIA foi suspensa', body: 'Olá, Igor Mendes.\n\nSua conta no EduIA foi suspensa pela administração. Motivo: Compartilhamento da conta com outras pessoas.', status: 'caixa-de-saida', error: null, createdAt: ago(now, 10 * DAY_MS), sentAt: null },
    { id: 'mail-seed-3', toAddress: 'lucas@eduia.com.br', subject: 'Confirme seu e-mail no EduIA', body: 'Olá, Lucas.\n\nConfirme seu endereço de e-mail pelo link enviado no cadastro.', status: 'falhou', error: 'SMTP 550 5.1.1: caixa postal inexistente', createdAt: ago(now, 1 * DAY_MS), sentAt: null },
    { id: 'mail-seed-4', toAddress: 'julia@eduia.com.br', subject: 'Confirme seu e-mail no EduIA', body: 'Olá, Júlia.\n\nConfirme seu endereço de e-mail pelo link enviado no cadastro.', status: 'falhou', error: 'SMTP 421 4.7.0: tente novamente mais tarde', createdAt: ago(now, 2 * DAY_MS), sentAt: null },
  ] as const;
  for (const mail of mails) await db.insertInto('emailOutbox').values(mail).onConflict((oc) => oc.doNothing()).execute();
}
