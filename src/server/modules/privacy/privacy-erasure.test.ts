import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '#contracts/auth';
import { certificateEndpoints } from '#contracts/certificates';
import { consentEndpoints } from '#contracts/consents';
import { ERASED_NAME, privacyAdminEndpoints, privacyEndpoints } from '#contracts/privacy';
import { userEndpoints } from '#contracts/users';
import { DAY_MS } from '#server/lib/clock';
import { verifyAuditChain } from '#server/modules/audit/audit.service';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { runDataRequests } from './privacy.service.ts';

// LGPD art. 18, VI (issue 26 item 3): the holder asks, 7 days to cancel, then nothing in the
// database identifies them; payments stay for the fiscal obligation, certificates verify
// without the name, a teacher's courses pass to an admin, the last admin cannot go.

let t: TestApp;
let admin = '';
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signInAs('admin');
});
afterAll(async () => t.close());

const STUDENT = { email: 'aluno@eduia.com.br', password: 'Aluno@2024' };

/** Every table's rows as text, for a search of what identified the person. */
async function wholeDatabaseText(): Promise<string> {
  const tables = t.app.ctx.dialect === 'postgres'
    ? (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(t.db)).rows
    : (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not glob '*_fts_*'`.execute(t.db)).rows;
  const parts: string[] = [];
  for (const { name } of tables) {
    const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(t.db)).rows;
    parts.push(`${name}: ${JSON.stringify(rows)}`);
  }
  return parts.join('\n');
}


/** Every (table, column) that names a person by id: user_id and student_id columns. */
async function personColumns(): Promise<Array<{ t: string; c: string }>> {
  return t.app.ctx.dialect === 'postgres'
    ? (await sql<{ t: string; c: string }>`select table_name as t, column_name as c from information_schema.columns where table_schema = current_schema() and column_name in ('user_id', 'student_id')`.execute(t.db)).rows
    : (await sql<{ t: string; c: string }>`select m.name as t, p.name as c from sqlite_master m join pragma_table_info(m.name) p where m.type = 'table' and m.name not like '%_fts%' and p.name in ('user_id', 'student_id')`.execute(t.db)).rows;
}

async function rowsOf(userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { t: table, c } of await personColumns()) {
    counts[table] = Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)} where ${sql.ref(c)} = ${userId}`.execute(t.db)).rows[0]!.n);
  }
  return counts;
}

/** The rows no API of the demo gives her (tokens, pending links, device counters): written as the modules write them. */
async function fillTheRest(userId: string, stamp: string) {
  const later = new Date(Date.parse(stamp) + DAY_MS).toISOString();
  const lesson = await t.db.selectFrom('lessonCompletions').select(['courseId', 'lessonId']).where('userId', '=', userId).executeTakeFirstOrThrow();
  const payment = await t.db.selectFrom('payments').select(['id', 'amountCents']).where('userId', '=', userId).executeTakeFirstOrThrow();
  await t.db.insertInto('notes').values({ userId, courseId: lesson.courseId, lessonId: lesson.lessonId, content: 'Minha anotação secreta sobre redes neurais 7781', updatedAt: stamp }).execute();
  await t.db.insertInto('totpRecoveryCodes').values({ id: 'erase-totp-1', userId, codeHash: 'hash-recuperacao-7781', usedAt: null, createdAt: stamp }).execute();
  await t.db.insertInto('checkoutSessions').values({ id: 'erase-checkout-1', userId, idempotencyKey: 'chave-7781', requestHash: 'req-7781', outcome: 'declined', paymentId: null, message: 'Cartão recusado', createdAt: stamp }).execute();
  await t.db.insertInto('supportMessages').values({ id: 'erase-support-1', userId, subject: 'Dúvida 7781', message: 'Sou a Lucas e preciso de ajuda com o curso 7781', context: null, createdAt: stamp }).execute();
  await t.db.insertInto('emailVerificationTokens').values({ id: 'erase-verify-1', userId, tokenHash: 'verify-7781', email: 'lucas.confirmar@exemplo.com.br', createdAt: stamp, expiresAt: later, usedAt: null }).execute();
  await t.db.insertInto('emailChanges').values({ id: 'erase-change-1', userId, newEmail: 'lucas.novo@exemplo.com.br', tokenHash: 'change-7781', expiresAt: later, usedAt: null, createdAt: stamp }).execute();
  await t.db.insertInto('passwordResets').values({ id: 'erase-reset-1', userId, tokenHash: 'reset-7781', createdBy: null, createdAt: stamp, expiresAt: later, usedAt: null }).execute();
  await t.db.insertInto('signInDevices').values({ deviceHash: 'device-7781', userId, failedCount: 2, lockedUntil: null, updatedAt: stamp }).execute();
  await t.db.insertInto('paymentsReceived').values({ id: 'erase-received-1', paymentId: payment.id, userId, transactionId: 'tx-7781', amountCents: payment.amountCents, receivedAt: stamp, refundReference: null, settledAt: stamp, note: null }).execute();
  await t.db.insertInto('studyHeartbeats').values({ userId, lastAt: Date.parse(stamp) }).execute();
  await t.db.insertInto('payerAddresses').values({ userId, zipCode: '01310100', streetName: 'Rua Secreta 7781', streetNumber: '7781', neighborhood: 'Bairro 7781', city: 'Cidade 7781', federalUnit: 'SP', createdAt: stamp, updatedAt: stamp }).execute();
}

