import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthEndpoints } from '#contracts/health';
import { buildTestApp, type TestApp } from '#server/testing/test-app';

// The health check pays as little as a request can (no session lookup, a body serialized
// once), and still answers with the contract's shape, the security headers and the database.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('GET /api/health', () => {
  it('answers anyone with the contract shape and the security headers', async () => {
    const res = await t.call(healthEndpoints.health);
    expect(res.status).toBe(200);
    expect(healthEndpoints.health.response.parse(res.body)).toEqual({ status: 'ok', database: process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite' });
    expect(res.raw.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.raw.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.raw.headers['cache-control']).toBeUndefined();
  });

  it('does not look the session up: a signed-in caller or a stale cookie is answered the same, the cookie left alone', async () => {
    const aluno = await t.signInAs('aluno');
    for (const cookie of [aluno, 'nao-e-uma-sessao']) {
      const res = await t.call(healthEndpoints.health, { cookie });
      expect(res.status).toBe(200);
      expect(res.raw.headers['set-cookie']).toBeUndefined();
    }
    // Elsewhere the session plugin looks the cookie up: an unknown one is not a session.
    const me = await t.request('GET', '/api/auth/me', { cookie: 'nao-e-uma-sessao' });
    expect(me.status).toBe(401);
  });
});

describe('X-Served-By', () => {
  it('names the instance that answered when INSTANCE_NAME is set, on every answer, and is absent otherwise', async () => {
    const named = await buildTestApp({ seed: false, config: { INSTANCE_NAME: 'b' } });
    try {
      for (const path of ['/api/health', '/api/auth/me', '/api/nao-existe']) {
        const res = await named.request('GET', path);
        expect(res.raw.headers['x-served-by']).toBe('b');
      }
    } finally {
      await named.close();
    }
    expect((await t.call(healthEndpoints.health)).raw.headers['x-served-by']).toBeUndefined();
  });
});
