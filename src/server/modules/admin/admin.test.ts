import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints } from '#contracts/admin';
import { auditEndpoints } from '#contracts/audit';
import { authEndpoints } from '#contracts/auth';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { verifyAuditChain } from '#server/modules/audit/audit.service';

let t: TestApp;
let admin = '';
beforeAll(async () => {
  t = await buildTestApp({ config: { TRUST_PROXY: ['127.0.0.1'] } });
  admin = await t.signInAs('admin');
});
afterAll(async () => t.close());

const demoAdminId = async () => (await t.call(authEndpoints.me, { cookie: admin })).body.id;
const userRow = (id: string) => t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const versionOf = async (id: string) => Number((await userRow(id)).version);
const lastAudit = async (action: string) => (await t.call(auditEndpoints.list, { query: { action }, cookie: admin })).body.entries[0];
const outboxTo = (to: string) => t.db.selectFrom('emailOutbox').selectAll().where('toAddress', '=', to).orderBy('createdAt', 'desc').execute();
let address = 0;
const login = (email: string, password: string) =>
  t.request('POST', authEndpoints.login.path, { body: { email, password }, headers: { 'x-forwarded-for': `192.0.2.${++address % 250}` } });

describe('who may call the admin API', () => {
  it('anonymous 401, student and teacher 403, on every admin endpoint', async () => {
    const student = await t.signInAs('aluno');
    const teacher = await t.signInAs('professor');
    const calls = [
      (cookie?: string) => t.call(adminEndpoints.dashboard, { cookie }),
      (cookie?: string) => t.call(adminEndpoints.listUsers, { query: {}, cookie }),
      (cookie?: string) => t.call(adminEndpoints.createUser, { body: { name: 'X Y', email: 'x@y.com', role: 'aluno', temporaryPassword: 'Temporaria@123' }, cookie }),
      (cookie?: string) => t.call(adminEndpoints.suspendUser, { params: { id: 'x' }, body: { version: 0 }, cookie }),
      (cookie?: string) => t.call(adminEndpoints.listEmails, { query: {}, cookie }),
    ];
    for (const call of calls) {
      expect((await call()).status).toBe(401);
      expect((await call(student)).status).toBe(403);
      expect((await call(teacher)).status).toBe(403);
    }
  });
});

describe('GET /api/admin/dashboard', () => {
  it('the demo data shows users in every status, failed e-mails and a verifiable audit chain', async () => {
    const res = await t.call(adminEndpoints.dashboard, { cookie: admin });
    expect(res.body.users.byStatus.suspenso).toBeGreaterThanOrEqual(2);
    expect(res.body.users.byStatus.pendente).toBeGreaterThanOrEqual(2);
    expect(res.body.users.byRole.admin).toBeGreaterThanOrEqual(2);
    expect(res.body.failedEmails).toBeGreaterThanOrEqual(2);
    expect(res.body.latestAudit.map((e) => e.action)).toContain('user.suspend');
    expect(await verifyAuditChain(t.db, { key: t.app.ctx.audit.key })).toMatchObject({ ok: true });
  });

  it('computes the figures from the data', async () => {
    const before = (await t.call(adminEndpoints.dashboard, { cookie: admin })).body;
    await t.insertUser({ role: 'professor', status: 'suspenso' });
    await t.insertUser({ role: 'aluno', status: 'pendente' });
    await t.db.insertInto('emailOutbox').values({ id: 'falhou-1', toAddress: 'a@b.com', subject: 'S', body: 'B', status: 'falhou', error: 'SMTP 550', createdAt: t.clock.now().toISOString(), sentAt: null }).execute();
    const res = await t.call(adminEndpoints.dashboard, { cookie: admin });
    expect(res.status).toBe(200);
    const after = res.body;
    expect(after.users.total).toBe(before.users.total + 2);
    expect(after.users.byRole.professor).toBe(before.users.byRole.professor + 1);
    expect(after.users.byStatus.suspenso).toBe(before.users.byStatus.suspenso + 1);
    expect(after.moderation.pendingStudents).toBe(before.moderation.pendingStudents + 1);
    expect(after.failedEmails).toBe(before.failedEmails + 1);
    expect(after.users.byRole.aluno + after.users.byRole.professor + after.users.byRole.admin).toBe(after.users.total);
    // The demo data has subscriptions and payments (billing seed): figures computed, not typed.
    expect(after.activeSubscriptions).toBeGreaterThan(0);
    expect(after.mrrCents).toBeGreaterThan(0);
    expect(after.latestAudit.length).toBeLessThanOrEqual(8);
  });
});

