import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints } from '#contracts/admin';
import { adminSettingsEndpoints as e } from '#contracts/settings';
import { startFakeSmtp, TEST_SMTP_CA } from '#server/testing/fake-smtp';
import { buildTestApp, type TestApp } from '#server/testing/test-app';

// Issue 22 item 3: the SMTP server of the e-mail settings is typed by an admin, and the
// platform connects to it. Its stored password must not follow the host elsewhere, never
// travel in plain text, and the platform must not become a probe of its own network.

const PRIVATE_HOST = 'O servidor SMTP configurado fica numa rede interna (endereço local ou privado) e a plataforma não se conecta a ele. Use um servidor SMTP público.';

/** Reads the e-mail tab as the page does and saves it with `patch`. */
async function saveEmail(app: TestApp, cookie: string, patch: Record<string, unknown>) {
  const { body } = await app.call(e.getEmail, { cookie });
  const { updatedAt: _u, smtpPasswordSet: _s, ...form } = body;
  const res = await app.callRaw(e.saveEmail, { cookie, body: { ...form, ...patch } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

describe('without SMTP_ALLOW_PRIVATE_HOSTS', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp({ smtpCa: TEST_SMTP_CA });
    admin = await t.signInAs('admin');
  });
  afterAll(async () => t.close());

  it.each(['127.0.0.1', 'localhost', '[::1]', '169.254.169.254', '10.0.0.1', '0.0.0.0'])('refuses to connect to %s: the test e-mail fails with a Portuguese reason and no connection is made', async (host) => {
    const smtp = await startFakeSmtp({ tls: true, acceptAuth: true });
    // One admin per case: the test e-mail is limited to 5 a minute per admin.
    const own = await t.insertUser({ role: 'admin', email: `admin-${host.replace(/\W/g, '')}@teste.com.br` });
    const cookie = await t.signIn(own.email, own.password);
    try {
      await saveEmail(t, cookie, { smtpHost: host, smtpPort: smtp.port, smtpUser: 'eduia', smtpPassword: 'Senha-SMTP-123' });
      const res = await t.call(e.sendTestEmail, { cookie });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ to: own.email, status: 'falhou', error: PRIVATE_HOST });
      expect(smtp.connections).toEqual([]);
      const [row] = await t.db.selectFrom('emailOutbox').select(['status', 'error']).where('toAddress', '=', own.email).execute();
      expect(row).toEqual({ status: 'falhou', error: PRIVATE_HOST });
    } finally {
      await smtp.close();
    }
  });

  it('user creation and a retried e-mail are refused the same way (every path that connects)', async () => {
    const smtp = await startFakeSmtp({ tls: true, acceptAuth: true });
    try {
      await saveEmail(t, admin, { smtpHost: '127.0.0.1', smtpPort: smtp.port });
      const created = await t.call(adminEndpoints.createUser, { cookie: admin, body: { name: 'Nova Pessoa', email: 'nova.pessoa@teste.com.br', role: 'aluno', temporaryPassword: 'Temporaria@123' } });
      expect(created.status).toBe(201);
      const [mail] = await t.db.selectFrom('emailOutbox').selectAll().where('toAddress', '=', 'nova.pessoa@teste.com.br').execute();
      expect(mail).toMatchObject({ status: 'falhou', error: PRIVATE_HOST });
      const retried = await t.call(adminEndpoints.retryEmail, { params: { id: mail.id }, cookie: admin });
      expect(retried.body).toMatchObject({ status: 'falhou', error: PRIVATE_HOST });
      expect(smtp.connections).toEqual([]);
    } finally {
      await smtp.close();
    }
  });
});

