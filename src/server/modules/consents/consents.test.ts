import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_TEXTS, COOKIE_CHOICE_COOKIE, COOKIE_CHOICE_PATH, consentEndpoints } from '#contracts/consents';
import { userEndpoints } from '#contracts/users';
import { openSession } from '#server/modules/auth/auth.service';
import { createNotification } from '#server/modules/notifications/notifications.service';
import { SESSION_COOKIE } from '#server/plugins/session';
import { buildTestApp, type TestApp } from '#server/testing/test-app';

// Consent where it is the legal basis (issue 26 item 5): recorded with date and text version,
// revocable, marketing e-mails only with it, and the cookie banner's form without JavaScript.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

async function student() {
  const user = await t.insertUser({ role: 'aluno' });
  return { ...user, cookie: await openSession(t.app.ctx, user.id) };
}

/** The banner's form as a browser posts it: urlencoded, no CSRF header, the browser's own origin signals. */
function postChoice(fields: Record<string, string>, headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' }, cookie?: string) {
  return t.app.inject({
    method: 'POST', url: COOKIE_CHOICE_PATH, payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers, ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}) },
  });
}

describe('consents', () => {
  it('nobody can read or change consents without a session, and a bad purpose or body is refused', async () => {
    expect((await t.call(consentEndpoints.mine)).status).toBe(401);
    expect((await t.call(consentEndpoints.decide, { params: { purpose: 'marketing-emails' }, body: { granted: true } })).status).toBe(401);
    const { cookie } = await student();
    expect((await t.callRaw(consentEndpoints.decide, { params: { purpose: 'newsletter' }, body: { granted: true }, cookie })).status).toBe(400);
    expect((await t.callRaw(consentEndpoints.decide, { params: { purpose: 'marketing-emails' }, body: { granted: 'sim' }, cookie })).status).toBe(400);
    // The CSRF header is required like on every other state-changing call.
    const res = await t.app.inject({ method: 'PUT', url: '/api/consents/me/marketing-emails', headers: { cookie: `${SESSION_COOKIE}=${cookie}` }, payload: { granted: true } });
    expect(res.statusCode).toBe(403);
  });

  it('records the date and text version, revokes, and lists one decision in force per purpose', async () => {
    const { cookie, id } = await student();
    const before = (await t.call(consentEndpoints.mine, { cookie })).body;
    expect(before).toEqual([
      { purpose: 'marketing-emails', granted: false, textVersion: null, decidedAt: null, revokedAt: null },
      { purpose: 'optional-cookies', granted: false, textVersion: null, decidedAt: null, revokedAt: null },
    ]);
    const granted = await t.call(consentEndpoints.decide, { params: { purpose: 'marketing-emails' }, body: { granted: true }, cookie });
    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({ purpose: 'marketing-emails', granted: true, textVersion: CONSENT_TEXTS['marketing-emails'].version, revokedAt: null });
    expect(granted.body.decidedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const revoked = await t.call(consentEndpoints.decide, { params: { purpose: 'marketing-emails' }, body: { granted: false }, cookie });
    expect(revoked.body).toMatchObject({ granted: false, decidedAt: granted.body.decidedAt });
    expect(revoked.body.revokedAt).not.toBeNull();
    // Granted again: a new decision, the revoked one kept as history.
    const again = await t.call(consentEndpoints.decide, { params: { purpose: 'marketing-emails' }, body: { granted: true }, cookie });
    expect(again.body).toMatchObject({ granted: true, revokedAt: null });
    const rows = (await t.db.selectFrom('consents').selectAll().where('userId', '=', id).execute()).sort((a, b) => Number(a.revokedAt === null) - Number(b.revokedAt === null));
    expect(rows.map((r) => [r.purpose, r.granted, r.revokedAt === null, r.source])).toEqual([
      ['marketing-emails', 1, false, 'meus-dados'],
      ['marketing-emails', 1, true, 'meus-dados'],
    ]);
    // The optional-cookies decision also sets the banner's cookie, so the banner agrees.
    const cookies = await t.call(consentEndpoints.decide, { params: { purpose: 'optional-cookies' }, body: { granted: false }, cookie });
    expect(cookies.body).toMatchObject({ purpose: 'optional-cookies', granted: false });
    expect(String(cookies.raw.headers['set-cookie'])).toContain(`${COOKIE_CHOICE_COOKIE}=recusados`);
  });

  it('mails a promotional notification only to whom consents to marketing e-mails', async () => {
    const consenting = await student();
    const silent = await student();
    for (const user of [consenting, silent]) {
      const res = await t.call(userEndpoints.updatePreferences, { cookie: user.cookie, body: { email: true, push: false, newCourses: true, certificates: true, promotions: true } });
      expect(res.status).toBe(200);
    }
    await t.call(consentEndpoints.decide, { params: { purpose: 'marketing-emails' }, body: { granted: true }, cookie: consenting.cookie });
    const outbox = (email: string) => t.db.selectFrom('emailOutbox').select('subject').where('toAddress', '=', email).execute();
    for (const user of [consenting, silent]) {
      await createNotification(t.app.ctx, { userId: user.id, type: 'billing', title: 'Cupom de 20% para você', description: 'x', promotional: true });
    }
    expect((await outbox(consenting.email)).map((m) => m.subject)).toEqual(['Cupom de 20% para você']);
    expect(await outbox(silent.email)).toEqual([]);
    // Not a marketing message: mailed without that consent.
    await createNotification(t.app.ctx, { userId: silent.id, type: 'message', title: 'Nova mensagem', description: 'x' });
    expect((await outbox(silent.email)).map((m) => m.subject)).toEqual(['Nova mensagem']);
    // Revoked: no more marketing e-mails.
    await t.call(consentEndpoints.decide, { params: { purpose: 'marketing-emails' }, body: { granted: false }, cookie: consenting.cookie });
    await createNotification(t.app.ctx, { userId: consenting.id, type: 'billing', title: 'Outra oferta', description: 'x', promotional: true });
    expect((await outbox(consenting.email)).map((m) => m.subject)).toEqual(['Cupom de 20% para você']);
  });
});

describe('the cookie banner form (no JavaScript)', () => {
  it('a visitor refusing gets the cookie and is sent back to the page; nothing is recorded without an account', async () => {
    const count = async () => Number((await t.db.selectFrom('consents').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const res = await postChoice({ escolha: 'recusar', voltar: '/assinatura?plano=mensal' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/assinatura?plano=mensal');
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toContain(`${COOKIE_CHOICE_COOKIE}=recusados`);
    expect(setCookie).toMatch(/Max-Age=31536000/);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(await count()).toBe(before);
  });

  it('a signed-in person accepting is recorded as a consent from the banner', async () => {
    const user = await student();
    const res = await postChoice({ escolha: 'aceitar', voltar: '/aluno' }, { 'sec-fetch-site': 'same-origin', origin: 'null' }, user.cookie);
    expect(res.statusCode).toBe(303);
    expect(String(res.headers['set-cookie'])).toContain(`${COOKIE_CHOICE_COOKIE}=aceitos`);
    const mine = (await t.call(consentEndpoints.mine, { cookie: user.cookie })).body.find((c) => c.purpose === 'optional-cookies');
    expect(mine).toMatchObject({ granted: true, textVersion: CONSENT_TEXTS['optional-cookies'].version });
    const row = await t.db.selectFrom('consents').select('source').where('userId', '=', user.id).executeTakeFirstOrThrow();
    expect(row.source).toBe('banner');
  });

  it('goes back only to a path of this site', async () => {
    for (const voltar of ['https://outro.example/', '//outro.example/x', '/\\outro.example', '/api/consents/me']) {
      expect((await postChoice({ escolha: 'aceitar', voltar })).headers.location).toBe('/');
    }
    expect((await postChoice({ escolha: 'aceitar' })).headers.location).toBe('/');
  });

  it('refuses a cross-site form, a post without origin signals and a bad choice', async () => {
    expect((await postChoice({ escolha: 'aceitar' }, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await postChoice({ escolha: 'aceitar' }, { origin: 'https://malicioso.example', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(403);
    expect((await postChoice({ escolha: 'aceitar' }, {})).statusCode).toBe(403);
    expect((await postChoice({ escolha: 'talvez' })).statusCode).toBe(400);
  });
});
