import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '#contracts/auth';
import { signInFormMessage, signInForms } from '#contracts/sign-in-forms';
import { userEndpoints } from '#contracts/users';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { totpCode } from '#server/lib/totp';
import { SESSION_COOKIE } from '#server/plugins/session';

// Issue 28 item 1: the landing's sign-in form and demo cards answered without script, with
// the JSON sign-in's protections (origin instead of the custom header, its rate limits, 2FA,
// the per-account throttle). TRUST_PROXY lets each test come from its own address.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { TRUST_PROXY: ['127.0.0.1'] } });
});
afterAll(async () => t.close());

const HOST = 'eduia.test';
const OWN = { host: HOST, origin: `http://${HOST}` };
let address = 0;
const fresh = () => ({ 'x-forwarded-for': `198.51.100.${++address % 250}` });

/** A browser's form post: url-encoded fields, the page's own origin unless told otherwise. */
function post(app: TestApp, url: string, fields: Record<string, string> = {}, headers: Record<string, string> = { ...OWN, ...fresh() }) {
  return app.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

const sessionOf = (res: { headers: Record<string, unknown> }) =>
  ([res.headers['set-cookie'] ?? []].flat() as string[]).find((c) => c.startsWith(`${SESSION_COOKIE}=`));
const landing = (location: unknown) => new URL(String(location), `http://${HOST}`);

describe('the demo cards as forms', () => {
  it.each(['aluno', 'professor', 'admin'] as const)('Entrar como %s: 303 to the area, with a session that works', async (role) => {
    const res = await post(t, signInForms.demoOf(role));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/${role}`);
    const cookie = sessionOf(res)!;
    expect(cookie).toMatch(/HttpOnly/i);
    const me = await t.app.inject({ method: 'GET', url: authEndpoints.me.path, headers: { cookie: cookie.split(';')[0] } });
    expect(me.json().role).toBe(role);
  });

  it('an unknown role goes back to the cards with a message, and no session', async () => {
    const res = await post(t, '/entrar/demo/diretor');
    expect(res.statusCode).toBe(303);
    expect(landing(res.headers.location).searchParams.get('erro-perfil')).toBe('demo-indisponivel');
    expect(sessionOf(res)).toBeUndefined();
  });
});

describe('the sign-in form', () => {
  it('right credentials: 303 to the role area, session and device cookies set, never cached', async () => {
    const res = await post(t, signInForms.login, { email: 'professor@eduia.com.br', password: 'Professor@2024' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/professor');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(sessionOf(res)).toBeDefined();
  });

  it('a wrong password: back to the landing with the Portuguese message, no session', async () => {
    const res = await post(t, signInForms.login, { email: 'aluno@eduia.com.br', password: 'errada' });
    expect(res.statusCode).toBe(303);
    const to = landing(res.headers.location);
    expect(to.pathname).toBe('/');
    expect(to.hash).toBe('#entrar-conta');
    expect(signInFormMessage(to.searchParams.get('erro'))).toBe('E-mail ou senha incorretos.');
    expect(to.searchParams.get('email')).toBe('aluno@eduia.com.br');
    expect(sessionOf(res)).toBeUndefined();
  });

  it('empty or malformed fields: the message asking for them, never a 500', async () => {
    for (const fields of [{}, { email: 'não é e-mail', password: 'x' }, { email: 'aluno@eduia.com.br' }, { email: 'a@b.co', password: 'x'.repeat(300) }] as Record<string, string>[]) {
      const res = await post(t, signInForms.login, fields);
      expect(res.statusCode).toBe(303);
      expect(landing(res.headers.location).searchParams.get('erro')).toBe('dados');
    }
  });

  it('another kind of body is refused (415), a body past 4 KB too (4xx, never a sign-in)', async () => {
    const text = await t.app.inject({ method: 'POST', url: signInForms.login, headers: { ...OWN, 'content-type': 'text/plain' }, payload: 'email=a' });
    expect(text.statusCode).toBe(415);
    const big = await post(t, signInForms.login, { email: 'aluno@eduia.com.br', password: 'x'.repeat(5000) });
    expect([400, 413]).toContain(big.statusCode);
    expect(sessionOf(big)).toBeUndefined();
  });
});

describe('CSRF: only this site\'s own pages may post', () => {
  const cases: [string, Record<string, string>][] = [
    ['another site\'s origin', { host: HOST, origin: 'https://atacante.example' }],
    ['an opaque origin (null)', { host: HOST, origin: 'null' }],
    ['another port of the same host', { host: HOST, origin: `http://${HOST}:8080` }],
    ['no origin and no Sec-Fetch-Site', { host: HOST }],
    ['no origin, cross-site fetch metadata', { host: HOST, 'sec-fetch-site': 'cross-site' }],
    ['an opaque origin from another site (fetch metadata says so)', { host: HOST, origin: 'null', 'sec-fetch-site': 'cross-site' }],
    ['the right origin but a same-site (not same-origin) page', { host: HOST, origin: `http://${HOST}`, 'sec-fetch-site': 'same-site' }],
    ['a same-origin claim with another site\'s origin', { host: HOST, origin: 'https://atacante.example', 'sec-fetch-site': 'same-origin' }],
  ];
  it.each(cases)('%s → 403, no session, for the form and the demo cards', async (_name, headers) => {
    for (const url of [signInForms.login, signInForms.demoOf('admin')]) {
      const res = await post(t, url, { email: 'admin@eduia.com.br', password: 'Admin@2024' }, { ...headers, ...fresh() });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/CSRF/);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('Origin: null with Sec-Fetch-Site: same-origin (our pages are no-referrer: Chromium\'s own form post) is accepted', async () => {
    const res = await post(t, signInForms.demoOf('professor'), {}, { host: HOST, origin: 'null', 'sec-fetch-site': 'same-origin', ...fresh() });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/professor');
  });

  it('no origin but Sec-Fetch-Site: same-origin (a browser that omits Origin) is accepted', async () => {
    const res = await post(t, signInForms.demoOf('aluno'), {}, { host: HOST, 'sec-fetch-site': 'same-origin', ...fresh() });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/aluno');
  });

  it('over HTTPS (through the trusted proxy) the cookies are Secure', async () => {
    const res = await post(t, signInForms.demoOf('aluno'), {}, { host: HOST, origin: `https://${HOST}`, 'x-forwarded-proto': 'https', ...fresh() });
    expect(res.statusCode).toBe(303);
    expect(sessionOf(res)).toMatch(/;\s*Secure/i);
  });

  it('the JSON route still wants its header (the form route opens no way around it)', async () => {
    const res = await t.app.inject({ method: 'POST', url: authEndpoints.login.path, headers: { ...OWN, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'email=aluno%40eduia.com.br&password=Aluno%402024' });
    expect(res.statusCode).toBe(403);
    expect(sessionOf(res)).toBeUndefined();
  });
});

describe('two-factor authentication and the throttle, as in the JSON sign-in', () => {
  it('a 2FA account gets to the code step, then in with its code; a wrong code says so', async () => {
    const user = await t.insertUser();
    const cookie = await t.signIn(user.email, user.password);
    const setup = await t.call(userEndpoints.totpSetup, { cookie });
    expect((await t.call(userEndpoints.totpEnable, { cookie, body: { code: totpCode(setup.body.secret, t.clock.now()) } })).status).toBe(200);

    const step = await post(t, signInForms.login, { email: user.email, password: user.password });
    expect(step.statusCode).toBe(303);
    const to = landing(step.headers.location);
    expect(to.searchParams.get('etapa')).toBe('codigo');
    expect(to.searchParams.get('email')).toBe(user.email);
    expect(String(step.headers.location)).not.toContain(encodeURIComponent(user.password));
    expect(sessionOf(step)).toBeUndefined();

    const wrong = await post(t, signInForms.login, { email: user.email, password: user.password, totpCode: '000000' === totpCode(setup.body.secret, t.clock.now()) ? '111111' : '000000' });
    expect(landing(wrong.headers.location).searchParams.get('erro')).toBe('codigo');
    expect(sessionOf(wrong)).toBeUndefined();

    t.clock.advance(30_000);
    const right = await post(t, signInForms.login, { email: user.email, password: user.password, totpCode: totpCode(setup.body.secret, t.clock.now()) });
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe('/aluno');
    expect(sessionOf(right)).toBeDefined();
  });

  it('wrong passwords through the form and the JSON route count together; then the account waits (minutes in the message)', async () => {
    const user = await t.insertUser();
    for (let i = 0; i < 5; i++) {
      const res = i % 2 === 0
        ? await post(t, signInForms.login, { email: user.email, password: `errada-${i}` })
        : await t.app.inject({ method: 'POST', url: authEndpoints.login.path, headers: { 'x-eduia-csrf': '1', ...fresh() }, payload: { email: user.email, password: `errada-${i}` } });
      expect(res.statusCode === 303 || res.statusCode === 401).toBe(true);
    }
    const refused = await post(t, signInForms.login, { email: user.email, password: user.password });
    const to = landing(refused.headers.location);
    expect(to.searchParams.get('erro')).toBe('bloqueada');
    expect(signInFormMessage(to.searchParams.get('erro'), to.searchParams.get('minutos'))).toBe('Muitas tentativas sem sucesso nesta conta. Tente novamente em 1 minuto.');
    expect(sessionOf(refused)).toBeUndefined();
  });

  it('a suspended account is told so', async () => {
    const user = await t.insertUser({ status: 'suspenso' });
    const res = await post(t, signInForms.login, { email: user.email, password: user.password });
    expect(landing(res.headers.location).searchParams.get('erro')).toBe('suspensa');
    expect(sessionOf(res)).toBeUndefined();
  });
});

describe('rate limits, shared with the JSON sign-in', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ config: { LOGIN_RATE_LIMIT_PER_MINUTE: 3, LOGIN_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: 100, DEMO_LOGIN_RATE_LIMIT_PER_MINUTE: 2 } });
  });
  afterAll(async () => limited.close());
  const same = { ...OWN, 'x-forwarded-for': '203.0.113.9' };

  it('the same address and e-mail past the limit (JSON and form together): the message about waiting', async () => {
    const body = { email: 'aluno@eduia.com.br', password: 'errada' };
    const json = await limited.app.inject({ method: 'POST', url: authEndpoints.login.path, headers: { 'x-eduia-csrf': '1' }, payload: body });
    expect(json.statusCode).toBe(401);
    const codes: (string | null)[] = [];
    for (let i = 0; i < 3; i++) codes.push(landing((await post(limited, signInForms.login, body, same)).headers.location).searchParams.get('erro'));
    expect(codes).toEqual(['credenciais', 'credenciais', 'limite']);
    expect(signInFormMessage('limite')).toMatch(/Aguarde um minuto/);
  });

  it('the demo cards have their own per-address limit', async () => {
    const first = await post(limited, signInForms.demoOf('aluno'), {}, same);
    const second = await post(limited, signInForms.demoOf('aluno'), {}, same);
    const third = await post(limited, signInForms.demoOf('aluno'), {}, same);
    expect([first.headers.location, second.headers.location]).toEqual(['/aluno', '/aluno']);
    expect(landing(third.headers.location).searchParams.get('erro-perfil')).toBe('limite');
    expect(sessionOf(third)).toBeUndefined();
  });
});
