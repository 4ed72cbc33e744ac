import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints } from '#contracts/admin';
import { authEndpoints } from '#contracts/auth';
import { billingEndpoints } from '#contracts/billing';
import { moderationEndpoints } from '#contracts/moderation';
import { userEndpoints } from '#contracts/users';
import { maskPersonalData } from '#server/lib/log-privacy';
import { buildTestApp, type TestApp } from '#server/testing/test-app';

// Logs carry no CPF, e-mail or password (issue 26 item 6): the journeys that carry them
// (sign-up, sign-in right and wrong, a CPF sent for verification, a new e-mail with the password,
// a password change, an admin's search by e-mail and CPF) run with the logger on at debug level,
// and no captured line holds any of the values.

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ logStream: { write: (line: string) => void lines.push(line) }, config: { LOG_LEVEL: 'debug' } });
});
afterAll(async () => t.close());

const CPF = '111.444.777-35';
const PASSWORD = 'Segredo#Forte2026';
const NEW_PASSWORD = 'OutroSegredo#2027';

describe('logs', () => {
  it('hold no e-mail, CPF or password from sign-up, sign-in, profile, CPF verification, password change or a search', async () => {
    const signUpEmail = 'cadastro.novo@exemplo.com.br';
    expect((await t.call(billingEndpoints.signUp, { body: { name: 'Pessoa Nova', email: signUpEmail, password: PASSWORD } })).status).toBe(202);

    const user = await t.insertUser({ role: 'aluno', email: 'registrada.log@exemplo.com.br', password: PASSWORD });
    expect((await t.call(authEndpoints.login, { body: { email: user.email, password: 'errada-Senha#1' } })).status).toBe(401);
    const cookie = await t.signIn(user.email, PASSWORD);
    // Not verified yet, so she sends her CPF.
    await t.db.updateTable('users').set({ identityStatus: null }).where('id', '=', user.id).execute();
    expect((await t.call(moderationEndpoints.submitIdentity, { cookie, body: { cpf: CPF } })).status).toBe(200);
    const newEmail = 'endereco.novo@exemplo.com.br';
    const profile = await t.call(userEndpoints.updateMyProfile, { cookie, body: { name: 'Registrada Log', email: newEmail, phone: '', bio: '', currentPassword: PASSWORD } });
    expect(profile.status).toBe(200);
    const changed = await t.call(userEndpoints.changePassword, { cookie, body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } });
    expect(changed.status).toBe(200);

    const admin = await t.signInAs('admin');
    for (const q of [user.email, CPF, CPF.replace(/\D/g, '')]) expect((await t.call(adminEndpoints.listUsers, { cookie: admin, query: { q } })).status).toBe(200);

    const log = lines.join('');
    // The logger did write these requests (a test that would pass with logging off proves nothing).
    expect(log).toContain('/api/auth/login');
    expect(log).toContain('/api/users/me/password');
    expect(log).toMatch(/\/api\/admin\/users\?q=\[e-mail\]/);
    expect(log).toMatch(/\/api\/admin\/users\?q=\[cpf\]/);
    for (const value of [signUpEmail, user.email, newEmail, encodeURIComponent(user.email), CPF, CPF.replace(/\D/g, ''), encodeURIComponent(CPF), PASSWORD, NEW_PASSWORD, 'errada-Senha#1']) {
      expect(log.includes(value), `in the logs: ${value}`).toBe(false);
    }
  });

  it('masks the address and the detail any log call writes (a refused address, an SMTP reply), not only the request line', async () => {
    const before = lines.length;
    const res = await t.app.inject({ method: 'GET', url: '/api/certificates/verify/%E0%A4%A?q=perdida.log@exemplo.com.br' });
    expect(res.statusCode).toBe(400);
    t.app.log.warn({ detail: '550 5.1.1 <outra.pessoa@exemplo.com.br>: Recipient address rejected (CPF 529.982.247-25)' }, 'envio SMTP falhou');
    const log = lines.slice(before).join('');
    expect(log).toMatch(/endereço inválido/i);
    expect(log).toContain('550 5.1.1 <[e-mail]>');
    for (const value of ['perdida.log@exemplo.com.br', 'outra.pessoa@exemplo.com.br', '529.982.247-25']) expect(log.includes(value), `in the logs: ${value}`).toBe(false);
  });

  it('masks e-mails and CPFs in free text (an SMTP refusal, a database error detail)', () => {
    expect(maskPersonalData('550 5.1.1 <Fulana.Silva+x@Exemplo.com.br>: Recipient address rejected')).toBe('550 5.1.1 <[e-mail]>: Recipient address rejected');
    expect(maskPersonalData('Key (email)=(a@b.io) already exists; cpf 529.982.247-25 / 52998224725')).toBe('Key (email)=([e-mail]) already exists; cpf [cpf] / [cpf]');
    expect(maskPersonalData('/api/admin/users?q=ana%40eduia.com.br&page=2')).toBe('/api/admin/users?q=[e-mail]&page=2');
    expect(maskPersonalData('seq 12 at 2026-11-27T10:00:00.000Z')).toBe('seq 12 at 2026-11-27T10:00:00.000Z');
  });
});