/** Tables whose rows stay after the erasure (the law or the audience needs them), detached from the person's identity. */
const KEPT = new Set(['payments', 'payments_received', 'certificates', 'subscriptions', 'data_requests', 'coupon_redemptions']);

describe('erasure asked by the holder', () => {
  it('checks the password, waits 7 days (cancelable), then nothing identifies the student; payments and certificates stay without her', async () => {
    let cookie = await t.signIn(STUDENT.email, STUDENT.password);
    const me = (await t.call(userEndpoints.myProfile, { cookie })).body;
    const identity = await t.db.selectFrom('users').select(['name', 'email', 'cpf', 'phone']).where('id', '=', me.id).executeTakeFirstOrThrow();
    const paymentsBefore = await t.db.selectFrom('payments').select(['id', 'amountCents']).where('userId', '=', me.id).orderBy('id').execute();
    const certificates = await t.db.selectFrom('certificates').select('code').where('userId', '=', me.id).execute();
    const notes = await t.db.selectFrom('notes').select('content').where('userId', '=', me.id).execute();
    expect(paymentsBefore.length).toBeGreaterThan(0);
    expect(certificates.length).toBeGreaterThan(0);

    expect((await t.call(privacyEndpoints.requestErasure, { cookie, body: { currentPassword: 'errada' } })).status).toBe(400);
    const asked = await t.call(privacyEndpoints.requestErasure, { cookie, body: { currentPassword: STUDENT.password } });
    expect(asked.status).toBe(202);
    expect(asked.body).toMatchObject({ kind: 'erasure', status: 'agendado' });
    expect(new Date(asked.body.dueAt!).getTime() - t.clock.now().getTime()).toBe(7 * DAY_MS);
    expect((await t.call(privacyEndpoints.requestErasure, { cookie, body: { currentPassword: STUDENT.password } })).status).toBe(409);
    const announced = await t.db.selectFrom('emailOutbox').select('subject').where('toAddress', '=', STUDENT.email).where('subject', 'like', '%exclusão da sua conta%').execute();
    expect(announced).toHaveLength(1);

    // Canceled: nothing happens after 7 days.
    expect((await t.call(privacyEndpoints.cancelErasure, { cookie })).body.status).toBe('cancelado');
    expect((await t.call(privacyEndpoints.cancelErasure, { cookie })).status).toBe(404);
    t.clock.advance(8 * DAY_MS);
    expect((await runDataRequests(t.app.ctx)).erased).toBe(0);
    cookie = await t.signIn(STUDENT.email, STUDENT.password);
    // A consent of hers (consents module) goes with the account too.
    expect((await t.call(consentEndpoints.decide, { cookie, params: { purpose: 'marketing-emails' }, body: { granted: true } })).status).toBe(200);

    await fillTheRest(me.id, t.clock.now().toISOString());
    // A wrong password from another device: a device counter of hers.
    expect((await t.call(authEndpoints.login, { body: { email: STUDENT.email, password: 'Errada@0000' } })).status).toBe(401);

    expect((await t.call(privacyEndpoints.requestErasure, { cookie, body: { currentPassword: STUDENT.password } })).status).toBe(202);
    const before = await rowsOf(me.id);
    const empty = Object.entries(before).filter(([, n]) => n === 0).map(([table]) => table);
    expect(empty, 'tables with a person column and no row of hers before the erasure').toEqual([]);
    const extra = ['lucas.novo@exemplo.com.br', 'lucas.confirmar@exemplo.com.br', 'Minha anotação secreta sobre redes neurais 7781', 'Sou a Lucas e preciso de ajuda com o curso 7781', 'hash-recuperacao-7781', 'Rua Secreta 7781', 'Bairro 7781', 'Cidade 7781', 'verify-7781', 'change-7781', 'reset-7781', 'device-7781'];
    t.clock.advance(6 * DAY_MS);
    expect((await runDataRequests(t.app.ctx)).erased).toBe(0);
    t.clock.advance(1 * DAY_MS + 1000);
    const [first, second] = await Promise.all([runDataRequests(t.app.ctx), runDataRequests(t.app.ctx)]);
    expect(first.erased + second.erased).toBe(1);

    const everything = await wholeDatabaseText();
    const after = await rowsOf(me.id);
    const left = Object.entries(after).filter(([table, n]) => n > 0 && !KEPT.has(table)).map(([table]) => table);
    expect(left, 'tables still holding rows of hers').toEqual([]);
    for (const value of [identity.name, identity.email, identity.cpf, identity.phone, ...extra, ...notes.map((n) => n.content)].filter((v): v is string => Boolean(v && v.length > 3))) {
      expect(everything.includes(value), `still in the database: ${value}`).toBe(false);
    }
    for (const table of ['enrollments', 'lessonCompletions', 'studyTime', 'notes', 'favorites', 'quizAttempts', 'notifications', 'sessions', 'paymentMethods', 'payerAddresses', 'supportMessages', 'consents'] as const) {
      const left = await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('userId', '=', me.id).executeTakeFirstOrThrow();
      expect(Number(left.n), table).toBe(0);
    }
    // Kept for the fiscal obligation, pointing at the anonymised account.
    expect(await t.db.selectFrom('payments').select(['id', 'amountCents']).where('userId', '=', me.id).orderBy('id').execute()).toEqual(paymentsBefore);
    const verified = await t.call(certificateEndpoints.verify, { params: { code: certificates[0]!.code } });
    expect(verified.status).toBe(200);
    expect(verified.body.studentName).toBe(ERASED_NAME);
    // Signed out everywhere, and the credentials no longer work.
    expect((await t.call(userEndpoints.myProfile, { cookie })).status).toBe(401);
    expect((await t.call(authEndpoints.login, { body: { email: STUDENT.email, password: STUDENT.password } })).status).toBe(401);
    const audit = await t.db.selectFrom('auditLog').select(['action', 'actorId']).where('targetId', '=', me.id).where('action', '=', 'account.erased').execute();
    expect(audit).toEqual([{ action: 'account.erased', actorId: null }]);
    // Anonymising the account rewrote no audit row: the hash chain still verifies.
    expect(await verifyAuditChain(t.db, { key: t.app.ctx.audit.key })).toMatchObject({ ok: true });
  });
});

