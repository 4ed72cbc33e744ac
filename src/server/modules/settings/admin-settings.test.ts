import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSettingsEndpoints as e, DEFAULT_SETTINGS, POLICY_TEXT_MAX, settingsEndpoints } from '#contracts/settings';
import { buildTestApp, type TestApp } from '#server/testing/test-app';

let t: TestApp;
let admin: string;
let teacher: string;
let student: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signInAs('admin');
  teacher = await t.signInAs('professor');
  student = await t.signInAs('aluno');
});
afterAll(async () => t.close());

const auditRows = (section: string) =>
  t.db.selectFrom('auditLog').selectAll().where('action', '=', 'settings.update').where('targetType', '=', 'settings').where('targetId', '=', section).orderBy('seq').execute();

const reads = [e.getPlatform, e.getEmail, e.getSecurity, e.getPolicies, e.policyHistory] as const;

describe('who may read and save settings', () => {
  it.each(reads.map((endpoint) => [endpoint.path, endpoint] as const))('GET %s: admin 200, teacher and student 403, anonymous 401', async (_path, endpoint) => {
    expect((await t.call(endpoint, { cookie: admin })).status).toBe(200);
    expect((await t.call(endpoint, { cookie: teacher })).status).toBe(403);
    expect((await t.call(endpoint, { cookie: student })).status).toBe(403);
    expect((await t.call(endpoint)).status).toBe(401);
  });

  it('PUT and the test e-mail are refused to teacher and student (403) and anonymous (401), and change nothing', async () => {
    const before = await t.call(e.getPlatform, { cookie: admin });
    const body = { ...DEFAULT_SETTINGS.platform, platformName: 'Invasor', version: before.body.version };
    for (const cookie of [teacher, student]) {
      expect((await t.call(e.savePlatform, { cookie, body })).status).toBe(403);
      expect((await t.call(e.sendTestEmail, { cookie })).status).toBe(403);
    }
    expect((await t.call(e.savePlatform, { body })).status).toBe(401);
    expect((await t.call(e.sendTestEmail)).status).toBe(401);
    expect((await t.call(e.getPlatform, { cookie: admin })).body).toEqual(before.body);
  });
});

