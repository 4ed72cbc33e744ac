import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authEndpoints } from '#contracts/auth';
import { userEndpoints } from '#contracts/users';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { MINUTE_MS } from '#server/lib/clock';
import { totpCode } from '#server/lib/totp';
import * as passwords from '#server/lib/passwords';

// The verifier is wrapped (calling through) so the unknown-e-mail path can be seen to run it.
vi.mock('#server/lib/passwords', async (importOriginal) => {
  const original = await importOriginal<typeof import('#server/lib/passwords')>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});

// Issue 10 items 1, 2, 3, 7 (timing) and issue 11 item 9. TRUST_PROXY=127.0.0.1 (inject's
// address) lets each request present its own X-Forwarded-For, as an attacker with many addresses would.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { TRUST_PROXY: ['127.0.0.1'] } });
});
afterAll(async () => t.close());

const from = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i % 250}` });
const login = (app: TestApp, body: { email: string; password: string; totpCode?: string }, headers: Record<string, string> = {}) =>
  app.request('POST', authEndpoints.login.path, { body, headers });
const outbox = (app: TestApp, to: string) => app.db.selectFrom('emailOutbox').select(['subject', 'body']).where('toAddress', '=', to).execute();

describe('per-account throttle under parallel guesses (issue 10 item 1)', () => {
  it('30 wrong passwords at once from 30 addresses: exactly maxLoginAttempts are checked, then the account is throttled', async () => {
    const user = await t.insertUser();
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => login(t, { email: user.email, password: `errada-${i}` }, from(i))));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
    const right = await login(t, { email: user.email, password: user.password }, from(99));
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(/Tente novamente em 1 minuto/);
  });

  it('30 wrong TOTP codes at once: the same limit holds for the second factor', async () => {
    const user = await t.insertUser();
    const cookie = await t.signIn(user.email, user.password);
    const setup = await t.call(userEndpoints.totpSetup, { cookie });
    expect((await t.call(userEndpoints.totpEnable, { cookie, body: { code: totpCode(setup.body.secret, t.clock.now()) } })).status).toBe(200);
    const good = totpCode(setup.body.secret, t.clock.now());
    const wrong = (i: number) => String((Number(good) + 1 + i) % 1_000_000).padStart(6, '0');
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(t, { email: user.email, password: user.password, totpCode: wrong(i) }, from(i))),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
    expect((await login(t, { email: user.email, password: user.password, totpCode: good }, from(99))).status).toBe(429);
  });

  it('wrong recovery codes count too', async () => {
    const user = await t.insertUser();
    const cookie = await t.signIn(user.email, user.password);
    const setup = await t.call(userEndpoints.totpSetup, { cookie });
    await t.call(userEndpoints.totpEnable, { cookie, body: { code: totpCode(setup.body.secret, t.clock.now()) } });
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(t, { email: user.email, password: user.password, totpCode: `XXXX-${1000 + i}` }, from(i))),
    );
    expect(results.filter((r) => r.status === 401)).toHaveLength(5);
  });
});

describe('growing delays, never a permanent lock (issue 10 item 2)', () => {
  it('waits 1, 2, 4 … minutes (capped at 60) after the limit, mails the owner once, and a success resets', async () => {
    const user = await t.insertUser();
    // A new address each time: this is the account's throttle, not the per-address limits.
    let n = 0;
    const wrong = () => login(t, { email: user.email, password: 'errada' }, from(n++));
    for (let i = 0; i < 5; i++) expect((await wrong()).status).toBe(401);
    const right = () => login(t, { email: user.email, password: user.password }, from(n++));
    let waited = 1;
    for (const minutes of [1, 2, 4, 8, 16, 32, 60, 60]) {
      const refused = await right();
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe(`Muitas tentativas sem sucesso nesta conta. Tente novamente em ${minutes === 1 ? '1 minuto' : `${minutes} minutos`}.`);
      t.clock.advance(minutes * MINUTE_MS - 1000);
      expect((await right()).status).toBe(429);
      t.clock.advance(1000);
      // One more failure once the delay is over doubles the next delay.
      expect((await wrong()).status).toBe(401);
      waited += minutes;
    }
    expect(waited).toBeGreaterThan(180);
    const mails = await outbox(t, user.email);
    expect(mails.filter((m) => m.subject === 'Tentativas de acesso à sua conta EduIA')).toHaveLength(1);
    t.clock.advance(60 * MINUTE_MS);
    expect((await right()).status).toBe(200);
    // Reset: the owner has the full allowance again.
    for (let i = 0; i < 4; i++) expect((await wrong()).status).toBe(401);
    expect((await right()).status).toBe(200);
  });

  it('per address, whatever the e-mail: one address cannot spray many accounts', async () => {
    const app = await buildTestApp({ seed: false, config: { LOGIN_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: 10 } });
    try {
      const results = [];
      for (let i = 0; i < 11; i++) results.push((await login(app, { email: `alvo${i}@teste.com.br`, password: 'x' })).status);
      expect(results.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(results[10]).toBe(429);
    } finally {
      await app.close();
    }
  });
});

describe('forwarded addresses only from configured proxies (issue 10 item 3)', () => {
  const sprayFromSpoofedAddresses = async (app: TestApp) => {
    const max = app.app.ctx.config.LOGIN_RATE_LIMIT_PER_MINUTE;
    // The per-address counter is a calendar-minute window: a spray that crossed into the next
    // minute would be counted in two windows. Start it with at least 10 s of the minute left.
    const leftInMinute = 60_000 - (Date.now() % 60_000);
    if (leftInMinute < 10_000) await new Promise((resolve) => setTimeout(resolve, leftInMinute + 50));
    const statuses = [];
    for (let i = 0; i <= max; i++) statuses.push((await login(app, { email: 'alvo@teste.com.br', password: 'x' }, from(i))).status);
    return statuses;
  };

  it('without TRUST_PROXY a spoofed X-Forwarded-For does not change the address (the limit still counts the real one)', async () => {
    const app = await buildTestApp({ seed: false });
    try {
      expect((await sprayFromSpoofedAddresses(app)).at(-1)).toBe(429);
    } finally {
      await app.close();
    }
  }, 40_000);

  it('with TRUST_PROXY=127.0.0.1 the proxy’s X-Forwarded-For is the address', async () => {
    const app = await buildTestApp({ seed: false, config: { TRUST_PROXY: ['127.0.0.1'] } });
    try {
      expect((await sprayFromSpoofedAddresses(app)).every((s) => s === 401)).toBe(true);
    } finally {
      await app.close();
    }
  }, 40_000);
});

describe('sign-in timing (issue 10 item 7)', () => {
  it('an unknown e-mail still runs the password verifier (same argon2 work as a wrong password)', async () => {
    const verify = vi.mocked(passwords.verifyPassword);
    verify.mockClear();
    const res = await login(t, { email: 'ninguem-existe@teste.com.br', password: 'qualquer' });
    expect(res.status).toBe(401);
    expect(verify).toHaveBeenCalledTimes(1);
  });
});

describe('demo sign-in lets a class in (issue 11 item 9)', () => {
  it('30 demo sign-ins from one address in a minute succeed; a real account is still limited', async () => {
    const app = await buildTestApp();
    try {
      const results = [];
      for (let i = 0; i < 30; i++) results.push((await app.call(authEndpoints.demoLogin, { params: { role: 'aluno' } })).status);
      expect(results.every((s) => s === 200)).toBe(true);
      const real = await app.insertUser();
      const statuses = [];
      for (let i = 0; i < 31; i++) statuses.push((await login(app, { email: real.email, password: 'errada' })).status);
      expect(statuses[30]).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('wrong passwords for a demo account through the normal form still count, without shutting the demo card out', async () => {
    const app = await buildTestApp();
    try {
      for (let i = 0; i < 5; i++) await login(app, { email: 'aluno@eduia.com.br', password: 'errada' });
      expect((await login(app, { email: 'aluno@eduia.com.br', password: 'Aluno@2024' })).status).toBe(429);
      expect((await app.call(authEndpoints.demoLogin, { params: { role: 'aluno' } })).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});