describe('with SMTP_ALLOW_PRIVATE_HOSTS (a relay on the same network)', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp({ config: { SMTP_ALLOW_PRIVATE_HOSTS: true }, smtpCa: TEST_SMTP_CA });
    admin = await t.signInAs('admin');
  });
  afterAll(async () => t.close());

  it('changing only the host to a listener of ones own does not hand it the stored password', async () => {
    const listener = await startFakeSmtp({ tls: true, acceptAuth: true });
    try {
      await saveEmail(t, admin, { smtpHost: 'smtp.exemplo.com.br', smtpPort: 587, smtpUser: 'eduia', smtpPassword: 'Senha-Guardada-123' });
      const moved = await saveEmail(t, admin, { smtpHost: '127.0.0.1', smtpPort: listener.port });
      expect(moved.smtpPasswordSet).toBe(false);
      await t.call(e.sendTestEmail, { cookie: admin });
      expect(listener.connections).toHaveLength(1);
      expect(listener.logins).toEqual([]);
      expect(JSON.stringify(listener.received)).not.toContain('Senha-Guardada-123');
    } finally {
      await listener.close();
    }
  });

  it('never sends the password over plain text: a server without STARTTLS gets no AUTH and the send fails', async () => {
    const plain = await startFakeSmtp({ tls: false, acceptAuth: true });
    try {
      await saveEmail(t, admin, { smtpHost: '127.0.0.1', smtpPort: plain.port, smtpUser: 'eduia', smtpPassword: 'Senha-SMTP-123' });
      const res = await t.call(e.sendTestEmail, { cookie: admin });
      expect(res.body).toEqual({
        to: 'admin@eduia.com.br', status: 'falhou',
        error: 'Não foi possível estabelecer uma conexão segura (TLS) com o servidor SMTP; com usuário e senha, o envio exige TLS.',
      });
      expect(plain.connections).toHaveLength(1);
      expect(plain.logins).toEqual([]);
      expect(plain.received).toEqual([]);
    } finally {
      await plain.close();
    }
  });

  it('the remote server\'s banner and replies stay in the log: the browser gets a Portuguese reason', async () => {
    const chatty = await startFakeSmtp({ tls: true, acceptAuth: true, refuseRecipients: true, secretWords: 'rede-interna-10.1.2.3 versao-secreta' });
    try {
      await saveEmail(t, admin, { smtpHost: '127.0.0.1', smtpPort: chatty.port, smtpUser: '', smtpPassword: '' });
      const res = await t.call(e.sendTestEmail, { cookie: admin });
      expect(res.body).toEqual({ to: 'admin@eduia.com.br', status: 'falhou', error: 'O servidor SMTP recusou o remetente ou o destinatário.' });
      expect(res.raw.body).not.toMatch(/rede-interna|versao-secreta|550/);
      const outbox = await t.call(adminEndpoints.listEmails, { query: { status: 'falhou' }, cookie: admin });
      expect(outbox.raw.body).not.toMatch(/rede-interna|versao-secreta/);
    } finally {
      await chatty.close();
    }
  });

  it('without a listener, a closed port is a Portuguese reason too', async () => {
    const gone = await startFakeSmtp({ tls: true });
    await gone.close();
    await saveEmail(t, admin, { smtpHost: '127.0.0.1', smtpPort: gone.port, smtpUser: '' });
    const res = await t.call(e.sendTestEmail, { cookie: admin });
    expect(res.body).toEqual({ to: 'admin@eduia.com.br', status: 'falhou', error: 'Não foi possível conectar ao servidor SMTP. Confira o servidor e a porta.' });
    expect(res.raw.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
  });
});

describe('every path that connects is rate-limited per admin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  const limited = [
    ['the test e-mail', 5, (cookie: string) => t.call(e.sendTestEmail, { cookie })],
    // An address already taken: the request is valid (it counts) and creates nothing.
    ['user creation', 20, (cookie: string) => t.call(adminEndpoints.createUser, { cookie, body: { name: 'Aluno Repetido', email: 'aluno@eduia.com.br', role: 'aluno', temporaryPassword: 'Temporaria@123' } })],
    ['suspension', 20, (cookie: string) => t.call(adminEndpoints.suspendUser, { params: { id: 'nao-existe' }, cookie, body: { version: 0 } })],
    ['reactivation', 20, (cookie: string) => t.call(adminEndpoints.reactivateUser, { params: { id: 'nao-existe' }, cookie, body: { version: 0 } })],
    ['password reset', 20, (cookie: string) => t.call(adminEndpoints.resetPassword, { params: { id: 'nao-existe' }, cookie, body: { version: 0 } })],
    ['e-mail retry', 10, (cookie: string) => t.call(adminEndpoints.retryEmail, { params: { id: 'nao-existe' }, cookie })],
  ] as const;

  it.each(limited)('%s: %i a minute, then 429 in Portuguese; another admin keeps their own budget', async (_name, max, call) => {
    const first = await t.insertUser({ role: 'admin' });
    const second = await t.insertUser({ role: 'admin' });
    const [a, b] = [await t.signIn(first.email, first.password), await t.signIn(second.email, second.password)];
    for (let i = 0; i < max; i++) expect((await call(a)).status).not.toBe(429);
    const refused = await call(a);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Muitas tentativas. Aguarde um minuto e tente novamente.');
    expect((await call(b)).status).not.toBe(429);
  });
});
