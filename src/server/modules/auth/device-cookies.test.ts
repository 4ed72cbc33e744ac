import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '#contracts/auth';
import { MINUTE_MS } from '#server/lib/clock';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { DEVICE_COOKIE_PATH, DEVICE_COOKIE_TTL_MS } from './device-cookies.ts';

// Issue 22 item 5: five wrong passwords from anywhere delayed every sign-in of the account,
// its owner's included. A browser that already signed in to the account carries a signed
// device cookie; with it the owner is not held back by the account's delay, while the
// device has a delay of its own (docs/decisions/login-lockout-device-cookies.md).

let t: TestApp;
beforeAll(async () => {
  // TRUST_PROXY: each "attacker" request comes from its own address, as with a botnet.
  t = await buildTestApp({ config: { TRUST_PROXY: ['127.0.0.1'] } });
});
afterAll(async () => t.close());

let address = 0;
/** A sign-in from a new address, with the given cookies (`name=value`). */
async function signIn(body: { email: string; password: string }, cookies: Record<string, string> = {}) {
  const cookie = Object.entries(cookies).map(([name, value]) => `${name}=${value}`).join('; ');
  const headers: Record<string, string> = { 'x-forwarded-for': `198.51.100.${address++ % 250}`, ...(cookie ? { cookie } : {}) };
  const res = await t.request('POST', authEndpoints.login.path, { body, headers });
  const device = res.raw.cookies.find((c) => c.name.startsWith('eduia_device_'));
  return { ...res, device };
}

/** An account whose owner signed in once from their browser: the device cookie that browser keeps. */
async function ownerWithDevice() {
  const user = await t.insertUser();
  const first = await signIn(user);
  expect(first.status).toBe(200);
  expect(first.device).toBeDefined();
  return { user, device: { [first.device!.name]: first.device!.value } };
}

/** maxLoginAttempts (5) wrong passwords from elsewhere: the account is within its delay. */
async function lockFromElsewhere(email: string) {
  for (let i = 0; i < 5; i++) expect((await signIn({ email, password: `chute-${i}` })).status).toBe(401);
  const blocked = await signIn({ email, password: 'chute-final' });
  expect(blocked.status).toBe(429);
}

describe('the device cookie', () => {
  it('is set on a successful sign-in: HttpOnly, SameSite=Strict, sent to sign-in only, with an expiry', async () => {
    const user = await t.insertUser();
    const { device } = await signIn(user);
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: DEVICE_COOKIE_PATH, maxAge: DEVICE_COOKIE_TTL_MS / 1000 });
    // Its name does not reveal the account, and carries no e-mail or id.
    expect(device!.name).not.toContain(user.id);
    expect(device!.value).not.toContain(user.id);
    expect(device!.value).not.toContain(user.email);
    // A failed sign-in sets none.
    expect((await signIn({ email: user.email, password: 'errada' })).device).toBeUndefined();
  });
});

describe('an account locked by guesses from elsewhere (issue 22 item 5)', () => {
  it('still lets its owner in from a browser that signed in before; not a browser without the cookie', async () => {
    const { user, device } = await ownerWithDevice();
    await lockFromElsewhere(user.email);
    const withoutCookie = await signIn(user);
    expect(withoutCookie.status).toBe(429);
    expect(withoutCookie.body.message).toMatch(/^Muitas tentativas sem sucesso nesta conta. Tente novamente em \d+ minutos?\.$/);
    const owner = await signIn(user, device);
    expect(owner.status).toBe(200);
    expect(owner.cookie).toBeDefined();
    // The owner's sign-in does not end the delay the guessing from elsewhere earned.
    expect((await signIn(user)).status).toBe(429);
  });

  it("refuses another account's cookie, and a tampered one", async () => {
    const { user, device } = await ownerWithDevice();
    const other = await ownerWithDevice();
    await lockFromElsewhere(user.email);
    const [[name, value]] = Object.entries(device) as [[string, string]];
    const [[, otherValue]] = Object.entries(other.device) as [[string, string]];
    // The other account's cookie as its browser keeps it, and under this account's name.
    expect((await signIn(user, other.device)).status).toBe(429);
    expect((await signIn(user, { [name]: otherValue })).status).toBe(429);
    const [id, expires, signature] = value.split('.') as [string, string, string];
    const tampered = [`${id}.${Number(expires) + 60}.${signature}`, `${id.slice(1)}.${expires}.${signature}`, `${id}.${expires}.${signature.slice(1)}`, `${id}.${expires}`, 'lixo'];
    for (const bad of tampered) expect((await signIn(user, { [name]: bad })).status).toBe(429);
    expect((await signIn(user, device)).status).toBe(200);
  });

  it('a cookie past its expiry is no longer trusted', async () => {
    const { user, device } = await ownerWithDevice();
    t.clock.advance(DEVICE_COOKIE_TTL_MS + MINUTE_MS);
    await lockFromElsewhere(user.email);
    expect((await signIn(user, device)).status).toBe(429);
  });
});

describe('a known device has its own delay', () => {
  it('five wrong passwords with the cookie hold that device back, not the account', async () => {
    const { user, device } = await ownerWithDevice();
    for (let i = 0; i < 5; i++) expect((await signIn({ email: user.email, password: `erro-${i}` }, device)).status).toBe(401);
    const held = await signIn(user, device);
    expect(held.status).toBe(429);
    expect(held.body.message).toBe('Muitas tentativas sem sucesso nesta conta. Tente novamente em 1 minuto.');
    // The account itself is not delayed by them: the owner's other browser still signs in.
    expect((await signIn(user)).status).toBe(200);
    // After the device's delay it signs in again, and its count starts over.
    t.clock.advance(MINUTE_MS + 1000);
    expect((await signIn(user, device)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await signIn({ email: user.email, password: `erro-${i}` }, device)).status).toBe(401);
    expect((await signIn(user, device)).status).toBe(200);
  });
});