describe('user administration', () => {
  it('lists with accent- and case-insensitive search, filters, sorting and paging', async () => {
    await t.insertUser({ name: 'Joana Jurupiá Árvore', email: 'joana.arvore@teste.com.br', role: 'professor' });
    await t.insertUser({ name: 'Outra Pessoa', email: 'JURUPIA.mail@teste.com.br'.toLowerCase(), role: 'aluno', status: 'suspenso' });
    const search = await t.call(adminEndpoints.listUsers, { query: { q: 'JURUPIA' }, cookie: admin });
    expect(search.status).toBe(200);
    expect(search.body.users.map((u) => u.name).sort()).toEqual(['Joana Jurupiá Árvore', 'Outra Pessoa']);
    const byRole = await t.call(adminEndpoints.listUsers, { query: { q: 'jurupiá', role: 'professor' }, cookie: admin });
    expect(byRole.body.users.map((u) => u.name)).toEqual(['Joana Jurupiá Árvore']);
    const byStatus = await t.call(adminEndpoints.listUsers, { query: { q: 'jurupia', status: 'suspenso' }, cookie: admin });
    expect(byStatus.body.users.map((u) => u.name)).toEqual(['Outra Pessoa']);
    const sorted = await t.call(adminEndpoints.listUsers, { query: { sort: 'name', dir: 'asc' }, cookie: admin });
    const names = sorted.body.users.map((u) => u.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    for (let i = 0; i < 25; i += 1) await t.insertUser({ name: `Paginado ${String(i).padStart(2, '0')}` });
    const page2 = await t.call(adminEndpoints.listUsers, { query: { q: 'paginado', sort: 'name', dir: 'asc', page: 2 }, cookie: admin });
    expect(page2.body).toMatchObject({ total: 25, page: 2, pageSize: 20 });
    expect(page2.body.users.map((u) => u.name)).toEqual(['Paginado 20', 'Paginado 21', 'Paginado 22', 'Paginado 23', 'Paginado 24']);
  });

  it('refuses bad list input with 400', async () => {
    expect((await t.call(adminEndpoints.listUsers, { query: { role: 'chefe' as never }, cookie: admin })).status).toBe(400);
    expect((await t.call(adminEndpoints.listUsers, { query: { sort: 'password' as never }, cookie: admin })).status).toBe(400);
    expect((await t.call(adminEndpoints.listUsers, { query: { page: -1 }, cookie: admin })).status).toBe(400);
  });

  it('creates a user with a temporary password, who must change it at first sign-in', async () => {
    const res = await t.call(adminEndpoints.createUser, { body: { name: 'Prof. Nova', email: 'Prof.Nova@Teste.com.br', role: 'professor', temporaryPassword: 'Temporaria@2026' }, cookie: admin });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Prof. Nova', email: 'prof.nova@teste.com.br', role: 'professor', status: 'ativo', mustChangePassword: true });
    const signIn = await login('prof.nova@teste.com.br', 'Temporaria@2026');
    expect(signIn.status).toBe(200);
    expect(signIn.body.user.mustChangePassword).toBe(true);
    const mails = await outboxTo('prof.nova@teste.com.br');
    expect(mails[0].subject).toMatch(/foi criada/);
    expect(mails[0].body).not.toContain('Temporaria@2026');
    expect(await lastAudit('user.create')).toMatchObject({ targetId: res.body.id, details: { email: 'prof.nova@teste.com.br', perfil: 'professor' } });
    const again = await t.call(adminEndpoints.createUser, { body: { name: 'Outra', email: 'prof.nova@teste.com.br', role: 'aluno', temporaryPassword: 'Temporaria@2026' }, cookie: admin });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Já existe uma conta com este e-mail.');
  });

  it('refuses a weak temporary password or bad fields with 400 and creates nothing', async () => {
    const weak = await t.call(adminEndpoints.createUser, { body: { name: 'Fraca Senha', email: 'fraca@teste.com.br', role: 'aluno', temporaryPassword: 'abc' }, cookie: admin });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toMatch(/senha temporária/i);
    const bad = await t.call(adminEndpoints.createUser, { body: { name: 'X', email: 'nao-e-email', role: 'aluno', temporaryPassword: 'Temporaria@2026' }, cookie: admin });
    expect(bad.status).toBe(400);
    expect(await t.db.selectFrom('users').select('id').where('email', 'in', ['fraca@teste.com.br', 'nao-e-email']).execute()).toHaveLength(0);
  });

  it('suspends: sessions end at once, sign-in is refused in Portuguese; reactivation restores', async () => {
    const student = await t.insertUser({ role: 'aluno' });
    const cookie = await t.signIn(student.email, student.password);
    expect((await t.call(authEndpoints.me, { cookie })).status).toBe(200);
    const res = await t.call(adminEndpoints.suspendUser, { params: { id: student.id }, body: { reason: 'Pagamento contestado', version: await versionOf(student.id) }, cookie: admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'suspenso', suspendedReason: 'Pagamento contestado' });
    expect((await t.call(authEndpoints.me, { cookie })).status).toBe(401);
    const refused = await login(student.email, student.password);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Sua conta está suspensa. Entre em contato com o suporte.');
    expect(await lastAudit('user.suspend')).toMatchObject({ targetId: student.id, details: { motivo: 'Pagamento contestado', sessoesEncerradas: 1 } });
    expect((await t.call(adminEndpoints.suspendUser, { params: { id: student.id }, body: { version: await versionOf(student.id) }, cookie: admin })).status).toBe(409);

    const back = await t.call(adminEndpoints.reactivateUser, { params: { id: student.id }, body: { version: await versionOf(student.id) }, cookie: admin });
    expect(back.body).toMatchObject({ status: 'ativo', suspendedReason: null });
    expect((await login(student.email, student.password)).status).toBe(200);
    expect(await lastAudit('user.reactivate')).toMatchObject({ targetId: student.id });
  });

  it('a change based on an older version is refused with 409 and applies nothing', async () => {
    const user = await t.insertUser({ name: 'Versão Antiga' });
    const version = await versionOf(user.id);
    expect((await t.call(adminEndpoints.updateUser, { params: { id: user.id }, body: { name: 'Primeira Edição', role: 'aluno', version }, cookie: admin })).status).toBe(200);
    const stale = await t.call(adminEndpoints.updateUser, { params: { id: user.id }, body: { name: 'Segunda Edição', role: 'professor', version }, cookie: admin });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/alterado por outra pessoa/);
    expect(await userRow(user.id)).toMatchObject({ name: 'Primeira Edição', role: 'aluno' });
    const staleSuspend = await t.call(adminEndpoints.suspendUser, { params: { id: user.id }, body: { version }, cookie: admin });
    expect(staleSuspend.status).toBe(409);
    expect((await userRow(user.id)).status).toBe('ativo');
    expect((await t.call(adminEndpoints.updateUser, { params: { id: 'nao-existe' }, body: { name: 'Ninguém', role: 'aluno', version: 0 }, cookie: admin })).status).toBe(404);
  });

  it('a role change is audited with before and after', async () => {
    const user = await t.insertUser({ role: 'aluno', name: 'Vira Professor' });
    const res = await t.call(adminEndpoints.updateUser, { params: { id: user.id }, body: { name: 'Vira Professor', role: 'professor', version: await versionOf(user.id) }, cookie: admin });
    expect(res.body.role).toBe('professor');
    expect(await lastAudit('user.role_change')).toMatchObject({ targetId: user.id, details: { antes: { perfil: 'aluno' }, depois: { perfil: 'professor' } } });
  });

  it('an admin can neither suspend nor demote themselves, and the last active admin stays', async () => {
    const me = await demoAdminId();
    const self = await t.call(adminEndpoints.suspendUser, { params: { id: me }, body: { version: await versionOf(me) }, cookie: admin });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('Você não pode suspender a sua própria conta.');
    const demote = await t.call(adminEndpoints.updateUser, { params: { id: me }, body: { name: 'Admin', role: 'aluno', version: await versionOf(me) }, cookie: admin });
    expect(demote.status).toBe(400);
    expect(demote.body.message).toBe('Você não pode alterar o seu próprio perfil de acesso.');
  });

  it('two admins suspending each other at once never leave the platform without an active admin', async () => {
    const f = await buildTestApp({ seed: false });
    try {
      const a = await f.insertUser({ role: 'admin' });
      const b = await f.insertUser({ role: 'admin' });
      const [cookieA, cookieB] = [await f.signIn(a.email, a.password), await f.signIn(b.email, b.password)];
      const [ab, ba] = await Promise.all([
        f.call(adminEndpoints.suspendUser, { params: { id: b.id }, body: { version: 0 }, cookie: cookieA }),
        f.call(adminEndpoints.suspendUser, { params: { id: a.id }, body: { version: 0 }, cookie: cookieB }),
      ]);
      expect([ab.status, ba.status].filter((s) => s === 200)).toHaveLength(1);
      const loser = ab.status === 200 ? ba : ab;
      expect([401, 409]).toContain(loser.status);
      if (loser.status === 409) expect(loser.body.message).toBe('Não é possível remover o último administrador ativo da plataforma.');
      const active = await f.db.selectFrom('users').select('id').where('role', '=', 'admin').where('status', '=', 'ativo').execute();
      expect(active).toHaveLength(1);
      // The remaining admin cannot demote themselves either: the platform keeps one.
      const [survivor, cookie] = active[0].id === a.id ? [a, cookieA] : [b, cookieB];
      const demote = await f.call(adminEndpoints.updateUser, { params: { id: survivor.id }, body: { name: 'Última', role: 'aluno', version: 0 }, cookie });
      expect(demote.status).toBe(400);
    } finally {
      await f.close();
    }
  });

  it('resets a password: a single-use link by e-mail, the old password and sessions stop working', async () => {
    const user = await t.insertUser({ role: 'aluno' });
    const cookie = await t.signIn(user.email, user.password);
    const res = await t.call(adminEndpoints.resetPassword, { params: { id: user.id }, body: { version: await versionOf(user.id) }, cookie: admin });
    expect(res.status).toBe(200);
    expect((await t.call(authEndpoints.me, { cookie })).status).toBe(401);
    expect((await login(user.email, user.password)).status).toBe(401);
    const [mail] = await t.mailsTo(user.email);
    expect(mail.subject).toMatch(/Redefinição de senha/);
    const token = /redefinir-senha\?token=([\w-]+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();
    expect(mail.text).toContain(`${t.app.ctx.config.PUBLIC_URL}/conta/redefinir-senha?token=`);
    expect(await lastAudit('user.password_reset')).toMatchObject({ targetId: user.id });

    const weak = await t.call(authEndpoints.resetPassword, { body: { token: token!, newPassword: 'abc', confirmPassword: 'abc' } });
    expect(weak.status).toBe(400);
    const ok = await t.call(authEndpoints.resetPassword, { body: { token: token!, newPassword: 'Nova@Senha2026', confirmPassword: 'Nova@Senha2026' } });
    expect(ok.status).toBe(200);
    expect((await login(user.email, 'Nova@Senha2026')).status).toBe(200);
    const reused = await t.call(authEndpoints.resetPassword, { body: { token: token!, newPassword: 'Outra@Senha2026', confirmPassword: 'Outra@Senha2026' } });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toMatch(/inválido, já foi usado ou expirou/);
    expect(await lastAudit('password.reset')).toMatchObject({ targetId: user.id });
  });

  it('refuses an admin resetting their own password (a sole admin would lock the platform), changing nothing', async () => {
    const f = await buildTestApp({ seed: false });
    try {
      const sole = await f.insertUser({ role: 'admin' });
      const cookie = await f.signIn(sole.email, sole.password);
      const res = await f.call(adminEndpoints.resetPassword, { params: { id: sole.id }, body: { version: 0 }, cookie });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Você não pode redefinir a sua própria senha por aqui. Use "Alterar senha" no seu perfil.');
      expect((await f.call(authEndpoints.me, { cookie })).status).toBe(200);
      await f.signIn(sole.email, sole.password);
      expect(await f.db.selectFrom('passwordResets').select('id').execute()).toEqual([]);
      expect(await f.db.selectFrom('emailOutbox').select('id').execute()).toEqual([]);
    } finally {
      await f.close();
    }
  });

  it('a reset link expires after 24 hours', async () => {
    const user = await t.insertUser();
    await t.call(adminEndpoints.resetPassword, { params: { id: user.id }, body: { version: await versionOf(user.id) }, cookie: admin });
    const token = /token=([\w-]+)/.exec((await t.mailsTo(user.email))[0].text)![1];
    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    admin = await t.signInAs('admin');
    const late = await t.call(authEndpoints.resetPassword, { body: { token, newPassword: 'Nova@Senha2026', confirmPassword: 'Nova@Senha2026' } });
    expect(late.status).toBe(400);
  });
});

describe('the outbox keeps no secret links', () => {
  const RESET_MARK = '[link de redefinição oculto — enviado só ao destinatário]';
  const tokenIn = (text: string) => /redefinir-senha\?token=([\w-]+)/.exec(text)?.[1];
  const setPassword = (token: string, password: string) => t.call(authEndpoints.resetPassword, { body: { token, newPassword: password, confirmPassword: password } });

  it('an admin resetting another admin reads the mark, not the link, in GET /api/admin/emails; only the recipient gets the link', async () => {
    const other = await t.insertUser({ role: 'admin' });
    const res = await t.call(adminEndpoints.resetPassword, { params: { id: other.id }, body: { version: await versionOf(other.id) }, cookie: admin });
    expect(res.status).toBe(200);
    const listed = await t.call(adminEndpoints.listEmails, { query: { to: other.email }, cookie: admin });
    const mail = listed.body.emails.find((m) => m.subject.startsWith('Redefinição de senha'))!;
    expect(mail.body).toContain(RESET_MARK);
    expect(mail.body).not.toMatch(/token=/);
    expect(listed.raw.body).not.toMatch(/token=/);
    const [row] = await outboxTo(other.email);
    expect(row.body).not.toMatch(/token=/);
    expect(row.linkKind).toBe('password-reset');
    // The recipient's message has the link; it works once.
    const token = tokenIn((await t.mailsTo(other.email)).at(-1)!.text)!;
    expect(row.body).not.toContain(token);
    expect((await setPassword(token, 'Outra@Admin2026')).status).toBe(200);
  });

  it('keeps the mark after SMTP sent the message, and a retried one carries a fresh link (the old one stops working)', async () => {
    const user = await t.insertUser();
    await t.call(adminEndpoints.resetPassword, { params: { id: user.id }, body: { version: await versionOf(user.id) }, cookie: admin });
    const [row] = await outboxTo(user.email);
    const first = tokenIn((await t.mailsTo(user.email)).at(-1)!.text)!;
    // As if SMTP had refused it.
    await t.db.updateTable('emailOutbox').set({ status: 'falhou', error: 'O servidor SMTP não aceitou a mensagem.' }).where('id', '=', row.id).execute();
    const retried = await t.call(adminEndpoints.retryEmail, { params: { id: row.id }, cookie: admin });
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ status: 'caixa-de-saida', error: null });
    expect(retried.body.body).toContain(RESET_MARK);
    expect(retried.raw.body).not.toMatch(/token=/);
    const mails = await t.mailsTo(user.email);
    expect(mails).toHaveLength(2);
    const fresh = tokenIn(mails[1].text)!;
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe(first);
    expect(mails[1].text).toBe(mails[0].text.replace(first, fresh));
    expect((await setPassword(first, 'Primeira@2026')).status).toBe(400);
    expect((await setPassword(fresh, 'Segunda@2026')).status).toBe(200);
    expect((await outboxTo(user.email))[0].body).not.toMatch(/token=/);
  });

  it('a retried reset for an account whose address changed meanwhile is not sent (no link to issue)', async () => {
    const user = await t.insertUser();
    await t.call(adminEndpoints.resetPassword, { params: { id: user.id }, body: { version: await versionOf(user.id) }, cookie: admin });
    const [row] = await outboxTo(user.email);
    await t.db.updateTable('emailOutbox').set({ status: 'falhou' }).where('id', '=', row.id).execute();
    await t.db.updateTable('users').set({ email: `movido-${user.email}` }).where('id', '=', user.id).execute();
    const retried = await t.call(adminEndpoints.retryEmail, { params: { id: row.id }, cookie: admin });
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ status: 'falhou', error: 'Esta mensagem levava um link que não pode mais ser gerado (a conta mudou desde o envio). Nada foi reenviado.' });
    expect(await t.mailsTo(user.email)).toHaveLength(1);
  });

  it('the migration blanks the links an outbox kept before it', async () => {
    const migration = await import('#server/db/migrations/2026-11-26-0201-outbox-without-secrets');
    await migration.down(t.db);
    const body = `Olá.\n\nCrie uma nova senha:\nhttp://localhost:5000/conta/redefinir-senha?token=abc-DEF_123\n\nConfirme: http://localhost:5000/conta/confirmar-email?token=xyz&next=%2Fassinatura\nNovo: http://localhost:5000/api/users/email-change/confirm?token=qqq`;
    await t.db.insertInto('emailOutbox').values({ id: 'antigo-1', toAddress: 'antigo@teste.com.br', subject: 'S', body, status: 'enviado', error: null, createdAt: t.clock.now().toISOString(), sentAt: null } as never).execute();
    await migration.up(t.db);
    const row = await t.db.selectFrom('emailOutbox').select('body').where('id', '=', 'antigo-1').executeTakeFirstOrThrow();
    expect(row.body).toBe(
      'Olá.\n\nCrie uma nova senha:\n[link de redefinição oculto — enviado só ao destinatário]\n\nConfirme: [link de confirmação oculto — enviado só ao destinatário]\nNovo: [link de confirmação do novo e-mail oculto — enviado só ao destinatário]',
    );
  });
});