describe('erasure by an admin on request', () => {
  it('is for admins only, needs a reason, passes a teacher’s courses to the admin and is audited', async () => {
    admin = await t.signInAs('admin');
    const teacher = await t.insertUser({ role: 'professor', name: 'Professora Removível' });
    await t.db.updateTable('courses').set({ instructorId: teacher.id }).where('id', '=', '3').execute();
    const student = await t.signIn((await t.insertUser({ role: 'aluno' })).email, 'Senha@12345');
    expect((await t.call(privacyAdminEndpoints.eraseUser, { cookie: student, params: { id: teacher.id }, body: { reason: 'Pedido do titular por e-mail.' } })).status).toBe(403);
    expect((await t.call(privacyAdminEndpoints.eraseUser, { params: { id: teacher.id }, body: { reason: 'Pedido do titular por e-mail.' } })).status).toBe(401);
    expect((await t.call(privacyAdminEndpoints.eraseUser, { cookie: admin, params: { id: teacher.id }, body: { reason: 'curto' } })).status).toBe(400);
    expect((await t.call(privacyAdminEndpoints.eraseUser, { cookie: admin, params: { id: 'nao-existe' }, body: { reason: 'Pedido do titular por e-mail.' } })).status).toBe(404);

    const done = await t.call(privacyAdminEndpoints.eraseUser, { cookie: admin, params: { id: teacher.id }, body: { reason: 'Pedido do titular por e-mail.' } });
    expect(done.status).toBe(200);
    expect((await t.call(privacyAdminEndpoints.eraseUser, { cookie: admin, params: { id: teacher.id }, body: { reason: 'Pedido do titular por e-mail.' } })).status).toBe(409);
    const adminId = (await t.call(userEndpoints.myProfile, { cookie: admin })).body.id;
    expect((await t.db.selectFrom('courses').select('instructorId').where('id', '=', '3').executeTakeFirstOrThrow()).instructorId).toBe(adminId);
    const entry = await t.db.selectFrom('auditLog').select(['actorId', 'details']).where('targetId', '=', teacher.id).where('action', '=', 'account.erased').executeTakeFirstOrThrow();
    expect(entry.actorId).toBe(adminId);
    expect(JSON.parse(entry.details!)).toMatchObject({ pedido: 'administrador', motivo: 'Pedido do titular por e-mail.', cursosTransferidos: 1 });

    const list = await t.call(privacyAdminEndpoints.requests, { cookie: admin, query: { kind: 'erasure' } });
    expect(list.status).toBe(200);
    expect(list.body.find((r) => r.userId === teacher.id)).toMatchObject({ status: 'concluido', userName: ERASED_NAME, reason: 'Pedido do titular por e-mail.' });
    expect((await t.call(privacyAdminEndpoints.requests, { cookie: student, query: {} })).status).toBe(403);
  });

  it('the last active admin cannot be erased, by the holder or by request', async () => {
    const adminId = (await t.call(userEndpoints.myProfile, { cookie: admin })).body.id;
    await t.db.updateTable('users').set({ status: 'suspenso' }).where('role', '=', 'admin').where('id', '!=', adminId).execute();
    const asked = await t.call(privacyEndpoints.requestErasure, { cookie: admin, body: { currentPassword: 'Admin@2024' } });
    expect([asked.status, asked.body.message]).toEqual([409, 'Esta é a última conta de administrador ativa. Nomeie outro administrador antes de excluí-la.']);
    expect((await t.call(privacyAdminEndpoints.eraseUser, { cookie: admin, params: { id: adminId }, body: { reason: 'Pedido do titular por e-mail.' } })).status).toBe(409);
  });

  it('a student erased while no admin is active still loses her notice rows (messages to her, event registrations)', async () => {
    const user = await t.insertUser({ role: 'aluno' });
    const cookie = await t.signIn(user.email, user.password);
    const seeded = await t.db.selectFrom('teacherMessages').selectAll().limit(1).executeTakeFirstOrThrow();
    await t.db.insertInto('teacherMessages').values({ ...seeded, id: 'heirless-message', studentId: user.id }).execute();
    const registration = await t.db.selectFrom('eventRegistrations').selectAll().limit(1).executeTakeFirstOrThrow();
    await t.db.insertInto('eventRegistrations').values({ ...registration, userId: user.id }).execute();
    expect((await t.call(privacyEndpoints.requestErasure, { cookie, body: { currentPassword: user.password } })).status).toBe(202);
    await t.db.updateTable('users').set({ status: 'suspenso' }).where('role', '=', 'admin').execute();
    t.clock.advance(7 * DAY_MS + 1000);
    expect((await runDataRequests(t.app.ctx)).erased).toBe(1);
    expect(await t.db.selectFrom('teacherMessages').select('id').where('studentId', '=', user.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('eventRegistrations').select('eventId').where('userId', '=', user.id).execute()).toEqual([]);
  });
});
