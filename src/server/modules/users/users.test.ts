import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, type BodyOf } from '#contracts/endpoint';
import { DEFAULT_SETTINGS } from '#contracts/settings';
import { authEndpoints } from '#contracts/auth';
import { userEndpoints } from '#contracts/users';
import { totpCode } from '#server/lib/totp';
import { SESSION_COOKIE } from '#server/plugins/session';
import { buildTestApp, type CallResult, type TestApp } from '#server/testing/test-app';
import { openSession } from '#server/modules/auth/auth.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(32, 2)]);

/** POSTs one file as multipart/form-data, like the browser's FormData. */
async function uploadAvatar(cookie: string, fileName: string, contentType: string, bytes: Buffer) {
  const boundary = '----eduia-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  // Raw inject: a multipart body, which the JSON helpers do not build.
  const res = await t.app.inject({
    method: userEndpoints.uploadAvatar.method,
    url: userEndpoints.uploadAvatar.path,
    headers: { [CSRF_HEADER]: '1', cookie: `${SESSION_COOKIE}=${cookie}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  return { status: res.statusCode, body: res.json() as CallResult<typeof userEndpoints.uploadAvatar>['body'] };
}

// For the avatar URL the server hands out (with its ?v= version), not one built from the contract.
const injectGet = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie: `${SESSION_COOKIE}=${cookie}` } });

// Fresh users get a session directly: the login limiter (per address) is not under test here.
async function newStudent(overrides: Parameters<TestApp['insertUser']>[0] = {}) {
  const user = await t.insertUser({ role: 'aluno', ...overrides });
  return { ...user, cookie: await openSession(t.app.ctx, user.id) };
}

let clientNumber = 0;
/** A sign-in attempt from its own client address, so the per-address limiter stays out of the way. */
const login = (body: { email: string; password: string; totpCode?: string }) =>
  t.call(authEndpoints.login, { body, headers: { 'x-forwarded-for': `10.0.${Math.floor(++clientNumber / 250)}.${clientNumber % 250}` } });

describe('profile', () => {
  it("returns the owner's full profile, CPF unmasked, with the creation date", async () => {
    const cookie = await t.signInAs('aluno');
    const res = await t.call(userEndpoints.myProfile, { cookie });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: 'user-aluno-demo', name: 'Lucas Almeida', email: 'aluno@eduia.com.br', phone: '(11) 98765-4321',
      cpf: '123.456.789-09', cpfMasked: false, createdAt: '2024-01-15T12:00:00.000Z', avatarUrl: null,
    });
  });

  it("is owner-only for students: another student's profile is 403", async () => {
    const other = await newStudent();
    const res = await t.call(userEndpoints.profile, { params: { id: 'user-aluno-demo' }, cookie: other.cookie });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Você só pode ver o seu próprio perfil.');
    const own = await t.call(userEndpoints.profile, { params: { id: other.id }, cookie: other.cookie });
    expect(own.status).toBe(200);
  });

  it('shows the CPF in full to admins and masked to teachers; teachers see only students of their courses', async () => {
    const admin = await t.call(userEndpoints.profile, { params: { id: 'user-aluno-demo' }, cookie: await t.signInAs('admin') });
    expect(admin.body).toMatchObject({ cpf: '123.456.789-09', cpfMasked: false });
    const teacherCookie = await t.signInAs('professor');
    // Elisa is enrolled in course 1, given by the demo teacher.
    const teacher = await t.call(userEndpoints.profile, { params: { id: 'user-aluno-elisa' }, cookie: teacherCookie });
    expect(teacher.status).toBe(200);
    expect(teacher.body).toMatchObject({ name: 'Elisa Prado', cpf: '***.678.901-**', cpfMasked: true });
    expect(JSON.stringify(teacher.body)).not.toContain('345.678.901-23');
    const stranger = await newStudent();
    expect((await t.call(userEndpoints.profile, { params: { id: stranger.id }, cookie: teacherCookie })).status).toBe(403);
    expect((await t.call(userEndpoints.profile, { params: { id: 'user-admin-demo' }, cookie: teacherCookie })).status).toBe(403);
    expect((await t.call(userEndpoints.profile, { params: { id: 'nao-existe' }, cookie: await t.signInAs('admin') })).status).toBe(404);
  });

  it('saves name, phone (normalised) and bio, and keeps the CPF read-only', async () => {
    const student = await newStudent();
    await t.db.updateTable('users').set({ cpf: '111.222.333-44' }).where('id', '=', student.id).execute();
    // callRaw: `cpf` is not in the contract's body; it is sent on purpose, to be ignored.
    const res = await t.callRaw(userEndpoints.updateMyProfile, {
      cookie: student.cookie,
      body: { name: '  Ana Beatriz  ', email: student.email.toUpperCase(), phone: '11987654321', bio: 'Gosto de dados.', cpf: '999.999.999-99' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Ana Beatriz', email: student.email, phone: '(11) 98765-4321', bio: 'Gosto de dados.', cpf: '111.222.333-44', emailChangeMessage: null });
    const again = await t.call(userEndpoints.myProfile, { cookie: student.cookie });
    expect(again.body).toMatchObject({ name: 'Ana Beatriz', phone: '(11) 98765-4321', cpf: '111.222.333-44' });
    // Empty phone and bio clear them; landlines are accepted.
    const cleared = await t.call(userEndpoints.updateMyProfile, { cookie: student.cookie, body: { name: 'Ana Beatriz', email: student.email, phone: '', bio: '' } });
    expect(cleared.body).toMatchObject({ phone: null, bio: null });
    const landline = await t.call(userEndpoints.updateMyProfile, { cookie: student.cookie, body: { name: 'Ana Beatriz', email: student.email, phone: '+55 (21) 3456-7890', bio: '' } });
    expect(landline.body.phone).toBe('(21) 3456-7890');
  });

  it('refuses an invalid e-mail, a bad phone and a short name with Portuguese messages', async () => {
    const student = await newStudent();
    const base = { name: 'Nome Válido', email: student.email, phone: '', bio: '' };
    const email = await t.call(userEndpoints.updateMyProfile, { cookie: student.cookie, body: { ...base, email: 'sem-arroba' } });
    expect(email.status).toBe(400);
    expect(email.body.message).toContain('Informe um e-mail válido.');
    for (const phone of ['123', '(11) 8765-43210', '00 98765-4321', '(11) 88765-4321']) {
      const res = await t.call(userEndpoints.updateMyProfile, { cookie: student.cookie, body: { ...base, phone } });
      expect(res.status, phone).toBe(400);
      expect(res.body.message).toContain('Informe um telefone válido com DDD');
    }
    const name = await t.call(userEndpoints.updateMyProfile, { cookie: student.cookie, body: { ...base, name: 'A' } });
    expect(name.status).toBe(400);
    expect(name.body.message).toContain('mínimo de 2 caracteres');
    const missing = await t.callRaw(userEndpoints.updateMyProfile, { cookie: student.cookie, body: { name: 'Nome' } });
    expect(missing.status).toBe(400);
  });

});

const outboxFor = (email: string) => t.db.selectFrom('emailOutbox').select(['subject', 'body']).where('toAddress', '=', email).orderBy('createdAt').execute();
/** The messages the recipient receives (the outbox keeps them without their links). */
const mailsFor = async (email: string) => (await t.mailsTo(email)).map((m) => ({ subject: m.subject, body: m.text }));
const confirmLinkIn = (body: string) => /https?:\/\/\S+\/api\/users\/email-change\/confirm\?token=([\w-]+)/.exec(body);

describe('e-mail change (issue 10 items 7 and 8)', () => {
  it('needs the current password, waits for the link sent to the new address, then tells the old one', async () => {
    const student = await newStudent({ name: 'Rita Lopes' });
    const body = { name: 'Rita Lopes', email: 'rita.nova@exemplo.com.br', phone: '', bio: '' };
    const noPassword = await t.call(userEndpoints.updateMyProfile, { cookie: student.cookie, body });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.message).toBe('Informe a sua senha atual para confirmar a alteração.');
    const wrongPassword = await t.call(userEndpoints.updateMyProfile, { cookie: student.cookie, body: { ...body, currentPassword: 'Errada@123' } });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.message).toBe('A senha atual está incorreta.');
    expect(await outboxFor('rita.nova@exemplo.com.br')).toHaveLength(0);

    const asked = await t.call(userEndpoints.updateMyProfile, { cookie: student.cookie, body: { ...body, currentPassword: student.password } });
    expect(asked.status).toBe(200);
    expect(asked.body.emailChangeMessage).toBe('Enviamos um e-mail para confirmar o novo endereço.');
    // Nothing changes before the link is followed.
    expect(asked.body.email).toBe(student.email);
    expect((await login({ email: 'rita.nova@exemplo.com.br', password: student.password })).status).toBe(401);

    const [mail] = await mailsFor('rita.nova@exemplo.com.br');
    expect((await outboxFor('rita.nova@exemplo.com.br'))[0].body).toContain('[link de confirmação do novo e-mail oculto — enviado só ao destinatário]');
    // The link comes from PUBLIC_URL (the test app's default), never from the request.
    const link = confirmLinkIn(mail.body)!;
    expect(link[0]).toMatch(/^http:\/\/localhost:5000\/api\/users\/email-change\/confirm\?token=/);
    const confirmed = await t.call(userEndpoints.confirmEmailChange, { query: { token: link[1] } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.raw.headers['content-type']).toContain('text/html');
    expect(confirmed.raw.body).toContain('rita.nova@exemplo.com.br');
    expect((await t.call(userEndpoints.myProfile, { cookie: student.cookie })).body.email).toBe('rita.nova@exemplo.com.br');
    expect((await login({ email: 'rita.nova@exemplo.com.br', password: student.password })).body.status).toBe('signed-in');

    const notices = await outboxFor(student.email);
    expect(notices).toHaveLength(1);
    expect(notices[0].body).toContain('rita.nova@exemplo.com.br');
    expect(notices[0].body).toMatch(/\d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/);
    expect(notices[0].body).toContain('Não foi você?');
    expect(notices[0].body).toContain('suporte@eduia.com.br');

    // The link works once.
    const replayed = await t.call(userEndpoints.confirmEmailChange, { query: { token: link[1] } });
    expect(replayed.status).toBe(400);
    expect(replayed.raw.body).toContain('inválido ou expirou');
  });

  it('answers the same for a taken and a free address; the owner of the taken one is told, nobody can take it', async () => {
    const a = await newStudent({ name: 'Pedro' });
    const b = await newStudent({ name: 'Pedro' });
    const taken = await t.call(userEndpoints.updateMyProfile, { cookie: a.cookie, body: { name: 'Pedro', email: 'ALUNO@eduia.com.br', phone: '', bio: '' , currentPassword: a.password } });
    const free = await t.call(userEndpoints.updateMyProfile, { cookie: b.cookie, body: { name: 'Pedro', email: 'pedro.livre@exemplo.com.br', phone: '', bio: '', currentPassword: b.password } });
    expect(taken.status).toBe(free.status);
    const publicPart = (r: typeof taken) => ({ ...r.body, id: undefined, email: undefined, createdAt: undefined });
    expect(publicPart(taken)).toEqual(publicPart(free));
    expect(taken.body.email).toBe(a.email);

    const ownerMail = (await mailsFor('aluno@eduia.com.br')).at(-1)!;
    expect(ownerMail.subject).toContain('Tentativa de usar o seu e-mail');
    expect(confirmLinkIn(ownerMail.body)).toBeNull();
    expect(await t.db.selectFrom('emailChanges').select('id').where('userId', '=', a.id).execute()).toHaveLength(0);
  });

  it('an expired link does nothing', async () => {
    const student = await newStudent();
    await t.call(userEndpoints.updateMyProfile, { cookie: student.cookie, body: { name: 'Nome', email: `novo-${student.id}@exemplo.com.br`, phone: '', bio: '', currentPassword: student.password } });
    const [mail] = await mailsFor(`novo-${student.id}@exemplo.com.br`);
    t.clock.advance(25 * 60 * 60_000);
    try {
      const res = await t.call(userEndpoints.confirmEmailChange, { query: { token: confirmLinkIn(mail.body)![1] } });
      expect(res.status).toBe(400);
      // (the session itself has expired by now: read the row)
      expect((await t.db.selectFrom('users').select('email').where('id', '=', student.id).executeTakeFirstOrThrow()).email).toBe(student.email);
    } finally {
      t.clock.advance(-25 * 60 * 60_000);
    }
  });

  it('with 2FA on, also needs a code from the app', async () => {
    const student = await newStudent();
    const secret = await enableTwoFactor(student.cookie);
    const body = { name: 'Nome', email: `dois-${student.id}@exemplo.com.br`, phone: '', bio: '', currentPassword: student.password };
    const noCode = await t.call(userEndpoints.updateMyProfile, { cookie: student.cookie, body });
    expect(noCode.status).toBe(400);
    expect(noCode.body.message).toContain('código do aplicativo autenticador');
    t.clock.advance(30_000);
    const ok = await t.call(userEndpoints.updateMyProfile, { cookie: student.cookie, body: { ...body, totpCode: totpCode(secret, t.clock.now()) } });
    expect(ok.status).toBe(200);
    expect(ok.body.emailChangeMessage).toBe('Enviamos um e-mail para confirmar o novo endereço.');
  });
});

/** Sets up and confirms 2FA; returns the secret. The clock then moves to the next time-step, so the enabling code is spent. */
async function enableTwoFactor(cookie: string) {
  const { body: setup } = await t.call(userEndpoints.totpSetup, { cookie });
  const enabled = await t.call(userEndpoints.totpEnable, { cookie, body: { code: totpCode(setup.secret, t.clock.now()) } });
  expect(enabled.status).toBe(200);
  t.clock.advance(30_000);
  return setup.secret;
}

describe('avatar', () => {
  it('accepts PNG, JPEG and WebP by content, serves it, and replaces the old file', async () => {
    const student = await newStudent();
    const png = await uploadAvatar(student.cookie, 'foto.png', 'image/png', PNG);
    expect(png.status).toBe(200);
    expect(png.body.avatarUrl).toMatch(new RegExp(`^/api/users/${student.id}/avatar\\?v=[a-z0-9-]+\\.png$`));
    const served = await injectGet(png.body.avatarUrl!, student.cookie);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.rawPayload, PNG)).toBe(0);
    // The session user's avatarUrl points at it, and other signed-in users can see it.
    expect((await t.call(authEndpoints.me, { cookie: student.cookie })).body.avatarUrl).toBe(png.body.avatarUrl);
    const other = await injectGet(png.body.avatarUrl!, await t.signInAs('professor'));
    expect(other.statusCode).toBe(200);

    // A JPEG whose name says .png is still a JPEG: the content decides.
    const jpeg = await uploadAvatar(student.cookie, 'foto.png', 'image/png', JPEG);
    expect(jpeg.body.avatarUrl).toMatch(/\.jpg$/);
    const webp = await uploadAvatar(student.cookie, 'foto.webp', 'image/webp', WEBP);
    expect(webp.status).toBe(200);
    expect(webp.body.avatarUrl).toMatch(/\.webp$/);
    const files = readdirSync(join(t.app.ctx.config.UPLOAD_DIR, 'avatars')).filter((f) => f.endsWith('.webp') || f.endsWith('.png') || f.endsWith('.jpg'));
    const mine = files.filter((f) => webp.body.avatarUrl!.endsWith(f) || png.body.avatarUrl!.endsWith(f) || jpeg.body.avatarUrl!.endsWith(f));
    expect(mine).toEqual([webp.body.avatarUrl!.split('v=')[1]]);
  });

  it('refuses a text file renamed .png with 415, and files over 2 MB with 413', async () => {
    const student = await newStudent();
    const text = await uploadAvatar(student.cookie, 'foto.png', 'image/png', Buffer.from('isto não é uma imagem, é texto puro\n'));
    expect(text.status).toBe(415);
    expect(text.body.message).toBe('Formato não suportado. Envie uma imagem PNG, JPEG ou WebP.');
    const gif = await uploadAvatar(student.cookie, 'foto.gif', 'image/gif', Buffer.from('GIF89a-------'));
    expect(gif.status).toBe(415);
    const big = await uploadAvatar(student.cookie, 'grande.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024, 1)]));
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('A foto deve ter no máximo 2 MB.');
    const empty = await uploadAvatar(student.cookie, 'vazio.png', 'image/png', Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect((await t.call(userEndpoints.myProfile, { cookie: student.cookie })).body.avatarUrl).toBeNull();
    const json = await t.callRaw(userEndpoints.uploadAvatar, { cookie: student.cookie, body: { file: 'x' } });
    expect(json.status).toBe(400);
  });

  it('removes the photo; a user without one is 404', async () => {
    const student = await newStudent();
    const { body } = await uploadAvatar(student.cookie, 'a.png', 'image/png', PNG);
    const stored = join(t.app.ctx.config.UPLOAD_DIR, 'avatars', body.avatarUrl!.split('v=')[1]);
    expect(existsSync(stored)).toBe(true);
    const removed = await t.call(userEndpoints.removeAvatar, { cookie: student.cookie });
    expect(removed.body).toEqual({ avatarUrl: null });
    expect(existsSync(stored)).toBe(false);
    expect((await t.call(userEndpoints.avatar, { params: { id: student.id }, cookie: student.cookie })).status).toBe(404);
    expect((await t.call(userEndpoints.avatar, { params: { id: 'nao-existe' }, cookie: student.cookie })).status).toBe(404);
  });
});

describe('notification preferences', () => {
  it('defaults to email, newCourses and certificates on; push and promotions off', async () => {
    const student = await newStudent();
    const res = await t.call(userEndpoints.preferences, { cookie: student.cookie });
    expect(res.body).toEqual({ email: true, push: false, newCourses: true, certificates: true, promotions: false });
  });

  it('saves and persists per user; bad bodies are 400', async () => {
    const student = await newStudent();
    const prefs = { email: false, push: true, newCourses: false, certificates: true, promotions: true };
    expect((await t.call(userEndpoints.updatePreferences, { cookie: student.cookie, body: prefs })).body).toEqual(prefs);
    expect((await t.call(userEndpoints.preferences, { cookie: student.cookie })).body).toEqual(prefs);
    const other = await newStudent();
    expect((await t.call(userEndpoints.preferences, { cookie: other.cookie })).body.push).toBe(false);
    const bad = await t.callRaw(userEndpoints.updatePreferences, { cookie: student.cookie, body: { email: 'sim' } });
    expect(bad.status).toBe(400);
  });
});

describe('two-factor authentication', () => {
  it('enrols with a QR code and a code check, then sign-in asks for the code and refuses a wrong one', async () => {
    const student = await newStudent();
    const setup = await t.call(userEndpoints.totpSetup, { cookie: student.cookie });
    expect(setup.status).toBe(200);
    expect(setup.body.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(setup.body.otpauthUrl).toContain(`secret=${setup.body.secret}`);
    // Not enabled until confirmed: sign-in still needs only the password.
    expect((await login({ email: student.email, password: student.password })).body.status).toBe('signed-in');

    const wrong = await t.call(userEndpoints.totpEnable, { cookie: student.cookie, body: { code: '000000' === totpCode(setup.body.secret, t.clock.now()) ? '111111' : '000000' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain('Código de verificação inválido');
    const enabled = await t.call(userEndpoints.totpEnable, { cookie: student.cookie, body: { code: totpCode(setup.body.secret, t.clock.now()) } });
    expect(enabled.status).toBe(200);
    expect(enabled.body.recoveryCodes).toHaveLength(10);
    expect(enabled.body.recoveryCodes[0]).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    const status = await t.call(userEndpoints.security, { cookie: student.cookie });
    expect(status.body).toMatchObject({ totpEnabled: true, recoveryCodesRemaining: 10, passwordMinLength: 8 });
    // Recovery codes are stored hashed only.
    const stored = await t.db.selectFrom('totpRecoveryCodes').select('codeHash').where('userId', '=', student.id).execute();
    expect(stored).toHaveLength(10);
    expect(stored.map((r) => r.codeHash)).not.toContain(enabled.body.recoveryCodes[0]);

    const needsCode = await login({ email: student.email, password: student.password });
    expect(needsCode.body).toEqual({ status: 'totp-required' });
    expect(needsCode.cookie).toBeUndefined();
    const wrongLogin = await login({ email: student.email, password: student.password, totpCode: '12345x' });
    expect(wrongLogin.status).toBe(401);
    expect(wrongLogin.body.message).toBe('Código de verificação inválido.');
    const badDigits = totpCode(setup.body.secret, new Date(t.clock.now().getTime() + 10 * 60_000));
    expect((await login({ email: student.email, password: student.password, totpCode: badDigits })).status).toBe(401);
    // The code that enabled 2FA is spent for its time-step (no replay): the next step's code signs in.
    t.clock.advance(30_000);
    const ok = await login({ email: student.email, password: student.password, totpCode: totpCode(setup.body.secret, t.clock.now()) });
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe('signed-in');

    // A second setup while enabled is refused.
    expect((await t.call(userEndpoints.totpSetup, { cookie: student.cookie })).status).toBe(409);
  });

  it('accepts each recovery code once at sign-in, and disabling asks for the password and a code, then tells the address', async () => {
    const student = await newStudent();
    const { body: setup } = await t.call(userEndpoints.totpSetup, { cookie: student.cookie });
    const { body } = await t.call(userEndpoints.totpEnable, { cookie: student.cookie, body: { code: totpCode(setup.secret, t.clock.now()) } });
    const [first, second] = body.recoveryCodes;
    const viaRecovery = await login({ email: student.email, password: student.password, totpCode: first.toLowerCase() });
    expect(viaRecovery.body.status).toBe('signed-in');
    const reused = await login({ email: student.email, password: student.password, totpCode: first });
    expect(reused.status).toBe(401);
    expect((await t.call(userEndpoints.security, { cookie: student.cookie })).body.recoveryCodesRemaining).toBe(9);

    const noCode = await t.callRaw(userEndpoints.totpDisable, { cookie: student.cookie, body: {} });
    expect(noCode.status).toBe(400);
    const wrong = await t.call(userEndpoints.totpDisable, { cookie: student.cookie, body: { currentPassword: student.password, code: 'AAAAA-AAAAA' } });
    expect(wrong.status).toBe(400);
    const noPassword = await t.callRaw(userEndpoints.totpDisable, { cookie: student.cookie, body: { code: second } });
    expect(noPassword.status).toBe(400);
    const wrongPassword = await t.call(userEndpoints.totpDisable, { cookie: student.cookie, body: { currentPassword: 'Errada@123', code: second } });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.message).toBe('A senha atual está incorreta.');
    expect((await t.call(userEndpoints.security, { cookie: student.cookie })).body.totpEnabled).toBe(true);
    const disabled = await t.call(userEndpoints.totpDisable, { cookie: student.cookie, body: { currentPassword: student.password, code: second } });
    expect(disabled.status).toBe(200);
    const [notice] = await outboxFor(student.email);
    expect(notice.subject).toContain('verificação em duas etapas foi desativada');
    expect(notice.body).toContain('Não foi você?');
    expect(notice.body).toContain('suporte@eduia.com.br');
    expect((await login({ email: student.email, password: student.password })).body.status).toBe('signed-in');
    expect((await t.call(userEndpoints.security, { cookie: student.cookie })).body).toMatchObject({ totpEnabled: false, recoveryCodesRemaining: 0 });
    expect(await t.db.selectFrom('totpRecoveryCodes').select('id').where('userId', '=', student.id).execute()).toHaveLength(0);
  });

  it('regenerates recovery codes with a valid app code; the old ones stop working', async () => {
    const student = await newStudent();
    const { body: setup } = await t.call(userEndpoints.totpSetup, { cookie: student.cookie });
    const { body: first } = await t.call(userEndpoints.totpEnable, { cookie: student.cookie, body: { code: totpCode(setup.secret, t.clock.now()) } });
    t.clock.advance(30_000);
    const again = await t.call(userEndpoints.regenerateRecoveryCodes, { cookie: student.cookie, body: { code: totpCode(setup.secret, t.clock.now()) } });
    expect(again.body.recoveryCodes).toHaveLength(10);
    const old = await login({ email: student.email, password: student.password, totpCode: first.recoveryCodes[0] });
    expect(old.status).toBe(401);
    const fresh = await login({ email: student.email, password: student.password, totpCode: again.body.recoveryCodes[0] });
    expect(fresh.body.status).toBe('signed-in');
  });

  it('refuses a code already used in its time-step, even when two sign-ins send it at once (no replay)', async () => {
    const student = await newStudent();
    const secret = await enableTwoFactor(student.cookie);
    const code = totpCode(secret, t.clock.now());
    const both = await Promise.all([1, 2].map(() => login({ email: student.email, password: student.password, totpCode: code })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 401]);
    // Still refused later in its window (the window accepts one step either side).
    t.clock.advance(20_000);
    expect((await login({ email: student.email, password: student.password, totpCode: code })).status).toBe(401);
    // An earlier step's code is refused too once a later one was used.
    expect((await login({ email: student.email, password: student.password, totpCode: totpCode(secret, t.clock.now(), -1) })).status).toBe(401);
    t.clock.advance(30_000);
    expect((await login({ email: student.email, password: student.password, totpCode: totpCode(secret, t.clock.now()) })).status).toBe(200);
  });

  it('stores the TOTP secret encrypted (AES-256-GCM) and reads a legacy plaintext one, sealing it on first use', async () => {
    const student = await newStudent();
    const secret = await enableTwoFactor(student.cookie);
    const row = await t.db.selectFrom('users').select('totpSecret').where('id', '=', student.id).executeTakeFirstOrThrow();
    expect(row.totpSecret).toMatch(/^v1:/);
    expect(row.totpSecret).not.toContain(secret);
    expect(t.app.ctx.secretBox.open(row.totpSecret!)).toBe(secret);

    // A secret stored before this change (plaintext) still works, and is encrypted when used.
    const legacy = await newStudent();
    const plain = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await t.db.updateTable('users').set({ totpSecret: plain, totpEnabled: 1 }).where('id', '=', legacy.id).execute();
    const signedIn = await login({ email: legacy.email, password: legacy.password, totpCode: totpCode(plain, t.clock.now()) });
    expect(signedIn.status).toBe(200);
    const sealed = await t.db.selectFrom('users').select('totpSecret').where('id', '=', legacy.id).executeTakeFirstOrThrow();
    expect(sealed.totpSecret).toMatch(/^v1:/);
    expect(t.app.ctx.secretBox.open(sealed.totpSecret!)).toBe(plain);
  });

  it('enable without a setup is refused with a message', async () => {
    const student = await newStudent();
    const res = await t.call(userEndpoints.totpEnable, { cookie: student.cookie, body: { code: '123456' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Inicie a ativação');
  });
});

describe('change password', () => {
  const change = (cookie: string, body: BodyOf<typeof userEndpoints.changePassword>) => t.call(userEndpoints.changePassword, { cookie, body });

  it('checks the current password, the policy and the confirmation with Portuguese messages', async () => {
    const student = await newStudent({ password: 'Atual@2024' });
    const cases: Array<[BodyOf<typeof userEndpoints.changePassword>, string]> = [
      [{ currentPassword: 'errada', newPassword: 'Nova@2025x', confirmPassword: 'Nova@2025x' }, 'A senha atual está incorreta.'],
      [{ currentPassword: 'Atual@2024', newPassword: 'Ab1', confirmPassword: 'Ab1' }, 'A nova senha deve ter pelo menos 8 caracteres.'],
      [{ currentPassword: 'Atual@2024', newPassword: 'semmaiuscula1', confirmPassword: 'semmaiuscula1' }, 'A nova senha deve conter pelo menos uma letra maiúscula.'],
      [{ currentPassword: 'Atual@2024', newPassword: 'SEMMINUSCULA1', confirmPassword: 'SEMMINUSCULA1' }, 'A nova senha deve conter pelo menos uma letra minúscula.'],
      [{ currentPassword: 'Atual@2024', newPassword: 'SemNumeros', confirmPassword: 'SemNumeros' }, 'A nova senha deve conter pelo menos um número.'],
      [{ currentPassword: 'Atual@2024', newPassword: 'Atual@2024', confirmPassword: 'Atual@2024' }, 'A nova senha deve ser diferente da senha atual.'],
    ];
    for (const [body, message] of cases) {
      const res = await change(student.cookie, body);
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const mismatch = await change(student.cookie, { currentPassword: 'Atual@2024', newPassword: 'Nova@2025x', confirmPassword: 'Nova@2025y' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toContain('A confirmação não confere com a nova senha.');
    // Nothing changed.
    expect((await login({ email: student.email, password: 'Atual@2024' })).cookie).toBeTruthy();
  });

  it('follows passwordMinLength from the settings', async () => {
    const student = await newStudent({ password: 'Atual@2024' });
    await t.app.ctx.settings.update('security', { ...DEFAULT_SETTINGS.security, passwordMinLength: 12 });
    try {
      const short = await change(student.cookie, { currentPassword: 'Atual@2024', newPassword: 'Nova@2025x', confirmPassword: 'Nova@2025x' });
      expect(short.body.message).toBe('A nova senha deve ter pelo menos 12 caracteres.');
      expect((await t.call(userEndpoints.security, { cookie: student.cookie })).body.passwordMinLength).toBe(12);
      const long = await change(student.cookie, { currentPassword: 'Atual@2024', newPassword: 'NovaSenha@2025', confirmPassword: 'NovaSenha@2025' });
      expect(long.status).toBe(200);
    } finally {
      await t.app.ctx.settings.update('security', DEFAULT_SETTINGS.security);
    }
  });

  it('stores the new password and ends the other sessions, keeping this one', async () => {
    const student = await newStudent({ password: 'Atual@2024' });
    const otherDevice = (await login({ email: student.email, password: 'Atual@2024' })).cookie;
    const res = await change(student.cookie, { currentPassword: 'Atual@2024', newPassword: 'Nova@2025x', confirmPassword: 'Nova@2025x' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, otherSessionsEnded: 1 });
    expect((await t.call(authEndpoints.me, { cookie: otherDevice })).status).toBe(401);
    expect((await t.call(authEndpoints.me, { cookie: student.cookie })).status).toBe(200);
    const old = await login({ email: student.email, password: 'Atual@2024' });
    expect(old.status).toBe(401);
    expect((await login({ email: student.email, password: 'Nova@2025x' })).cookie).toBeTruthy();
  });
});
