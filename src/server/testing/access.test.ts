import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test-app.ts';
import { listContractEndpoints, sampleUrl } from './contract-endpoints.ts';
import { ROLES } from '#contracts/http';

// Every endpoint of every contract, checked for who may call it: anonymous, each role,
// and a suspended user. A new endpoint is covered as soon as it is in a contract.
let t: TestApp;
const cookies: Record<string, string> = {};
let suspendedCookie = '';

beforeAll(async () => {
  t = await buildTestApp();
  for (const role of ROLES) cookies[role] = await t.signInAs(role);
  const suspended = await t.insertUser({ role: 'aluno' });
  suspendedCookie = await t.signIn(suspended.email, suspended.password);
  await t.db.updateTable('users').set({ status: 'suspenso' }).where('id', '=', suspended.id).execute();
});
afterAll(async () => t.close());

const endpoints = listContractEndpoints();

describe('access rules of every endpoint', () => {
  it('finds the contracts', () => {
    expect(endpoints.length).toBeGreaterThan(5);
  });

  for (const { name, endpoint } of endpoints) {
    if (endpoint.access === 'public') continue;
    it(`${name}: ${endpoint.method} ${endpoint.path} refuses anonymous callers with 401`, async () => {
      const res = await t.request(endpoint.method, sampleUrl(endpoint));
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Faça login para continuar.');
    });

    it(`${name}: refuses a suspended user with 401`, async () => {
      const res = await t.request(endpoint.method, sampleUrl(endpoint), { cookie: suspendedCookie });
      expect(res.status).toBe(401);
    });

    if (endpoint.access !== 'authenticated') {
      const allowed = endpoint.access;
      for (const role of ROLES.filter((r) => !allowed.includes(r))) {
        it(`${name}: refuses role ${role} with 403`, async () => {
          const res = await t.request(endpoint.method, sampleUrl(endpoint), { cookie: cookies[role] });
          expect(res.status).toBe(403);
          expect(res.body.message).toBe('Você não tem permissão para acessar este recurso.');
        });
      }
      for (const role of allowed) {
        it(`${name}: lets role ${role} through the guard`, async () => {
          const res = await t.request(endpoint.method, sampleUrl(endpoint), { cookie: cookies[role] });
          expect([401, 403]).not.toContain(res.status);
        });
      }
    }
  }
});
