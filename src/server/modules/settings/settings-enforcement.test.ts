import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '#contracts/auth';
import { billingEndpoints } from '#contracts/billing';
import { CSRF_HEADER, type Endpoint } from '#contracts/endpoint';
import { adminSettingsEndpoints as e, settingsEndpoints } from '#contracts/settings';
import { userEndpoints } from '#contracts/users';
import { DAY_MS, MINUTE_MS } from '#server/lib/clock';
import { totpCode } from '#server/lib/totp';
import { SESSION_COOKIE } from '#server/plugins/session';
import { startFakeSmtp, TEST_SMTP_CA } from '#server/testing/fake-smtp';
import { buildTestApp, type TestApp } from '#server/testing/test-app';

// Every setting of /admin/configuracoes, changed through the admin API as the page does,
// and its effect seen where it applies (docs/decisions/settings-are-enforced.md).

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signInAs('admin');
});
afterAll(async () => t.close());

type Section = 'platform' | 'email' | 'security';
const endpoints = {
  platform: [e.getPlatform, e.savePlatform],
  email: [e.getEmail, e.saveEmail],
  security: [e.getSecurity, e.saveSecurity],
} as const satisfies Record<Section, readonly [Endpoint, Endpoint]>;

/** Reads the section as the page does and saves it with `patch` and the version read. */
async function save(app: TestApp, cookie: string, section: Section, patch: Record<string, unknown>) {
  const [get, put] = endpoints[section];
  const { body } = await app.call(get, { cookie });
  const { updatedAt: _u, smtpPasswordSet: _s, ...form } = body as Record<string, unknown>;
  const res = await app.callRaw(put, { cookie, body: { ...form, ...patch } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res;
}

async function uploadAvatar(cookie: string, bytes: Buffer) {
  const boundary = '----eduia-settings-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="foto.png"\r\nContent-Type: image/png\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST', url: userEndpoints.uploadAvatar.path, payload,
    headers: { [CSRF_HEADER]: '1', cookie: `${SESSION_COOKIE}=${cookie}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return { status: res.statusCode, body: res.json() as { message?: string } };
}
const png = (bytes: number) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(bytes - 8, 7)]);

describe('platform settings', () => {
  it('platformName is the brand of the public settings, the 2FA issuer and the e-mails', async () => {
    await save(t, admin, 'platform', { platformName: 'Academia Horizonte' });
    try {
      expect((await t.call(settingsEndpoints.public)).body.platformName).toBe('Academia Horizonte');
      const student = await t.insertUser();
      const cookie = await t.signIn(student.email, student.password);
      const setup = await t.call(userEndpoints.totpSetup, { cookie });
      expect(setup.body.otpauthUrl).toContain('issuer=Academia%20Horizonte');
      const mail = await t.call(e.sendTestEmail, { cookie: admin });
      expect(mail.status).toBe(200);
      const sent = await t.db.selectFrom('emailOutbox').select('subject').where('toAddress', '=', 'admin@eduia.com.br').where('subject', 'like', 'E-mail de teste%').execute();
      expect(sent.map((m) => m.subject)).toContain('E-mail de teste da Academia Horizonte');
    } finally {
      await save(t, admin, 'platform', { platformName: 'EduIA' });
    }
  });

  it('supportEmail receives the support form', async () => {
    await save(t, admin, 'platform', { supportEmail: 'atendimento@horizonte.edu.br' });
    try {
      const cookie = await t.signInAs('aluno');
      const res = await t.call(billingEndpoints.contactSupport, { cookie, body: { subject: 'Configuração', message: 'Mensagem para o novo endereço de suporte.' } });
      expect(res.status).toBe(201);
      const mail = await t.db.selectFrom('emailOutbox').select('toAddress').where('subject', '=', '[Suporte] Configuração').executeTakeFirstOrThrow();
      expect(mail.toAddress).toBe('atendimento@horizonte.edu.br');
    } finally {
      await save(t, admin, 'platform', { supportEmail: 'suporte@eduia.com.br' });
    }
  });

  it('maxUploadSize lowers the avatar limit (2 MB at most)', async () => {
    const student = await t.insertUser();
    const cookie = await t.signIn(student.email, student.password);
    expect((await uploadAvatar(cookie, png(1_500_000))).status).toBe(200);
    await save(t, admin, 'platform', { maxUploadSize: 1 });
    try {
      const refused = await uploadAvatar(cookie, png(1_500_000));
      expect(refused.status).toBe(413);
      expect(refused.body.message).toBe('A foto deve ter no máximo 1 MB.');
      expect((await uploadAvatar(cookie, png(900_000))).status).toBe(200);
      expect((await t.call(settingsEndpoints.public)).body.maxUploadSize).toBe(1);
    } finally {
      await save(t, admin, 'platform', { maxUploadSize: 100 });
    }
  });

  it('sessionTimeout ends a session idle for longer', async () => {
    await save(t, admin, 'platform', { sessionTimeout: 10 });
    try {
      const student = await t.insertUser();
      const cookie = await t.signIn(student.email, student.password);
      t.clock.advance(9 * MINUTE_MS);
      expect((await t.call(authEndpoints.me, { cookie })).status).toBe(200);
      t.clock.advance(11 * MINUTE_MS);
      expect((await t.call(authEndpoints.me, { cookie })).status).toBe(401);
      admin = await t.signInAs('admin');
    } finally {
      await save(t, admin, 'platform', { sessionTimeout: 30 });
    }
  });

  it('maintenanceMode: non-admins get 503 (sign-in too), admins keep working, public reads stay open', async () => {
    const student = await t.signInAs('aluno');
    const teacher = await t.signInAs('professor');
    await save(t, admin, 'platform', { maintenanceMode: true });
    try {
      for (const cookie of [student, teacher]) {
        const res = await t.call(userEndpoints.preferences, { cookie });
        expect(res.status).toBe(503);
        expect(res.body).toEqual({ message: 'A plataforma está em manutenção. Tente novamente em instantes.', code: 'maintenance' });
      }
      const other = await t.insertUser();
      const login = await t.call(authEndpoints.login, { body: { email: other.email, password: other.password } });
      expect(login.status).toBe(503);
      expect(login.body.message).toMatch(/Apenas administradores podem entrar/);
      expect((await t.call(authEndpoints.demoLogin, { params: { role: 'aluno' } })).status).toBe(503);

      const adminAgain = await t.signInAs('admin');
      expect((await t.call(e.getPlatform, { cookie: adminAgain })).status).toBe(200);
      expect((await t.call(userEndpoints.preferences, { cookie: adminAgain })).status).toBe(200);
      expect((await t.call(settingsEndpoints.public)).body.maintenanceMode).toBe(true);
      expect((await t.call(settingsEndpoints.policy, { params: { policy: 'terms' } })).status).toBe(200);
    } finally {
      await save(t, admin, 'platform', { maintenanceMode: false });
    }
    expect((await t.call(userEndpoints.preferences, { cookie: student })).status).toBe(200);
  });
});

describe('security settings apply to every account', () => {
  it('passwordMinLength: a new password shorter than the setting is refused', async () => {
    const user = await t.insertUser({ role: 'professor' });
    const cookie = await t.signIn(user.email, user.password);
    await save(t, admin, 'security', { passwordMinLength: 14 });
    try {
      const change = (newPassword: string) => t.call(userEndpoints.changePassword, { cookie, body: { currentPassword: user.password, newPassword, confirmPassword: newPassword } });
      const short = await change('Curta@12345');
      expect(short.status).toBe(400);
      expect(short.body.message).toMatch(/14 caracteres/);
      expect((await change('Bem-Mais-Longa@2024')).status).toBe(200);
    } finally {
      await save(t, admin, 'security', { passwordMinLength: 8 });
    }
  });

  it('passwordExpiry: older passwords must be changed; 0 = never', async () => {
    const user = await t.insertUser();
    await t.db.updateTable('users').set({ passwordChangedAt: new Date(t.clock.now().getTime() - 40 * DAY_MS).toISOString() }).where('id', '=', user.id).execute();
    const cookie = await t.signIn(user.email, user.password);
    await save(t, admin, 'security', { passwordExpiry: 30 });
    try {
      const res = await t.call(userEndpoints.preferences, { cookie });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'password-change-required', message: 'Sua senha tem mais de 30 dias. Defina uma nova senha para continuar.' });
      await save(t, admin, 'security', { passwordExpiry: 0 });
      expect((await t.call(userEndpoints.preferences, { cookie })).status).toBe(200);
    } finally {
      await save(t, admin, 'security', { passwordExpiry: 90 });
    }
  });

  it('maxLoginAttempts: after that many failures the account waits', async () => {
    await save(t, admin, 'security', { maxLoginAttempts: 3 });
    try {
      const user = await t.insertUser();
      for (let i = 0; i < 3; i++) expect((await t.call(authEndpoints.login, { body: { email: user.email, password: 'Errada@12345' } })).status).toBe(401);
      const res = await t.call(authEndpoints.login, { body: { email: user.email, password: user.password } });
      expect(res.status).toBe(429);
    } finally {
      await save(t, admin, 'security', { maxLoginAttempts: 5 });
    }
  });

  it('requireEmailVerification: an unconfirmed account must confirm only while it is on', async () => {
    const user = await t.insertUser();
    await t.db.updateTable('users').set({ emailVerifiedAt: null }).where('id', '=', user.id).execute();
    const cookie = await t.signIn(user.email, user.password);
    expect((await t.call(userEndpoints.preferences, { cookie })).body).toMatchObject({ code: 'email-verification-required' });
    await save(t, admin, 'security', { requireEmailVerification: false });
    try {
      expect((await t.call(userEndpoints.preferences, { cookie })).status).toBe(200);
    } finally {
      await save(t, admin, 'security', { requireEmailVerification: true });
    }
  });
});

describe('twoFactorAuth', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => app.close());

  it('on: admins and teachers enrol 2FA once their account is 7 days old; students and the demo accounts are not asked; off: nobody can enrol', async () => {
    const teacher = await app.insertUser({ role: 'professor' });
    const otherAdmin = await app.insertUser({ role: 'admin' });
    const student = await app.insertUser();
    let teacherCookie = await app.signIn(teacher.email, teacher.password);
    // Within the grace period: the area works.
    expect((await app.call(userEndpoints.preferences, { cookie: teacherCookie })).status).toBe(200);

    app.clock.advance(8 * DAY_MS);
    teacherCookie = await app.signIn(teacher.email, teacher.password);
    const blocked = await app.call(userEndpoints.preferences, { cookie: teacherCookie });
    expect(blocked.status).toBe(403);
    expect(blocked.body).toMatchObject({ code: 'two-factor-required' });
    const adminCookie = await app.signIn(otherAdmin.email, otherAdmin.password);
    expect((await app.call(e.getPlatform, { cookie: adminCookie })).body).toMatchObject({ code: 'two-factor-required' });
    // Not asked: students, and the demo cards of the landing page.
    expect((await app.call(userEndpoints.preferences, { cookie: await app.signIn(student.email, student.password) })).status).toBe(200);
    const demoAdmin = await app.signInAs('admin');
    expect((await app.call(e.getPlatform, { cookie: demoAdmin })).status).toBe(200);
    expect((await app.call(userEndpoints.preferences, { cookie: await app.signInAs('professor') })).status).toBe(200);

    // What the block allows is exactly the enrolment; then the area opens.
    expect((await app.call(userEndpoints.security, { cookie: teacherCookie })).status).toBe(200);
    const setup = await app.call(userEndpoints.totpSetup, { cookie: teacherCookie });
    expect(setup.status).toBe(200);
    expect((await app.call(userEndpoints.totpEnable, { cookie: teacherCookie, body: { code: totpCode(setup.body.secret, app.clock.now()) } })).status).toBe(200);
    expect((await app.call(userEndpoints.preferences, { cookie: teacherCookie })).status).toBe(200);

    // Off: nobody is asked, and enrolment is refused.
    await save(app, demoAdmin, 'security', { twoFactorAuth: false });
    expect((await app.call(e.getPlatform, { cookie: adminCookie })).status).toBe(200);
    const refused = await app.call(userEndpoints.totpSetup, { cookie: adminCookie });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/desativada pela administração/);
  });

  it('staff accounts older than the requirement get the grace period from the last save of the security settings (a fresh install never locks its teachers out at once)', async () => {
    const fresh = await buildTestApp();
    try {
      const veteran = await fresh.insertUser({ role: 'professor' });
      // A teacher who joined long before this installation's settings were saved.
      await fresh.db.updateTable('users').set({ createdAt: new Date(fresh.clock.now().getTime() - 400 * DAY_MS).toISOString() }).where('id', '=', veteran.id).execute();
      expect((await fresh.call(userEndpoints.preferences, { cookie: await fresh.signIn(veteran.email, veteran.password) })).status).toBe(200);
      fresh.clock.advance(8 * DAY_MS);
      const blocked = await fresh.call(userEndpoints.preferences, { cookie: await fresh.signIn(veteran.email, veteran.password) });
      expect(blocked.body).toMatchObject({ code: 'two-factor-required' });
    } finally {
      await fresh.close();
    }
  });
});

describe('e-mail settings drive the mailer', () => {
  // The fake server listens on 127.0.0.1: this installation allows private SMTP hosts and trusts the test certificate.
  let local: TestApp;
  let localAdmin: string;
  beforeAll(async () => {
    local = await buildTestApp({ config: { SMTP_ALLOW_PRIVATE_HOSTS: true }, smtpCa: TEST_SMTP_CA });
    localAdmin = await local.signInAs('admin');
  });
  afterAll(async () => local.close());

  it('with smtpHost set (and no SMTP_URL), mail goes through that server over TLS with the stored password and the sender', async () => {
    const smtp = await startFakeSmtp({ tls: true, acceptAuth: true });
    try {
      await save(local, localAdmin, 'email', { smtpHost: '127.0.0.1', smtpPort: smtp.port, smtpUser: 'eduia', smtpPassword: 'Senha-SMTP-123', emailFrom: 'Academia <contato@horizonte.edu.br>' });
      const res = await local.call(e.sendTestEmail, { cookie: localAdmin });
      expect(res.body).toEqual({ to: 'admin@eduia.com.br', status: 'enviado', error: null });
      expect(smtp.logins).toEqual([{ user: 'eduia', password: 'Senha-SMTP-123', secure: true }]);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toMatchObject({ from: 'contato@horizonte.edu.br', to: ['admin@eduia.com.br'], secure: true, user: 'eduia' });
      expect(smtp.received[0].data).toContain('Subject: E-mail de teste da EduIA');
      const sent = await local.db.selectFrom('emailOutbox').select('subject').where('toAddress', '=', 'admin@eduia.com.br').where('status', '=', 'enviado').execute();
      expect(sent).toEqual([{ subject: 'E-mail de teste da EduIA' }]);
    } finally {
      await smtp.close();
    }
  });

  it('the sender\'s name follows the platform\'s name unless the e-mail settings name one', async () => {
    const smtp = await startFakeSmtp({ tls: true, acceptAuth: true });
    try {
      await save(local, localAdmin, 'platform', { platformName: 'Academia Lumiere' });
      await save(local, localAdmin, 'email', { smtpHost: '127.0.0.1', smtpPort: smtp.port, smtpUser: 'eduia', smtpPassword: 'Senha-SMTP-123', emailFrom: 'contato@horizonte.edu.br' });
      await local.call(e.sendTestEmail, { cookie: localAdmin });
      expect(smtp.received[0]!.data).toMatch(/^From: "?Academia Lumiere"? <contato@horizonte\.edu\.br>\r?$/m);
      await save(local, localAdmin, 'email', { emailFrom: 'Secretaria <contato@horizonte.edu.br>' });
      await local.call(e.sendTestEmail, { cookie: localAdmin });
      expect(smtp.received[1]!.data).toMatch(/^From: "?Secretaria"? <contato@horizonte\.edu\.br>\r?$/m);
    } finally {
      await save(local, localAdmin, 'platform', { platformName: 'EduIA' });
      await smtp.close();
    }
  });

  it('a refused login is reported as failed, in Portuguese, kept in the outbox, without the password or the server\'s words', async () => {
    const smtp = await startFakeSmtp({ tls: true, acceptAuth: false, secretWords: 'BANNER-DO-SERVIDOR' });
    try {
      await save(local, localAdmin, 'email', { smtpHost: '127.0.0.1', smtpPort: smtp.port, smtpUser: 'eduia', smtpPassword: 'Senha-SMTP-123' });
      const res = await local.call(e.sendTestEmail, { cookie: localAdmin });
      expect(res.body).toEqual({ to: 'admin@eduia.com.br', status: 'falhou', error: 'O servidor SMTP recusou o usuário ou a senha.' });
      expect(smtp.logins).toHaveLength(1);
      expect(res.raw.body).not.toContain('Senha-SMTP-123');
      expect(res.raw.body).not.toMatch(/BANNER-DO-SERVIDOR|535/);
      const failed = await local.db.selectFrom('emailOutbox').select('error').where('toAddress', '=', 'admin@eduia.com.br').where('status', '=', 'falhou').execute();
      expect(failed).toEqual([{ error: 'O servidor SMTP recusou o usuário ou a senha.' }]);
    } finally {
      await smtp.close();
      await save(local, localAdmin, 'email', { smtpHost: '', smtpUser: '', clearSmtpPassword: true, emailFrom: 'EduIA <nao-responda@eduia.com.br>' });
    }
  });

  it('SMTP_URL, when set, wins over the settings', async () => {
    const smtp = await startFakeSmtp({ tls: false });
    const other = await buildTestApp({ config: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
    try {
      const cookie = await other.signInAs('admin');
      await save(other, cookie, 'email', { smtpHost: '127.0.0.2', smtpPort: 9 });
      expect((await other.call(e.sendTestEmail, { cookie })).body.status).toBe('enviado');
      expect(smtp.received).toHaveLength(1);
    } finally {
      await other.close();
      await smtp.close();
    }
  });
});