describe('e-mail outbox', () => {
  it('lists what was sent or not, filters by status, and retries a failed one (audited)', async () => {
    await t.db.insertInto('emailOutbox').values({ id: 'falhou-2', toAddress: 'retry@teste.com.br', subject: 'Assunto', body: 'Corpo', status: 'falhou', error: 'SMTP 421', createdAt: t.clock.now().toISOString(), sentAt: null }).execute();
    const failed = await t.call(adminEndpoints.listEmails, { query: { status: 'falhou' }, cookie: admin });
    expect(failed.status).toBe(200);
    expect(failed.body.emails.every((m) => m.status === 'falhou')).toBe(true);
    expect(failed.body.emails.find((m) => m.id === 'falhou-2')).toMatchObject({ toAddress: 'retry@teste.com.br', subject: 'Assunto', body: 'Corpo', error: 'SMTP 421' });
    const byTo = await t.call(adminEndpoints.listEmails, { query: { to: 'RETRY@' }, cookie: admin });
    expect(byTo.body.emails.map((m) => m.id)).toEqual(['falhou-2']);

    // No SMTP in tests: a retried message goes back to the outbox.
    const retried = await t.call(adminEndpoints.retryEmail, { params: { id: 'falhou-2' }, cookie: admin });
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ status: 'caixa-de-saida', error: null });
    expect(await lastAudit('email.retry')).toMatchObject({ targetId: 'falhou-2' });
    expect((await t.call(adminEndpoints.retryEmail, { params: { id: 'falhou-2' }, cookie: admin })).status).toBe(409);
    expect((await t.call(adminEndpoints.retryEmail, { params: { id: 'nao-existe' }, cookie: admin })).status).toBe(404);
    expect((await t.call(adminEndpoints.listEmails, { query: { status: 'perdido' as never }, cookie: admin })).status).toBe(400);
  });
});
