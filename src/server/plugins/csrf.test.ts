import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '#contracts/endpoint';
import { buildTestApp, type TestApp } from '#server/testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const credentials = { email: 'aluno@eduia.com.br', password: 'Aluno@2024' };
// Spellings the router decodes to /api/auth/login (find-my-way percent-decodes the path).
const SPELLINGS = ['/api/auth/login', '/%61pi/auth/login', '/%61%70%69/auth/login', '/a%70i/auth/login', '/api/auth/%6Cogin', '/api/auth/%6cogin', '/%61pi/%61uth/login?x=1'];

describe('CSRF header on every state-changing route, whatever the spelling of the URL', () => {
  it.each(SPELLINGS)('POST %s without the header → 403', async (url) => {
    const res = await t.app.inject({ method: 'POST', url, payload: credentials });
    expect(res.statusCode).toBe(403);
    expect(JSON.parse(res.body).message).toMatch(/CSRF/);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it.each(SPELLINGS)('POST %s with the header is routed (the spelling reaches the route)', async (url) => {
    const res = await t.app.inject({ method: 'POST', url, headers: { [CSRF_HEADER]: '1' }, payload: credentials });
    expect(res.statusCode).toBe(200);
  });

  it('a wrong header value is refused as well', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/%61pi/auth/login', headers: { [CSRF_HEADER]: '0' }, payload: credentials });
    expect(res.statusCode).toBe(403);
  });

  it('reads need no header', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/%61pi/health' });
    expect(res.statusCode).toBe(200);
  });
});

describe('the session, whatever the spelling of the URL', () => {
  it.each(['/api/auth/me', '/%61pi/auth/me', '/a%70i/%61uth/me'])('GET %s with the cookie answers as the signed-in user', async (url) => {
    const cookie = await t.signInAs('aluno');
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie: `eduia_session=${cookie}` } });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body).email).toBe('aluno@eduia.com.br');
  });
});
