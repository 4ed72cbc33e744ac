import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '#contracts/auth';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { MINUTE_MS } from '#server/lib/clock';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('sign-in', () => {
  it('signs in with the right credentials and returns the session user', async () => {
    const res = await t.call(authEndpoints.login, { body: { email: 'ALUNO@eduia.com.br', password: 'Aluno@2024' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'signed-in', user: { role: 'aluno', email: 'aluno@eduia.com.br' } });
    const setCookie = String(res.raw.headers['set-cookie']);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    const me = await t.call(authEndpoints.me, { cookie: res.cookie });
    expect(me.status).toBe(200);
    expect(me.body.name).toBe('Lucas Almeida');
  });

  it('refuses a wrong password with a Portuguese message', async () => {
    const res = await t.call(authEndpoints.login, { body: { email: 'aluno@eduia.com.br', password: 'errada' } });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('E-mail ou senha incorretos.');
    expect(res.cookie).toBeUndefined();
  });

  it('refuses an unknown e-mail with the same message', async () => {
    const res = await t.call(authEndpoints.login, { body: { email: 'ninguem@eduia.com.br', password: 'x' } });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('E-mail ou senha incorretos.');
  });

  it('refuses a suspended user', async () => {
    const user = await t.insertUser({ status: 'suspenso' });
    const res = await t.call(authEndpoints.login, { body: { email: user.email, password: user.password } });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/suspensa/);
  });

  it('ends the sessions of a user who gets suspended', async () => {
    const user = await t.insertUser();
    const cookie = await t.signIn(user.email, user.password);
    expect((await t.call(authEndpoints.me, { cookie })).status).toBe(200);
    await t.db.updateTable('users').set({ status: 'suspenso' }).where('id', '=', user.id).execute();
    expect((await t.call(authEndpoints.me, { cookie })).status).toBe(401);
  });

  it('throttles the account after maxLoginAttempts failures (1 minute first; schedule in sign-in-defences.test.ts)', async () => {
    const user = await t.insertUser();
    for (let i = 0; i < 5; i++) {
      expect((await t.call(authEndpoints.login, { body: { email: user.email, password: 'errada' } })).status).toBe(401);
    }
    const right = await t.call(authEndpoints.login, { body: { email: user.email, password: user.password } });
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(/Tente novamente em 1 minuto/);
    t.clock.advance(MINUTE_MS);
    expect((await t.call(authEndpoints.login, { body: { email: user.email, password: user.password } })).status).toBe(200);
  });

  it.each(DEMO_ACCOUNTS.map((a) => a.role))('signs in as the %s demo account', async (role) => {
    const res = await t.call(authEndpoints.demoLogin, { params: { role } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ user: { role } });
    expect(res.cookie).toBeTruthy();
  });

  it('rejects an unknown demo role with 400', async () => {
    const res = await t.callRaw(authEndpoints.demoLogin, { params: { role: 'diretor' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBeTruthy();
  });

  it('lists the demo accounts shown on the landing page', async () => {
    const res = await t.call(authEndpoints.demoAccounts);
    expect(res.status).toBe(200);
    expect(res.body.map((a: { title: string }) => a.title)).toEqual(['Aluno', 'Professor', 'Administrador']);
  });
});

describe('sessions', () => {
  it('logout ends the server session', async () => {
    const cookie = await t.signInAs('aluno');
    const out = await t.call(authEndpoints.logout, { cookie });
    expect(out.status).toBe(200);
    expect((await t.call(authEndpoints.me, { cookie })).status).toBe(401);
  });

  it('expires after the idle timeout setting (30 min) and not before', async () => {
    const cookie = await t.signInAs('professor');
    t.clock.advance(29 * MINUTE_MS);
    expect((await t.call(authEndpoints.me, { cookie })).status).toBe(200);
    t.clock.advance(29 * MINUTE_MS);
    expect((await t.call(authEndpoints.me, { cookie })).status).toBe(200);
    t.clock.advance(31 * MINUTE_MS);
    const res = await t.call(authEndpoints.me, { cookie });
    expect(res.status).toBe(401);
    // The page open under it is told why (session-end.test.ts).
    expect(res.body).toEqual({ message: 'Sua sessão terminou. Entre novamente para continuar.', code: 'session-ended' });
  });

  it('refuses a forged cookie', async () => {
    expect((await t.call(authEndpoints.me, { cookie: 'forjado' })).status).toBe(401);
  });
});

describe('bad input', () => {
  it('malformed JSON → 400 with a message', async () => {
    // Raw inject: the helpers only send well-formed JSON.
    const res = await t.app.inject({
      method: 'POST', url: authEndpoints.login.path,
      headers: { 'content-type': 'application/json', 'x-eduia-csrf': '1' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body).message).toMatch(/JSON/);
  });

  it('missing fields → 400 naming the field', async () => {
    const res = await t.callRaw(authEndpoints.login, { body: { email: 'aluno@eduia.com.br' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/password/);
    expect(res.body.message).toMatch(/obrigatório/);
  });

  it('invalid e-mail → 400 in Portuguese', async () => {
    const res = await t.call(authEndpoints.login, { body: { email: 'nao-e-email', password: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/e-mail válido/);
  });

  it('oversized body → 400 with a message, never 500', async () => {
    const res = await t.call(authEndpoints.login, { body: { email: 'a@b.com', password: 'x'.repeat(2 * 1024 * 1024) } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/grande demais/);
  });

  it('a state-changing request without the CSRF header is refused', async () => {
    // Raw inject: the helpers always send the CSRF header.
    const res = await t.app.inject({ method: 'POST', url: authEndpoints.login.path, payload: { email: 'aluno@eduia.com.br', password: 'Aluno@2024' } });
    expect(res.statusCode).toBe(403);
    expect(JSON.parse(res.body).message).toMatch(/CSRF/);
  });
});

describe('sign-in rate limit', () => {
  it('limits attempts per address and e-mail, not per address alone', async () => {
    const limited = await buildTestApp({ seed: false });
    try {
      const max = limited.app.ctx.config.LOGIN_RATE_LIMIT_PER_MINUTE;
      for (let i = 0; i < max; i++) {
        await limited.call(authEndpoints.login, { body: { email: 'alvo@teste.com.br', password: 'x' } });
      }
      const blocked = await limited.call(authEndpoints.login, { body: { email: 'alvo@teste.com.br', password: 'x' } });
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(/Muitas tentativas/);
      // Another account from the same address is not blocked by the first one's attempts.
      const other = await limited.call(authEndpoints.login, { body: { email: 'outra@teste.com.br', password: 'x' } });
      expect(other.status).toBe(401);
    } finally {
      await limited.close();
    }
  });
});
