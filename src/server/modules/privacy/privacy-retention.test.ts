import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privacyAdminEndpoints, privacyEndpoints } from '#contracts/privacy';
import { adminSettingsEndpoints } from '#contracts/settings';
import { userEndpoints } from '#contracts/users';
import { DAY_MS } from '#server/lib/clock';
import { newId } from '#server/lib/ids';
import { recordAudit, verifyAuditChain } from '#server/modules/audit/audit.service';
import { checkQueryPlans } from '#server/db/query-plan';
import { pruneNotifications } from '#server/modules/notifications/notifications.service';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { applyRetention, RetentionIncomplete } from './privacy.service.ts';

// LGPD art. 15–16 (issue 26 item 4): the admin sets how long personal data is kept, a
// scheduled job applies it, the privacy page shows it, and pruning the audit log keeps its
// chain verifiable.

let t: TestApp;
let admin = '';
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signInAs('admin');
});
afterAll(async () => t.close());

const VALID = { inactiveAccountDays: 0, sessionDays: 20, notificationDays: 60, outboxDays: 30, auditDays: 400 };

describe('retention settings', () => {
  it('only admins read and save them; bad periods are refused in Portuguese; a save is audited and shown on "Meus dados"', async () => {
    const student = await t.signInAs('aluno');
    expect((await t.call(adminSettingsEndpoints.getRetention, {})).status).toBe(401);
    expect((await t.call(adminSettingsEndpoints.getRetention, { cookie: student })).status).toBe(403);
    const current = await t.call(adminSettingsEndpoints.getRetention, { cookie: admin });
    expect(current.body).toMatchObject({ inactiveAccountDays: 0, sessionDays: 30, notificationDays: 365, outboxDays: 90, auditDays: 1825 });
    const version = current.body.version;
    expect((await t.call(adminSettingsEndpoints.saveRetention, { cookie: student, body: { ...VALID, version } })).status).toBe(403);

    const shortAudit = await t.call(adminSettingsEndpoints.saveRetention, { cookie: admin, body: { ...VALID, auditDays: 30, version } });
    expect(shortAudit.status).toBe(400);
    expect(JSON.stringify(shortAudit.body)).toContain('O prazo do registro de auditoria deve ser de 365 a 3650 dias.');
    const shortInactive = await t.call(adminSettingsEndpoints.saveRetention, { cookie: admin, body: { ...VALID, inactiveAccountDays: 30, version } });
    expect(shortInactive.status).toBe(400);
    expect(JSON.stringify(shortInactive.body)).toContain('informe 0 (nunca) ou pelo menos 180 dias');
    expect((await t.call(adminSettingsEndpoints.saveRetention, { cookie: admin, body: { ...VALID, sessionDays: 1.5, version } })).status).toBe(400);
    expect((await t.call(adminSettingsEndpoints.saveRetention, { cookie: admin, body: { ...VALID, version, extra: 1 } as never })).status).toBe(400);

    const saved = await t.call(adminSettingsEndpoints.saveRetention, { cookie: admin, body: { ...VALID, version } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject(VALID);
    expect((await t.call(adminSettingsEndpoints.saveRetention, { cookie: admin, body: { ...VALID, version } })).status).toBe(409);
    const entry = await t.db.selectFrom('auditLog').select(['details']).where('action', '=', 'settings.update').where('targetId', '=', 'retention').orderBy('seq', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(entry.details!).changes).toMatchObject({ sessionDays: { old: 30, new: 20 }, auditDays: { old: 1825, new: 400 } });

    const mine = await t.call(privacyEndpoints.myData, { cookie: student });
    expect(mine.body.retention).toEqual(VALID);
  });
});

describe('the retention job', () => {
  it('removes a backlog of expired notifications over several statements, each finding its rows by date', async () => {
    const student = await t.insertUser({ role: 'aluno' });
    const at = (days: number) => new Date(t.clock.now().getTime() - days * DAY_MS).toISOString();
    // More than two statements' worth (2 000 each), with rows of the same instant on both sides of a batch's edge.
    const expired = Array.from({ length: 4_005 }, (_, i) => ({
      id: newId(), userId: student.id, type: 'system' as const, title: 'Antiga', description: 'x', link: null, readAt: null, createdAt: at(400 + (i % 3)),
    }));
    for (let i = 0; i < expired.length; i += 500) await t.db.insertInto('notifications').values(expired.slice(i, i + 500)).execute();
    await t.db.insertInto('notifications').values({ id: newId(), userId: student.id, type: 'system', title: 'Recente', description: 'x', link: null, readAt: null, createdAt: at(10) }).execute();
    const { result: removed, problems } = await checkQueryPlans(t.db, () => pruneNotifications(t.app.ctx, at(365)));
    expect(problems, problems.join('\n\n')).toEqual([]);
    expect(removed).toBeGreaterThanOrEqual(4_005);
    expect((await t.db.selectFrom('notifications').select('title').where('userId', '=', student.id).execute()).map((n) => n.title)).toEqual(['Recente']);
  });

  it('removes what is older than each period, keeps the rest, and the audit chain still verifies after pruning', async () => {
    const version = (await t.call(adminSettingsEndpoints.getRetention, { cookie: admin })).body.version;
    await t.call(adminSettingsEndpoints.saveRetention, { cookie: admin, body: { ...VALID, version } });
    const student = await t.insertUser({ role: 'aluno' });
    const recent = t.clock.now().toISOString();
    const at = (days: number) => new Date(t.clock.now().getTime() - days * DAY_MS).toISOString();
    await t.db.insertInto('sessions').values([
      { id: newId(), tokenHash: newId(), userId: student.id, createdAt: at(40), lastSeenAt: at(25), expiresAt: at(18), endedReason: null },
      { id: newId(), tokenHash: newId(), userId: student.id, createdAt: at(3), lastSeenAt: recent, expiresAt: at(-4), endedReason: null },
    ]).execute();
    await t.db.insertInto('notifications').values([
      { id: newId(), userId: student.id, type: 'system', title: 'Antiga', description: 'x', link: null, readAt: null, createdAt: at(61) },
      { id: newId(), userId: student.id, type: 'system', title: 'Recente', description: 'x', link: null, readAt: null, createdAt: at(59) },
    ]).execute();
    const mail = (subject: string, status: 'enviado' | 'pendente', createdAt: string) => ({ id: newId(), toAddress: student.email, subject, body: 'x', linkKind: null, linkRef: null, status, error: null, createdAt, sentAt: null });
    await t.db.insertInto('emailOutbox').values([mail('Enviado antigo', 'enviado', at(31)), mail('Pendente antigo', 'pendente', at(31)), mail('Enviado recente', 'enviado', at(29))]).execute();

    // Audit entries 500 days old (the chain so far) and recent ones.
    t.clock.advance(-500 * DAY_MS);
    for (let i = 0; i < 3; i += 1) await recordAudit(t.app.ctx, t.db, { actorId: null, action: 'test.antigo', targetType: null, targetId: null });
    t.clock.advance(500 * DAY_MS);
    await recordAudit(t.app.ctx, t.db, { actorId: null, action: 'test.recente', targetType: null, targetId: null });
    const lastOld = await t.db.selectFrom('auditLog').select('seq').where('createdAt', '<', at(400)).orderBy('seq', 'desc').executeTakeFirstOrThrow();
    expect(await verifyAuditChain(t.db, { key: t.app.ctx.audit.key })).toMatchObject({ ok: true });
    const oldRows = await t.db.selectFrom('auditLog').selectAll().where('seq', '<=', lastOld.seq).execute();

    const run = await applyRetention(t.app.ctx);
    expect(run).toMatchObject({ sessions: 1, notifications: 1, emails: 1, inactiveAccounts: 0 });
    expect(run.auditEntries).toBe(Number(lastOld.seq));
    expect((await t.db.selectFrom('sessions').select('lastSeenAt').where('userId', '=', student.id).execute()).map((s) => s.lastSeenAt)).toEqual([recent]);
    expect((await t.db.selectFrom('notifications').select('title').where('userId', '=', student.id).execute()).map((n) => n.title)).toEqual(['Recente']);
    expect((await t.db.selectFrom('emailOutbox').select('subject').where('toAddress', '=', student.email).orderBy('subject').execute()).map((m) => m.subject)).toEqual(['Enviado recente', 'Pendente antigo']);
    expect(await t.db.selectFrom('auditLog').select('seq').where('createdAt', '<', at(400)).execute()).toEqual([]);
    const start = await t.db.selectFrom('auditLog').select(['seq', 'details']).where('action', '=', 'audit.chain_pruned').executeTakeFirstOrThrow();
    expect(JSON.parse(start.details!)).toMatchObject({ primeiraLinha: Number(lastOld.seq) + 1, prazoDias: 400 });

    // The pruned chain verifies; a later append and a second run too.
    expect(await verifyAuditChain(t.db, { key: t.app.ctx.audit.key })).toMatchObject({ ok: true });
    await recordAudit(t.app.ctx, t.db, { actorId: null, action: 'test.depois', targetType: null, targetId: null });
    expect((await applyRetention(t.app.ctx)).auditEntries).toBe(0);

    // A run that stopped after writing the new start, before its batched removal ended, leaves
    // rows before the start: the chain still verifies, and the next run removes them first.
    await t.db.insertInto('auditLog').values(oldRows).execute();
    expect(await verifyAuditChain(t.db, { key: t.app.ctx.audit.key })).toMatchObject({ ok: true });
    expect((await applyRetention(t.app.ctx)).auditEntries).toBe(oldRows.length);
    expect(await t.db.selectFrom('auditLog').select('seq').where('createdAt', '<', at(400)).execute()).toEqual([]);
    expect(await t.db.selectFrom('auditLog').select('seq').where('action', '=', 'audit.chain_pruned').execute()).toHaveLength(1);
    expect(await verifyAuditChain(t.db, { key: t.app.ctx.audit.key })).toMatchObject({ ok: true });
    expect(await verifyAuditChain(t.db, { key: t.app.ctx.audit.key })).toMatchObject({ ok: true });

    // Still tamper-evident: a row removed from the kept part, or a forged start entry, shows.
    const kept = await t.db.selectFrom('auditLog').select(['seq', 'id']).orderBy('seq').execute();
    const forged = await t.db.selectFrom('auditLog').select(['id', 'details']).where('action', '=', 'audit.chain_pruned').executeTakeFirstOrThrow();
    await t.db.updateTable('auditLog').set({ details: JSON.stringify({ ...JSON.parse(forged.details!), primeiraLinha: Number(kept[2]!.seq) }) }).where('id', '=', forged.id).execute();
    expect(await verifyAuditChain(t.db, { key: t.app.ctx.audit.key })).toMatchObject({ ok: false });
    await t.db.updateTable('auditLog').set({ details: forged.details }).where('id', '=', forged.id).execute();
    expect(await verifyAuditChain(t.db, { key: t.app.ctx.audit.key })).toMatchObject({ ok: true });
  });

  it('erases accounts inactive for longer than the period (never an admin), audited as retention', async () => {
    const version = (await t.call(adminSettingsEndpoints.getRetention, { cookie: admin })).body.version;
    expect((await t.call(adminSettingsEndpoints.saveRetention, { cookie: admin, body: { ...VALID, inactiveAccountDays: 365, version } })).status).toBe(200);
    const idle = await t.insertUser({ role: 'aluno', name: 'Aluna Inativa Há Muito' });
    const active = await t.insertUser({ role: 'aluno', name: 'Aluna Ativa Recente' });
    const idleAdmin = await t.insertUser({ role: 'admin', name: 'Admin Inativo Antigo' });
    const longAgo = new Date(t.clock.now().getTime() - 400 * DAY_MS).toISOString();
    await t.db.updateTable('users').set({ lastAccessAt: longAgo, createdAt: longAgo }).where('id', 'in', [idle.id, idleAdmin.id]).execute();
    await t.db.updateTable('users').set({ lastAccessAt: t.clock.now().toISOString() }).where('id', '=', active.id).execute();

    expect((await applyRetention(t.app.ctx)).inactiveAccounts).toBeGreaterThanOrEqual(1);
    const names = await t.db.selectFrom('users').select(['id', 'name', 'erasedAt']).where('id', 'in', [idle.id, active.id, idleAdmin.id]).execute();
    const byId = new Map(names.map((u) => [u.id, u]));
    expect(byId.get(idle.id)).toMatchObject({ name: 'Titular removido' });
    expect(byId.get(idle.id)!.erasedAt).not.toBeNull();
    expect(byId.get(active.id)).toMatchObject({ name: 'Aluna Ativa Recente', erasedAt: null });
    expect(byId.get(idleAdmin.id)).toMatchObject({ name: 'Admin Inativo Antigo', erasedAt: null });
    const entry = await t.db.selectFrom('auditLog').select('details').where('action', '=', 'account.erased').where('targetId', '=', idle.id).executeTakeFirstOrThrow();
    expect(JSON.parse(entry.details!)).toMatchObject({ pedido: 'retencao' });
    const listed = await t.call(privacyAdminEndpoints.requests, { cookie: admin, query: { kind: 'erasure', status: 'concluido' } });
    expect(listed.body.find((r) => r.userId === idle.id)?.reason).toContain('365 dias');
  });
});

describe('an inactive account that cannot be erased', () => {
  it('does not stop the others: the run erases the rest, then fails with the count, and the audit entry says so', async () => {
    const stuck = await t.insertUser({ role: 'aluno', name: 'Aluna Inativa Bloqueada' });
    const other = await t.insertUser({ role: 'aluno', name: 'Aluna Inativa Livre' });
    const longAgo = new Date(t.clock.now().getTime() - 400 * DAY_MS).toISOString();
    await t.db.updateTable('users').set({ lastAccessAt: longAgo, createdAt: longAgo }).where('id', 'in', [stuck.id, other.id]).execute();
    // The database refuses to change this one row, as a real failure inside the erasure's transaction would.
    if (t.app.ctx.dialect === 'sqlite') {
      await sql.raw(`CREATE TRIGGER refuse_stuck BEFORE UPDATE ON users WHEN OLD.id = '${stuck.id}' BEGIN SELECT RAISE(ABORT, 'falha simulada'); END`).execute(t.db);
    } else {
      await sql.raw(`CREATE FUNCTION refuse_stuck() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'falha simulada'; END $$ LANGUAGE plpgsql`).execute(t.db);
      await sql.raw(`CREATE TRIGGER refuse_stuck BEFORE UPDATE ON users FOR EACH ROW WHEN (OLD.id = '${stuck.id}') EXECUTE FUNCTION refuse_stuck()`).execute(t.db);
    }
    try {
      const failure = await applyRetention(t.app.ctx).then(() => null, (error: unknown) => error);
      expect(failure).toBeInstanceOf(RetentionIncomplete);
      expect((failure as RetentionIncomplete).run).toMatchObject({ inactiveAccountsFailed: 1 });
      expect((failure as RetentionIncomplete).run.inactiveAccounts).toBeGreaterThanOrEqual(1);
      const rows = await t.db.selectFrom('users').select(['id', 'erasedAt']).where('id', 'in', [stuck.id, other.id]).execute();
      expect(rows.find((u) => u.id === stuck.id)!.erasedAt).toBeNull();
      expect(rows.find((u) => u.id === other.id)!.erasedAt).not.toBeNull();
      const audit = await t.db.selectFrom('auditLog').select('details').where('action', '=', 'retention.applied').orderBy('seq', 'desc').executeTakeFirstOrThrow();
      expect(JSON.parse(audit.details!)).toMatchObject({ inactiveAccountsFailed: 1 });
    } finally {
      await sql.raw('DROP TRIGGER refuse_stuck' + (t.app.ctx.dialect === 'sqlite' ? '' : ' ON users')).execute(t.db);
    }
  });
});

describe('the last admin', () => {
  it('two erasures of the two last admins at once leave one admin', async () => {
    const me = (await t.call(userEndpoints.myProfile, { cookie: admin })).body.id;
    const other = await t.insertUser({ role: 'admin', name: 'Segunda Admin' });
    // Only these two stay active admins.
    await t.db.updateTable('users').set({ status: 'suspenso' }).where('role', '=', 'admin').where('id', 'not in', [me, other.id]).execute();
    const reason = { reason: 'Pedido do titular recebido por e-mail.' };
    const results = await Promise.all([
      t.call(privacyAdminEndpoints.eraseUser, { cookie: admin, params: { id: other.id }, body: reason }),
      t.call(privacyAdminEndpoints.eraseUser, { cookie: admin, params: { id: me }, body: reason }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const left = await t.db.selectFrom('users').select('id').where('role', '=', 'admin').where('status', '=', 'ativo').where('erasedAt', 'is', null).execute();
    expect(left).toHaveLength(1);
  });
});
