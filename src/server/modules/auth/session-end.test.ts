import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminEndpoints } from '#contracts/admin';
import { authEndpoints } from '#contracts/auth';
import { isSameSitePath, signInAfterSessionEnd } from '#contracts/http';
import { notificationEndpoints } from '#contracts/notifications';
import { adminSettingsEndpoints } from '#contracts/settings';
import { MINUTE_MS } from '#server/lib/clock';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { writeWebBuild } from '#server/testing/web-build';

// A session that ends under an open page (suspension, sign-out in another tab, idle timeout):
// the API's 401 says why (`code`), so the page sends its visitor to sign-in with the sentence
// that says it; an area page asked for with that cookie is answered by the server with the
// redirect itself, keeping where the visitor was (a path of this site only); a forced password
// change and maintenance are answered the same way, before any of the area is drawn.

let t: TestApp;
let admin: string;
let build: ReturnType<typeof writeWebBuild>;
beforeAll(async () => {
  build = writeWebBuild({
    indexHtml: '<!doctype html><html><head><title>EduIA</title></head><body><div id="root"></div></body></html>',
    hints: {
      routes: [
        { pattern: '/aluno', area: true, modules: [], calls: [] },
        { pattern: '/aluno/historico', area: true, modules: [], calls: [] },
        { pattern: '/admin', area: true, modules: [], calls: [] },
        { pattern: '/assinatura', area: false, modules: [], calls: [] },
      ],
      shellCalls: [],
    },
  });
  t = await buildTestApp({ config: { WEB_DIST_DIR: build.webDist } });
});
// Signed in afresh by each test (one of them lets the clock run past the idle timeout).
beforeEach(async () => {
  admin = await t.signInAs('admin');
});
afterAll(async () => {
  await t.close();
  build.remove();
});

async function suspend(userId: string, email: string) {
  const found = await t.call(adminEndpoints.listUsers, { cookie: admin, query: { q: email } });
  const version = found.body.users.find((u) => u.id === userId)!.version;
  expect((await t.call(adminEndpoints.suspendUser, { cookie: admin, params: { id: userId }, body: { version, reason: 'teste' } })).status).toBe(200);
  return version + 1;
}

describe('the 401 of a session that ended says why', () => {
  it('a suspension: every request of the open page hears "Sua conta foi suspensa", even in parallel, and after reactivation the old cookie stays ended', async () => {
    const user = await t.insertUser();
    const cookie = await t.signIn(user.email, user.password);
    expect((await t.call(notificationEndpoints.list, { cookie })).status).toBe(200);
    const version = await suspend(user.id, user.email);
    const answers = await Promise.all([t.call(notificationEndpoints.list, { cookie }), t.call(authEndpoints.me, { cookie }), t.call(notificationEndpoints.list, { cookie })]);
    for (const res of answers) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ code: 'account-suspended', message: 'Sua conta foi suspensa. Entre em contato com o suporte.' });
    }
    // Reactivated: the account signs in again, the session the suspension ended never comes back.
    expect((await t.call(adminEndpoints.reactivateUser, { cookie: admin, params: { id: user.id }, body: { version } })).status).toBe(200);
    const after = await t.call(notificationEndpoints.list, { cookie });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ code: 'session-ended' });
    expect((await t.call(notificationEndpoints.list, { cookie: await t.signIn(user.email, user.password) })).status).toBe(200);
  });

  it('signed out in another tab: "Sua sessão terminou"', async () => {
    const user = await t.insertUser();
    const cookie = await t.signIn(user.email, user.password);
    expect((await t.call(authEndpoints.logout, { cookie })).status).toBe(200);
    const res = await t.call(notificationEndpoints.list, { cookie });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Sua sessão terminou. Entre novamente para continuar.', code: 'session-ended' });
  });

  it('idle past the session timeout: "Sua sessão terminou"', async () => {
    const user = await t.insertUser();
    const cookie = await t.signIn(user.email, user.password);
    t.clock.advance(31 * MINUTE_MS);
    const res = await t.call(notificationEndpoints.list, { cookie });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'session-ended' });
  });

  it('a visitor who never signed in gets the plain 401, without a code (no page sends them anywhere)', async () => {
    const res = await t.call(notificationEndpoints.list);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Faça login para continuar.' });
  });
});

describe('an area page asked for with that cookie', () => {
  it('is answered with sign-in, why, and the page to return to', async () => {
    const user = await t.insertUser();
    const cookie = await t.signIn(user.email, user.password);
    expect((await t.request('GET', '/aluno/historico?aba=andamento', { cookie })).status).toBe(200);
    await suspend(user.id, user.email);
    const res = await t.request('GET', '/aluno/historico?aba=andamento', { cookie });
    expect(res.status).toBe(303);
    expect(res.raw.headers.location).toBe(`/?sessao=account-suspended&next=${encodeURIComponent('/aluno/historico?aba=andamento')}`);
    const other = await t.insertUser();
    const otherCookie = await t.signIn(other.email, other.password);
    await t.call(authEndpoints.logout, { cookie: otherCookie });
    expect((await t.request('GET', '/aluno', { cookie: otherCookie })).raw.headers.location).toBe('/?sessao=session-ended&next=%2Faluno');
    // A public page is served as it is; without a cookie the area page is served (its overlay asks to sign in).
    expect((await t.request('GET', '/assinatura', { cookie: otherCookie })).status).toBe(200);
    expect((await t.request('GET', '/aluno')).status).toBe(200);
  });

  it('keeps only a path of this site to return to (no open redirect)', () => {
    for (const hostile of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '/ x', `/${'a'.repeat(400)}`]) {
      expect(isSameSitePath(hostile)).toBe(false);
      expect(signInAfterSessionEnd('session-ended', hostile)).toBe('/?sessao=session-ended');
    }
    expect(signInAfterSessionEnd('account-suspended', '/professor/alunos?q=ana')).toBe('/?sessao=account-suspended&next=%2Fprofessor%2Falunos%3Fq%3Dana');
  });

  it('a forced password change goes straight to /conta/alterar-senha; maintenance to /manutencao (not for admins)', async () => {
    const user = await t.insertUser();
    const cookie = await t.signIn(user.email, user.password);
    await t.db.updateTable('users').set({ mustChangePassword: 1 }).where('id', '=', user.id).execute();
    const forced = await t.request('GET', '/aluno', { cookie });
    expect(forced.status).toBe(303);
    expect(forced.raw.headers.location).toBe('/conta/alterar-senha');
    await t.db.updateTable('users').set({ mustChangePassword: 0 }).where('id', '=', user.id).execute();

    const { body } = await t.call(adminSettingsEndpoints.getPlatform, { cookie: admin });
    const { updatedAt: _u, ...form } = body as Record<string, unknown>;
    expect((await t.callRaw(adminSettingsEndpoints.savePlatform, { cookie: admin, body: { ...form, maintenanceMode: true } })).status).toBe(200);
    try {
      const res = await t.request('GET', '/aluno', { cookie });
      expect(res.status).toBe(303);
      expect(res.raw.headers.location).toBe('/manutencao');
      expect((await t.request('GET', '/admin', { cookie: admin })).status).toBe(200);
    } finally {
      const { body: now } = await t.call(adminSettingsEndpoints.getPlatform, { cookie: admin });
      const { updatedAt: _n, ...current } = now as Record<string, unknown>;
      await t.callRaw(adminSettingsEndpoints.savePlatform, { cookie: admin, body: { ...current, maintenanceMode: false } });
    }
  });
});