describe('general tab', () => {
  it('starts from the spec defaults (max upload 100 MB, session 30 min)', async () => {
    const res = await t.call(e.getPlatform, { cookie: admin });
    expect(res.body).toMatchObject({ platformName: 'EduIA', supportEmail: 'suporte@eduia.com.br', maxUploadSize: 100, sessionTimeout: 30, maintenanceMode: false });
    expect(res.body.version).toBeGreaterThanOrEqual(1);
  });

  it('saves each teacher\'s upload quota (teacherUploadQuotaMb, 1024 MB by default) and refuses one out of range in Portuguese', async () => {
    const before = await t.call(e.getPlatform, { cookie: admin });
    expect(before.body.teacherUploadQuotaMb).toBe(1024);
    const { version, updatedAt: _updatedAt, ...values } = before.body;
    for (const bad of [5, 2_000_000]) {
      const refused = await t.call(e.savePlatform, { cookie: admin, body: { ...values, teacherUploadQuotaMb: bad, version } });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain('A cota de armazenamento por professor deve ser de 10 a 1048576 MB.');
    }
    const saved = await t.call(e.savePlatform, { cookie: admin, body: { ...values, teacherUploadQuotaMb: 2048, version } });
    expect(saved.status).toBe(200);
    expect((await t.app.ctx.settings.get()).platform.teacherUploadQuotaMb).toBe(2048);
    await t.app.ctx.settings.update('platform', DEFAULT_SETTINGS.platform);
  });

  it('saves, answers the new version, and writes old and new values to the audit log in the same save', async () => {
    const before = await t.call(e.getPlatform, { cookie: admin });
    const auditBefore = (await auditRows('platform')).length;
    const { version, updatedAt: _updatedAt, ...values } = before.body;
    const res = await t.call(e.savePlatform, { cookie: admin, body: { ...values, sessionTimeout: 45, version } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ sessionTimeout: 45, version: version + 1 });
    const audit = await auditRows('platform');
    expect(audit).toHaveLength(auditBefore + 1);
    expect(JSON.parse(audit.at(-1)!.details!)).toEqual({ changes: { sessionTimeout: { old: 30, new: 45 } } });
    expect((await t.app.ctx.settings.get()).platform.sessionTimeout).toBe(45);
    await t.app.ctx.settings.update('platform', DEFAULT_SETTINGS.platform);
  });

  it('two admins saving the same version: one wins, the other gets 409 and nothing of theirs is written', async () => {
    const { body } = await t.call(e.getPlatform, { cookie: admin });
    const { updatedAt: _u, ...form } = body;
    const [a, b] = await Promise.all([
      t.call(e.savePlatform, { cookie: admin, body: { ...form, platformName: 'Primeira' } }),
      t.call(e.savePlatform, { cookie: admin, body: { ...form, platformName: 'Segunda' } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body.message).toMatch(/Outra pessoa salvou/);
    const winner = a.status === 200 ? 'Primeira' : 'Segunda';
    expect((await t.call(settingsEndpoints.public)).body.platformName).toBe(winner);
    // A stale form is refused later too.
    expect((await t.call(e.savePlatform, { cookie: admin, body: { ...form, platformName: 'Velha' } })).status).toBe(409);
    await t.app.ctx.settings.update('platform', DEFAULT_SETTINGS.platform);
  });

  it.each([
    ['platformName', '', 'Informe o nome da plataforma.'],
    ['supportEmail', 'suporte', 'Informe um e-mail de suporte válido.'],
    ['maxUploadSize', 0, 'O tamanho máximo de upload deve ser de 1 a 1024 MB.'],
    ['sessionTimeout', 2, 'O tempo de sessão deve ser de 5 a 1440 minutos.'],
    ['sessionTimeout', 'trinta', 'Informe o tempo de sessão.'],
  ])('refuses %s = %j with 400 and a Portuguese message, writing nothing', async (field, value, message) => {
    const { body } = await t.call(e.getPlatform, { cookie: admin });
    const { updatedAt: _u, ...form } = body;
    const res = await t.callRaw(e.savePlatform, { cookie: admin, body: { ...form, [field]: value } });
    expect(res.status).toBe(400);
    expect(res.body.issues).toContainEqual({ path: field, message });
    expect((await t.call(e.getPlatform, { cookie: admin })).body.version).toBe(body.version);
  });

  it('refuses unknown fields and a missing version (400)', async () => {
    const { body } = await t.call(e.getPlatform, { cookie: admin });
    const { updatedAt: _u, version: _v, ...form } = body;
    expect((await t.callRaw(e.savePlatform, { cookie: admin, body: form })).status).toBe(400);
    expect((await t.callRaw(e.savePlatform, { cookie: admin, body: { ...form, version: body.version, extra: 1 } })).status).toBe(400);
  });
});

describe('security tab', () => {
  it('starts from the spec defaults and validates each field', async () => {
    const res = await t.call(e.getSecurity, { cookie: admin });
    expect(res.body).toMatchObject({ twoFactorAuth: true, passwordMinLength: 8, passwordExpiry: 90, maxLoginAttempts: 5, requireEmailVerification: true });
    const { updatedAt: _u, ...form } = res.body;
    const bad = await t.callRaw(e.saveSecurity, { cookie: admin, body: { ...form, passwordMinLength: 4, passwordExpiry: -1, maxLoginAttempts: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual(expect.arrayContaining([
      { path: 'passwordMinLength', message: 'O tamanho mínimo da senha deve ser de 8 a 64 caracteres.' },
      { path: 'passwordExpiry', message: 'A validade da senha deve ser de 0 a 3650 dias (0 = nunca expira).' },
      { path: 'maxLoginAttempts', message: 'O número de tentativas de login deve ser de 3 a 20 tentativas.' },
    ]));
  });

  it('saves and audits the change', async () => {
    const { body } = await t.call(e.getSecurity, { cookie: admin });
    const { updatedAt: _u, ...form } = body;
    const res = await t.call(e.saveSecurity, { cookie: admin, body: { ...form, passwordExpiry: 0 } });
    expect(res.status).toBe(200);
    expect(res.body.passwordExpiry).toBe(0);
    expect(JSON.parse((await auditRows('security')).at(-1)!.details!)).toEqual({ changes: { passwordExpiry: { old: 90, new: 0 } } });
    await t.app.ctx.settings.update('security', DEFAULT_SETTINGS.security);
  });
});

describe('email tab: the SMTP password is write-only', () => {
  it('starts with port 587 and no password, and never returns one', async () => {
    const res = await t.call(e.getEmail, { cookie: admin });
    expect(res.body).toMatchObject({ smtpHost: '', smtpPort: 587, smtpUser: '', smtpPasswordSet: false });
    expect(res.body).not.toHaveProperty('smtpPassword');
  });

  it('stores a new password sealed, reports only smtpPasswordSet, keeps it when omitted, and never audits it', async () => {
    const { body } = await t.call(e.getEmail, { cookie: admin });
    const { updatedAt: _u, smtpPasswordSet: _s, ...form } = body;
    const saved = await t.call(e.saveEmail, { cookie: admin, body: { ...form, smtpHost: 'smtp.exemplo.com.br', smtpUser: 'eduia', smtpPassword: 'S3nh@-Secreta-SMTP' } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ smtpHost: 'smtp.exemplo.com.br', smtpPasswordSet: true });
    expect(saved.raw.body).not.toContain('S3nh@-Secreta-SMTP');

    const row = await t.db.selectFrom('settings').select('value').where('key', '=', 'email').executeTakeFirstOrThrow();
    expect(row.value).not.toContain('S3nh@-Secreta-SMTP');
    const stored = JSON.parse(row.value).smtpPassword as string;
    expect(t.app.ctx.secretBox.isSealed(stored)).toBe(true);
    expect(t.app.ctx.secretBox.open(stored)).toBe('S3nh@-Secreta-SMTP');

    const audit = (await auditRows('email')).at(-1)!;
    expect(audit.details).not.toContain('S3nh@');
    expect(JSON.parse(audit.details!)).toMatchObject({ smtpPasswordChange: 'alterada', changes: { smtpHost: { old: '', new: 'smtp.exemplo.com.br' } } });

    // Saving the form again without a password keeps the stored one (same server and user).
    const again = await t.call(e.saveEmail, { cookie: admin, body: { ...form, smtpHost: 'smtp.exemplo.com.br', smtpUser: 'eduia', emailFrom: 'Outro <outro@exemplo.com.br>', version: saved.body.version } });
    expect(again.body.smtpPasswordSet).toBe(true);
    const kept = JSON.parse((await t.db.selectFrom('settings').select('value').where('key', '=', 'email').executeTakeFirstOrThrow()).value).smtpPassword;
    expect(t.app.ctx.secretBox.open(kept)).toBe('S3nh@-Secreta-SMTP');

    const cleared = await t.call(e.saveEmail, { cookie: admin, body: { ...form, smtpHost: '', version: again.body.version, clearSmtpPassword: true } });
    expect(cleared.body.smtpPasswordSet).toBe(false);
    expect(JSON.parse((await auditRows('email')).at(-1)!.details!)).toMatchObject({ smtpPasswordChange: 'removida' });
  });

  it('a password is bound to its server: changing host, port or user clears it (it must be typed again)', async () => {
    const stored = async () => JSON.parse((await t.db.selectFrom('settings').select('value').where('key', '=', 'email').executeTakeFirstOrThrow()).value).smtpPassword as string;
    for (const change of [{ smtpHost: '127.0.0.1' }, { smtpPort: 2525 }, { smtpUser: 'outro' }]) {
      const { body } = await t.call(e.getEmail, { cookie: admin });
      const { updatedAt: _u, smtpPasswordSet: _s, ...form } = body;
      const base = { ...form, smtpHost: 'smtp.exemplo.com.br', smtpPort: 587, smtpUser: 'eduia' };
      const saved = await t.call(e.saveEmail, { cookie: admin, body: { ...base, smtpPassword: 'S3nh@-Vinculada' } });
      expect(saved.body.smtpPasswordSet).toBe(true);
      const moved = await t.call(e.saveEmail, { cookie: admin, body: { ...base, ...change, version: saved.body.version } });
      expect(moved.status, JSON.stringify(change)).toBe(200);
      expect(moved.body.smtpPasswordSet, JSON.stringify(change)).toBe(false);
      expect(await stored()).toBe('');
      expect(JSON.parse((await auditRows('email')).at(-1)!.details!)).toMatchObject({ smtpPasswordChange: 'removida' });
      // Typed again with the new server, it is kept.
      const typed = await t.call(e.saveEmail, { cookie: admin, body: { ...base, ...change, smtpPassword: 'Nova-S3nh@', version: moved.body.version } });
      expect(typed.body.smtpPasswordSet).toBe(true);
      expect(t.app.ctx.secretBox.open(await stored())).toBe('Nova-S3nh@');
    }
    const { body } = await t.call(e.getEmail, { cookie: admin });
    const { updatedAt: _u, smtpPasswordSet: _s, ...form } = body;
    await t.call(e.saveEmail, { cookie: admin, body: { ...form, smtpHost: '', smtpUser: '', smtpPort: 587, clearSmtpPassword: true } });
  });

  it('accepts exactly one sender mailbox (400 for a list)', async () => {
    const { body } = await t.call(e.getEmail, { cookie: admin });
    const { updatedAt: _u, smtpPasswordSet: _s, ...form } = body;
    for (const emailFrom of ['x@y.z, Nome <a@b.co>', 'a@b.co, c@d.co', 'Nome <a@b.co>, c@d.co', 'a@b.co;c@d.co', 'Nome <a@b.co> <c@d.co>', 'a@b.co <c@d.co>', 'x@y.z,w.co']) {
      const res = await t.callRaw(e.saveEmail, { cookie: admin, body: { ...form, emailFrom } });
      expect(res.status, emailFrom).toBe(400);
      expect(res.body.issues, emailFrom).toContainEqual({ path: 'emailFrom', message: 'Informe um único remetente: um e-mail ou "Nome <email@dominio>".' });
    }
    expect((await t.call(e.getEmail, { cookie: admin })).body.version).toBe(body.version);
    let version = body.version;
    for (const emailFrom of ['contato@horizonte.edu.br', 'Academia Horizonte <contato@horizonte.edu.br>', 'EduIA <nao-responda@eduia.com.br>']) {
      const res = await t.call(e.saveEmail, { cookie: admin, body: { ...form, emailFrom, version } });
      expect(res.status, emailFrom).toBe(200);
      version = res.body.version;
    }
  });

  it('refuses a host with a scheme and a bad sender (400)', async () => {
    const { body } = await t.call(e.getEmail, { cookie: admin });
    const { updatedAt: _u, smtpPasswordSet: _s, ...form } = body;
    const res = await t.callRaw(e.saveEmail, { cookie: admin, body: { ...form, smtpHost: 'smtp://x.com/', smtpPort: 70000, emailFrom: 'ninguém' } });
    expect(res.status).toBe(400);
    expect(res.body.issues?.map((i) => i.path).sort()).toEqual(['emailFrom', 'smtpHost', 'smtpPort']);
  });

  it('refuses a platform name with a line break (it heads pages, certificates and the authenticator label) with 400', async () => {
    const { updatedAt: _u, ...form } = (await t.call(e.getPlatform, { cookie: admin })).body;
    const res = await t.callRaw(e.savePlatform, { cookie: admin, body: { ...form, platformName: 'Edu\nIA' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('O nome da plataforma não pode ter quebras de linha');
  });

  it('refuses a sender or SMTP user carrying a line break (header injection) with 400', async () => {
    const { body } = await t.call(e.getEmail, { cookie: admin });
    const { updatedAt: _u, smtpPasswordSet: _s, ...form } = body;
    for (const change of [{ emailFrom: 'EduIA\r\nBcc: alvo@exemplo.com <nao-responda@eduia.com.br>' }, { smtpUser: 'usuario\r\nRCPT TO:<alvo@exemplo.com>' }]) {
      const res = await t.callRaw(e.saveEmail, { cookie: admin, body: { ...form, ...change } });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.message).toMatch(/remetente|usuário SMTP/);
    }
    expect((await t.call(e.getEmail, { cookie: admin })).body.version).toBe(body.version);
  });

  it('the test e-mail goes to the outbox without an SMTP server', async () => {
    const res = await t.call(e.sendTestEmail, { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ to: 'admin@eduia.com.br', status: 'caixa-de-saida', error: null });
    const mail = await t.db.selectFrom('emailOutbox').selectAll().where('toAddress', '=', 'admin@eduia.com.br').orderBy('createdAt', 'desc').executeTakeFirstOrThrow();
    expect(mail.subject).toBe('E-mail de teste da EduIA');
  });
});

describe('policies', () => {
  it('publishes the current text with its date on a public endpoint', async () => {
    const res = await t.call(settingsEndpoints.policy, { params: { policy: 'terms' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ policy: 'terms', title: 'Termos de Uso' });
    // The demo seed: the installed texts 120 days ago, the current ones 10 days ago.
    expect(t.clock.now().getTime() - Date.parse(res.body.publishedAt)).toBe(10 * 24 * 60 * 60 * 1000);
    // Rendered by the server; under the page's h1, `#` is an h2 and `##` an h3 (issue 22).
    expect(res.body.contentHtml).toMatch(/^<h2>Termos de Uso<\/h2>/);
    expect(res.body.contentHtml).toContain('<h3>Sua conta</h3>');
    expect((await t.callRaw(settingsEndpoints.policy, { params: { policy: 'outra' } })).status).toBe(400);
  });

  it('the demo history holds two versions of each policy, newest first', async () => {
    const history = (await t.call(e.policyHistory, { cookie: admin })).body;
    expect(history.map((v) => v.policy).sort()).toEqual(['cookies', 'cookies', 'privacy', 'privacy', 'terms', 'terms']);
    expect(history.slice(0, 3).every((v) => v.publishedBy === 'Administrador EduIA')).toBe(true);
    expect(history.slice(3).every((v) => v.publishedBy === null)).toBe(true);
  });

  it('a saved change is a new version with its date; the old one stays in the history', async () => {
    const before = await t.call(e.getPolicies, { cookie: admin });
    const historyBefore = (await t.call(e.policyHistory, { cookie: admin })).body;
    t.clock.advance(60_000);
    const { updatedAt: _u, ...form } = before.body;
    const res = await t.call(e.savePolicies, { cookie: admin, body: { ...form, privacy: '# Privacidade\n\nNova versão.' } });
    expect(res.status).toBe(200);
    const history = (await t.call(e.policyHistory, { cookie: admin })).body;
    expect(history).toHaveLength(historyBefore.length + 1);
    expect(history[0]).toMatchObject({ policy: 'privacy', content: '# Privacidade\n\nNova versão.', publishedBy: 'Administrador EduIA' });
    expect(history.some((v) => v.policy === 'privacy' && v.content === before.body.privacy)).toBe(true);
    const published = await t.call(settingsEndpoints.policy, { params: { policy: 'privacy' } });
    expect(published.body).toMatchObject({ contentHtml: '<h2>Privacidade</h2>\n<p>Nova versão.</p>\n', publishedAt: history[0].publishedAt });
    expect(JSON.parse((await auditRows('policies')).at(-1)!.details!).published).toHaveProperty('privacy');
    // Terms were not changed: no new version for them.
    expect(history.filter((v) => v.policy === 'terms')).toHaveLength(historyBefore.filter((v) => v.policy === 'terms').length);
  });

  it('a text of unclosed brackets at the length limit is published and served as plain text (issue 22)', async () => {
    const before = await t.call(e.getPolicies, { cookie: admin });
    const { updatedAt: _u, ...form } = before.body;
    const worst = '['.repeat(POLICY_TEXT_MAX);
    expect((await t.call(e.savePolicies, { cookie: admin, body: { ...form, cookies: worst } })).status).toBe(200);
    const published = await t.call(settingsEndpoints.policy, { params: { policy: 'cookies' } });
    expect(published.status).toBe(200);
    expect(published.body.contentHtml).toBe(`<p>${worst}</p>\n`);
    expect(published.body).not.toHaveProperty('content');
  });

  it('refuses an empty text (400) and writes no version', async () => {
    const before = await t.call(e.getPolicies, { cookie: admin });
    const count = (await t.call(e.policyHistory, { cookie: admin })).body.length;
    const { updatedAt: _u, ...form } = before.body;
    const res = await t.callRaw(e.savePolicies, { cookie: admin, body: { ...form, cookies: '   ' } });
    expect(res.status).toBe(400);
    expect(res.body.issues).toContainEqual({ path: 'cookies', message: 'Escreva a política de cookies.' });
    expect((await t.call(e.policyHistory, { cookie: admin })).body).toHaveLength(count);
  });
});
