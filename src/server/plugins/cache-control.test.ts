import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingEndpoints } from '#contracts/billing';
import { authEndpoints } from '#contracts/auth';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { listContractEndpoints, sampleUrl } from '#server/testing/contract-endpoints';

let t: TestApp;
let aluno: string;
beforeAll(async () => {
  t = await buildTestApp();
  aluno = await t.signInAs('aluno');
});
afterAll(async () => t.close());

const cacheControlOf = (res: { raw: { headers: Record<string, unknown> } }) => String(res.raw.headers['cache-control'] ?? '');

describe('Cache-Control: no-store on personal answers (issue 10 item 12)', () => {
  it('every operation but a public read answers no-store, success or error, signed in or not', async () => {
    const checked: string[] = [];
    for (const { name, endpoint } of listContractEndpoints()) {
      if (endpoint.access === 'public' && endpoint.method === 'GET') continue;
      if (endpoint.path === '/api/notifications/stream') continue; // never ends under inject; no-store set by its handler
      // Reads with the student's session; writes without one (401/400), so nothing changes.
      const res = await t.request(endpoint.method, sampleUrl(endpoint), endpoint.method === 'GET' ? { cookie: aluno } : {});
      expect(`${name} ${res.status} ${cacheControlOf(res)}`).toMatch(/no-store/);
      checked.push(name);
    }
    expect(checked.length).toBeGreaterThan(40);
  });

  it('the personal answers a signed-in student reads are no-store', async () => {
    for (const res of [await t.call(authEndpoints.me, { cookie: aluno }), await t.call(billingEndpoints.subscription, { cookie: aluno }), await t.call(billingEndpoints.payments, { cookie: aluno })]) {
      expect(res.status).toBe(200);
      expect(cacheControlOf(res)).toContain('no-store');
    }
    const login = await t.call(authEndpoints.login, { body: { email: 'aluno@eduia.com.br', password: 'Aluno@2024' } });
    expect(cacheControlOf(login)).toContain('no-store');
  });

  it('public reads stay cacheable', async () => {
    expect(cacheControlOf(await t.call(billingEndpoints.plans))).not.toContain('no-store');
    expect(cacheControlOf(await t.request('GET', '/api/health'))).not.toContain('no-store');
  });
});
