import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '#contracts/auth';
import { billingEndpoints } from '#contracts/billing';
import { courseEndpoints } from '#contracts/courses';
import { userEndpoints } from '#contracts/users';
import { DAY_MS, MINUTE_MS } from '#server/lib/clock';
import { buildTestApp, type TestApp } from '#server/testing/test-app';

// Issue 10 item 9: states an account must resolve before using the platform are enforced
// by the server (403 with a code on every call but the ones that resolve it).
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const NEW_PASSWORD = 'NovaSenha@2026';
const blocked = async (cookie: string, code: string) => {
  const res = await t.call(courseEndpoints.catalogue, { cookie });
  expect(res.status).toBe(403);
  expect(res.body).toMatchObject({ code });
  expect((res.body as unknown as { message: string }).message).toBeTruthy();
};
const verificationLink = async (email: string) => {
  const mails = (await t.mailsTo(email)).filter((m) => m.subject === 'Confirme seu e-mail na EduIA');
  const link = mails.at(-1)?.text.match(/https?:\/\/\S+\/conta\/confirmar-email\?token=(\S+)/);
  return link ? { url: link[0], token: link[1]! } : null;
};

describe('forced password change', () => {
  it('mustChangePassword: every call but the password change is refused until it is changed', async () => {
    const user = await t.insertUser();
    await t.db.updateTable('users').set({ mustChangePassword: 1 }).where('id', '=', user.id).execute();
    const cookie = await t.signIn(user.email, user.password);
    await blocked(cookie, 'password-change-required');
    expect((await t.call(authEndpoints.me, { cookie })).status).toBe(200);
    expect((await t.call(userEndpoints.security, { cookie })).status).toBe(200);
    const changed = await t.call(userEndpoints.changePassword, { cookie, body: { currentPassword: user.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } });
    expect(changed.status).toBe(200);
    expect((await t.call(courseEndpoints.catalogue, { cookie })).status).toBe(200);
  });

  it('passwordExpiry: a password older than the setting must be changed; demo accounts never expire', async () => {
    const user = await t.insertUser();
    const cookie = await t.signIn(user.email, user.password);
    expect((await t.call(courseEndpoints.catalogue, { cookie })).status).toBe(200);
    t.clock.advance(91 * DAY_MS);
    const fresh = await t.signIn(user.email, user.password);
    await blocked(fresh, 'password-change-required');
    expect((await t.call(courseEndpoints.catalogue, { cookie: await t.signInAs('aluno') })).status).toBe(200);
    await t.call(userEndpoints.changePassword, { cookie: fresh, body: { currentPassword: user.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } });
    expect((await t.call(courseEndpoints.catalogue, { cookie: fresh })).status).toBe(200);
  });
});

describe('e-mail verification', () => {
  it('sign-up at checkout: the purchase endpoints work, studying waits for the single-use link', async () => {
    const email = `novo-${Date.now()}@teste.com.br`;
    const signUp = await t.call(billingEndpoints.signUp, { body: { name: 'Aluno Novo', email, password: NEW_PASSWORD } });
    expect(signUp.status).toBeLessThan(300);
    expect(signUp.cookie).toBeUndefined(); // the link opens the session (issue 10 item 7); here the student signs in instead
    const cookie = await t.signIn(email, NEW_PASSWORD);
    await blocked(cookie, 'email-verification-required');
    expect((await t.call(billingEndpoints.access, { cookie })).status).toBe(200);
    const link = await verificationLink(email);
    expect(link?.url.startsWith('http://localhost:')).toBe(true);
    // Only the hash is stored.
    const stored = await t.db.selectFrom('emailVerificationTokens').select('tokenHash').execute();
    expect(stored.some((row) => row.tokenHash === link!.token)).toBe(false);
    expect((await t.call(authEndpoints.confirmEmail, { body: { token: link!.token } })).status).toBe(200);
    expect((await t.call(courseEndpoints.catalogue, { cookie })).status).toBe(200);
    // Single use.
    expect((await t.call(authEndpoints.confirmEmail, { body: { token: link!.token } })).status).toBe(400);
  });

  it('a link expires after 24 h; "reenviar" sends a new one that works', async () => {
    const user = await t.insertUser();
    await t.db.updateTable('users').set({ emailVerifiedAt: null }).where('id', '=', user.id).execute();
    const cookie = await t.signIn(user.email, user.password);
    await blocked(cookie, 'email-verification-required');
    const first = await verificationLink(user.email);
    expect(first).not.toBeNull();
    t.clock.advance(24 * 60 * MINUTE_MS + 1000);
    const session = await t.signIn(user.email, user.password);
    expect((await t.call(authEndpoints.confirmEmail, { body: { token: first!.token } })).status).toBe(400);
    expect((await t.call(authEndpoints.resendEmailVerification, { cookie: session })).status).toBe(200);
    const second = await verificationLink(user.email);
    expect(second!.token).not.toBe(first!.token);
    expect((await t.call(authEndpoints.confirmEmail, { body: { token: second!.token } })).status).toBe(200);
    expect((await t.call(courseEndpoints.catalogue, { cookie: session })).status).toBe(200);
  });

  it('is not asked when the setting is off', async () => {
    const user = await t.insertUser();
    await t.db.updateTable('users').set({ emailVerifiedAt: null }).where('id', '=', user.id).execute();
    const { security } = await t.app.ctx.settings.get();
    await t.app.ctx.settings.update('security', { ...security, requireEmailVerification: false });
    try {
      const cookie = await t.signIn(user.email, user.password);
      expect((await t.call(courseEndpoints.catalogue, { cookie })).status).toBe(200);
    } finally {
      await t.app.ctx.settings.update('security', security);
    }
  });
});

describe('pending account', () => {
  it('may sign in, read its session and sign out, nothing else', async () => {
    const user = await t.insertUser({ status: 'pendente' });
    const cookie = await t.signIn(user.email, user.password);
    await blocked(cookie, 'account-pending');
    expect((await t.call(billingEndpoints.access, { cookie })).status).toBe(403);
    expect((await t.call(userEndpoints.changePassword, { cookie, body: { currentPassword: user.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } })).status).toBe(403);
    expect((await t.call(authEndpoints.me, { cookie })).status).toBe(200);
    await t.db.updateTable('users').set({ status: 'ativo' }).where('id', '=', user.id).execute();
    expect((await t.call(courseEndpoints.catalogue, { cookie })).status).toBe(200);
    expect((await t.call(authEndpoints.logout, { cookie })).status).toBe(200);
  });
});
